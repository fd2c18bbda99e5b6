import Foundation
import SwiftParser
import SwiftSyntax
import TesseraCore

/// Lints Swift sources against one system: parses each file with SwiftParser, walks it once,
/// handing each node to the active rules that look at its kind (`LintDispatcher`), and returns the findings, sorted, less those a suppression comment
/// silences. Pure: files come in as bytes, findings go out; the CLI reads and prints.
public struct Linter: Sendable {
    public let system: LintSystem
    public let settings: LintSettings
    public let rules: [any LintRule.Type]
    private let lookup: LintLookup
    /// The rules' routes, worked out once per run (`learnRoutes`, `LintDispatcher.Routes`).
    private let routes = LintRouteCache()
    /// Registrations of files linted, bound again for the next ones.
    private let registrations = LintRegistrations()
    /// False to judge every call afresh, for tests that compare it with calls judged by text
    /// once (`LintCallMemo`).
    var remembersCalls = true

    /// A Swift source over this is not linted (one warning): no hand-written file is near it, and
    /// parsing it would hold several times its size in memory.
    public static let maximumBytes = 8 * 1_048_576

    private static let knownRules = Set(LintRuleRegistry.all.map { $0.id })

    public init(system: LintSystem, settings: LintSettings = LintSettings(), registry: [any LintRule.Type] = LintRuleRegistry.all) {
        self.system = system
        self.settings = settings
        self.rules = settings.activeRules(in: system, registry: registry)
        self.lookup = LintLookup(system)
    }

    public func lint(path: String, text: String) -> [Diagnostic] { lint(path: path, bytes: Array(text.utf8)) }

    /// For tests: the findings of a walk of every node, which the marks must not change.
    func lint(path: String, text: String, walkingEveryNode: Bool) -> [Diagnostic] {
        check(path: path, bytes: Array(text.utf8), walkingEveryNode: walkingEveryNode).diagnostics
    }

    public func lint(path: String, bytes: [UInt8]) -> [Diagnostic] { check(path: path, bytes: bytes).diagnostics }

    /// The file with every certain fix of an unsuppressed finding applied (through a
    /// `SyntaxRewriter`, so formatting and comments stay), or nil when there is none to apply or
    /// the file does not parse.
    public func fix(path: String, bytes: [UInt8]) -> LintFixResult? {
        bytes.isEmpty ? nil : fix(SourceFile(path: path, bytes: bytes))
    }

    /// `lint(path:bytes:)` of a file the caller made, for a process that lints input round after
    /// round and forgets each file afterwards (the fuzzing harness, `LintFuzzTarget`).
    func lint(_ file: SourceFile) -> [Diagnostic] { check(file).diagnostics }

    /// `fix(path:bytes:)` of a file the caller made (`lint(_:)`).
    func fix(_ file: SourceFile) -> LintFixResult? {
        let bytes = file.bytes
        let result = check(file, collectingFixes: true)
        guard let tree = result.tree, !tree.hasError, !result.fixes.isEmpty else { return nil }
        let fixed = FixRewriter(result.fixes.map(\.fix)).rewrite(tree)
        let text = fixed.description
        guard text.utf8.elementsEqual(bytes) == false else { return nil }
        let applied = result.fixes.map { finding, fix in
            Diagnostic(.note, code: finding.code, message: "fixed: now \(fix.replacement)", location: finding.location)
        }
        return LintFixResult(bytes: Array(text.utf8), applied: applied.sorted())
    }

    private func check(path: String, bytes: [UInt8], walkingEveryNode: Bool = false) -> (diagnostics: [Diagnostic], fixes: [(Diagnostic, fix: LintFix)], tree: SourceFileSyntax?) {
        bytes.isEmpty ? ([], [], nil) : check(SourceFile(path: path, bytes: bytes), walkingEveryNode: walkingEveryNode)
    }

