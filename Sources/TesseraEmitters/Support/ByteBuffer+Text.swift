/// Text into a byte buffer without going through `String.UTF8View`'s generic copy, which costs
/// more than the bytes themselves when an output appends millions of short pieces.
extension Array where Element == UInt8 {
    /// A literal's UTF-8, e.g. `bytes.append(literal: ": ")`.
    mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }
}
