#!/usr/bin/env bash
# Compiles the Swift that Tessera generates for one Apple platform with xcodebuild (a Mac with Xcode).
# .github/workflows/apple-platforms.yml runs it for every platform; a developer runs it the same way:
#
#   Scripts/apple-platform-build.sh Systems/opta-scan iOS
#   Scripts/apple-platform-build.sh Examples/PluginDemo watchOS DemoTokens
#
# The first argument is either
#   - a design system, a folder with a tessera.yml: `tessera build DIR --format swift` writes its Swift
#     files, which become the only sources of a library target in a temporary Swift package, built
#     with every Swift warning an error; or
#   - a Swift package, a folder with a Package.swift (then the third argument, a scheme, is required):
#     that scheme is built as it is, with Tessera's build-tool plugin; it fails on a warning in
#     Tessera's own files or in the generated ones (dependencies' warnings are not ours to fix).
# The second is the platform: iOS, "Mac Catalyst", macOS, tvOS, watchOS or visionOS.
#
# Environment: TESSERA, a built tessera executable (default: `swift build --product tessera` in this
# checkout); DEVELOPER_DIR, which Xcode to use (as xcode-select sets it); KEEP_WORK=1 keeps the
# temporary folder (the package, DerivedData and the log) and prints where it is.
#
# Documentation relied on:
#   man xcodebuild (Xcode 26), "Destinations": the generic/ prefix builds for a platform without a device
#   https://developer.apple.com/forums/thread/737851 (Apple DTS): ",variant=macos" picks macOS, not Mac Catalyst
#   `xcodebuild -help`: -skipPackagePluginValidation runs package plugins without the interactive trust prompt
#   https://developer.apple.com/documentation/xcode/build-settings-reference (Treat Warnings as Errors, SWIFT_TREAT_WARNINGS_AS_ERRORS; set on the command line it applies to every target built, so only where the package has no dependencies)
#   https://github.com/swiftlang/swift-package-manager/blob/main/Sources/PackageModel/Platform.swift (SupportedPlatforms.getDerived): Mac Catalyst without its own floor takes iOS's
set -euo pipefail

usage() {
    echo "usage: $0 SYSTEM_DIR PLATFORM | PACKAGE_DIR PLATFORM SCHEME" >&2
    echo "  PLATFORM: iOS, 'Mac Catalyst', macOS, tvOS, watchOS or visionOS" >&2
    exit 2
}

in_group=0
fail() {
    # In GitHub Actions, also as an annotation on the run, outside the collapsed group.
    if [ "${GITHUB_ACTIONS:-}" = true ]; then
        if [ "$in_group" = 1 ]; then echo "::endgroup::"; fi
        echo "::error::$*"
    fi
    echo "apple-platform-build: error: $*" >&2
    exit 1
}

if [ $# -lt 2 ] || [ $# -gt 3 ]; then usage; fi
target_dir=$1
platform=$2
scheme=${3:-}

root=$(cd "$(dirname "$0")/.." && pwd -P)

# xcodebuild's destination for each platform. `generic/platform=macOS` alone also matches the Mac
# Catalyst destination (xcodebuild then warns and takes the first); the hidden macos variant names the
# plain Mac one.
case $(printf '%s' "$platform" | tr '[:upper:]' '[:lower:]' | tr -d ' _-') in
    ios) platform=iOS destination='generic/platform=iOS' ;;
    maccatalyst | catalyst) platform='Mac Catalyst' destination='generic/platform=macOS,variant=Mac Catalyst' ;;
    macos) platform=macOS destination='generic/platform=macOS,variant=macos' ;;
    tvos) platform=tvOS destination='generic/platform=tvOS' ;;
    watchos) platform=watchOS destination='generic/platform=watchOS' ;;
    visionos | xros) platform=visionOS destination='generic/platform=visionOS' ;;
    *) echo "apple-platform-build: unknown platform '$platform'" >&2; usage ;;
esac

[ "$(uname -s)" = Darwin ] || fail "xcodebuild runs on macOS only; on Linux, \`swift test\` type-checks the generated Swift against the framework stubs (Documentation/Development.md)"
command -v xcodebuild >/dev/null 2>&1 || fail "xcodebuild not found: install Xcode and select it (xcode-select --switch)"
[ -d "$target_dir" ] || fail "no such folder: $target_dir"
target_dir=$(cd "$target_dir" && pwd -P)

work=$(mktemp -d "${TMPDIR:-/tmp}/tessera-apple.XXXXXX")
cleanup() {
    if [ "${KEEP_WORK:-}" = 1 ]; then
        echo "apple-platform-build: kept $work" >&2
    else
        rm -rf "$work"
    fi
}
trap cleanup EXIT
log="$work/xcodebuild.log"

