import Dispatch
import Foundation

extension TokenResolution {
    /// What patching a later permutation needs from its own tree alone: the tree, the tokens it
    /// replaces and those tokens walked. Worked out on another thread while the first permutation
    /// resolves (merging and comparing the trees and walking the replaced tokens took about 10 ms
    /// of the 100,000-token check's one core, the other idle).
    struct PatchInput: Sendable {
        /// The tree as the permutation merges it, and with `$extends` applied.
        let original: JSONObject
        let tree: JSONObject
        /// Nil when the tree differs from the first's in more than whole tokens, or a replaced
        /// token is not one token in both; the permutation is then resolved in full.
        let replaced: [(change: TokenTreeDifference.ChangedToken, token: DeclaredToken)]?
        /// What applying `$extends` and walking the replaced tokens reported (legacy conversions,
        /// say); of no use when `replaced` is nil.
        let log: DiagnosticLog

        /// `base`: the first permutation's tree, `$extends` already applied.
        init(tree unexpanded: JSONObject, base: JSONObject, mode: ImportMode, mayHaveExtends: Bool) {
            var log = DiagnosticLog()
            original = unexpanded
            tree = mayHaveExtends ? ExtendsExpansion.expand(unexpanded, mode: mode, log: &log) : unexpanded
            replaced = Self.walk(TokenTreeDifference.changedTokens(from: base, to: tree, mode: mode), mode: mode, log: &log)
            self.log = log
        }

        private static func walk(
            _ changes: [TokenTreeDifference.ChangedToken]?, mode: ImportMode, log: inout DiagnosticLog
        ) -> [(change: TokenTreeDifference.ChangedToken, token: DeclaredToken)]? {
            guard let changes else { return nil }
            var walker = TokenTreeWalker(mode: mode, legacy: LegacyReport())
            var replaced: [(change: TokenTreeDifference.ChangedToken, token: DeclaredToken)] = []
            replaced.reserveCapacity(changes.count)
            for change in changes {
                guard declaresOneToken(change.previous, of: change, mode: mode) else { return nil }
                let before = walker.tokens.count
                _ = walker.visit(change.member, prefix: change.prefix, inherited: change.context, isRoot: change.isRoot, log: &log)
                // Math is computed over the whole tree (`LegacyMathEvaluation`), never patched in.
                guard walker.tokens.count == before + 1, walker.tokens[before].path.string == change.path,
                    !walker.tokens[before].isMath, TokensStudioColorModifier.read(walker.tokens[before].extensions) == nil
                else { return nil }
                replaced.append((change, walker.tokens[before]))
            }
            walker.legacy.flush(into: &log)
            return replaced
        }

        /// Whether the first tree's token object at this place declared exactly the one token there
        /// (an older object with both a value and children declares several).
        private static func declaresOneToken(_ member: JSONMember, of change: TokenTreeDifference.ChangedToken, mode: ImportMode) -> Bool {
            var walker = TokenTreeWalker(mode: mode, legacy: LegacyReport(keepingExamples: false))
            var ignored = DiagnosticLog()
            _ = walker.visit(member, prefix: change.prefix, inherited: change.context, isRoot: change.isRoot, log: &ignored)
            return walker.tokens.count == 1 && walker.tokens[0].path.string == change.path
        }
    }

    /// A value computed on a thread of its own, waited for once. Not on a dispatch queue: the
    /// worker it took could be the one the parallel passes use next, whose heap is prepared.
    final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
        private var value: Value?
        private let done = DispatchSemaphore(value: 0)

        init(_ work: @escaping @Sendable () -> Value) {
            let thread = Thread {
                self.value = work()
                self.done.signal()
            }
            thread.start()
        }

        /// The value, handed over: it is not kept here, so the caller's copy is the only one (an
        /// array it then changes is not copied first).
        func wait() -> Value {
            done.wait()
            defer { value = nil }
            return value!
        }
    }
}
