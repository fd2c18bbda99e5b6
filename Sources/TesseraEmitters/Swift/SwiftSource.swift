/// Generated Swift source as UTF-8 bytes, appended to in place. Large outputs are written this way
/// rather than by `String` concatenation and interpolation, which build a temporary string for
/// every piece.
struct SwiftSource {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Copies the text's UTF-8 in one piece: `append(contentsOf: text.utf8)` goes through the
    /// generic sequence path, which was a sixth of writing the 100,000-token file.
    static func += (source: inout SwiftSource, text: String) {
        var text = text
        text.withUTF8 { source.bytes.append(contentsOf: $0) }
    }

    /// `SwiftLiteral.number(value)`.
    mutating func number(_ value: Double) { SwiftLiteral.appendNumber(value, to: &bytes) }

    /// `SwiftLiteral.rounded(value)`.
    mutating func rounded(_ value: Double) { SwiftLiteral.appendRounded(value, to: &bytes) }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
