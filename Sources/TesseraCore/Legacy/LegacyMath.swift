/// Tokens Studio's math (`"{space.base} * 2"`, `"({a} + {b}) / 2"`, `"roundTo({x} * 1.5)"`): the
/// four operations, parentheses, unary minus, numbers with a unit, references, and the functions
/// `roundTo(x[, decimals])`, `round`, `floor`, `ceil`, `abs`, `min`, `max`. A unit is carried
/// through: `4px * 2` is `8px`; adding px to rem is an error.
struct LegacyMath {
    enum Failure: Error { case syntax(String), reference(String), units(String) }

    /// Resolves a reference (its path, without braces) to a number and unit.
    typealias Lookup = (String) throws(Failure) -> Quantity

    private var bytes: [UInt8]
    private var index = 0
    private let lookup: Lookup

    /// Whether `text` is an expression this reads (operators, parentheses or functions around
    /// numbers and references), not a plain reference or quantity.
    static func looksLikeMath(_ text: String) -> Bool {
        let trimmed = text.utf8.filter { $0 != UInt8(ascii: " ") }
        guard trimmed.contains(where: { "+-*/()".utf8.contains($0) }) else { return false }
        var probe = LegacyMath(text) { (_: String) throws(Failure) -> Quantity in Quantity(value: 1, unit: .unitless) }
        do throws(Failure) {
            _ = try probe.evaluateWhole()
            return true
        } catch {
            // Units that do not combine are still math, to be reported as such.
            if case .syntax = error { return false }
            return true
        }
    }

    /// The paths of the references in `text`, without braces.
    static func references(in text: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            paths.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return paths
    }

    static func evaluate(_ text: String, lookup: @escaping Lookup) throws(Failure) -> Quantity {
        var parser = LegacyMath(text, lookup: lookup)
        return try parser.evaluateWhole()
    }

    private init(_ text: String, lookup: @escaping Lookup) {
        bytes = Array(text.utf8)
        self.lookup = lookup
    }

    private mutating func evaluateWhole() throws(Failure) -> Quantity {
        let value = try sum()
        skipSpaces()
        guard index == bytes.count else { throw .syntax("unexpected '\(String(decoding: bytes[index...], as: UTF8.self))'") }
        return value
    }

    private mutating func sum() throws(Failure) -> Quantity {
        var value = try product()
        while let op = take(anyOf: "+-") {
            let right = try product()
            value = try Self.combine(value, right, op == UInt8(ascii: "+") ? (+) : (-))
        }
        return value
    }

    private mutating func product() throws(Failure) -> Quantity {
        var value = try unary()
        while let op = take(anyOf: "*/") {
            let right = try unary()
            if op == UInt8(ascii: "*") {
                guard value.unit == .unitless || right.unit == .unitless else { throw .units("cannot multiply two lengths") }
                value = Quantity(value: value.value * right.value, unit: value.unit == .unitless ? right.unit : value.unit)
            } else {
                guard right.value != 0 else { throw .syntax("division by zero") }
                let unit: Quantity.Unit = right.unit == value.unit ? .unitless : value.unit
                guard right.unit == .unitless || right.unit == value.unit else { throw .units("cannot divide by a length") }
                value = Quantity(value: value.value / right.value, unit: unit)
            }
        }
        return value
    }

    private mutating func unary() throws(Failure) -> Quantity {
        if take(anyOf: "-") != nil {
            let value = try unary()
            return Quantity(value: -value.value, unit: value.unit)
        }
        _ = take(anyOf: "+")
        return try primary()
    }

    private mutating func primary() throws(Failure) -> Quantity {
        skipSpaces()
        guard index < bytes.count else { throw .syntax("the expression ends too early") }
        let byte = bytes[index]
        if byte == UInt8(ascii: "(") {
            index += 1
            let value = try sum()
            guard take(anyOf: ")") != nil else { throw .syntax("a '(' is not closed") }
            return value
        }
        if byte == UInt8(ascii: "{") {
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else { throw .syntax("a reference has no closing '}'") }
            let path = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            index = close + 1
            return try lookup(path)
        }
        if Self.isLetter(byte) { return try function() }
        return try number()
    }

    private mutating func number() throws(Failure) -> Quantity {
        let start = index
        while index < bytes.count, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        while index < bytes.count, Self.isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "%") { index += 1 }
        guard index > start, let quantity = Quantity.parse(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw .syntax("expected a number, a reference or '('")
        }
        return quantity
    }

    private mutating func function() throws(Failure) -> Quantity {
        let start = index
        while index < bytes.count, Self.isLetter(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        guard take(anyOf: "(") != nil else { throw .syntax("'\(name)' must be followed by '('") }
        var arguments = [try sum()]
        while take(anyOf: ",") != nil { arguments.append(try sum()) }
        guard take(anyOf: ")") != nil else { throw .syntax("'\(name)(' is not closed") }
        return try LegacyMathFunctions.apply(name, arguments)
    }

    private static func combine(_ a: Quantity, _ b: Quantity, _ op: (Double, Double) -> Double) throws(Failure) -> Quantity {
        // A bare number beside a length takes the length's unit, as Tokens Studio does.
        guard a.unit == b.unit || a.unit == .unitless || b.unit == .unitless else {
            throw .units("cannot add \(a.unit.name) and \(b.unit.name)")
        }
        return Quantity(value: op(a.value, b.value), unit: a.unit == .unitless ? b.unit : a.unit)
    }

    private mutating func take(anyOf characters: String) -> UInt8? {
        skipSpaces()
        guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return nil }
        index += 1
        return bytes[index - 1]
    }

    private mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
}
