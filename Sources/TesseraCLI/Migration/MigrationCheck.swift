import Foundation
import TesseraCore

/// Proves a migration before anything is written: the migrated files load in strict mode with no
/// error, and every permutation resolves to what the lenient reading of the input resolves to,
/// compared as the resolved JSON `tessera resolve` prints. A problem is reported at the input
/// token it concerns.
enum MigrationCheck {
    /// `folder`: where the files are going, so the migrated files are named as they will be.
    static func verify(_ plan: MigrationPlan, lenient: [ResolvedTokenSet], folder: String, log: inout DiagnosticLog) {
        let paths = plan.files.map { SourcePath.normalize((folder as NSString).appendingPathComponent($0.relativePath)) }
        var strictLog = DiagnosticLog()
        let migrated = strictSets(plan, paths: paths, log: &strictLog)
        guard !strictLog.hasErrors else {
            let tokenLines = MigratedTokenLines(plan.tokenFiles.map(\.bytes), paths: Array(paths.prefix(plan.tokenFiles.count)))
            for diagnostic in strictLog.all where diagnostic.severity == .error {
                log.emit(located(diagnostic, plan: plan, lines: tokenLines))
            }
            return
        }
        var reported = Set<String>()
        for read in lenient {
            // 2025.10 has no string or boolean tokens: migration leaves them out and says so.
            let expected = read.keepingDTCGTypes
            guard let actual = migrated.first(where: { $0.permutation.description == expected.permutation.description }) else {
                log.emit(Diagnostic(.error, code: "migrate-value-changed", message: "the migrated files have no permutation \(expected.permutation.description); nothing was written"))
                continue
            }
            let expectedJSON = ResolveCommand.resolvedJSON(expected, log: &log)
            let actualJSON = ResolveCommand.resolvedJSON(actual, log: &log)
            // The same bytes is the usual answer; only a difference (or modes to leave out) is looked into.
            if expectedJSON == actualJSON { continue }
            let before = ResolvedTokens(expectedJSON)
            let after = ResolvedTokens(actualJSON)
            for path in before.differences(from: after) where reported.insert(path).inserted {
                let permutation = expected.permutation.choices.isEmpty ? "" : " (when \(expected.permutation.description))"
                let what: String
                if after.tokens[path] == nil {
                    what = "is missing after migration"
                } else if before.tokens[path] == nil {
                    what = "appears after migration but not when the input is read leniently"
                } else if before.valueText(path) == after.valueText(path) {
                    what = "keeps its value after migration but not its type, description or $extensions"
                } else {
                    what = "resolves to \(after.valueText(path)) after migration but to \(before.valueText(path)) when the input is read leniently"
                }
                log.error(
                    "migrate-value-changed", "'\(path)' \(what)\(permutation); nothing was written",
                    at: plan.positions[path])
            }
        }
    }

    /// The migrated files read in strict mode from memory: through the resolver when there is
    /// one, else merged in order.
    private static func strictSets(_ plan: MigrationPlan, paths: [String], log: inout DiagnosticLog) -> [ResolvedTokenSet] {
        if plan.hasResolver, let resolverPath = paths.last {
            var texts: [String: String] = [:]
            for (file, path) in zip(plan.files, paths) { texts[path] = String(decoding: file.bytes, as: UTF8.self) }
            let loader = InMemorySourceLoader(texts)
            guard let file = loader.file(resolverPath),
                  let document = ResolverDocument.load(file, loader: loader, log: &log) else { return [] }
            let permutations = document.allPermutations
            return TokenResolution.resolveAll(permutations, trees: document.tokenTrees(for: permutations), mode: .strict, log: &log)
        }
        var merged = JSONObject()
        for (file, path) in zip(plan.tokenFiles, paths) {
            guard let document = DocumentReader.strict.read(SourceFile(path: path, bytes: file.bytes), as: .tokens, log: &log),
                  let tree = document.node.object else { continue }
            if merged.isEmpty { merged = tree } else { TokenTreeMerge.merge(tree, into: &merged) }
        }
        guard !log.hasErrors else { return [] }
        let tree = merged
        return TokenResolution.resolveAll([Permutation()], trees: { _ in tree }, mode: .strict, log: &log)
    }

    /// A strict-mode error in a migrated file, moved to the input token it comes from.
    private static func located(_ diagnostic: Diagnostic, plan: MigrationPlan, lines: MigratedTokenLines) -> Diagnostic {
        guard let location = diagnostic.location, let path = lines.token(at: location),
              let position = plan.positions[path] else {
            return Diagnostic(
                .error, code: "migrate-invalid-result",
                message: "the migrated files would not load in strict mode: \(diagnostic.message) [\(diagnostic.code)]; nothing was written",
                location: diagnostic.location)
        }
        return Diagnostic(
            .error, code: "migrate-invalid-result",
            message: "'\(path)' would not load in strict mode once migrated: \(diagnostic.message) [\(diagnostic.code)]; nothing was written",
            location: position.location)
    }
}