# Warnings in files that are ours: Tessera's sources, the plugin and the examples in this checkout, and
# the generated Tokens*.swift wherever the build put them. Prints them; status 0 when there are any.
our_warnings() {
    local line found=1
    while IFS= read -r line; do
        case $line in
            *": warning: "*) ;;
            *) continue ;;
        esac
        case $line in
            "$root"/Sources/* | "$root"/Plugins/* | "$root"/Examples/* | */Tokens.swift:* | */Tokens+*.swift:*)
                echo "$line"
                found=0
                ;;
        esac
    done <"$log"
    return $found
}

# xcodebuild [ARGS...] in the current folder, with its output in $log; on failure, lists the
# destinations the scheme offers (a missing platform shows there as "... is not installed").
run_xcodebuild() {
    local status=0
    echo "xcodebuild -scheme $scheme -destination '$destination' $*"
    xcodebuild build -quiet -scheme "$scheme" -destination "$destination" \
        -derivedDataPath "$work/DerivedData" "$@" 2>&1 | tee "$log" || status=$?
    if [ "$status" -ne 0 ]; then
        echo "apple-platform-build: the destinations xcodebuild offers for scheme $scheme:" >&2
        xcodebuild -showdestinations -scheme "$scheme" -derivedDataPath "$work/DerivedData" >&2 || true
        fail "xcodebuild failed for $platform ($(basename "$target_dir"))"
    fi
    if our_warnings >&2; then
        fail "warnings in Tessera's code or the generated Swift for $platform ($(basename "$target_dir")), listed above"
    fi
}

# Each build's output as one collapsible group in GitHub Actions' log.
group() {
    if [ "${GITHUB_ACTIONS:-}" = true ]; then echo "::group::$*"; else echo "== $*"; fi
    in_group=1
}
endgroup() {
    if [ "${GITHUB_ACTIONS:-}" = true ]; then echo "::endgroup::"; fi
    in_group=0
}

if [ -f "$target_dir/Package.swift" ]; then
    [ -n "$scheme" ] || fail "$target_dir is a Swift package: name the scheme to build (e.g. DemoTokens)"
    group "$(basename "$target_dir") ($scheme) for $platform"
    cd "$target_dir"
    run_xcodebuild -skipPackagePluginValidation
    endgroup
    echo "apple-platform-build: $(basename "$target_dir") builds for $platform"
    exit 0
fi

[ -f "$target_dir/tessera.yml" ] || fail "$target_dir has neither a tessera.yml nor a Package.swift"
[ -z "$scheme" ] || fail "a scheme is only for a Swift package; $target_dir is a design system"

tessera=${TESSERA:-}
if [ -z "$tessera" ]; then
    swift build --package-path "$root" --product tessera
    tessera="$(swift build --package-path "$root" --show-bin-path)/tessera"
fi
[ -x "$tessera" ] || fail "no tessera executable at $tessera"

group "$(basename "$target_dir") for $platform"

# The swift output writes Tokens.swift (plain values) and Tokens+SwiftUI/UIKit/AppKit.swift into the
# --output folder, whatever `output:` the system's tessera.yml names.
"$tessera" build "$target_dir" --format swift --output "$work/generated" ||
    fail "tessera build failed for $target_dir (its diagnostics are above)"
generated=()
for file in "$work"/generated/Tokens*.swift; do
    if [ -f "$file" ]; then generated+=("$file"); fi
done
[ ${#generated[@]} -gt 0 ] || fail "tessera build wrote no Tokens*.swift for $target_dir"

# One library target holding only the generated files. Its name must differ from the system's
# namespace enum (OptaTokens, ...), which would otherwise shadow the module. The platform floors are
# the ones the generated SwiftUI layer declares (iOS 16 / macOS 13, Documentation/Swift.md) and their
# tvOS, watchOS and visionOS counterparts; Mac Catalyst takes iOS's.
scheme=TesseraPlatformCheck
package="$work/package"
mkdir -p "$package/Sources/$scheme"
cp "${generated[@]}" "$package/Sources/$scheme/"
cat >"$package/Package.swift" <<EOF
// swift-tools-version:6.0
// Written by Scripts/apple-platform-build.sh for $(basename "$target_dir"); not kept.
import PackageDescription

let package = Package(
    name: "$scheme",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v10), .visionOS(.v1)],
    products: [.library(name: "$scheme", targets: ["$scheme"])],
    targets: [.target(name: "$scheme")],
    swiftLanguageModes: [.v6]
)
EOF

cd "$package"
run_xcodebuild SWIFT_TREAT_WARNINGS_AS_ERRORS=YES
endgroup
echo "apple-platform-build: $(basename "$target_dir")'s generated Swift builds for $platform"
