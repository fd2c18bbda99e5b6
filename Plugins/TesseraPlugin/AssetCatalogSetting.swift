import Foundation

/// Whether a `tessera.yml` turns on the `swift` output's `assetCatalog` option, read as text: a
/// plugin cannot link a YAML parser, and it must know before the build which files the build
/// writes. Any `assetCatalog` key outside a comment counts, quoted or not. A false positive only
/// builds a catalog nobody reads; `tessera build --declared-output` reports the rest.
enum AssetCatalogSetting {
    static func isOn(inConfigText text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { line in
            let code = uncommented(line)
            guard let found = code.range(of: "assetCatalog") else { return false }
            var rest = code[found.upperBound...].drop { $0 == "\"" || $0 == "'" }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            return rest.first == ":"
        }
    }

    /// The line up to a `#` that starts a YAML comment (at the start or after a blank).
    private static func uncommented(_ line: Substring) -> Substring {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#" && (previous == " " || previous == "\t") { return line[..<index] }
            previous = line[index]
        }
        return line
    }

    static func isOn(config: URL) -> Bool {
        guard let data = try? Data(contentsOf: config) else { return false }
        return isOn(inConfigText: String(decoding: data, as: UTF8.self))
    }
}
