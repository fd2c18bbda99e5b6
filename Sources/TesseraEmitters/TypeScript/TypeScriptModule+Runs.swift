import Foundation
import TesseraCore

/// The walk straight down the token list, as the json output writes its document (`TokenRuns`):
/// when the paths come in tree order and every name is already its own identifier, the tree and
/// its names would only repeat the paths. Each token closes the groups its path leaves and opens
/// the ones it enters, so the list is cut into runs that several threads write at once, for the
/// type and for every permutation's object alike.
extension TypeScriptModule {
    /// The runs of the union's paths, or nil when the tree is needed: paths out of tree order or
    /// clashing (`TokenRuns`), a permutation with tokens the first lacks, or a name to rewrite.
    static func runs(_ union: TokenUnion, _ permutations: [ResolvedTokenSet]) -> TokenRuns? {
        let tokens = permutations[0].tokens
        // The union lists the first permutation's tokens first, so equal counts mean the same list.
        guard !tokens.isEmpty, union.count == tokens.count else { return nil }
        // Names to rewrite (`sun-yellow`) are usually everywhere: the first paths tell before the runs are made.
        for index in 0..<min(tokens.count, 16) where !namesAreIdentifiers(union.paths[index], last: .max) { return nil }
        guard let runs = TokenRuns(tokens) else { return nil }
        // Each group's name is checked where the group opens, so a path's shared groups are skipped.
        for index in tokens.indices {
            let entered = Int(runs.depths[index]) - (index == 0 ? 0 : Int(runs.shared[index]))
            guard namesAreIdentifiers(union.paths[index], last: entered + 1) else { return nil }
        }
        return runs
    }

    /// Whether the last `names` names of `path` (all when it has fewer) are `[a-z][A-Za-z0-9]*`,
    /// which `TypeScriptNaming.identifier` keeps as they are.
    private static func namesAreIdentifiers(_ path: TokenPath, last names: Int) -> Bool {
        var text = path.string
        return text.withUTF8 { bytes in
            var start = bytes.count
            var dots = 0
            while start > 0 {
                if bytes[start - 1] == UInt8(ascii: ".") {
                    if dots == names - 1 { break }
                    dots += 1
                }
                start -= 1
            }
            var atStart = true
            for byte in bytes[start...] {
                if byte &- UInt8(ascii: "a") < 26 {
                    atStart = false
                } else if byte == UInt8(ascii: ".") {
                    if atStart { return false }
                    atStart = true
                } else if atStart || !(byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "0") < 10) {
                    return false
                }
            }
            return !atStart
        }
    }

    /// A run of tokens in the type (`permutation` nil) or in one permutation's object.
    private struct Job: Sendable {
        var permutation: Int?
        var run: Range<Int>
    }

    func pieces(runs: TokenRuns) -> [TypeScriptBytes] {
        let count = union.count
        let cores = max(ProcessInfo.processInfo.activeProcessorCount, 1)
        let size = count < TokenTree.parallelThreshold ? count : TokenTree.pieceSize(tokenCount: count, cores: cores)
        let ranges = stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
        let jobs = ranges.map { Job(run: $0) } + permutations.indices.flatMap { permutation in ranges.map { Job(permutation: permutation, run: $0) } }
        // This thread writes the runs in order while helpers take them from the end.
        let work = InOrderWork<TypeScriptBytes>(count: jobs.count)
        if jobs.count > 1 {
            work.startHelpers(min(cores - 1, jobs.count - 1)) { [self] in write(jobs[$0], runs: runs) }
        }
        var pieces = jobs.indices.map { work.claimOrCollect($0) ?? write(jobs[$0], runs: runs) }
        pieces.append(closingPiece())
        return pieces
    }

    private func write(_ job: Job, runs: TokenRuns) -> TypeScriptBytes {
        let run = job.run
        let first = run.lowerBound == 0
        let last = run.upperBound == union.count
        guard let permutation = job.permutation else {
            var bytes = TypeScriptWriter(reservingCapacity: run.count * 48 + (first ? 8192 : 256))
            if first { appendDeclarations(to: &bytes) }
            append(run, runs: runs, declaring: true, to: &bytes) { entry, identifier, indent, bytes in
                appendTypeMember(entry, identifier, indent: indent, to: &bytes)
            }
            if last { bytes.append(UInt8(ascii: "\n")) }
            return bytes.finish()
        }
        var bytes = TypeScriptWriter(reservingCapacity: run.count * 192 + 1024)
        if first { appendObjectStart(permutation: permutation, to: &bytes) }
        append(run, runs: runs, declaring: false, to: &bytes) { entry, identifier, indent, bytes in
            appendValueMember(entry, identifier, permutation: permutation, indent: indent, to: &bytes)
        }
        if last { bytes.append(literal: " as const;\n") }
        return bytes.finish()
    }

    /// The members of `run`, each after closing the groups it leaves and opening the ones it
    /// enters (a group at depth d is indented 2d, its members 2d + 2); the first run opens the
    /// root object and the last closes it. `declaring` as in `appendGroup`.
    private func append(
        _ run: Range<Int>, runs: TokenRuns, declaring: Bool, to bytes: inout TypeScriptWriter,
        token: (_ entry: Int, _ identifier: UnsafeBufferPointer<UInt8>, _ indent: Int, _ bytes: inout TypeScriptWriter) -> Void
    ) {
        if run.lowerBound == 0 { bytes.append(literal: "{\n") }
        for index in run {
            let depth = Int(runs.depths[index])
            let common = index == 0 ? 0 : Int(runs.shared[index])
            closeGroups(from: index == 0 ? 0 : Int(runs.depths[index - 1]), to: common, declaring: declaring, to: &bytes)
            var path = union.paths[index].string
            path.withUTF8 { path in
                var start = 0
                var level = 0
                for offset in path.indices where path[offset] == UInt8(ascii: ".") {
                    if level >= common {
                        bytes.appendSpaces(2 * level + 2)
                        if declaring { bytes.append(literal: "readonly ") }
                        bytes.append(UnsafeBufferPointer(rebasing: path[start..<offset]))
                        bytes.append(literal: ": {\n")
                    }
                    level += 1
                    start = offset + 1
                }
                token(index, UnsafeBufferPointer(rebasing: path[start...]), 2 * depth + 2, &bytes)
            }
        }
        guard run.upperBound == union.count else { return }
        closeGroups(from: Int(runs.depths[union.count - 1]), to: 0, declaring: declaring, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Closes the open groups deeper than `depth`, innermost first.
    private func closeGroups(from open: Int, to depth: Int, declaring: Bool, to bytes: inout TypeScriptWriter) {
        for level in stride(from: open, to: depth, by: -1) {
            bytes.appendSpaces(2 * level)
            bytes.append(literal: declaring ? "};\n" : "},\n")
        }
    }
}
