#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TesseraCore

extension TokenInput {
    /// What a token file's bytes may spell, so passes looking for rare keys can be skipped. A file
    /// with `\u` escapes may spell any key, so it counts as having both.
    struct Spellings {
        /// Defaults for a file that could not be read (the input fails anyway).
        var mayHaveModes = false
        var mayHaveExtends = true

        init() {}

        /// `plainJSON` false: the file is YAML or needed JSONC/JSON5, where a key may be unquoted
        /// (`$extends:`), single-quoted, or spelled with any escape, so only an unquoted `$extends`
        /// without a backslash anywhere rules extension out, and modes are always looked for.
        init(_ file: SourceFile, plainJSON: Bool) {
            (mayHaveModes, mayHaveExtends) = file.withBytes { bytes in
                guard plainJSON else {
                    let escapes = bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\\")), bytes.count) != nil } ?? false
                    return (true, escapes || TokenInput.contains(bytes, Array("$extends".utf8), anchor: 2))
                }
                let escapes = TokenInput.contains(bytes, Array(#"\u"#.utf8), anchor: 0)
                return (
                    escapes || TokenInput.contains(bytes, Array(#""mode""#.utf8), anchor: 3),
                    escapes || TokenInput.contains(bytes, Array(#""$extends""#.utf8), anchor: 3))
            }
        }
    }

    /// Whether `needle` occurs in `haystack`: `memchr` finds each `needle[anchor]` (a byte chosen to be
    /// rare in JSON), then the rest is compared in place.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], anchor: Int) -> Bool {
        guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
        var from = anchor
        let end = haystack.count - (needle.count - anchor)
        while from <= end {
            guard let found = memchr(base + from, Int32(needle[anchor]), end - from + 1) else { return false }
            let hit = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let start = hit - anchor
            if needle.indices.allSatisfy({ base[start + $0] == needle[$0] }) { return true }
            from = hit + 1
        }
        return false
    }
}
