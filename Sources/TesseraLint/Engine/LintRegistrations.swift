import Foundation
import TesseraCore

/// A file's dispatcher with every active rule's handlers and the context each reports to
/// (`Linter.registration(for:collectingFixes:)`).
struct LintRegistration {
    let dispatcher: LintDispatcher
    let contexts: [LintContext]

    /// Points the registration at `file`, with a new list of findings.
    func bind(_ file: SourceFile, collectingFixes: Bool) {
        let (findings, locator) = (LintFindings(collectingFixes: collectingFixes), LintLocator(file))
        dispatcher.bind(source: file.bytes, findings: findings)
        for context in contexts { context.bind(file, findings: findings, locator: locator) }
    }
}

/// Registrations a run's files are done with, for its next files: the rules register the same
/// handlers for every file, so a registration is bound to the next file instead of every rule's
/// context, visitor and handlers being made again and freed for each one. A registration is used
/// by one thread at a time, taken from here and given back when its file is linted.
final class LintRegistrations: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [LintRegistration] = []
    /// More than a run has threads: past it, a registration is freed.
    private static let limit = 64
    /// What a registration is bound to while it waits, so that it holds no file's bytes or findings.
    private static let emptyFile = SourceFile(path: "", bytes: [])

    func take() -> LintRegistration? {
        lock.withLock { free.popLast() }
    }

    func give(_ registration: LintRegistration) {
        registration.bind(Self.emptyFile, collectingFixes: false)
        lock.withLock { if free.count < Self.limit { free.append(registration) } }
    }
}
