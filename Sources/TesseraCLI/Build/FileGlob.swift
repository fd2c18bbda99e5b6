import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands `tokens/*.json`-style patterns relative to a folder, sorted so builds are deterministic.
enum FileGlob {
    static func isPattern(_ path: String) -> Bool { path.contains { "*?[".contains($0) } }

    /// Paths as `directory/relative`, in sorted order; empty when nothing matches.
    static func expand(_ pattern: String, in directory: String) -> [String] {
        let full = pattern.hasPrefix("/") ? pattern : (directory as NSString).appendingPathComponent(pattern)
        guard isPattern(pattern) else { return [full] }
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(full, 0, nil, &result) == 0 else { return [] }
        var paths: [String] = []
        for index in 0..<Int(result.gl_pathc) {
            if let pointer = result.gl_pathv[index] { paths.append(String(cString: pointer)) }
        }
        return paths.sorted()
    }
}
