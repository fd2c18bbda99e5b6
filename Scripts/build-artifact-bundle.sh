#!/usr/bin/env bash
# Packs `tessera` as an artifact bundle (SE-0305), the prebuilt tool Distribution/TesseraPlugins
# runs, so a package using those plugins does not compile Tessera. See Documentation/Development.md,
# "Cutting a release".
#
#   Scripts/build-artifact-bundle.sh [--configuration release|debug] [--output DIR] [--release-url URL]
#
# Writes DIR/tessera.artifactbundle/ (default DIR: .build/artifactbundle) with this machine's
# variant: on Linux a `--static-swift-stdlib` binary for its architecture, on macOS a universal one
# (arm64 and x86_64). Variants of the same version already in DIR are kept, so running it on Linux
# and then, with the bundle copied over, on a Mac gives one bundle for both. Then zips it
# (DIR/tessera.artifactbundle.zip) and prints the zip's `swift package compute-checksum`.
# --configuration debug packs the debug build instead (for tests: CI reuses the build it already
# made); --release-url writes URL and the checksum into Distribution/TesseraPlugins/Package.swift.
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=release
output=.build/artifactbundle
release_url=""
usage() { sed -n '6p' "$0" | sed 's/^#   /usage: /'; }
while [ $# -gt 0 ]; do
    case "$1" in
        --configuration) configuration=${2:?}; shift 2 ;;
        --output) output=${2:?}; shift 2 ;;
        --release-url) release_url=${2:?}; shift 2 ;;
        -h | --help) usage; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; usage >&2; exit 64 ;;
    esac
done
case "$configuration" in
    release | debug) ;;
    *) echo "error: --configuration is release or debug, not '$configuration'" >&2; exit 64 ;;
esac

# This machine's variant. Statically linked on Linux so it runs without a Swift toolchain; on
# macOS the Swift runtime is part of the OS.
build=(swift build -c "$configuration" --product tessera)
case "$(uname -s)" in
    Linux)
        platform="linux-$(uname -m)"
        [ "$configuration" = release ] && build+=(--static-swift-stdlib)
        ;;
    Darwin)
        platform=macos
        build+=(--arch arm64 --arch x86_64)
        ;;
    *) echo "error: no artifact bundle variant for $(uname -s)" >&2; exit 1 ;;
esac
"${build[@]}"
binary="$("${build[@]}" --show-bin-path)/tessera"
version=$("$binary" --version)

# The triples SwiftPM matches against the host's, per variant folder name.
triples_of() {
    case "$1" in
        linux-x86_64) echo '"x86_64-unknown-linux-gnu"' ;;
        linux-aarch64) echo '"aarch64-unknown-linux-gnu"' ;;
        macos) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
        *) echo "error: unknown variant '$1'" >&2; exit 1 ;;
    esac
}

bundle="$output/tessera.artifactbundle"
mkdir -p "$bundle"
# Another version's variants would pair a new manifest with an old binary: drop them.
for folder in "$bundle"/tessera-*; do
    [ -e "$folder" ] || continue
    case "${folder##*/}" in tessera-"$version"-*) ;; *) rm -rf "$folder" ;; esac
done
variant="tessera-$version-$platform"
rm -rf "${bundle:?}/$variant"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/tessera"
# Symbols are half of a static Linux binary (137 MB to 76 MB; the zip 41 MB to 28 MB). The macOS
# binary is left as linked: stripping would invalidate its ad-hoc signature.
[ "$platform" != macos ] && [ "$configuration" = release ] && strip "$bundle/$variant/bin/tessera"

entries=()
for folder in "$bundle"/tessera-"$version"-*; do
    name=${folder##*/}
    entries+=("        { \"path\": \"$name/bin/tessera\", \"supportedTriples\": [$(triples_of "${name#tessera-"$version"-}")] }")
done
{
    printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "tessera": {\n'
    printf '      "type": "executable",\n      "version": "%s",\n      "variants": [\n' "$version"
    (IFS=$'\n'; printf '%s\n' "${entries[*]}" | sed '$!s/$/,/')
    printf '      ]\n    }\n  }\n}\n'
} > "$bundle/info.json"

# -X leaves out extra file attributes; -y keeps links as links.
zip_file="$output/tessera.artifactbundle.zip"
rm -f "$zip_file"
(cd "$output" && zip -qryX tessera.artifactbundle.zip tessera.artifactbundle)
checksum=$(swift package compute-checksum "$zip_file")
echo "$checksum" > "$zip_file.checksum"
echo "$zip_file ($variant; variants: ${#entries[@]})"
echo "checksum: $checksum"

if [ -n "$release_url" ]; then
    manifest=Distribution/TesseraPlugins/Package.swift
    sed -i.bak -e "s|^let bundleURL = .*|let bundleURL = \"$release_url\"|" \
        -e "s|^let bundleChecksum = .*|let bundleChecksum = \"$checksum\"|" "$manifest"
    rm -f "$manifest.bak"
    echo "wrote the URL and checksum into $manifest"
fi
