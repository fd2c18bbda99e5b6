import Foundation
import TesseraCore
import TesseraEmitters

/// `tessera migrate`, end to end: read the inputs leniently, plan the migrated files, prove them
/// (`MigrationCheck`), then write them all or nothing. Nothing is written when an input has an
/// error or a migrated file would not load strictly to the same values.
struct MigrationRun {
    enum Destination {
        case inPlace
        case folder(String)
    }

    /// One line per file: what was converted, or why it was left alone.
    var lines: [String] = []

    /// Nil when nothing was written (the reasons are in `log`). `failOnWarnings`: `--strict`.
    static func run(
        _ arguments: [String], to destination: Destination, failOnWarnings: Bool = false, log: inout DiagnosticLog
    ) -> MigrationRun? {
        let inputs = MigrationInputs(arguments, log: &log)
        if case .inPlace = destination { refuseLinks(inputs.entries, log: &log) }
        guard !log.hasErrors else { return nil }
        var readLog = DiagnosticLog()
        let reading = MigrationReading(inputs.entries, log: &readLog)
        forward(readLog, to: &log)
        guard !log.hasErrors else { return nil }
        guard !reading.inputs.isEmpty else {
            if reading.skipped.isEmpty {
                log.emit(Diagnostic(.error, code: "file-not-found", message: "no token files in \(arguments.joined(separator: ", ")) (read: \(MigrationInputs.tokenExtensions.joined(separator: ", ")))"))
                return nil
            }
            return MigrationRun(lines: reading.skipped)
        }

        let plan = TokenMigration.plan(reading.inputs)
        var lenientLog = DiagnosticLog()
        let lenient = TokenResolution.resolveAll(plan.permutations, trees: plan.lenientTrees, mode: .lenient, log: &lenientLog)
        forward(lenientLog, to: &log)
        guard !log.hasErrors else { return nil }
        let folder: String
        switch destination {
        case .inPlace: folder = shown(inputs.base)
        case .folder(let output): folder = output
        }
        MigrationCheck.verify(plan, lenient: lenient, folder: folder, log: &log)
        if case .inPlace = destination, let resolver = plan.resolver,
           FileManager.default.fileExists(atPath: (inputs.base as NSString).appendingPathComponent(resolver.relativePath)) {
            log.emit(Diagnostic(.error, code: "output-not-writable", message: "'\((folder as NSString).appendingPathComponent(resolver.relativePath))' already exists and migrate would replace it; move it away, or use --output DIR; nothing was written"))
        }
        guard !log.hasErrors, !(failOnWarnings && log.warningCount > 0) else { return nil }

        var run = MigrationRun()
        var files: [OutputFile] = []
        for file in plan.files {
            let unchanged = file.source.flatMap { reading.bytes[$0] } == file.bytes
            if case .inPlace = destination, unchanged {} else { files.append(OutputFile(path: file.relativePath, contents: file.bytes)) }
            let input = file.source.flatMap { reading.shown[$0] }
            var output = (folder as NSString).appendingPathComponent(file.relativePath)
            if case .inPlace = destination, let input { output = input }
            run.lines.append(file.summaryLine(from: input, to: output, unchanged: unchanged))
        }
        let directory: String
        switch destination {
        case .inPlace: directory = inputs.base
        case .folder(let output): directory = output
        }
        guard files.isEmpty || OutputWriter.write(files, to: directory, log: &log) else { return nil }
        run.lines += reading.skipped
        return run
    }

    /// Rewriting a link in place would put a file where the link was: the file it points to
    /// is the one to migrate.
    private static func refuseLinks(_ entries: [MigrationInputs.Entry], log: inout DiagnosticLog) {
        for entry in entries {
            var status = stat()
            guard lstat(entry.absolute, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { continue }
            log.emit(Diagnostic(.error, code: "output-not-writable", message: "'\(entry.shown)' is a symbolic link; --in-place replaces files, not what links point to: migrate the file it points to, or use --output DIR; nothing was written"))
        }
    }

    /// The lenient reading's diagnostics, but for its warnings about older shapes: converting
    /// those is what migrate does, and each file's summary line counts them.
    private static func forward(_ from: DiagnosticLog, to log: inout DiagnosticLog) {
        for diagnostic in from.all where diagnostic.severity == .error || !diagnostic.code.hasPrefix("legacy-") {
            log.emit(diagnostic)
        }
    }

    /// A path below the working directory as relative to it.
    private static func shown(_ absolute: String) -> String {
        let workingDirectory = FileManager.default.currentDirectoryPath
        if absolute == workingDirectory { return "." }
        return absolute.hasPrefix(workingDirectory + "/") ? String(absolute.dropFirst(workingDirectory.count + 1)) : absolute
    }
}
