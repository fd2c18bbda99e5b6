/// Lenient mode's conversion of older value shapes, token by token, in parallel chunks. Each chunk
/// keeps its own report and log; they are merged in chunk order, so output is deterministic.
enum LegacyNormalization {
    static func apply(to declared: inout [DeclaredToken], legacy: inout LegacyReport, log: inout DiagnosticLog) {
        // Converted in a separate call, so no second reference to `declared` is alive when it is
        // updated below (one would make the update copy all 100,000 tokens first).
        let chunks = convert(declared)
        var kept = Array(repeating: true, count: declared.count)
        mergeBack(chunks, into: &declared, kept: &kept, legacy: &legacy, log: &log)
        if kept.contains(false) { declared = declared.indices.filter { kept[$0] }.map { declared[$0] } }
    }

    private static func convert(_ tokens: [DeclaredToken]) -> [Chunk] {
        IndexChunks.ranges(tokens.count).parallelMap { range -> Chunk in
            var chunk = Chunk()
            for index in range {
                guard let type = tokens[index].ownType ?? tokens[index].groupType else {
                    chunk.results.append(nil)
                    continue
                }
                let normalized = LegacyImport.normalize(
                    tokens[index].value, as: type, legacyName: tokens[index].legacyTypeName,
                    report: &chunk.report, log: &chunk.log)
                chunk.results.append(normalized)
            }
            return chunk
        }
    }

    private static func mergeBack(
        _ chunks: [Chunk], into declared: inout [DeclaredToken], kept: inout [Bool],
        legacy: inout LegacyReport, log: inout DiagnosticLog
    ) {
        var index = 0
        for chunk in chunks {
            legacy.merge(chunk.report)
            log.emit(contentsOf: chunk.log)
            for result in chunk.results {
                defer { index += 1 }
                guard let result else { continue }
                guard let value = result.value else {
                    kept[index] = false  // reported; the token is dropped
                    continue
                }
                declared[index].value = value
                if !result.extensions.isEmpty {
                    declared[index].extensions = result.mergedExtensions(declared[index].extensions)
                }
            }
        }
    }

    private struct Chunk: Sendable {
        var results: [LegacyImport.Normalized?] = []
        var report = LegacyReport()
        var log = DiagnosticLog()
    }
}
