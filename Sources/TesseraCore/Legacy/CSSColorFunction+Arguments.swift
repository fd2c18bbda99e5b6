extension CSSColorFunction {
    /// Reads `( … )` to the end of the string: components separated by spaces (with `/ alpha`) or
    /// by commas (legacy syntax, alpha as a fourth item). Nil when the syntax is broken.
    static func readArguments(_ cursor: inout ByteCursor) -> (values: [Argument], alpha: Argument?)? {
        guard cursor.take(UInt8(ascii: "(")) else { return nil }
        var values: [Argument] = []
        var alpha: Argument?
        var commas = 0
        var afterSlash = false
        while true {
            cursor.skipSpaces()
            guard let byte = cursor.current else { return nil }
            if byte == UInt8(ascii: ")") {
                cursor.index += 1
                break
            }
            if byte == UInt8(ascii: ",") {
                commas += 1
                cursor.index += 1
                continue
            }
            if byte == UInt8(ascii: "/") {
                guard !afterSlash, commas == 0 else { return nil }
                afterSlash = true
                cursor.index += 1
                continue
            }
            guard let argument = readArgument(&cursor) else { return nil }
            if afterSlash {
                guard alpha == nil else { return nil }
                alpha = argument
            } else {
                values.append(argument)
            }
        }
        cursor.skipSpaces()
        guard cursor.isAtEnd, !afterSlash || alpha != nil else { return nil }
        if commas > 0 {
            // Legacy syntax: every item separated by exactly one comma; a fourth item is alpha.
            guard commas == values.count - 1, values.count == 3 || values.count == 4 else { return nil }
            if values.count == 4 { alpha = values.removeLast() }
        }
        return (values, alpha)
    }

    private static func readArgument(_ cursor: inout ByteCursor) -> Argument? {
        if let value = cursor.number() {
            return .number(value, Quantity.unit(cursor, cursor.unit()))
        }
        let range = cursor.unit()
        guard !range.isEmpty else { return nil }
        if cursor.matches(range, "none") { return .missing }
        return .identifier(cursor.text(range).lowercased())
    }
}
