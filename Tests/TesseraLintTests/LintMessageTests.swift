import Testing
@testable import TesseraLint

/// A message is written into a buffer on the stack and, past 256 bytes, into an array: either way
/// it reads as the same `String` interpolation would.
@Suite struct LintMessageTests {
    @Test(arguments: [0, 1, 30, 60, 61, 62, 63, 64, 65, 120, 300])
    func aMessageReadsAsAStringInterpolation(repeats: Int) {
        let spelling = String(repeating: "Spacing.md ", count: repeats)
        let value = 12.5
        let emoji = String(repeating: "👋é", count: repeats % 7)
        let message: LintMessage = "padding \(value) is \(spelling); use the token \(emoji)\(Substring("[x]").dropFirst()) \(repeats)"
        let expected = "padding \(value) is \(spelling); use the token \(emoji)\(Substring("[x]").dropFirst()) \(repeats)"
        #expect(message.text == expected)
    }

    @Test func piecesThatCrossTheStackBufferKeepTheirOrder() {
        var bytes = MessageBytes()
        var expected: [UInt8] = []
        for length in [200, 50, 6, 1, 300, 0, 3] {
            let piece = (0..<length).map { UInt8(ascii: "a") + UInt8(($0 + length) % 26) }
            piece.withUnsafeBufferPointer { bytes.append($0) }
            expected += piece
        }
        #expect(Array(bytes.string.utf8) == expected)
    }
}
