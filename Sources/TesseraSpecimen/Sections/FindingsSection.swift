import TesseraCore

/// What `tessera check` reports for the system: every finding with its severity, rule, place
/// (relative to tessera.yml's folder) and notes.
enum FindingsSection: PageSection {
    static let id = "findings"
    static let title = "Check findings"

    static func applies(to context: SpecimenContext) -> Bool { true }

    static func render(_ context: SpecimenContext, into html: inout HTML) {
        let findings = context.findings
        let errors = findings.count { $0.severity == .error }
        let warnings = findings.count { $0.severity == .warning }
        html.element("p", [("class", "lede")], text: findings.isEmpty
            ? "tessera check finds nothing to report: every usage pair reaches its contrast and no prohibition is broken."
            : "tessera check reports \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") and \(findings.count - errors - warnings) note\(findings.count - errors - warnings == 1 ? "" : "s") against the rules tessera.yml records and WCAG, in every theme.")
        guard !findings.isEmpty else { return }
        html.element("table") { html in
            html.raw("<thead><tr><th>Severity</th><th>Finding</th><th>Rule</th><th>Where</th></tr></thead>")
            html.open("tbody")
            for finding in findings {
                html.element("tr") { html in
                    html.element("td") { html in
                        html.element("span", [("class", "badge \(finding.severity.rawValue)")], text: finding.severity.rawValue)
                    }
                    html.element("td") { html in
                        html.text(finding.message)
                        if !finding.notes.isEmpty {
                            html.element("details") { html in
                                let count = finding.notes.count
                                html.element("summary", text: "\(count) note\(count == 1 ? "" : "s")")
                                html.element("ul") { html in
                                    for note in finding.notes { html.element("li", text: note.message) }
                                }
                            }
                        }
                    }
                    html.element("td", [("class", "value")], text: finding.code)
                    html.element("td", [("class", "value")], text: finding.location.map { place($0, context) } ?? "")
                }
            }
            html.close("tbody")
        }
        html.newline()
    }

    /// `tokens/color.tokens.json:94:7`, never an absolute path, so the page is the same on every machine.
    static func place(_ location: Diagnostic.Location, _ context: SpecimenContext) -> String {
        var file = location.file
        if let folder = context.folder, file.hasPrefix(folder + "/") { file = String(file.dropFirst(folder.count + 1)) }
        if file.hasPrefix("/"), let slash = file.lastIndex(of: "/") { file = String(file[file.index(after: slash)...]) }
        return "\(file):\(location.line):\(location.column)"
    }
}
