import SwiftParser
import SwiftSyntax
import TesseraCore

/// Lints Swift sources against one system: parses each file with SwiftParser, runs every active
/// rule's visitor over it and returns the findings, sorted, less those a suppression comment
/// silences. Pure: files come in as bytes, findings go out; the CLI reads and prints.
public struct Linter: Sendable {
    public let system: LintSystem
    public let settings: LintSettings
    public let rules: [any LintRule.Type]

    /// A Swift source over this is not linted (one warning): no hand-written file is near it, and
    /// parsing it would hold several times its size in memory.
    public static let maximumBytes = 8 * 1_048_576

    public init(system: LintSystem, settings: LintSettings = LintSettings(), registry: [any LintRule.Type] = LintRuleRegistry.all) {
        self.system = system
        self.settings = settings
        self.rules = settings.activeRules(in: system, registry: registry)
    }

    public func lint(path: String, text: String) -> [Diagnostic] { lint(path: path, bytes: Array(text.utf8)) }

    public func lint(path: String, bytes: [UInt8]) -> [Diagnostic] {
        guard !bytes.isEmpty else { return [] }
        let file = SourceFile(path: path, bytes: bytes)
        guard bytes.count <= Self.maximumBytes else {
            return [Diagnostic(
                .warning, code: "lint-file-too-large",
                message: "\(bytes.count / 1024) KiB is over the \(Self.maximumBytes / 1_048_576) MiB a Swift source may be; not linted",
                location: file.location(ofOffset: 0))]
        }
        if let bad = UTF8Check.firstInvalidOffset(bytes) {
            return [Diagnostic(
                .warning, code: "lint-file-not-utf8",
                message: "the file is not UTF-8 (an invalid byte here); Swift sources are UTF-8, so it is not linted",
                location: file.location(ofOffset: bad))]
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return lint(tree, file: file)
    }

    func lint(_ tree: SourceFileSyntax, file: SourceFile) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if tree.hasError, let offset = ParseErrorFinder.firstErrorOffset(in: tree) {
            diagnostics.append(Diagnostic(
                .note, code: "lint-parse-error",
                message: "the file does not parse from here on; what parses is linted, what does not is skipped",
                location: file.location(ofOffset: offset)))
        }
        let suppressions = Suppressions(tree: tree, file: file, knownRules: Set(LintRuleRegistry.all.map { $0.id }))
        diagnostics += suppressions.diagnostics
        for rule in rules {
            let context = LintContext(
                system: system, file: file, rule: rule.id, defaultSeverity: rule.defaultSeverity,
                configuredSeverity: settings.severity(of: rule.id))
            rule.makeVisitor(context).walk(tree)
            diagnostics += context.findings.filter { !suppressions.silences($0) }
        }
        return diagnostics.sorted()
    }
}

/// Where a tree that does not parse first goes wrong: its first unexpected or missing piece.
private final class ParseErrorFinder: SyntaxAnyVisitor {
    private var offset: Int?

    static func firstErrorOffset(in tree: SourceFileSyntax) -> Int? {
        let finder = ParseErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.offset
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard offset == nil, node.hasError else { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing {
            offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
            return .skipChildren
        }
        return .visitChildren
    }
}

/// The first byte of a sequence that is not well-formed UTF-8, if any.
enum UTF8Check {
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
