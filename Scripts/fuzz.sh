#!/usr/bin/env bash
# Fuzzes Tessera's readers with libFuzzer: the token-file reader (json), the resolver (resolver) and
# the tessera.yml reader (config). See Documentation/Development.md, "Fuzzing".
#
#   Scripts/fuzz.sh [json|resolver|config|all] [SECONDS-PER-TARGET]
#
# Fails (non-zero) when an input crashes a reader, runs longer than 10 s, or takes more than 2 GiB;
# the input is saved under .build/fuzz-findings/ and can be replayed in an ordinary build with
# `swift run tessera-fuzz TARGET FILE`. New interesting inputs accumulate in .build/fuzz-corpus/.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=${1:-all}
seconds=${2:-60}
[ "$targets" = all ] && targets="json resolver config"

# Coverage instrumentation and AddressSanitizer on every Swift module; libFuzzer supplies main().
swift build -c release --product tessera-fuzz --scratch-path .build/fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -D -Xswiftc FUZZING -Xswiftc -use-ld=lld 2>&1 | tail -n 3
binary=.build/fuzz/release/tessera-fuzz

# Swift's runtime keeps some allocations for the life of the process; they are not leaks.
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
mkdir -p .build/fuzz-findings
for target in $targets; do
    corpus=.build/fuzz-corpus/$target
    mkdir -p "$corpus"
    seeds=("Fuzz/Seeds/$target")
    # The DTCG conformance fixtures make good seeds where the shared folder is beside the checkout.
    case $target in
        json) [ -d ../shared/conformance/dtcg/format ] && seeds+=(../shared/conformance/dtcg/format) ;;
        resolver) [ -d ../shared/conformance/dtcg/resolver ] && seeds+=(../shared/conformance/dtcg/resolver) ;;
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
