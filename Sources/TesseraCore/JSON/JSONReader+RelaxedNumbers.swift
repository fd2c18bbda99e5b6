/// JSON5 numbers: a leading '+', a leading or trailing decimal point, hexadecimal, `Infinity` and
/// `NaN`. Reached only where the strict number grammar fails (or a value starts with `+ . I N`).
extension JSONReader.Parser {
    /// Where the strict number grammar fails at a number that began at `start`: in a relaxed read
    /// the number is read again as JSON5; in a strict one, `message` (with the hint when JSON5
    /// would have read it).
    mutating func relaxedNumber(from start: Int, orFail message: String) throws(JSONReader.Failure) -> Double {
        guard relaxed else {
            var probe = self
            probe.relaxed = true
            probe.index = start
            let readsAsJSON5 = (try? probe.parseRelaxedNumber()) != nil
            throw fail("invalid-json", message + (readsAsJSON5 ? Self.json5Hint : ""), at: start)
        }
        index = start
        return try parseRelaxedNumber()
    }

    /// A JSON5 number at `index` (its sign included).
    mutating func parseRelaxedNumber() throws(JSONReader.Failure) -> Double {
        let start = index
        var sign = 1.0
        if bytes[index] == UInt8(ascii: "+") {
            relaxations.record(.plusSign, at: start)
            index += 1
        } else if bytes[index] == UInt8(ascii: "-") {
            sign = -1
            index += 1
        }
        for (word, value) in [("Infinity", Double.infinity), ("NaN", Double.nan)] where matches(word, at: index) {
            index += word.utf8.count
            relaxations.recordNonFinite(at: start, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            return sign * value
        }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
            return sign * (try hexadecimal(from: start))
        }
        return sign * (try relaxedDecimal(from: start))
    }

    func matches(_ word: String, at offset: Int) -> Bool {
        let utf8 = Array(word.utf8)
        guard offset + utf8.count <= bytes.count else { return false }
        return utf8.indices.allSatisfy { bytes[offset + $0] == utf8[$0] }
    }

    /// `0x1F` at `index` (past the sign).
    private mutating func hexadecimal(from start: Int) throws(JSONReader.Failure) -> Double {
        index += 2
        var value = 0.0
        let digitsStart = index
        while index < bytes.count, let digit = ASCIIHex.value(bytes[index]) {
            value = value * 16 + Double(digit)
            index += 1
        }
        guard index > digitsStart else { throw fail("invalid-json", "a hexadecimal number needs digits after 0x", at: start) }
        guard value.isFinite else { throw fail("invalid-json", "this hexadecimal number is too large to represent", at: start) }
        relaxations.record(.hexadecimalNumber, at: start)
        return value
    }

    /// Digits with an optional point anywhere (`.5`, `5.`, `5.5`) and exponent, at `index`.
    private mutating func relaxedDecimal(from start: Int) throws(JSONReader.Failure) -> Double {
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let integer = index - integerStart
        if integer > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw fail("invalid-json", "numbers may not have leading zeros", at: start)
        }
        var fraction = 0
        let hasPoint = index < bytes.count && bytes[index] == UInt8(ascii: ".")
        if hasPoint {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1; fraction += 1 }
        }
        guard integer + fraction > 0 else { throw fail("invalid-json", "a number needs digits", at: start) }
        var text = integer == 0 ? "0" : String(decoding: UnsafeBufferPointer(rebasing: bytes[integerStart..<(integerStart + integer)]), as: UTF8.self)
        if hasPoint {
            let fractionStart = integerStart + integer + 1
            text += "." + (fraction == 0 ? "0" : String(decoding: UnsafeBufferPointer(rebasing: bytes[fractionStart..<index]), as: UTF8.self))
            if integer == 0 || fraction == 0 { relaxations.record(.decimalPoint, at: start) }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let exponentStart = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw fail("invalid-json", "a number needs digits in its exponent", at: start)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[exponentStart..<index]), as: UTF8.self)
        }
        guard let value = Double(text), value.isFinite else {
            throw fail("invalid-json", "the number \(text) is too large to represent", at: start)
        }
        return value
    }
}
