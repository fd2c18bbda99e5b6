import TesseraCore
import TesseraRules

/// What the page needs from tessera.yml beyond its own options. The file has been read and
/// checked before outputs run (the CLI builds nothing when it has errors), so problems found again
/// here are not reported twice.
struct SystemConfiguration {
    var usage: [UsagePair] = []
    var prohibitions: [Prohibition] = []
    var ruleSettings = RuleSettings()
    var components: [ComponentPreview] = []
    /// The `css` output's `prefix` and `references`, so the embedded stylesheet names tokens the
    /// way the system's own CSS does; its `file` and `selector` do not apply to the page.
    var cssOptions = JSONObject()
    /// The folder holding tessera.yml, when known.
    var folder: String?
    /// Diagnostics already reported elsewhere (by the config loader, or by the css output).
    var ignored = DiagnosticLog()

    init(_ object: JSONObject) {
        if let node = object["usage"] { usage = DesignRulesReader.usage(node, log: &ignored) }
        if let node = object["prohibitions"] { prohibitions = DesignRulesReader.prohibitions(node, log: &ignored) }
        if object["rules"] != nil || object["suppress"] != nil {
            ruleSettings = RuleSettings.read(rules: object["rules"], suppress: object["suppress"], log: &ignored)
        }
        if let node = object["components"] { components = ComponentReader.read(node, log: &ignored) }
        if let css = object["outputs"]?.object?["css"]?.object {
            cssOptions.members = css.members.filter { $0.key == "prefix" || $0.key == "references" }
        }
        if let path = object.members.first?.keyPosition?.file.path, let slash = path.lastIndex(of: "/") {
            folder = String(path[..<slash])
        }
    }
}
