import Foundation
import Testing
@testable import TesseraCore

/// Issue 23: locating diagnostics in a minified (one-line) file counted each one's column from the
/// line's start, so n diagnostics cost n times the line (2,000 errors: 19 s against 0.12 s).
@Suite("Locating diagnostics in a minified file")
struct MinifiedLocationTests {
    /// 20,000 invalid colours, minified and indented: the minified file is located in about the
    /// time of the indented one (the bound is generous for a loaded CI machine; the defect was
    /// thousands of times slower).
    @Test func oneLineFileIsLocatedAsFastAsItsIndentedTwin() {
        let count = 20_000
        let members = (0..<count).map { #""t\#($0)":{"$type":"color","$value":"notacolor"}"# }
        let minified = "{" + members.joined(separator: ",") + "}"
        let indented = "{\n" + members.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
        _ = resolve(indented)  // warm-up, so neither run pays for first use
        let (indentedTime, indentedErrors) = timed { resolve(indented).diagnostics.count }
        let (minifiedTime, minifiedErrors) = timed { resolve(minified).diagnostics.count }
        #expect(minifiedErrors == count)
        #expect(indentedErrors == count)
        #expect(minifiedTime < 5 * indentedTime + 1, "minified \(minifiedTime) s, indented \(indentedTime) s")
    }

    /// Columns count scalars; counting on from marks must give exactly what counting from the
    /// line's start gives, in any lookup order and across multi-byte scalars split by a mark.
    @Test func columnsMatchCountingFromTheLineStart() {
        let line = String(repeating: "aé€😀b", count: 400)
        let text = "x\n" + line + "\ny"
        let bytes = Array(text.utf8)
        let file = SourceFile(path: "columns.json", text: text)
        var offsets = Array(stride(from: 0, to: bytes.count + 1, by: 5)) + [1_023, 1_024, 1_025, 2_050, 4_099]
        offsets.reverse()
        offsets.swapAt(0, offsets.count / 2)
        for offset in offsets {
            let location = file.location(ofOffset: offset)
            let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let expectedLine = bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
            let expectedColumn = 1 + bytes[lineStart..<offset].count { $0 & 0xC0 != 0x80 }
            #expect(location.line == expectedLine && location.column == expectedColumn, "offset \(offset)")
        }
    }
}

/// The seconds `body` takes, and its result.
func timed<T>(_ body: () -> T) -> (Double, T) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, result)
}
