/// Swift source text for plain values: numbers, strings and doc comments that stay valid whatever
/// a token's name or description contains.
enum SwiftLiteral {
    /// Shortest round-tripping form; integers without a fraction (`16`, not `16.0`).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `value` rounded to 6 decimals: derived values (converted colours) need no more, and fewer
    /// digits keep the goldens readable.
    static func rounded(_ value: Double) -> String { number((value * 1_000_000).rounded() / 1_000_000) }

    /// A string literal: quotes, backslashes and every control, format or separator character
    /// escaped, so no text can end the literal or start an interpolation.
    static func string(_ text: some StringProtocol) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func stringArray(_ items: [String]) -> String { "[" + items.map { string($0) }.joined(separator: ", ") + "]" }

    /// `///` lines for a description: every kind of line break starts a new `///` line, and
    /// control characters are dropped, so nothing can leave the comment.
    static func docComment(_ text: String, indent: String) -> String {
        var lines: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }  // CRLF is one break
            if isLineBreak(scalar) {
                lines.append(current)
                current = ""
            } else if !needsEscape(scalar) || scalar == "\t" {
                current.unicodeScalars.append(scalar == "\t" ? " " : scalar)
            }
        }
        lines.append(current)
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines.map { line in
            let trimmed = line.reversed().drop(while: { $0 == " " }).reversed()
            return indent + (trimmed.isEmpty ? "///" : "/// " + String(trimmed))
        }.joined(separator: "\n")
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: true
        default: false
        }
    }
}