    /// `collectingFixes`: whether the rules work out their fixes' code; a lint that only reports
    /// leaves them unwritten.
    private func check(
        _ file: SourceFile, walkingEveryNode: Bool = false, collectingFixes: Bool = false
    ) -> (diagnostics: [Diagnostic], fixes: [(Diagnostic, fix: LintFix)], tree: SourceFileSyntax?) {
        let bytes = file.bytes
        guard !bytes.isEmpty else { return ([], [], nil) }
        guard bytes.count <= Self.maximumBytes else {
            return ([Diagnostic(
                .warning, code: "lint-file-too-large",
                message: "\(bytes.count / 1024) KiB is over the \(Self.maximumBytes / 1_048_576) MiB a Swift source may be; not linted",
                location: file.location(ofOffset: 0))], [], nil)
        }
        // The rules register first, so the one pass over the bytes also finds what the walk looks for.
        let registered = registration(for: file, collectingFixes: collectingFixes)
        defer { registrations.give(registered) }
        var names = registered.dispatcher.routes.marks
        names.everything = names.everything || walkingEveryNode
        let scan = LintScan(bytes, names: names)
        if let bad = scan.firstInvalidUTF8 {
            return ([Diagnostic(
                .warning, code: "lint-file-not-utf8",
                message: "the file is not UTF-8 (an invalid byte here); Swift sources are UTF-8, so it is not linted",
                location: file.location(ofOffset: bad))], [], nil)
        }
        if !scan.nesting.isCleared, let excess = NestingGuard(bytes).excess {
            return ([Diagnostic(
                .warning, code: "lint-file-too-nested",
                message: "\(excess.reason); not linted",
                location: file.location(ofOffset: excess.offset))], [], nil)
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let (diagnostics, fixes) = lint(tree, file: file, registered, scan)
        return (diagnostics, fixes, tree)
    }

    /// Parses the file and does nothing else: the floor any swift-syntax linter stands on, which
    /// `tessera lint --parse-only` measures for the benchmark. Returns the tree's length in bytes,
    /// or -1 for a file the lint would refuse as too nested: the parser does not survive those.
    public static func parseOnly(bytes: [UInt8]) -> Int {
        if !NestingCounts(bytes).isCleared, NestingGuard(bytes).excess != nil { return -1 }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return tree.totalLength.utf8Length
    }

    /// The file's dispatcher, with every active rule's handlers and the context each reports to:
    /// a registration of a file linted before, bound to this one, or a new one.
    private func registration(for file: SourceFile, collectingFixes: Bool) -> LintRegistration {
        if let kept = registrations.take() {
            kept.bind(file, collectingFixes: collectingFixes)
            return kept
        }
        let dispatcher = LintDispatcher(source: file.bytes, routes: routes.value ?? learnRoutes(file))
        let (findings, locator) = (LintFindings(collectingFixes: collectingFixes), LintLocator(file))
        dispatcher.findings = findings
        dispatcher.remembersCalls = remembersCalls
        let contexts = rules.enumerated().map { order, rule in
            let context = LintContext(
                lookup: lookup, file: file, findings: findings, locator: locator, order: order, rule: rule.id,
                defaultSeverity: rule.defaultSeverity,
                configuredSeverity: settings.severity(of: rule.id))
            rule.register(context, in: dispatcher)
            return context
        }
        precondition(dispatcher.isRoutedAsRegistered, "a rule registers other handlers than it did the first time")
        return LintRegistration(dispatcher: dispatcher, contexts: contexts)
    }

    /// The rules' routes, from a first registration whose handlers are never called: the walks
    /// then read fixed tables (`LintRoutes.names`).
    private func learnRoutes(_ file: SourceFile) -> LintDispatcher.Routes {
        let learner = LintDispatcher(source: [], routes: nil)
        for rule in rules {
            rule.register(LintContext(lookup: lookup, file: file, rule: rule.id, defaultSeverity: rule.defaultSeverity, configuredSeverity: nil), in: learner)
        }
        routes.value = learner.routes
        // Files linted in parallel may each learn them: the first stored is every file's.
        return routes.value ?? learner.routes
    }

    private func lint(
        _ tree: SourceFileSyntax, file: SourceFile, _ registered: LintRegistration, _ scan: LintScan
    ) -> (diagnostics: [Diagnostic], fixes: [(Diagnostic, fix: LintFix)]) {
        var diagnostics: [Diagnostic] = []
        if tree.hasError, let offset = ParseErrorFinder.firstErrorOffset(in: tree) {
            diagnostics.append(Diagnostic(
                .note, code: "lint-parse-error",
                message: "the file does not parse from here on; what parses is linted, what does not is skipped",
                location: file.location(ofOffset: offset)))
        }
        let suppressions = scan.mayHoldSuppression ? Suppressions(tree: tree, file: file, knownRules: Self.knownRules) : Suppressions()
        diagnostics += suppressions.diagnostics
        let dispatcher = registered.dispatcher
        if !dispatcher.isEmpty { dispatcher.walk(tree, marks: scan.marks) }
        // The rules' findings, taken from the list they share: moved, not copied.
        guard let found = registered.contexts.first?.findings else { return (diagnostics.sorted(), []) }
        // Rule by rule, as a fix's node takes the first fix of it.
        let fixes = found.fixes.sorted { ($0.rule, $0.finding) < ($1.rule, $1.finding) }
            .filter { !suppressions.silences(found.diagnostics[$0.finding]) }
            .map { (found.diagnostics[$0.finding], fix: $0.fix) }
        var findings = found.diagnostics
        found.diagnostics = []
        if !suppressions.isEmpty { findings.removeAll { suppressions.silences($0) } }
        if findings.isEmpty { return (diagnostics.sorted(), fixes) }
        findings.append(contentsOf: diagnostics)
        findings.sort()
        return (findings, fixes)
    }
}

/// The routes of a run, learnt before its first file is walked, for every file, linted in parallel.
private final class LintRouteCache: @unchecked Sendable {
    private let lock = NSLock()
    private var routes: LintDispatcher.Routes?

    var value: LintDispatcher.Routes? {
        get { lock.withLock { routes } }
        set { lock.withLock { if routes == nil { routes = newValue } } }
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
