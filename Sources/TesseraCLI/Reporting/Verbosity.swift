import ArgumentParser
import Foundation
import TesseraCore

/// `--verbose` and `--quiet`, shared by the commands that build, check and read: verbose adds the
/// phase timings (`TESSERA_TIMINGS`) and a line per file written; quiet prints errors only, and no
/// summary lines.
struct Verbosity: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Also print phase timings and each file written.")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Print errors only: no warnings, notes or summary lines.")
    var quiet = false

    func validate() throws {
        if verbose && quiet { throw ValidationError("--verbose and --quiet cannot be used together") }
    }

    /// Called first in `run`: `PhaseTimer` reads the setting from the environment.
    func apply() {
        if verbose { setenv("TESSERA_TIMINGS", "1", 1) }
    }

    /// The diagnostics to print: all of them, or the errors alone under `--quiet`.
    func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    }

    /// Under `--verbose`, a line per file written, with its size.
    func listWritten(_ paths: [String], in folder: String) {
        guard verbose else { return }
        var text = ""
        for path in paths {
            let full = (folder as NSString).appendingPathComponent(path)
            let size = (try? FileManager.default.attributesOfItem(atPath: full)[.size] as? Int) ?? 0
            text += "wrote \(full) (\(size) bytes)\n"
        }
        StandardStreams.err(text)
    }
}
