/// Tessera's own JSON reader: RFC 8259 (or, as lenient mode asks, JSONC and JSON5), UTF-8 only,
/// positions on every value, duplicate keys and deep nesting reported as errors (never a stack overflow). It is the hot path of `tessera build`,
/// so it works on raw bytes and only builds `String`s for keys and string values.
public struct JSONReader {
    /// Deeper documents are rejected; token files nest a handful of levels, so this is generous
    /// while keeping recursion far from any thread's stack limit.
    public static let defaultMaxDepth = 256

    public struct Failure: Error, Sendable {
        public var code: String
        public var message: String
        public var position: SourcePosition

        public var diagnostic: Diagnostic {
            Diagnostic(.error, code: code, message: message, location: position.location)
        }
    }

    /// Which grammar a read accepts.
    public enum Syntax: Sendable {
        /// RFC 8259 only.
        case json
        /// JSON plus JSONC (comments, trailing commas) and JSON5 (json5.org): what lenient mode
        /// reads. The same parser reads both; the relaxed grammar is tried only where a strict parse
        /// would fail, so plain JSON costs the same either way.
        case relaxed
    }

    /// A document read, with what was tolerated on the way.
    public struct Reading: Sendable {
        public var node: JSONNode
        /// Repeated member names, when read keeping the last one (otherwise the first one throws).
        public var duplicates: [Failure]
        /// What the relaxed grammar allowed beyond JSON; empty for plain JSON.
        public var relaxations: JSONRelaxations
    }

    public static func read(_ file: SourceFile, maxDepth: Int = defaultMaxDepth) throws(Failure) -> JSONNode {
        try read(file, syntax: .json, maxDepth: maxDepth).node
    }

    /// Reads leniently: a member name written twice keeps its last value in the first one's place
    /// (as JavaScript's `JSON.parse` does) and each repeat becomes a `duplicate-key` warning instead of
    /// failing the read. For small hand-written documents such as resolvers, never for token files.
    public static func readKeepingLastDuplicate(
        _ file: SourceFile, maxDepth: Int = defaultMaxDepth, warnings: inout [Diagnostic]
    ) throws(Failure) -> JSONNode {
        let reading = try read(file, syntax: .json, keepingLastDuplicate: true, maxDepth: maxDepth)
        warnings += reading.duplicates.map(\.duplicateWarning)
        return reading.node
    }

    /// Reads `file` in `syntax`. `keepingLastDuplicate`: a repeated member name replaces the earlier
    /// one and is returned in `duplicates` instead of failing the read.
    public static func read(
        _ file: SourceFile, syntax: Syntax, keepingLastDuplicate: Bool = false, maxDepth: Int = defaultMaxDepth
    ) throws(Failure) -> Reading {
        let invalid = file.withBytes { buffer in UTF8Validation.firstInvalidOffset(in: buffer).map { ($0, buffer[$0]) } }
        if let (badOffset, badByte) = invalid {
            throw Failure(
                code: "invalid-utf8",
                message: "the file is not valid UTF-8 (byte 0x\(String(badByte, radix: 16, uppercase: true)) here); save it as UTF-8",
                position: SourcePosition(file: file, offset: badOffset))
        }
        let result: Result<Reading, Failure> = file.withBytes { buffer in
            var parser = Parser(bytes: buffer, file: file, maxDepth: maxDepth)
            parser.keepLastDuplicate = keepingLastDuplicate
            parser.relaxed = syntax == .relaxed
            do throws(Failure) {
                let node = try parser.parseDocument()
                return .success(Reading(node: node, duplicates: parser.duplicates, relaxations: parser.relaxations))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

extension JSONReader {
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let file: SourceFile
        let maxDepth: Int
        var index = 0
        var depth = 0
        /// Lenient mode: repeats replace the earlier member and are collected in `duplicates`.
        var keepLastDuplicate = false
        var duplicates: [Failure] = []
        /// Relaxed syntax (JSONC, JSON5): consulted only where strict JSON fails.
        var relaxed = false
        var relaxations = JSONRelaxations()

        init(bytes: UnsafeBufferPointer<UInt8>, file: SourceFile, maxDepth: Int) {
            self.bytes = bytes
            self.file = file
            self.maxDepth = maxDepth
            // A UTF-8 byte order mark is allowed and skipped.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        }

        mutating func parseDocument() throws(Failure) -> JSONNode {
            skipWhitespace()
            guard index < bytes.count else {
                throw fail("invalid-json", "the file is empty; expected a JSON object such as {}")
            }
            let node = try parseValue()
            skipWhitespace()
            if index < bytes.count, try !onlyRelaxedSpaceRemains() {
                throw fail(
                    "invalid-json",
                    "unexpected \(describeByte(at: index)) after the end of the JSON value" + strictHint(at: index, expectingName: false))
            }
            return node
        }

        func position(_ offset: Int) -> SourcePosition { SourcePosition(file: file, offset: offset) }

        func fail(_ code: String, _ message: String, at offset: Int? = nil) -> Failure {
            Failure(code: code, message: message, position: position(offset ?? index))
        }

        func describeByte(at offset: Int) -> String {
            guard offset < bytes.count else { return "end of file" }
            let byte = bytes[offset]
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            if byte >= 0x80 { return "character" }
            return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }

        @inline(__always)
        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        mutating func parseValue() throws(Failure) -> JSONNode {
            let start = index
            guard index < bytes.count else {
                throw fail("invalid-json", "unexpected end of file; expected a value")
            }
            switch bytes[index] {
            case UInt8(ascii: "{"): return JSONNode(.object(try parseObject()), at: position(start))
            case UInt8(ascii: "["): return JSONNode(.array(try parseArray()), at: position(start))
            case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: position(start))
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                return JSONNode(.bool(true), at: position(start))
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                return JSONNode(.bool(false), at: position(start))
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                return JSONNode(.null, at: position(start))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(.number(try parseNumber()), at: position(start))
            default:
                return try parseRelaxedValue()
            }
        }

        mutating func expectLiteral(_ word: StaticString) throws(Failure) {
            let count = word.utf8CodeUnitCount
            let start = index
            let matches = word.withUTF8Buffer { literal -> Bool in
                guard start + count <= bytes.count else { return false }
                for offset in 0..<count where bytes[start + offset] != literal[offset] { return false }
                return true
            }
            guard matches else {
                throw fail("invalid-json", "unexpected \(describeByte(at: start)); expected a JSON value")
            }
            index += count
        }

        mutating func enter() throws(Failure) {
            depth += 1
            if depth > maxDepth {
                throw fail("nesting-too-deep", "values are nested more than \(maxDepth) levels deep; flatten the structure")
            }
        }

        /// Members of the objects being read, innermost last: each object's members are collected
        /// here and copied out once at its end, so a small object costs one exact allocation
        /// instead of a growing array (objects nest strictly, so a stack is enough).
        var memberScratch: [JSONMember] = []
        var elementScratch: [JSONNode] = []

    }
}
