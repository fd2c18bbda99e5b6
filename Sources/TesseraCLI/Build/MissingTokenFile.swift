import Foundation
import TesseraCore

/// The message for a `tokens:` path or glob in tessera.yml that names no file, with the file the
/// folder does have that it most likely meant.
enum MissingTokenFile {
    static func message(_ pattern: String, in directory: String) -> String {
        let kind = FileGlob.isPattern(pattern) ? "matches no file" : "does not exist"
        let full = pattern.hasPrefix("/") ? pattern : (directory as NSString).appendingPathComponent(pattern)
        let folder = PathText.parent(of: full)
        let name = (full as NSString).lastPathComponent
        let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        var hint = ""
        if !FileGlob.isPattern(pattern), let near = NearestName.suggestion(for: name, among: siblings) {
            let prefix = PathText.parent(of: pattern)
            hint = " (did you mean '\(prefix.isEmpty ? near : (prefix as NSString).appendingPathComponent(near))'?)"
        }
        return "token file '\(pattern)' in 'tokens' \(kind) in '\(directory)'\(hint)"
    }
}
