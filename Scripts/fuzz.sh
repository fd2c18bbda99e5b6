#!/usr/bin/env bash
# Fuzzes Tessera's readers with libFuzzer: the token-file reader (json), the resolver (resolver),
# the tessera.yml reader (config) and the linter with its fixes (lint). See
# Documentation/Development.md, "Fuzzing".
#
#   Scripts/fuzz.sh [json|resolver|config|lint|all] [SECONDS-PER-TARGET]
#
# Fails (non-zero) when an input crashes a reader, runs longer than 10 s, or takes more than 2 GiB;
# the input is saved under .build/fuzz-findings/ and can be replayed in an ordinary build with
# `swift run tessera-fuzz TARGET FILE` (`swift run tessera-lint-fuzz lint FILE`). New interesting
# inputs accumulate in .build/fuzz-corpus/.
#
# TESSERA_FUZZ_QUICK=1 builds the linter's program unoptimised (in .build/fuzz-quick): two and a half
# minutes rather than fourteen for swift-syntax, at some 4 inputs a second rather than 110. CI uses it
# to run the seeds; fuzz with the optimised build to search.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=${1:-all}
seconds=${2:-60}
[ "$targets" = all ] && targets="json resolver config lint"

# Coverage instrumentation and AddressSanitizer on every Swift module; libFuzzer supplies main().
# The linter is a program of its own, so the readers' build leaves swift-syntax out.
# (Release configuration either way: a debug build renames `main`, which libFuzzer's own would replace.)
built=""
build() {
    local scratch=.build/fuzz optimise=()
    if [ "$1" = tessera-lint-fuzz ] && [ "${TESSERA_FUZZ_QUICK:-0}" = 1 ]; then
        scratch=.build/fuzz-quick optimise=(-Xswiftc -Onone)
    fi
    binary=$scratch/release/$1
    case " $built " in *" $1 "*) return ;; esac
    swift build -c release --product "$1" --scratch-path "$scratch" ${optimise[@]+"${optimise[@]}"} \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -D -Xswiftc FUZZING -Xswiftc -use-ld=lld 2>&1 | tail -n 3
    built="$built $1"
}

# Swift's runtime keeps some allocations for the life of the process; they are not leaks.
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
mkdir -p .build/fuzz-findings
for target in $targets; do
    program=tessera-fuzz
    [ "$target" = lint ] && program=tessera-lint-fuzz
    build "$program"
    corpus=.build/fuzz-corpus/$target
    mkdir -p "$corpus"
    seeds=("Fuzz/Seeds/$target")
    # The DTCG conformance fixtures make good seeds where the shared folder is beside the checkout.
    case $target in
        json) [ -d ../shared/conformance/dtcg/format ] && seeds+=(../shared/conformance/dtcg/format) ;;
        resolver) [ -d ../shared/conformance/dtcg/resolver ] && seeds+=(../shared/conformance/dtcg/resolver) ;;
        # The specs' code we transcribed and the examples' screens (libFuzzer reads folders recursively).
        lint) seeds+=(Tests/Fixtures/lint/specs Examples/Lint) ;;
    esac
    echo "fuzzing $target for ${seconds} s"
    set +e
    TESSERA_FUZZ_TARGET=$target "$binary" "$corpus" "${seeds[@]}" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix=".build/fuzz-findings/$target-" -print_final_stats=1 > ".build/fuzz-$target.log" 2>&1
    status=$?
    set -e
    grep -E "^(#[0-9]+[[:space:]]+(INITED|DONE)|==[0-9]+==|stat::number_of_executed_units|stat::peak_rss_mb|SUMMARY|Test unit written|ALARM|ERROR)" ".build/fuzz-$target.log" | head -n 40
    if [ "$status" -ne 0 ]; then
        echo "error: fuzzing $target found an input that crashes, hangs or exhausts memory (exit $status); see .build/fuzz-$target.log and .build/fuzz-findings/" >&2
        exit 1
    fi
done
