/// A large `tessera.yml` cut in two at an entry of its largest top-level list (1,000 usage pairs,
/// say), so that the halves are parsed on two cores: Yams reads about 8 MB/s, and a 100 KB file
/// was a serial 12 ms before any token file could be read.
///
/// Each half is a YAML document of its own that keeps every line where it is in the file (the
/// lines of the other half are left empty), so positions need no translation: `first` is the
/// file with the list's second half blanked out; `second` is that half alone, as a list, after
/// as many empty lines as come before it.
///
/// Cut only where that is plainly sound: no line of the file can open anything that spans lines
/// (a quoted scalar is allowed when it ends on its own line; no flow collections, block scalars,
/// anchors, aliases, tags, tabs or carriage returns), so the structure is all in the indentation,
/// and a line at the list's own indent that starts with `- ` begins an entry. Anything else is
/// read whole.
struct YAMLHalves {
    /// The top-level key whose list is cut.
    let key: String
    let first: String
    let second: String

    /// Below this a file is read whole: the second thread costs more than it saves.
    static let minimumSize = 32 * 1024

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= Self.minimumSize, !bytes.contains(UInt8(ascii: "\t")), !bytes.contains(UInt8(ascii: "\r")) else { return nil }
        let lines = Self.lines(of: bytes)
        guard let block = Self.largestListBlock(lines, bytes), let cut = Self.middleEntry(of: block, lines, bytes) else { return nil }
        let cutLine = lines[cut]
        let blockEnd = block.lines.upperBound < lines.count ? lines[block.lines.upperBound].lowerBound : bytes.count
        let blankedLines = block.lines.upperBound - cut
        key = block.key
        first = String(decoding: bytes[..<cutLine.lowerBound], as: UTF8.self)
            + String(repeating: "\n", count: blankedLines)
            + String(decoding: bytes[blockEnd...], as: UTF8.self)
        second = String(repeating: "\n", count: cut) + String(decoding: bytes[cutLine.lowerBound..<blockEnd], as: UTF8.self)
    }

    private struct Block {
        let key: String
        /// The lines after the key's own, up to the next top-level line.
        let lines: Range<Int>
        let indent: Int
    }

    /// Each line's byte range, without its newline.
    private static func lines(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            ranges.append(start..<index)
            start = index + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    private static func indent(of line: Range<Int>, _ bytes: [UInt8]) -> Int {
        line.prefix { bytes[$0] == UInt8(ascii: " ") }.count
    }

    /// Blank or only a comment.
    private static func isEmpty(_ line: Range<Int>, _ bytes: [UInt8]) -> Bool {
        let start = line.lowerBound + indent(of: line, bytes)
        return start == line.upperBound || bytes[start] == UInt8(ascii: "#")
    }

    /// An entry of a list at `indent`: `- ` (or a lone `-`) right after the indent.
    private static func isEntry(_ line: Range<Int>, indent: Int, _ bytes: [UInt8]) -> Bool {
        let dash = line.lowerBound + indent
        guard Self.indent(of: line, bytes) == indent, dash < line.upperBound, bytes[dash] == UInt8(ascii: "-") else { return false }
        return dash + 1 == line.upperBound || bytes[dash + 1] == UInt8(ascii: " ")
    }

    /// The largest block under a top-level `key:` line (nothing after the colon) that is a list.
    /// Nil when any line of the file could open something that spans lines (see `isSimple`), or
    /// a top-level line is anything but a key (a document marker, say).
    private static func largestListBlock(_ lines: [Range<Int>], _ bytes: [UInt8]) -> Block? {
        var keyLines: [Int] = []
        for (number, line) in lines.enumerated() where !isEmpty(line, bytes) {
            guard isSimple(line, bytes) else { return nil }
            guard indent(of: line, bytes) == 0, !isEntry(line, indent: 0, bytes) else { continue }
            guard line.contains(where: { bytes[$0] == UInt8(ascii: ":") }) else { return nil }
            keyLines.append(number)
        }
        var best: Block?
        var bestSize = 0
        for (position, keyLine) in keyLines.enumerated() {
            let end = position + 1 < keyLines.count ? keyLines[position + 1] : lines.count
            let body = (keyLine + 1)..<end
            guard let key = bareKey(lines[keyLine], bytes),
                  let firstEntry = body.first(where: { !isEmpty(lines[$0], bytes) }) else { continue }
            let indent = indent(of: lines[firstEntry], bytes)
            guard isEntry(lines[firstEntry], indent: indent, bytes),
                  body.allSatisfy({ isEmpty(lines[$0], bytes) || Self.indent(of: lines[$0], bytes) >= indent }) else { continue }
            let size = (end < lines.count ? lines[end].lowerBound : bytes.count) - lines[keyLine].upperBound
            if size > bestSize { (best, bestSize) = (Block(key: key, lines: body, indent: indent), size) }
        }
        return best
    }

    /// The key of a `key:` line with nothing after the colon but spaces or a comment.
    private static func bareKey(_ line: Range<Int>, _ bytes: [UInt8]) -> String? {
        guard let colon = line.first(where: { bytes[$0] == UInt8(ascii: ":") }), colon > line.lowerBound else { return nil }
        let rest = (colon + 1)..<line.upperBound
        let afterSpaces = rest.first { bytes[$0] != UInt8(ascii: " ") } ?? rest.upperBound
        guard afterSpaces == rest.upperBound || (afterSpaces > colon + 1 && bytes[afterSpaces] == UInt8(ascii: "#")) else { return nil }
        let name = String(decoding: bytes[line.lowerBound..<colon], as: UTF8.self)
        return name.contains(" ") ? nil : name
    }

    /// A line that cannot open anything spanning lines: no character that could start a quoted
    /// scalar, flow collection, block scalar, anchor, alias, tag or directive, except one quoted
    /// scalar that ends the line (`says: "..."`) with no quote or backslash inside. Stricter than
    /// YAML needs (a comment may not mention `|`); such a file is read whole.
    private static func isSimple(_ line: Range<Int>, _ bytes: [UInt8]) -> Bool {
        guard let special = line.first(where: { specials.contains(bytes[$0]) }) else { return true }
        let quote = bytes[special]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
              special >= line.lowerBound + 2, bytes[special - 1] == UInt8(ascii: " "),
              bytes[special - 2] == UInt8(ascii: ":") || bytes[special - 2] == UInt8(ascii: "-") else { return false }
        let last = line.last { bytes[$0] != UInt8(ascii: " ") }!
        let inside = (special + 1)..<last
        return last > special && bytes[last] == quote
            && !inside.contains { bytes[$0] == quote || bytes[$0] == UInt8(ascii: "\\") }
    }

    private static let specials: Set<UInt8> = Set("\"'[]{}|>&*!%@`\\".utf8)

    /// The entry line of the block nearest its middle, with an entry before it.
    private static func middleEntry(of block: Block, _ lines: [Range<Int>], _ bytes: [UInt8]) -> Int? {
        let entries = block.lines.filter { isEntry(lines[$0], indent: block.indent, bytes) }
        guard entries.count >= 2 else { return nil }
        return entries[entries.count / 2]
    }
}
