/// Comments, JSON5's extra whitespace and JSON5 identifier names, for the relaxed read.
extension JSONReader.Parser {
    /// Skips comments and JSON5 whitespace (and the JSON whitespace between them), recording each;
    /// true when it moved. Called where strict JSON failed, so plain JSON never pays for it.
    mutating func skipRelaxedSpace() throws(JSONReader.Failure) -> Bool {
        let start = index
        while let item = spaceItem(at: index) {
            if let kind = item.kind { relaxations.record(kind, at: index) }
            guard item.closed else {
                throw fail("invalid-json", "this comment is never closed; add the missing '*/'")
            }
            index = item.end
        }
        return index != start
    }

    /// Where the space starting at `offset` ends, recording nothing.
    func relaxedSpaceEnd(from offset: Int) -> Int {
        var end = offset
        while let item = spaceItem(at: end), item.closed { end = item.end }
        return end
    }

    /// One piece of space at `offset`: JSON whitespace (kind nil), a comment or a JSON5 whitespace
    /// character, with where it ends. `closed` is false for a `/*` without its `*/`.
    func spaceItem(at offset: Int) -> (kind: JSONRelaxations.Kind?, end: Int, closed: Bool)? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case 0x20, 0x0A, 0x0D, 0x09:
            return (nil, offset + 1, true)
        case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
            var end = offset + 2
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D, lineSeparatorWidth(at: end) == 0 { end += 1 }
            return (.comment, end, true)
        case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
            var end = offset + 2
            while end + 1 < bytes.count {
                if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/") { return (.comment, end + 2, true) }
                end += 1
            }
            return (.comment, bytes.count, false)
        default:
            let width = extraWhitespaceWidth(at: offset)
            return width > 0 ? (.whitespace, offset + width, true) : nil
        }
    }

    /// The byte length of a whitespace character JSON5 allows and JSON does not: vertical tab, form
    /// feed, U+FEFF, and the Unicode space separators (Zs), line and paragraph separators; else 0.
    func extraWhitespaceWidth(at offset: Int) -> Int {
        let byte = bytes[offset]
        if byte == 0x0B || byte == 0x0C { return 1 }
        guard byte >= 0xC2, offset + 1 < bytes.count else { return 0 }
        let second = bytes[offset + 1]
        if byte == 0xC2 { return second == 0xA0 ? 2 : 0 }
        guard offset + 2 < bytes.count else { return 0 }
        let third = bytes[offset + 2]
        switch (byte, second) {
        case (0xE1, 0x9A): return third == 0x80 ? 3 : 0                      // U+1680
        case (0xE2, 0x80): return (0x80...0x8A).contains(third) || third == 0xAF ? 3 : lineSeparatorWidth(at: offset)
        case (0xE2, 0x81): return third == 0x9F ? 3 : 0                      // U+205F
        case (0xE3, 0x80): return third == 0x80 ? 3 : 0                      // U+3000
        case (0xEF, 0xBB): return third == 0xBF ? 3 : 0                      // U+FEFF
        default: return 0
        }
    }

    /// 3 at U+2028 or U+2029 (which end a `//` comment and may follow a `\` in a JSON5 string), else 0.
    func lineSeparatorWidth(at offset: Int) -> Int {
        guard offset + 2 < bytes.count, bytes[offset] == 0xE2, bytes[offset + 1] == 0x80,
              bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 else { return 0 }
        return 3
    }

    /// `$`, `_`, a letter, or a non-ASCII character that is not whitespace: how a JSON5 name starts.
    func isIdentifierStart(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "$"), UInt8(ascii: "_"):
            return true
        case 0xC2...:
            return extraWhitespaceWidth(at: offset) == 0
        default:
            return false
        }
    }

    /// An unquoted JSON5 member name (ECMAScript IdentifierName, with any non-ASCII character
    /// taken as a letter), or nil when none starts here.
    mutating func identifierName() -> String? {
        let start = index
        guard isIdentifierStart(at: index) else { return nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                // A whole UTF-8 sequence (already validated) at a time.
                guard isIdentifierStart(at: index) else { break }
                index += byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            } else if isIdentifierStart(at: index) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                index += 1
            } else {
                break
            }
        }
        relaxations.record(.unquotedName, at: start)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
}
