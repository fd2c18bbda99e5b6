import TesseraCore

/// A file's findings, which all its rules' contexts append to as the walk goes: gathered in one
/// list, they are not copied from list to list, and the linter sorts them in place.
final class LintFindings {
    // Appended to by the rules' handlers on one thread, read after the walk: no access overlaps
    // another, so they are not checked for exclusivity at every finding.
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    /// The certain fixes: each with its finding's index in `diagnostics` and its rule's place
    /// among the rules run.
    @exclusivity(unchecked) var fixes: [(finding: Int, rule: Int, fix: LintFix)] = []
    /// Whether the fixes are gathered: only `--fix` applies them, so a lint that reports does
    /// not work out their code.
    let collectsFixes: Bool
    /// Set while a call is judged by text for the first time (`LintCallRecorder`).
    @exclusivity(unchecked) var recorder: LintCallRecorder?

    init(collectingFixes: Bool = true) {
        collectsFixes = collectingFixes
        // A file of a dirty code base has tens: started large enough, the list is seldom regrown.
        diagnostics.reserveCapacity(32)
    }
}
