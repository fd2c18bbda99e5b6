import TesseraCore

/// One file's lines of the text report, written as UTF-8 bytes on the thread that linted it, so
/// the report's main thread only writes them out (no global sort, no join into a String).
///
/// The report sorts findings by file, then line and column: a file's located findings in their
/// own sorted order, file after file in the list's sorted order, are the report's order. Findings
/// without a location sort before every located one, so they are kept aside for the report's head.
struct LintTextPart: Sendable {
    /// The lines of the findings located in the file, each ending in a newline, in report order.
    var bytes: [UInt8]
    /// Findings without a location, which the report prints first.
    var unlocated: [Diagnostic]
    /// Of the located findings (the report counts `unlocated` with the rest of its head).
    var errors = 0
    var warnings = 0

    /// Nil when some finding is located in another file: its line would fall between another
    /// file's lines, so the report is then sorted whole.
    init?(path: String, findings: [Diagnostic]) {
        unlocated = []
        // Most often every finding is located in the file and they come sorted: written as they
        // are, with no copy of each.
        if findings.indices.allSatisfy({ findings[$0].location?.file == path }),
           !findings.indices.dropFirst().contains(where: { findings[$0] < findings[$0 - 1] }) {
            for index in findings.indices {
                switch findings[index].severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: break
                }
            }
            bytes = []
            Self.write(findings, to: &bytes)
            return
        }
        var located: [Diagnostic] = []
        located.reserveCapacity(findings.count)
        unlocated = []
        for finding in findings {
            guard let location = finding.location else {
                unlocated.append(finding)
                continue
            }
            guard location.file == path else { return nil }
            located.append(finding)
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }
        // The linter's findings come sorted; a fix's notes and the findings after it are two runs.
        // Compared in place, by index: each pair of a zip would be copied.
        if located.indices.dropFirst().contains(where: { located[$0] < located[$0 - 1] }) { located.sort() }
        bytes = []
        Self.write(located, to: &bytes)
    }

    /// The lines, each ending in a newline, as `Diagnostic.lines` lays them out.
    static func write(_ diagnostics: [Diagnostic], to bytes: inout [UInt8]) {
        // By index: each element is read in place, not copied out.
        for index in diagnostics.indices {
            diagnostics[index].write(to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
            // Sized from the first findings, as growing by doubling copies each buffer about twice.
            if index == 15, diagnostics.count > 16 {
                bytes.reserveCapacity(bytes.count * diagnostics.count / 16 * 5 / 4 + 256)
            }
        }
    }
}
