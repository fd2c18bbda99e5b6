@testable import TesseraCore
import Testing

/// Offsets to `line:column`: the line table is found eight bytes at a time, so it is checked
/// against the plain definition on text whose lines start at every offset within a word, and
/// with bytes the word test can mistake for a newline (0x0b, right after one).
@Suite struct SourceLocationTests {
    static let text: String = {
        var text = ""
        for line in 0..<400 {
            text += String(repeating: "é", count: line % 3) + String(repeating: "x", count: line % 11)
            text += line % 5 == 0 ? "\n\u{0B}" : "\n"
        }
        return text + "last"
    }()

    /// The location by definition: count newlines before the offset, then scalars since the last.
    static func expected(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }

    @Test func everyOffsetMapsToItsLineAndColumn() {
        let file = SourceFile(path: "lines.json", text: Self.text)
        for offset in 0...file.bytes.count {
            let location = file.location(ofOffset: offset)
            let expected = Self.expected(file.bytes, offset)
            #expect(location.line == expected.line && location.column == expected.column, "offset \(offset)")
        }
    }

    @Test func aFarOffsetFirstGivesTheSameLocations() {
        let near = SourceFile(path: "a.json", text: Self.text)
        let far = SourceFile(path: "b.json", text: Self.text)
        _ = far.location(ofOffset: far.bytes.count - 1)
        for offset in stride(from: 0, through: near.bytes.count, by: 7) {
            #expect(near.location(ofOffset: offset).line == far.location(ofOffset: offset).line)
        }
    }
    @Test("a locator alternating between files, in and out of order, on short lines and one long line")
    func locatorMatchesTheDefinition() {
        let lines = SourceFile(path: "lines.json", text: Self.text)
        let long = SourceFile(path: "long.json", text: String(repeating: "ab é {\"c\": 1} ", count: 300))
        var locator = SourceLocator()
        var generator = SystemRandomNumberGenerator()
        var offsets: [(SourceFile, Int)] = []
        for step in 0..<600 {
            let file = step % 3 == 0 ? long : lines
            // Mostly ascending, as findings come; every seventh jumps anywhere.
            let offset = step % 7 == 0 ? Int.random(in: 0...file.bytes.count, using: &generator) : min(step * 7, file.bytes.count)
            offsets.append((file, offset))
        }
        for (file, offset) in offsets {
            let location = locator.location(of: SourcePosition(file: file, offset: offset))
            let expected = Self.expected(file.bytes, offset)
            #expect(location.file == file.path && location.line == expected.line && location.column == expected.column, "\(file.path) offset \(offset)")
        }
    }

    /// A minified file's one long line looked up in no order: columns counted from the marks every
    /// kilobyte along it must be the ones counted from its start, at and around each mark too.
    @Test func longLineInAnyOrderMatchesTheDefinition() {
        let text = "{\"a\": 1}\n" + String(repeating: "é∑ {\"c\": 12} ", count: 1_500) + "\n{}"
        let file = SourceFile(path: "minified.json", text: text)
        var offsets = Array(stride(from: 0, through: file.bytes.count, by: 97))
        for mark in stride(from: 10, to: file.bytes.count, by: 1024) { offsets += [mark - 1, mark, mark + 1] }
        var generator = SystemRandomNumberGenerator()
        offsets.shuffle(using: &generator)
        var locator = SourceLocator()
        for offset in offsets where offset <= file.bytes.count {
            let location = locator.location(of: SourcePosition(file: file, offset: offset))
            let expected = Self.expected(file.bytes, offset)
            #expect(location.line == expected.line && location.column == expected.column, "offset \(offset)")
        }
    }

    /// The line search from any hint, before, at or after the answer, near or far, on lines of
    /// every length, gives the last line start at or before the offset.
    @Test func lineSearchFromAnyHintMatchesTheDefinition() {
        var starts: [UInt32] = [0]
        for line in 1..<300 { starts.append(starts[line - 1] + UInt32(line % 9 == 0 ? 40 : line % 4 + 1)) }
        for offset in stride(from: UInt32(0), through: starts[starts.count - 1] + 5, by: 3) {
            let expected = starts.lastIndex { $0 <= offset }!
            for hint in [-3, 0, 1, expected - 9, expected - 1, expected, expected + 1, expected + 40, 299, 500] {
                #expect(SourceLocator.line(of: offset, in: starts, near: hint) == expected, "offset \(offset) hint \(hint)")
            }
        }
    }
}
