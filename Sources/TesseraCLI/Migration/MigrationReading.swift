import Foundation
import TesseraCore
import TesseraSystem

/// Reads the inputs of `tessera migrate` as lenient reading does (JSONC and JSON5 too). Resolver
/// files are already 2025.10 and are left as they are; so is a file found in a folder that is not
/// a token file at all (a package.json), while one named directly is an error.
struct MigrationReading {
    var inputs: [MigrationInput] = []
    /// Each input's bytes, by relative path, so an unchanged file is not rewritten in place.
    var bytes: [String: [UInt8]] = [:]
    /// Each input as the user named it, by relative path.
    var shown: [String: String] = [:]
    /// Summary lines for the files passed over.
    var skipped: [String] = []

    init(_ entries: [MigrationInputs.Entry], log: inout DiagnosticLog) {
        let reader = DocumentReader(mode: .lenient)
        for entry in entries {
            guard let file = InputFiles.read(entry.shown, log: &log),
                  let document = reader.read(file, as: .tokens, log: &log) else { continue }
            guard case .object(let root) = document.node.value else {
                log.error("root-not-object", "a token file must hold one JSON object (the root group), found \(document.node.kindName)", at: document.node.position)
                continue
            }
            if entry.shown.hasSuffix(".resolver.json") || ResolverDocument.recognizes(root) {
                skipped.append("\(entry.shown): a resolver file, left as it is")
                continue
            }
            if let foreign = ForeignDocument.describe(root) {
                if entry.fromFolder {
                    skipped.append("\(entry.shown): not a token file (\(foreign)), left as it is")
                } else {
                    log.error("not-a-token-file", ForeignDocument.message(foreign), at: document.node.position)
                }
                continue
            }
            if TokenMigration.isTokensStudioExport(root), entries.count > 1 {
                log.error("not-a-token-file", "this is a Tokens Studio export of several sets ($themes, $metadata); migrate it on its own, into its set files and a resolver", at: document.node.position)
                continue
            }
            inputs.append(MigrationInput(relativePath: entry.relative, tree: root, relaxedSyntax: !document.isPlainJSON))
            bytes[entry.relative] = file.bytes
            shown[entry.relative] = entry.shown
        }
    }
}
