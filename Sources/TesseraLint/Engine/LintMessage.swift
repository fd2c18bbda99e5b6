/// A finding's message as a rule writes it, `"hard-coded colour \(hex) is \(spelling); use the token"`:
/// the interpolation is gathered as UTF-8 bytes in a buffer on the stack (`MessageBytes`) and made a
/// `String` once, where a `String` interpolation would grow its storage piece by piece. A dirty
/// code base has tens of findings per file, each message of ten pieces or so.
public struct LintMessage: ExpressibleByStringInterpolation, Sendable {
    public private(set) var text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: Interpolation) {
        text = stringInterpolation.bytes.string
    }

    /// Appends a clause (`message += "; use a spring token such as …"`).
    public static func += (message: inout LintMessage, clause: LintMessage) {
        message.text += clause.text
    }

    public struct Interpolation: StringInterpolationProtocol {
        fileprivate var bytes = MessageBytes()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { append(literal) }

        public mutating func appendInterpolation(_ value: borrowing String) { append(value) }

        public mutating func appendInterpolation(_ value: Substring) { append(String(value)) }

        public mutating func appendInterpolation(_ value: some CustomStringConvertible) { append(value.description) }

        /// What a `String` interpolation writes for any other value.
        public mutating func appendInterpolation<Value>(_ value: Value) { append(String(describing: value)) }

        /// Borrowed, so a token's spelling that every thread shares is not retained per finding.
        private mutating func append(_ string: borrowing String) {
            let copied: Void? = string.utf8.withContiguousStorageIfAvailable { bytes.append($0) }
            if copied == nil { appendNonContiguous(copy string) }
        }

        /// A bridged string's bytes, copied out (never on Linux). Out of line: inlined, its copy
        /// of the string would retain it on the fast path too.
        @inline(never)
        private mutating func appendNonContiguous(_ string: String) {
            Array(string.utf8).withUnsafeBufferPointer { bytes.append($0) }
        }
    }
}
