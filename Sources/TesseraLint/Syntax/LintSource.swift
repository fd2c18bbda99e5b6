import SwiftSyntax

/// The bytes of the file being walked. A tree parsed from them spells each token exactly as they
/// do, so a token's name is read here, in place, rather than made into a `String`.
struct LintSource {
    let bytes: [UInt8]

    /// A token and where its text is in the bytes, found once for several lookups.
    struct Name {
        let token: TokenSyntax
        /// Nil only for a tree not parsed from these bytes: then the token's text is read.
        fileprivate let range: Range<Int>?
    }

    func name(of token: TokenSyntax) -> Name {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = start + token.trimmedLength.utf8Length
        return Name(token: token, range: end <= bytes.count ? start..<end : nil)
    }

    /// The bits `table` gives the name.
    func bits(of name: Name, in table: LintNameTable) -> UInt64 {
        guard let range = name.range else { return table.bits(of: name.token.text) }
        return bytes.withUnsafeBufferPointer { table.bits(of: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Whether the name is `text`.
    func name(_ name: Name, is text: StaticString) -> Bool {
        guard let range = name.range else { return name.token.text == text.description }
        guard range.count == text.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        return bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[range]).elementsEqual(expected) }
    }

    /// Whether an argument may be labelled a name `isLabel` takes. False only when every colon in
    /// the arguments' bytes (nested calls' too) follows something that is no such label, so most
    /// calls are ruled out without reading their arguments as nodes; true asks for the exact answer.
    /// A closure, not the table: the caller reads its table in place (a copy of one retains its arrays).
    func mayLabel(_ arguments: LabeledExprListSyntax, where isLabel: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        // Unexpected nodes may stand between a label and its colon.
        guard !arguments.hasError else { return true }
        let start = arguments.position.utf8Offset
        let end = min(arguments.endPosition.utf8Offset, bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < end {
                if buffer[index] == UInt8(ascii: ":"), Self.mayLabel(before: index, from: start, in: buffer, isLabel) { return true }
                index += 1
            }
            return false
        }
    }

    /// Whether the colon at `colon` may follow a label `isLabel` takes: it does not after another name,
    /// nor after the end of a call, subscript, string or generic list (a ternary, a dictionary);
    /// after anything else (a comment or line break before the colon, a backtick) it may.
    private static func mayLabel(before colon: Int, from start: Int, in buffer: UnsafeBufferPointer<UInt8>, _ isLabel: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var end = colon
        while end > start, buffer[end - 1] == UInt8(ascii: " ") || buffer[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end > start else { return true }
        var first = end
        while first > start, isNameByte(buffer[first - 1]) { first -= 1 }
        if first == end { return !")]\">}!?".utf8.contains(buffer[end - 1]) }
        if first > start, buffer[first - 1] >= 0x80 { return true }
        return isLabel(UnsafeBufferPointer(rebasing: buffer[first..<end]))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
