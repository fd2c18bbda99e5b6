/// Tessera's own JSON reader: RFC 8259, UTF-8 only, positions on every value, duplicate keys and
/// deep nesting reported as errors (never a stack overflow). It is the hot path of `tessera build`,
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

    public static func read(_ file: SourceFile, maxDepth: Int = defaultMaxDepth) throws(Failure) -> JSONNode {
        var ignored: [Diagnostic] = []
        return try read(file, maxDepth: maxDepth, keepingLastDuplicate: false, warnings: &ignored)
    }

    /// Reads leniently: a member name written twice keeps its last value in the first one's place
    /// (as JavaScript's `JSON.parse` does) and each repeat becomes a `duplicate-key` warning instead of
    /// failing the read. For small hand-written documents such as resolvers, never for token files.
    public static func readKeepingLastDuplicate(
        _ file: SourceFile, maxDepth: Int = defaultMaxDepth, warnings: inout [Diagnostic]
    ) throws(Failure) -> JSONNode {
        try read(file, maxDepth: maxDepth, keepingLastDuplicate: true, warnings: &warnings)
    }

    private static func read(
        _ file: SourceFile, maxDepth: Int, keepingLastDuplicate: Bool, warnings: inout [Diagnostic]
    ) throws(Failure) -> JSONNode {
        if let badOffset = UTF8Validation.firstInvalidOffset(in: file.bytes) {
            throw Failure(
                code: "invalid-utf8",
                message: "the file is not valid UTF-8 (byte 0x\(String(file.bytes[badOffset], radix: 16, uppercase: true)) here); save it as UTF-8",
                position: SourcePosition(file: file, offset: badOffset))
        }
        let result: Result<(JSONNode, [Failure]), Failure> = file.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer, file: file, maxDepth: maxDepth)
            parser.keepLastDuplicate = keepingLastDuplicate
            do throws(Failure) {
                return .success((try parser.parseDocument(), parser.duplicates))
            } catch {
                return .failure(error)
            }
        }
        let (node, duplicates) = try result.get()
        for duplicate in duplicates {
            var warning = duplicate.diagnostic
            warning.severity = .warning
            warning.message += "; Tessera uses the last one"
            warnings.append(warning)
        }
        return node
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
            if index < bytes.count {
                throw fail("invalid-json", "unexpected \(describeByte(at: index)) after the end of the JSON value")
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
                throw fail("invalid-json", "unexpected \(describeByte(at: index)); expected a JSON value")
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

extension JSONReader.Failure {
    /// Duplicate keys point back at the first occurrence.
    func withNote(_ first: Diagnostic.Location?) -> JSONReader.Failure {
        guard let first else { return self }
        var copy = self
        copy.message += " (first written at line \(first.line), column \(first.column))"
        return copy
    }
}
