import Foundation
import SwiftSyntax
import TesseraCore

/// One check of app code against a design system. Adding a rule is one file with a type
/// conforming to this and one line in `LintRuleRegistry.all`. A rule reads its parameters from
/// the `LintSystem` (grid, limits, forbidden colours and kinds), never from constants of its own,
/// so the same rule serves every system.
public protocol LintRule: Sendable {
    /// Stable kebab-case id: the diagnostic code, the key under `lint: {rules: …}`, the name a
    /// suppression comment uses.
    static var id: String { get }
    static var summary: String { get }
    /// More on what is matched and what the system decides, for Documentation/Lint.md (Markdown).
    static var details: String { get }
    /// The severity of a finding when neither the rule nor `tessera.yml` says otherwise.
    static var defaultSeverity: Diagnostic.Severity { get }
    /// Code that breaks the rule (each finding's place marked 1️⃣, 2️⃣, …) and code that keeps it:
    /// documentation and tests at once.
    static var examples: LintExamples { get }

    /// Whether `system` gives the rule anything to hold code to (a grid, a prohibition).
    static func isActive(in system: LintSystem) -> Bool
    /// Adds the rule's handlers for the node kinds it looks at to the file's one walk; they
    /// report through `context`. Called once per file, so what a handler needs across nodes lives
    /// in the object its handlers share; it registers the same handlers, with the same names, for
    /// every file (the names are routed once per run).
    static func register(_ context: LintContext, in dispatcher: LintDispatcher)
}

extension LintRule {
    public static var details: String { "" }
    public static var defaultSeverity: Diagnostic.Severity { .warning }
}

/// A rule's examples, linted against one of the example systems (`LintSystem.example`).
public struct LintExamples: Sendable {
    public var triggering: [LintExample]
    public var nonTriggering: [LintExample]

    public init(triggering: [LintExample], nonTriggering: [LintExample]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

public struct LintExample: Sendable {
    /// Swift source; in a triggering example, a keycap marker (1️⃣ … 9️⃣) stands just before
    /// each place a finding points at.
    public var code: String
    public var system: ExampleSystem

    public init(_ code: String, system: ExampleSystem = .standard) {
        self.code = code
        self.system = system
    }

    /// The markers, in the order they are checked.
    public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The code without markers, and the UTF-8 offset of each marker in it.
    public var stripped: (code: String, offsets: [Int]) {
        var text = ""
        var offsets: [Int] = []
        var rest = Substring(code)
        while let next = Self.markers.compactMap({ marker in rest.range(of: marker).map { ($0, marker) } })
            .min(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            text += rest[..<next.0.lowerBound]
            offsets.append(text.utf8.count)
            rest = rest[next.0.upperBound...]
        }
        text += rest
        return (text, offsets)
    }
}
