extension JSONReader.Parser {
        mutating func parseObject() throws(JSONReader.Failure) -> JSONObject {
            try enter()
            defer { depth -= 1 }
            index += 1
            let start = memberScratch.count
            defer { memberScratch.removeSubrange(start...) }
            var keyIndex: Set<String>? = nil
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONObject([])
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    // Strict JSON fails here; relaxed syntax may close the object or spell the name
                    // otherwise. (Kept apart: sharing this loop's key variables cost 7% of a read.)
                    guard try relaxedMember(objectStart: start, keyIndex: &keyIndex) else {
                        return JSONObject(Self.take(&memberScratch, from: start, leaving: JSONReader.vacatedMember))
                    }
                    if try consumeSeparator(closing: UInt8(ascii: "}")) { continue }
                    return JSONObject(Self.take(&memberScratch, from: start, leaving: JSONReader.vacatedMember))
                }
                let keyStart = index
                let key = try parseString()
                let duplicate = try checkDuplicate(key, at: keyStart, in: memberScratch[start...], index: &keyIndex)
                skipWhitespace()
                if index >= bytes.count || bytes[index] != UInt8(ascii: ":") { try expectColonAfterRelaxedSpace() }
                index += 1
                skipWhitespace()
                let value = try parseValue()
                let member = JSONMember(key: key, keyPosition: position(keyStart), value: value)
                if let duplicate, let earlier = memberScratch[start...].firstIndex(where: { $0.key == key }) {
                    duplicates.append(duplicate)
                    memberScratch[earlier] = member
                } else {
                    memberScratch.append(member)
                }
                if try consumeSeparator(closing: UInt8(ascii: "}")) { continue }
                return JSONObject(Self.take(&memberScratch, from: start, leaving: JSONReader.vacatedMember))
            }
        }

        /// After a member or element: true at ',' (more follow), false at the closing bracket. Inlined
        /// into the loops; anything else goes to the relaxed path, which fails as strict JSON does
        /// unless the read is relaxed.
        @inline(__always)
        mutating func consumeSeparator(closing: UInt8) throws(JSONReader.Failure) -> Bool {
            skipWhitespace()
            guard index < bytes.count else {
                throw fail("invalid-json", "unexpected end of file; expected ',' or '\(Character(Unicode.Scalar(closing)))'")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: ",") {
                index += 1
                return true
            }
            if byte == closing {
                index += 1
                return false
            }
            return try relaxedSeparator(closing: closing)
        }

        /// Linear search while objects are small (almost always); a set once they grow.
        /// Returns the warning to keep when lenient mode tolerates the repeat.
        func checkDuplicate(
            _ key: String, at offset: Int, in members: ArraySlice<JSONMember>, index keyIndex: inout Set<String>?
        ) throws(JSONReader.Failure) -> JSONReader.Failure? {
            var duplicate = false
            if keyIndex == nil, members.count >= 16 {
                keyIndex = Set(members.map(\.key))
            }
            // Optional chaining mutates the set in place; a local copy would copy it per member.
            if let inserted = keyIndex?.insert(key).inserted {
                duplicate = !inserted
            } else {
                duplicate = members.contains { $0.key == key }
            }
            guard duplicate else { return nil }
            let first = members.first { $0.key == key }?.keyPosition?.location
            let failure = JSONReader.Failure(
                code: "duplicate-key",
                message: "the member name \"\(key)\" appears twice in this object; JSON readers disagree on which one wins, so remove one",
                position: position(offset))
                .withNote(first)
            if keepLastDuplicate { return failure }
            throw failure
        }

        mutating func parseArray() throws(JSONReader.Failure) -> [JSONNode] {
            try enter()
            defer { depth -= 1 }
            index += 1
            let start = elementScratch.count
            defer { elementScratch.removeSubrange(start...) }
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return []
            }
            while true {
                skipWhitespace()
                let elementStart = index
                let element: JSONNode
                do throws(JSONReader.Failure) {
                    element = try parseValue()
                } catch {
                    // A free catch: `]` where a value should be is `[1, 2,]` or `[ /* none */ ]` when relaxed.
                    guard closesArray(after: elementStart, failure: error, empty: elementScratch.count == start) else { throw error }
                    index += 1
                    return Self.take(&elementScratch, from: start, leaving: JSONReader.vacatedNode)
                }
                elementScratch.append(element)
                if try consumeSeparator(closing: UInt8(ascii: "]")) { continue }
                return Self.take(&elementScratch, from: start, leaving: JSONReader.vacatedNode)
            }
        }

        /// The elements of `scratch` from `start` on, moved into an array of their own; their slots
        /// are left holding `vacated`, which owns nothing, so the caller's `removeSubrange` frees
        /// nothing. A copy retained every key and value, and dropping the scratch released them
        /// all again: a million times for a large token file.
        static func take<Element>(_ scratch: inout [Element], from start: Int, leaving vacated: Element) -> [Element] {
            let count = scratch.count - start
            return scratch.withUnsafeMutableBufferPointer { scratch in
                [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
                    guard let target = buffer.baseAddress, let source = scratch.baseAddress.map({ $0 + start }) else { return }
                    target.moveInitialize(from: source, count: count)
                    source.initialize(repeating: vacated, count: count)
                    initialized = count
                }
            }
        }
}

extension JSONReader {
    /// What a scratch slot holds once its member or element is taken: nothing to release.
    static let vacatedMember = JSONMember(key: "", value: vacatedNode)
    static let vacatedNode = JSONNode(.null)
}
