import Foundation

/// A place in a checked source file.
public struct SourcePosition: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        (self.file, self.line, self.column) = (file, line, column)
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// What a `-dump-ast` says about availability: each reference to a declaration of the stub
/// modules, where it is used, and the regions of code that declare a higher availability
/// (`if #available(iOS 17, *) { … }`, after a `guard #available`, or a declaration marked
/// `@available(iOS 17, *)`).
///
/// The dump is a tree printed one node a line, indented by depth; a node's children follow it,
/// deeper. It runs to tens of megabytes, so it is scanned as bytes, and a line's position is
/// parsed only when a reference needs it (a type annotation has none of its own and takes the
/// nearest enclosing node's).
public struct ASTAvailability: Sendable {
    public struct Reference: Hashable, Sendable {
        /// The text of the `decl="…"`/`bind="…"` attribute (module, path, stub location).
        public var printed: String
        public var position: SourcePosition
    }

    public struct Region: Sendable {
        public var start: SourcePosition
        public var end: SourcePosition
        /// Domain (`iOS`, `macOS`, `macCatalyst`, …) → the version the region may assume.
        public var versions: [String: Version]
    }

    public var references: [Reference] = []
    public var regions: [Region] = []

    /// Reads the AST, keeping references whose printed module is one of `modules`.
    public init(ast: String, modules: Set<String>) {
        var bytes = Array(ast.utf8)
        self = bytes.withUnsafeMutableBufferPointer { Self(text: ASTText(bytes: UnsafeBufferPointer($0)), modules: modules) }
    }

    private init(text: ASTText, modules: Set<String>) {
        let prefixes = modules.map { Array(($0 + ".(file).").utf8) }
        var stack: [Node] = []
        var start = 0
        while start < text.bytes.count {
            let end = text.lineEnd(from: start)
            defer { start = end + 1 }
            var depth = start
            while depth < end, text.bytes[depth] == UInt8(ascii: " ") { depth += 1 }
            guard depth < end, text.bytes[depth] == UInt8(ascii: "(") else { continue }
            let node = Node(depth: depth - start, kind: text.kind(at: depth, end: end), line: start..<end)
            while let top = stack.last, top.depth >= node.depth { close(stack.removeLast(), stack: stack, text: text) }
            for attribute in [ASTText.decl, ASTText.bind] {
                guard let printed = text.quoted(after: attribute, in: node.line),
                    prefixes.contains(where: { printed.starts(with: $0) }),
                    let position = text.position(after: ASTText.location, in: node.line)
                        ?? (stack + [node]).reversed().lazy.compactMap({ text.range(in: $0.line)?.start }).first
                else { continue }
                references.append(Reference(printed: String(decoding: printed, as: UTF8.self), position: position))
            }
            switch node.kind {
            case .availableAttr:
                if let domain = text.word(after: ASTText.domain, in: node.line),
                    let introduced = text.word(after: ASTText.introduced, in: node.line).flatMap(Version.init),
                    let declaration = stack.last.flatMap({ text.range(in: $0.line) })
                {
                    regions.append(Region(start: declaration.start, end: declaration.end, versions: [domain: introduced]))
                }
            case .availabilitySpec:
                if let domain = text.word(after: ASTText.domain, in: node.line),
                    let version = text.word(after: ASTText.version, in: node.line).flatMap(Version.init),
                    let statement = stack.lastIndex(where: { $0.kind == .ifStmt || $0.kind == .guardStmt }),
                    !stack[statement...].contains(where: { $0.kind == .unavailable })
                {
                    stack[statement].specs[domain] = version
                }
            case .braceStmt:
                // An `if`'s first block is its then-branch.
                if let parent = stack.indices.last, stack[parent].kind == .ifStmt, !stack[parent].specs.isEmpty,
                    !stack[parent].thenBranchSeen, let range = text.range(in: node.line)
                {
                    stack[parent].thenBranchSeen = true
                    regions.append(Region(start: range.start, end: range.end, versions: stack[parent].specs))
                }
            default: break
            }
            stack.append(node)
        }
        while let node = stack.popLast() { close(node, stack: stack, text: text) }
    }

    /// Code after a `guard #available(…)` may assume it, to the end of the enclosing block.
    private mutating func close(_ node: Node, stack: [Node], text: ASTText) {
        guard node.kind == .guardStmt, !node.specs.isEmpty, let guardEnd = text.range(in: node.line)?.end,
            let block = stack.last(where: { $0.kind == .braceStmt }).flatMap({ text.range(in: $0.line) })
        else { return }
        regions.append(Region(start: guardEnd, end: block.end, versions: node.specs))
    }

    private struct Node {
        var depth: Int
        var kind: NodeKind
        var line: Range<Int>
        var specs: [String: Version] = [:]
        var thenBranchSeen = false
    }
}
