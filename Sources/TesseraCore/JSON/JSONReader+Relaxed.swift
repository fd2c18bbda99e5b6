/// JSONC and JSON5 (json5.org), read only where a strict parse fails: each function here is called
/// at a byte strict JSON rejects, and in a strict read it throws the strict failure (with a hint
/// when the byte starts something lenient mode reads). Plain JSON never reaches this file.
extension JSONReader.Parser {
    enum RelaxedMember {
        case name(String, at: Int)
        /// The object ends here: after a trailing comma, or it held only comments.
        case close
    }

    /// Where strict JSON wants a value: comments and JSON5 whitespace before it, a single-quoted
    /// string, or a JSON5 number (`+1`, `.5`, `Infinity`, `NaN`).
    mutating func parseRelaxedValue() throws(JSONReader.Failure) -> JSONNode {
        guard relaxed else { throw unexpected("a JSON value") }
        if try skipRelaxedSpace() { return try parseValue() }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "'"):
            return JSONNode(.string(try parseSingleQuotedString()), at: position(start))
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
            return JSONNode(.number(try parseRelaxedNumber()), at: position(start))
        default:
            throw unexpected("a JSON value")
        }
    }

    /// Where strict JSON wants a '"' opening a member name: reads the member (as `parseObject`
    /// does) and returns true, or false when the object ends here.
    mutating func relaxedMember(objectStart start: Int, keyIndex: inout Set<String>?) throws(JSONReader.Failure) -> Bool {
        guard case .name(let key, let keyStart) = try relaxedMemberName() else { return false }
        let duplicate = try checkDuplicate(key, at: keyStart, in: memberScratch[start...], index: &keyIndex)
        skipWhitespace()
        if index >= bytes.count || bytes[index] != UInt8(ascii: ":") { try expectColonAfterRelaxedSpace() }
        index += 1
        skipWhitespace()
        let member = JSONMember(key: key, keyPosition: position(keyStart), value: try parseValue())
        if let duplicate, let earlier = memberScratch[start...].firstIndex(where: { $0.key == key }) {
            duplicates.append(duplicate)
            memberScratch[earlier] = member
        } else {
            memberScratch.append(member)
        }
        return true
    }

    mutating func relaxedMemberName() throws(JSONReader.Failure) -> RelaxedMember {
        guard relaxed else { throw unexpected("a quoted member name", expectingName: true) }
        // Only JSON whitespace lies between a comma and here; comments come next.
        let comma = commaBefore(index)
        _ = try skipRelaxedSpace()
        guard index < bytes.count else {
            throw fail("invalid-json", "unexpected end of file; expected a member name or '}'")
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "}"):
            if let comma { relaxations.record(.trailingComma, at: comma) }
            index += 1
            return .close
        case UInt8(ascii: "\""):
            return .name(try parseString(), at: start)
        case UInt8(ascii: "'"):
            return .name(try parseSingleQuotedString(), at: start)
        default:
            guard let name = identifierName() else { throw unexpected("a member name or '}'") }
            return .name(name, at: start)
        }
    }

    /// Where strict JSON wants ':' after a member name; returns at the ':'.
    mutating func expectColonAfterRelaxedSpace() throws(JSONReader.Failure) {
        if relaxed { _ = try skipRelaxedSpace() }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw unexpected("':' after the member name")
        }
    }

    /// Where strict JSON wants ',' or the closing bracket: comments before them.
    mutating func relaxedSeparator(closing: UInt8) throws(JSONReader.Failure) -> Bool {
        let expected = "',' or '\(Character(Unicode.Scalar(closing)))'"
        guard relaxed, try skipRelaxedSpace() else { throw unexpected(expected) }
        guard index < bytes.count else { throw fail("invalid-json", "unexpected end of file; expected \(expected)") }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return true
        }
        if bytes[index] == closing {
            index += 1
            return false
        }
        throw unexpected(expected)
    }

    /// Whether a value that failed to start at `elementStart` is a `]` closing the array in a
    /// relaxed read: after a trailing comma, or in an array holding only comments. The failure
    /// must be at that very `]`, with only space and comments before it, not deeper inside.
    mutating func closesArray(after elementStart: Int, failure: JSONReader.Failure, empty: Bool) -> Bool {
        guard relaxed, index < bytes.count, bytes[index] == UInt8(ascii: "]"), Int(failure.position.offset) == index,
              relaxedSpaceEnd(from: elementStart) == index else { return false }
        let comma = commaBefore(elementStart)
        guard comma != nil || empty else { return false }
        if let comma { relaxations.record(.trailingComma, at: comma) }
        return true
    }

    /// After the document's value: only comments and whitespace may follow.
    mutating func onlyRelaxedSpaceRemains() throws(JSONReader.Failure) -> Bool {
        guard relaxed else { return false }
        _ = try skipRelaxedSpace()
        return index == bytes.count
    }
}
