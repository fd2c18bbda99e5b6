/// The one user-facing problem report of Tessera: parse errors, resolution errors, rule findings and
/// configuration errors all travel as this value, so every reporter prints them the same way.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

        /// `"error: "`, as a line shows it.
        var label: String {
            switch self {
            case .note: "note: "
            case .warning: "warning: "
            case .error: "error: "
            }
        }
    }

    /// A place in a file, 1-based. Nested so that it does not clash with `Testing.SourceLocation`.
    public struct Location: Hashable, Sendable, Comparable {
        public var file: String
        public var line: Int
        public var column: Int

        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }

        public static func < (lhs: Location, rhs: Location) -> Bool {
            (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
        }
    }

    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: Location?

        public init(_ message: String, location: Location? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    /// Stable kebab-case identifier, e.g. `unresolved-reference`; safe to filter and document.
    public var code: String
    public var message: String
    public var location: Location?
    public var notes: [Note]

    public init(
        _ severity: Severity, code: String, message: String, location: Location? = nil, notes: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
    }
}

extension Diagnostic: CustomStringConvertible {
    /// `path:line:col: error: message [code]`, the shape editors and CI problem matchers parse.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends `description` to `text`: the line is laid out once, as bytes (`write(to:)` below).
    public func write(to text: inout String) {
        var bytes: [UInt8] = []
        write(to: &bytes)
        text += String(decoding: bytes, as: UTF8.self)
    }

    /// Each diagnostic's `description` on its own line(s), each ending in a newline; written in
    /// parallel chunks, as a report of tens of thousands of findings is.
    public static func lines(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.parallelText { diagnostic, text in
            diagnostic.write(to: &text)
            text += "\n"
        }
    }

    /// `lines` as UTF-8 bytes handed to `deliver` part by part, in order, while later parts are
    /// still being made (see `streamTextParts`).
    public static func streamLines(_ diagnostics: [Diagnostic], deliver: @Sendable ([UInt8]) -> Void) {
        diagnostics.streamTextParts({ diagnostic, bytes in
            diagnostic.write(to: &bytes)
            bytes.appendUTF8("\n")
        }, deliver: deliver)
    }

    /// `description` as UTF-8 bytes. Fixed pieces go in whole (`"warning: "`, `"\nnote: "`), each
    /// with one copy, and a location's numbers are built on the stack: a report of 60,000
    /// findings is over a million pieces.
    public func write(to bytes: inout [UInt8]) {
        if let location { Self.write(location, to: &bytes) }
        bytes.appendUTF8(severity.label)
        bytes.appendUTF8(message)
        bytes.appendUTF8(" [")
        bytes.appendUTF8(code)
        bytes.appendUTF8("]")
        for note in notes {
            if let location = note.location {
                bytes.appendUTF8("\n")
                Self.write(location, to: &bytes)
                bytes.appendUTF8("note: ")
            } else {
                bytes.appendUTF8("\nnote: ")
            }
            bytes.appendUTF8(note.message)
        }
    }

    /// `path:line:column: `.
    private static func write(_ location: Location, to bytes: inout [UInt8]) {
        bytes.appendUTF8(location.file)
        var numbers = SmallText()
        numbers.append(":")
        numbers.append(location.line)
        numbers.append(":")
        numbers.append(location.column)
        numbers.append(":")
        numbers.append(" ")
        numbers.write(to: &bytes)
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics print in (file, line, column, code, message) order so output is deterministic;
    /// diagnostics without a location come first.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (l?, r?) where l != r: return l < r
        default: return (lhs.code, lhs.message, lhs.severity) < (rhs.code, rhs.message, rhs.severity)
        }
    }
}
