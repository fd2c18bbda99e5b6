#!/usr/bin/env bash
# The binary plugins (Distribution/TesseraPlugins) on an artifact bundle of this checkout's
# `tessera`, as a user gets them, in temporary packages:
#   1. Examples/PluginDemo's sources and tests, on TesseraPlugin and TesseraLintPlugin from the
#      bundle, build and pass without compiling Tessera;
#   2. TesseraLintPlugin reports a deliberate finding in the build log at its file:line:col, and a
#      second build with nothing changed does not lint again;
#   3. `swift package tessera-lint --fix` rewrites the finding, and a second run changes nothing.
#
#   Scripts/test-plugin-bundle.sh [BUNDLE.zip]
#
# Without BUNDLE.zip, packs the debug build (Scripts/build-artifact-bundle.sh --configuration
# debug), which .ci/run has already made. KEEP_WORK=1 keeps the temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)

bundle_zip=${1:-}
if [ -z "$bundle_zip" ]; then
    Scripts/build-artifact-bundle.sh --configuration debug --output .build/artifactbundle-debug
    bundle_zip=.build/artifactbundle-debug/tessera.artifactbundle.zip
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/tessera-plugin-bundle.XXXXXX")
# SwiftPM leaves a lock file per package folder in /tmp, named after the folder's path.
cleanup() { rm -rf "$work" /tmp/"$(printf '%s' "$work" | tr / _)"_*.lock; }
if [ "${KEEP_WORK:-}" = 1 ]; then echo "work folder: $work"; else trap cleanup EXIT; fi
fail() { echo "error: $*" >&2; exit 1; }
# Replaces exactly one occurrence of a line's text, or fails: the files edited here are the
# repository's own, and a silent no-op would test the wrong thing.
replace() {
    local file=$1 old=$2 new=$3
    [ "$(grep -cF -- "$old" "$file")" = 1 ] || fail "'$old' is not in $file exactly once"
    OLD=$old NEW=$new perl -0pi -e 's/\Q$ENV{OLD}\E/$ENV{NEW}/' "$file"
}

# The distribution package, its binary target pointed at the local bundle by path.
plugins="$work/TesseraPlugins"
cp -RL Distribution/TesseraPlugins "$plugins"
cp "$bundle_zip" "$plugins/tessera.artifactbundle.zip"
replace "$plugins/Package.swift" '.binaryTarget(name: "TesseraBinary", url: bundleURL, checksum: bundleChecksum)' \
    '.binaryTarget(name: "TesseraBinary", path: "tessera.artifactbundle.zip")'

# 1. PluginDemo as it is, but on the binary plugins instead of Tessera's sources.
demo="$work/PluginDemo"
mkdir -p "$demo"
cp -R Examples/PluginDemo/Package.swift Examples/PluginDemo/Sources Examples/PluginDemo/Tests "$demo/"
replace "$demo/Package.swift" '.package(name: "Tessera", path: "../..")' '.package(path: "../TesseraPlugins")'
perl -pi -e 's/package: "Tessera"\)/package: "TesseraPlugins")/g' "$demo/Package.swift"
grep -q 'package: "Tessera")' "$demo/Package.swift" && fail "PluginDemo still names the Tessera package"
swift build --build-tests --package-path "$demo" > "$work/demo-build.log" 2>&1 || { cat "$work/demo-build.log"; fail "PluginDemo did not build on the bundle"; }
grep -E "Compiling (TesseraCore|TesseraCLI|SwiftSyntax)" "$work/demo-build.log" && fail "PluginDemo compiled Tessera instead of using the bundle"
grep -q "Tessera: linting DemoTokens" "$work/demo-build.log" || { cat "$work/demo-build.log"; fail "TesseraLintPlugin did not run on DemoTokens"; }
grep -E ": (warning|error):" "$work/demo-build.log" && fail "PluginDemo builds with warnings on the bundle"
swift test --skip-build --package-path "$demo" > "$work/demo-test.log" 2>&1 || { cat "$work/demo-test.log"; fail "PluginDemo's tests failed on the bundle"; }
echo "ok: PluginDemo builds and passes its tests on the bundle, Tessera not compiled"

# 2. A screen with a literal the Harbor system has a token for: a warning at its place.
screens="$work/Screens"
mkdir -p "$screens/Sources/Screens"
cp -R Examples/PluginDemo/Sources/DemoTokens/tokens "$screens/tokens"
cat > "$screens/tessera.yml" <<'YAML'
# The system the Screens target is held to, found by walking up from Sources/Screens.
version: 1
name: Harbor
tokens: tokens/*.tokens.json
outputs:
  swift: {}
YAML
cat > "$screens/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Screens",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../TesseraPlugins")],
    targets: [
        .target(name: "Screens", plugins: [.plugin(name: "TesseraLintPlugin", package: "TesseraPlugins")]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
screen="$screens/Sources/Screens/Card.swift"
cat > "$screen" <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Card: View {
    var body: some View {
        Text("Harbor").padding(16)
    }
}
#endif

public let cardCount = 1
SWIFT
swift build --package-path "$screens" > "$work/screens-build.log" 2>&1 || { cat "$work/screens-build.log"; fail "Screens did not build"; }
finding="$(cd "$screens" && pwd -P)/Sources/Screens/Card.swift:6:32: warning: "
grep -F "$finding" "$work/screens-build.log" | grep -q "\[spacing-literal\]" \
    || { cat "$work/screens-build.log"; fail "the build log has no '${finding}… [spacing-literal]'"; }
swift build --package-path "$screens" > "$work/screens-rebuild.log" 2>&1 || { cat "$work/screens-rebuild.log"; fail "Screens did not build again"; }
grep -q "Tessera: linting" "$work/screens-rebuild.log" && fail "a build with nothing changed linted again"
echo "ok: the build reports Card.swift:6:32 [spacing-literal]; a second build does not lint again"

# 3. The command plugin's --fix, then a second run with nothing left to fix.
before=$(cat "$screen")
(cd "$screens" && swift package --allow-writing-to-package-directory tessera-lint --fix) > "$work/fix.log" 2>&1 \
    || { cat "$work/fix.log"; fail "tessera-lint --fix failed"; }
grep -q "Text(\"Harbor\").padding(HarborTokens.Space.md)" "$screen" || { cat "$work/fix.log" "$screen"; fail "--fix did not write the token"; }
[ "$before" != "$(cat "$screen")" ] || fail "--fix changed nothing"
fixed=$(cat "$screen")
(cd "$screens" && swift package --allow-writing-to-package-directory tessera-lint --fix) > "$work/fix-again.log" 2>&1 \
    || { cat "$work/fix-again.log"; fail "the second tessera-lint --fix failed"; }
[ "$fixed" = "$(cat "$screen")" ] || fail "a second --fix changed the file again"
grep -q "fixed:" "$work/fix-again.log" && fail "a second --fix reported fixes"
echo "ok: swift package tessera-lint --fix wrote HarborTokens.Space.md; a second run changed nothing"
