import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The byte-level reading behind ASTAvailability.

/// The nodes the reader acts on; the rest only nest.
enum NodeKind: CaseIterable {
    case availableAttr, availabilitySpec, braceStmt, ifStmt, guardStmt, unavailable, other

    var opening: [UInt8] {
        switch self {
        case .availableAttr: Array("(available_attr ".utf8)
        case .availabilitySpec: Array("(availability_spec ".utf8)
        case .braceStmt: Array("(brace_stmt ".utf8)
        case .ifStmt: Array("(if_stmt ".utf8)
        case .guardStmt: Array("(guard_stmt ".utf8)
        case .unavailable: Array("(#unavailable".utf8)
        case .other: []
        }
    }

    static let known = allCases.filter { $0 != .other }.map { ($0, $0.opening) }
}

/// The dump as bytes, with the few searches the reader needs (through the C library's `memchr`
/// and `memmem`: a debug build's byte loops would take seconds a dump).
struct ASTText {
    let bytes: UnsafeBufferPointer<UInt8>

    static let decl = Array("decl=\"".utf8), bind = Array("bind=\"".utf8), location = Array("location=".utf8)
    static let range = Array("range=[".utf8), rangeEnd = Array(" - line:".utf8), domain = Array("domain=".utf8)
    static let introduced = Array("introduced=".utf8), version = Array("version=".utf8)

    func lineEnd(from start: Int) -> Int {
        guard let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
        else { return bytes.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Where `pattern` ends in `line`, if it occurs.
    func find(_ pattern: [UInt8], in line: Range<Int>) -> Int? {
        guard let base = bytes.baseAddress, let first = pattern.first else { return nil }
        var start = line.lowerBound
        while line.upperBound - start >= pattern.count,
            let hit = memchr(base + start, Int32(first), line.upperBound - start - pattern.count + 1)
        {
            let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if pattern.withUnsafeBytes({ memcmp(base + index, $0.baseAddress!, $0.count) }) == 0 {
                return index + pattern.count
            }
            start = index + 1
        }
        return nil
    }

    /// The kind of the node opening at `start`, compared in place (no string a line).
    func kind(at start: Int, end: Int) -> NodeKind {
        guard let base = bytes.baseAddress else { return .other }
        for (kind, opening) in NodeKind.known where end - start >= opening.count {
            if opening.withUnsafeBytes({ memcmp(base + start, $0.baseAddress!, $0.count) }) == 0 { return kind }
        }
        return .other
    }

    /// The bytes from `start` up to a space, `)` or `]`.
    func word(at start: Int, end: Int) -> String {
        var index = start
        while index < end, ![UInt8(ascii: " "), UInt8(ascii: ")"), UInt8(ascii: "]")].contains(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    func word(after label: [UInt8], in line: Range<Int>) -> String? {
        find(label, in: line).map { word(at: $0, end: line.upperBound) }
    }

    func quoted(after label: [UInt8], in line: Range<Int>) -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard let start = find(label, in: line) else { return nil }
        var index = start
        while index < line.upperBound, bytes[index] != UInt8(ascii: "\"") { index += 1 }
        return bytes[start..<index]
    }

    /// `file.swift:12:5` after `label`.
    func position(after label: [UInt8], in line: Range<Int>) -> SourcePosition? {
        guard let text = word(after: label, in: line) else { return nil }
        let parts = text.split(separator: ":")
        guard parts.count >= 3, let row = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        return SourcePosition(file: parts.dropLast(2).joined(separator: ":"), line: row, column: column)
    }

    /// `range=[file.swift:3:1 - line:4:2]`
    func range(in line: Range<Int>) -> (start: SourcePosition, end: SourcePosition)? {
        guard let start = position(after: Self.range, in: line), let dash = find(Self.rangeEnd, in: line) else { return nil }
        let numbers = word(at: dash, end: line.upperBound).split(separator: ":").compactMap { Int($0) }
        guard numbers.count == 2 else { return nil }
        return (start, SourcePosition(file: start.file, line: numbers[0], column: numbers[1]))
    }
}
