/// Turns one merged token tree (plain token files merged in order, or one resolver permutation)
/// into a `ResolvedTokenSet`: `$extends` applied, tokens collected with their types, older shapes
/// converted (lenient mode), every reference followed and every value validated.
public enum TokenResolution {
    public static func resolve(
        _ tree: JSONObject, permutation: Permutation = Permutation(), mode: ImportMode, mayHaveExtends: Bool = true,
        log: inout DiagnosticLog
    ) -> ResolvedTokenSet {
        resolve(tree, permutation: permutation, mode: mode, mayHaveExtends: mayHaveExtends, keepingBase: false, log: &log).set
    }

    /// `keepingBase`: also return what later permutations need to be resolved as patches of this
    /// one (`Base`), when this one resolved without an error. `handingOver`: the declared tokens
    /// and resolved values go to `BackgroundRelease` rather than being freed here (see `resolveAll`).
    static func resolve(
        _ tree: JSONObject, permutation: Permutation, mode: ImportMode, mayHaveExtends: Bool, keepingBase: Bool,
        handingOver: Bool = false, locator: ReferenceLocator? = nil, log: inout DiagnosticLog
    ) -> (set: ResolvedTokenSet, base: Base?) {
        // `mayHaveExtends`: false when the caller knows no group extends another (no input spells
        // `$extends`), which spares a scan of every group.
        let expanded = mayHaveExtends ? ExtendsExpansion.expand(tree, mode: mode, log: &log) : tree
        var walker = TokenTreeWalker(mode: mode, legacy: LegacyReport())
        walker.walkRoot(expanded, log: &log)
        var walked = walker.takeTokens()
        walker.legacy.flush(into: &log)
        // Math and colour modifiers are computed from the values they name, so a permutation cannot
        // patch one of those without computing it again: with either, every permutation is
        // resolved whole.
        var hasMath = walker.foundMath
        if hasMath { LegacyMathEvaluation.evaluate(&walked, log: &log) }
        if mode == .lenient, TokensStudioColorModifiers.apply(&walked, log: &log) { hasMath = true }

        // The resolver owns the tokens while it works and hands them back, so changing them
        // afterwards does not copy all of them.
        var resolver = ReferenceResolver(tree: expanded, tokens: consume walked, mode: mode)
        resolver.locator = locator
        resolver.resolveAll(log: &log)
        var declared = resolver.takeTokens()

        let (tokens, withExtensions) = makeTokens(&declared, resolver)
        for index in withExtensions { ExtensionValidation.check(tokens[index], log: &log) }
        let set = tokens.count == declared.count
            ? ResolvedTokenSet(permutation: permutation, tokens: tokens, index: resolver.index, aliasTargets: resolver.aliasTargets)
            : ResolvedTokenSet(permutation: permutation, tokens: tokens)
        if keepingBase, !hasMath, tokens.count == declared.count, !log.hasErrors {
            let base = Base(
                tree: expanded, mode: mode, set: set, declared: consume declared, resolvedValue: resolver.resolvedValue,
                index: resolver.index, aliasTargets: resolver.aliasTargets)
            return (set, base)
        }
        // A build frees these here rather than on a background thread: that thread lagged behind
        // the outputs, which allocated on top of these (6 MB more at the peak). A check's rules
        // allocate little, so it hands them over (a command-line run keeps them to its end):
        // released here, 100,000 cold tokens and values held up the rules on one core.
        if handingOver {
            BackgroundRelease.release(consume declared)
            BackgroundRelease.release(resolver.takeResolvedValues())
        } else {
            _ = consume declared
        }
        return (set, nil)
    }

    /// The resolved tokens in document order, written in parallel chunks straight into the result,
    /// and the places of those with `$extensions` (found on the way rather than by a serial pass
    /// over 100,000 cold tokens). Each token is moved out of `declared`: retaining 100,000 cold
    /// objects (and again to join per-chunk arrays) cost more than building the rest.
    static func makeTokens(
        _ declared: inout [DeclaredToken], _ resolver: ReferenceResolver
    ) -> (tokens: [Token], withExtensions: [Int]) {
        let ranges = IndexChunks.ranges(declared.count)
        var starts: [Int] = []
        var total = 0
        for range in ranges {
            starts.append(total)
            total += range.reduce(0) { $0 + (resolver.state[$1] == .done ? 1 : 0) }
        }
        let chunkStarts = starts
        var withExtensions: [[Int]] = []
        let tokens = declared.withUnsafeMutableBufferPointer { declaredBuffer in
            [Token](unsafeUninitializedCapacity: total) { output, initialized in
                let source = DisjointWrites(declaredBuffer)
                let target = DisjointWrites(output)
                withExtensions = Array(ranges.indices).parallelMap { chunk -> [Int] in
                    var next = chunkStarts[chunk]
                    var found: [Int] = []
                    for index in ranges[chunk] where resolver.state[index] == .done {
                        let finished = token(index, source)
                        if finished.extensions != nil { found.append(next) }
                        target.initialize(next, to: finished)
                        next += 1
                    }
                    return found
                }
                initialized = total
            }
        }
        return (tokens, withExtensions.flatMap { $0 })
    }

    /// A done token's final `Token`, moved out of the declared array (the resolver makes one for
    /// every token it finishes).
    private static func token(_ index: Int, _ declared: DisjointWrites<DeclaredToken>) -> Token {
        var finished: Token? = nil
        swap(&finished, &declared.buffer[index].finished)
        return finished!
    }
}
