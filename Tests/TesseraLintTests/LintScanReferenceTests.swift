import Testing
@testable import TesseraLint

/// The scan's shortcuts (indentation eight bytes at a time, names ruled out by length and first
/// bytes, the counts kept on the way) must find what a plain reading finds, wherever words,
/// non-ASCII characters and invalid bytes fall.
@Suite struct LintScanReferenceTests {
    /// The scan's answers worked out one byte at a time, from its documented meaning.
    private struct Reference {
        var marks: [Int] = []
        var firstInvalidUTF8: Int?
        var mayHoldSuppression = false
        var nesting: UInt64 = 0

        init(_ bytes: [UInt8], _ names: LintMarks.Names) {
            func isWord(_ byte: UInt8) -> Bool { byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if isWord(byte) {
                    let start = index
                    while index < bytes.count, isWord(bytes[index]) { index += 1 }
                    if (0x30...0x39).contains(byte) { continue }
                    let word = String(decoding: bytes[start..<index], as: UTF8.self)
                    if names.table.bits(of: word) != 0 { marks.append(start) }
                    if word == "tessera", index < bytes.count, bytes[index] == UInt8(ascii: ":") { mayHoldSuppression = true }
                } else if byte >= 0x80 {
                    var iterator = bytes[index...].makeIterator()
                    var decoder = UTF8()
                    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
                        firstInvalidUTF8 = index
                        return
                    }
                    if names.nonASCII { marks.append(index) }
                    index += UTF8.width(scalar)
                } else {
                    nesting &+= NestingCounts.weights[Int(byte)]
                    index += 1
                }
            }
        }
    }

    /// A fixed sequence, so that a failure is seen again on the next run.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let pieces: [[UInt8]] = [
        "padding", "frame", "Color", "paddings", "_padding", "2padding", "x", "tessera", "tessera:", ":", " ", "        ", "\n",
        "[", "<", "\\", "(", ".", "12", "0x1F", "é", "👋", "⚖️", "_", "a1b2",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x80], [0xE2, 0x9A]]

    private func names(nonASCII: Bool) -> LintMarks.Names {
        var names = LintMarks.Names()
        for name in ["padding", "frame", "Color", "x", "a1b2", String(repeating: "w", count: 70)] { names.table.add(name, bits: 1) }
        names.nonASCII = nonASCII
        return names
    }

    @Test func theScanFindsWhatAPlainReadingFinds() {
        var random = SplitMix(state: 25)
        for round in 0..<4000 {
            var bytes: [UInt8] = []
            let length = Int.random(in: 0...400, using: &random)
            while bytes.count < length {
                switch Int.random(in: 0..<40, using: &random) {
                case 0: bytes += Array(repeating: UInt8(ascii: "w"), count: Int.random(in: 60...140, using: &random))
                case 1 where round % 3 == 0: bytes += Self.pieces[Self.pieces.count - Int.random(in: 1...4, using: &random)]
                default: bytes += Self.pieces[Int.random(in: 0..<(Self.pieces.count - 4), using: &random)]
                }
            }
            let names = names(nonASCII: round % 2 == 0)
            let scan = LintScan(bytes, names: names)
            let expected = Reference(bytes, names)
            #expect(scan.firstInvalidUTF8 == expected.firstInvalidUTF8, "\(bytes)")
            guard expected.firstInvalidUTF8 == nil else { continue }
            #expect(scan.marks == expected.marks, "\(bytes)")
            #expect(scan.mayHoldSuppression == expected.mayHoldSuppression, "\(bytes)")
            #expect(scan.nesting.packed == expected.nesting, "\(bytes)")
        }
    }

    @Test func aLongWordIsOneWord() {
        var names = LintMarks.Names()
        names.table.add("padding", bits: 1)
        // "padding" at 60; then one word of 137 bytes that ends in "padding", and no mark; then
        // "padding" at 206.
        let code = String(repeating: " ", count: 60) + "padding " + String(repeating: "q", count: 130) + "padding padding"
        #expect(LintScan(Array(code.utf8), names: names).marks == [60, 206])
    }
}
