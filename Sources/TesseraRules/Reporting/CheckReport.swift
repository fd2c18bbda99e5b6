import TesseraCore

/// The result of checking one system: what was checked and every diagnostic (the rules' findings,
/// and any problem loading the system), ready for a reporter.
public struct CheckReport: Sendable {
    public var systemName: String
    /// The system's folder as given on the command line; locations below it are shown relative
    /// to it in the Markdown report.
    public var folder: String
    public var tokenCount: Int
    public var permutations: [String]
    public var usageCount: Int
    public var prohibitions: [Prohibition]
    public var rules: [String]
    public var suppressions: [RuleSettings.Suppression]
    public var diagnostics: [Diagnostic]
    /// The system did not load or resolve, so no rule ran.
    public var failedToLoad: Bool

    public init(
        systemName: String, folder: String, tokenCount: Int = 0, permutations: [String] = [], usageCount: Int = 0,
        prohibitions: [Prohibition] = [], rules: [String] = [], suppressions: [RuleSettings.Suppression] = [],
        diagnostics: [Diagnostic], failedToLoad: Bool
    ) {
        self.systemName = systemName
        self.folder = folder
        self.tokenCount = tokenCount
        self.permutations = permutations
        self.usageCount = usageCount
        self.prohibitions = prohibitions
        self.rules = rules
        self.suppressions = suppressions
        self.diagnostics = diagnostics
        self.failedToLoad = failedToLoad
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    public var noteCount: Int { diagnostics.count { $0.severity == .note } }

    /// Prohibitions about app code rather than tokens, for `tessera lint` (TesseraLint).
    public var prohibitionsForCode: [Prohibition] { prohibitions.filter { $0.rule == .code || $0.rule == .colorProportion } }

    public var summaryLine: String {
        if failedToLoad { return "\(systemName): not checked; it has \(Self.count(errorCount, "error")) (above)" }
        return "\(systemName): \(Self.count(errorCount, "error")), \(Self.count(warningCount, "warning")) from \(Self.count(rules.count, "rule")) over \(Self.count(tokenCount, "token")) in \(Self.count(permutations.count, "permutation")) and \(Self.count(usageCount, "usage pair"))"
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}

/// `path:line:col: severity: message [rule]` per finding, then the summary line. Findings are
/// never grouped: each is one token breaking a rule, with its own nearest fix. A system that did
/// not load has only the errors `tessera build` prints, and they print as it prints them, each
/// run of one problem once (`Diagnostic.grouped`).
public enum TextCheckReport {
    public static func render(_ report: CheckReport) -> String {
        Diagnostic.lines(shown(report)) + report.summaryLine + "\n"
    }

    /// `render` as UTF-8 bytes handed to `deliver` in parts, in order, the first while later ones are still
    /// being made: a 13 MB report starts through a pipe while the rest renders.
    public static func stream(_ report: CheckReport, deliver: @Sendable ([UInt8]) -> Void) {
        Diagnostic.streamLines(shown(report), deliver: deliver)
        deliver(Array((report.summaryLine + "\n").utf8))
    }

    private static func shown(_ report: CheckReport) -> [Diagnostic] {
        report.failedToLoad ? Diagnostic.grouped(report.diagnostics) : report.diagnostics
    }
}
