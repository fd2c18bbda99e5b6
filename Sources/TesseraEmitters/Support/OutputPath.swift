import TesseraCore

/// Checks output file names given in options: they must stay inside the output folder.
public enum OutputPath {
    /// Why `path` cannot be used, or `nil` when it can.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "it is empty" }
        if path.hasPrefix("/") || path.hasPrefix("\\") || path.dropFirst().hasPrefix(":") {
            return "it is absolute; give a path relative to the output folder"
        }
        if path.contains("\0") { return "it contains a NUL character" }
        let segments = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        if segments.contains("..") { return "it leaves the output folder ('..')" }
        if path.hasSuffix("/") { return "it names a folder, not a file" }
        return nil
    }

    /// The `file` option if it is usable, otherwise `fallback` (after reporting why).
    public static func file(
        from options: EmitterOptions, fallback: String, emitterID: String, log: inout DiagnosticLog
    ) -> String {
        guard let member = options.member("file"), let path = member.value.string else { return fallback }
        if let problem = problem(with: path) {
            log.error(
                "config-invalid-value",
                "option 'file' of the '\(emitterID)' output cannot be '\(path)': \(problem); using '\(fallback)'",
                at: member.value.position ?? member.keyPosition)
            return fallback
        }
        return path
    }
}
