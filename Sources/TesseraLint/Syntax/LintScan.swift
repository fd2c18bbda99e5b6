/// One pass over a file's bytes before it is parsed, for three answers: where the first byte that
/// is not well-formed UTF-8 is (ASCII, most of any Swift source, is passed over without decoding),
/// whether a comment may hold a suppression (the word `tessera` before a colon), the walk's marks
/// (`LintMarks`), and whether the file needs `NestingGuard`'s pass before it is parsed.
struct LintScan {
    private(set) var firstInvalidUTF8: Int?
    private(set) var mayHoldSuppression = false
    /// Nil when every node is to be walked.
    private(set) var marks: [Int]?
    private(set) var nesting: NestingCounts

    init(_ bytes: [UInt8], names: LintMarks.Names) {
        var marks: [Int] = []
        nesting = NestingCounts(byteCount: bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            Self.classes.withUnsafeBufferPointer { classes in
                NestingCounts.weights.withUnsafeBufferPointer { weights in
                    scan(buffer, classes, weights, names, into: &marks)
                }
            }
        }
        self.marks = names.everything ? nil : marks
    }

    private mutating func scan(
        _ buffer: UnsafeBufferPointer<UInt8>, _ classes: UnsafeBufferPointer<UInt8>, _ weights: UnsafeBufferPointer<UInt64>,
        _ names: LintMarks.Names, into marks: inout [Int]
    ) {
        let count = buffer.count
        let table = names.table
        // Counted here and stored once: a count kept in `self` is read and written back at every byte.
        var counted: UInt64 = 0
        defer { nesting.add(counted) }
        var index = 0
        while index < count {
            let byte = buffer[index]
            switch classes[Int(byte)] {
            case Self.other:
                index += 1
                counted &+= weights[Int(byte)]
                // Indentation, eight spaces at a time.
                if byte == UInt8(ascii: " ") {
                    while index + 8 <= count, UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self) == Self.spaces {
                        index += 8
                    }
                }
            case Self.letter:
                let start = index
                index += 1
                while index < count, classes[Int(buffer[index])] >= Self.letter { index += 1 }
                let length = index - start
                if table.mayHold(first: byte, count: length), table.bits(of: UnsafeBufferPointer(rebasing: buffer[start..<index])) != 0 {
                    marks.append(start)
                }
                if length == 7, byte == UInt8(ascii: "t"), index < count, buffer[index] == UInt8(ascii: ":"),
                   UnsafeBufferPointer(rebasing: buffer[start..<index]).elementsEqual("tessera".utf8) {
                    mayHoldSuppression = true
                }
            case Self.digit:
                // A number, with its letters (`0x1F`, `1e3`): never a name.
                index += 1
                while index < count, classes[Int(buffer[index])] >= Self.letter { index += 1 }
            default:
                var iterator = buffer[index...].makeIterator()
                var decoder = UTF8()
                guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
                    firstInvalidUTF8 = index
                    return
                }
                if names.nonASCII { marks.append(index) }
                index += UTF8.width(scalar)
            }
        }
    }

    private static let other: UInt8 = 0
    private static let nonASCII: UInt8 = 1
    /// Letters and digits, and only they, are `letter` or over.
    private static let letter: UInt8 = 2
    private static let digit: UInt8 = 3
    private static let spaces = UInt64(0x2020_2020_2020_2020)

    /// Each byte's class: letters and `_` start a word, digits continue one.
    private static let classes: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit
        case 0x80...: nonASCII
        default: other
        }
    }
}
