/// Nesting that swift-syntax's parser does not survive, told in one pass before it parses (all
/// three found by fuzzing the lint; the parser bounds the nesting of the other brackets itself):
///
/// - square brackets: at a `[` the parser looks ahead for a type (`[Int]`, `[3 of Int]`) in two
///   ways, each reading the brackets nested in it, so its time doubles with every `[` nested in
///   another (24 deep take seconds, 30 minutes). Each `[` weighs 2 to the power of the `[`s open
///   around it, and a file over `bracketBudget` is refused;
/// - generic arguments (`A<A<A<…`): parsed by recursion that no nesting limit stops, so some
///   tens of thousands overflow the stack. `<` opens (but not in `..<`), `>` closes (but not in
///   `->`), and what cannot be inside generic arguments (`{`, `}`, `;`, `=`) ends them all, so
///   comparisons in expressions do not add up;
/// - string interpolations nested in one another (`"\("\(…`): the lexer's memory grows with the
///   square of their depth (4,000 take 780 MB).
///
/// Comments are passed over, as the parser never sees them (brackets closed in a comment would
/// otherwise hide the nesting of code), and so is the text of string literals, but not their
/// interpolations, which are code.
struct NestingGuard {
    /// About 2^21 at most of the lookahead steps a `[` costs: a few seconds for the worst shapes.
    /// A file of ordinary code weighs hundreds; a megabyte of data nested five deep, some million.
    static let bracketBudget = 1 << 22
    /// Far deeper than code nests generics or interpolations, and well within what a 512 KiB
    /// thread's stack (a secondary thread's on macOS) and the lexer's memory hold.
    static let genericLimit = 100
    static let interpolationLimit = 64

    private(set) var bracketWeight = 0
    /// The deepest nesting of each kind met, and where its innermost opening is.
    private(set) var brackets = (depth: 0, offset: 0)
    private(set) var generics = (depth: 0, offset: 0)
    private(set) var interpolations = (depth: 0, offset: 0)

    /// Why the file is refused, and where; nil when it may be parsed.
    var excess: (reason: String, offset: Int)? {
        if bracketWeight > Self.bracketBudget {
            return ("square brackets nest too deeply for swift-syntax's parser, whose time doubles with each level (\(brackets.depth) deep here)", brackets.offset)
        }
        if generics.depth > Self.genericLimit {
            return ("generic arguments nest \(generics.depth) deep here, over the \(Self.genericLimit) that swift-syntax's parser surely holds on a thread's stack", generics.offset)
        }
        if interpolations.depth > Self.interpolationLimit {
            return ("string interpolations nest \(interpolations.depth) deep here, over the \(Self.interpolationLimit) that swift-syntax's lexer holds in bounded memory", interpolations.offset)
        }
        return nil
    }

    /// A string literal: its raw delimiter's `#`s, and whether it is multi-line.
    private struct StringLiteral {
        var pounds: Int
        var multiline: Bool
    }

    init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { text in
            Self.stops.withUnsafeBufferPointer { measure(text, stops: $0) }
        }
    }

    /// One pass: most bytes are passed over in a tight loop, stopping only at those that may open
    /// or close a bracket, parenthesis, generic argument list, comment or string (`stops`).
    private mutating func measure(_ text: UnsafeBufferPointer<UInt8>, stops: UnsafeBufferPointer<Bool>) {
        let count = text.count
        func at(_ offset: Int, _ byte: Unicode.Scalar) -> Bool { offset >= 0 && offset < count && text[offset] == UInt8(ascii: byte) }
        func pounds(from offset: Int) -> Int {
            var end = offset
            while end < count, text[end] == UInt8(ascii: "#") { end += 1 }
            return end - offset
        }
        // Where the scan is: in code (with the parentheses open in it), or in `string`. Strings
        // whose interpolation the scan is in wait on `outer`, each with its code's parentheses.
        var string: StringLiteral?
        var parentheses = 0
        var outer: [(string: StringLiteral, parentheses: Int)] = []
        var (depth, genericDepth) = (0, 0)
        var index = 0
        while index < count {
            while index < count, !stops[Int(text[index])] { index += 1 }
            guard index < count else { break }
            let byte = text[index]
            if let literal = string {
                switch byte {
                case UInt8(ascii: "\\") where pounds(from: index + 1) >= literal.pounds:
                    index += 1 + literal.pounds
                    if at(index, "(") {
                        outer.append((literal, parentheses))
                        (string, parentheses) = (nil, 0)
                        if outer.count > interpolations.depth { interpolations = (outer.count, index) }
                    }
                case UInt8(ascii: "\""):
                    let delimiter = literal.multiline ? 3 : 1
                    let closes = !literal.multiline || (at(index + 1, "\"") && at(index + 2, "\""))
                    if closes, pounds(from: index + delimiter) >= literal.pounds {
                        string = nil
                        index += delimiter - 1 + literal.pounds
                    }
                case UInt8(ascii: "\n") where !literal.multiline:
                    // An unterminated string ends at its line, as the lexer ends it.
                    string = nil
                default:
                    break
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                // Held just over the budget: the weight of one more `[` may be 2^(its depth).
                bracketWeight = min(bracketWeight + (1 << min(depth, 23)), Self.bracketBudget + 1)
                if depth > brackets.depth { brackets = (depth, index) }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "<") where !at(index - 1, "."):
                genericDepth += 1
                if genericDepth > generics.depth { generics = (genericDepth, index) }
            case UInt8(ascii: ">") where !at(index - 1, "-"):
                genericDepth = max(0, genericDepth - 1)
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="):
                genericDepth = 0
            case UInt8(ascii: "("):
                parentheses += 1
            case UInt8(ascii: ")"):
                if parentheses > 0 {
                    parentheses -= 1
                } else if let resumed = outer.popLast() {
                    (string, parentheses) = (resumed.string, resumed.parentheses)
                }
            case UInt8(ascii: "/") where at(index + 1, "/"):
                while index < count, text[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where at(index + 1, "*"):
                index = Self.endOfBlockComment(text, from: index)
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let raw = pounds(from: index)
                guard at(index + raw, "\"") else {
                    index += raw
                    continue
                }
                let multiline = at(index + raw + 1, "\"") && at(index + raw + 2, "\"")
                string = StringLiteral(pounds: raw, multiline: multiline)
                index += raw + (multiline ? 2 : 0)
            default:
                break
            }
            index += 1
        }
    }

    /// The bytes the scan stops at, in code or in a string; all others are passed over.
    private static let stops: [Bool] = (0...255).map { byte in
        "[]()<>{};=/#\"\\\n".utf8.contains(UInt8(byte))
    }

    /// The offset of the `/` that closes the block comment opening at `start` (comments nest).
    private static func endOfBlockComment(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var nesting = 0
        var index = start
        while index + 1 < text.count {
            if text[index] == UInt8(ascii: "/"), text[index + 1] == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if text[index] == UInt8(ascii: "*"), text[index + 1] == UInt8(ascii: "/") {
                nesting -= 1
                index += 1
                if nesting == 0 { return index }
                index += 1
            } else {
                index += 1
            }
        }
        return text.count
    }
}
