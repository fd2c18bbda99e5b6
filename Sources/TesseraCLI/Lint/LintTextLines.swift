import TesseraCore

/// One file's lines of the text report, written as UTF-8 bytes on the thread that linted it and
/// streamed out in the files' order (`LintCommand.streamText`): the report's memory then stays
/// that of the files being linted, however many findings the code base has.
///
/// A file's findings are written in the order the whole report sorts them: any that have no
/// location first (a file that could not be read, fixes that could not be written), then by line
/// and column. The linter's findings come sorted, and a fix's notes and the findings left after it
/// are two sorted runs: most often they are written as they are, with no copy of each.
enum LintTextLines {
    static func write(_ findings: [Diagnostic], to bytes: inout [UInt8]) {
        // Compared in place, by index: each pair of a zip would be copied.
        let isSorted = !findings.indices.dropFirst().contains { findings[$0] < findings[$0 - 1] }
        let lines = isSorted ? findings : findings.sorted()
        // By index: each finding is read in place, not copied out.
        for index in lines.indices {
            lines[index].write(to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// How many of `findings` are errors and warnings.
    static func counts(_ findings: [Diagnostic]) -> (errors: Int, warnings: Int) {
        var counts = (errors: 0, warnings: 0)
        for index in findings.indices {
            switch findings[index].severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .note: break
            }
        }
        return counts
    }
}
