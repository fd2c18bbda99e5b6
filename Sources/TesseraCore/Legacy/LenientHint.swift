/// What strict errors add for a value that lenient reading would convert: the flag that reads it
/// and the exact 2025.10 value to write instead. Runs on the error path only.
enum LenientHint {
    static let flag = "`--lenient` (or `import: lenient`)"

    /// "; `--lenient` … reads this as {…}", when lenient reading converts `node` as `typeName`.
    static func value(_ node: JSONNode, typeName: String) -> String {
        guard let type = TokenType(rawValue: typeName) else { return "" }
        var report = LegacyReport(keepingExamples: false)
        var scratch = DiagnosticLog()
        let normalized = LegacyImport.normalize(node, as: type, legacyName: nil, report: &report, log: &scratch)
        guard report.totalCount > 0, !scratch.hasErrors, let value = normalized.value else { return "" }
        if report.count(of: .relativeLength) > 0 { return relative }
        return "; \(flag) reads this as \(value.compactText), which is what to write instead"
    }

    /// For a dimension unit that lenient reading takes as px.
    static func unit(_ name: String) -> String {
        if LegacyNormalizer.pointUnits.contains(name.lowercased()) { return "; \(flag) reads \(name) as px, the same idealised unit: write \"px\"" }
        if name.isEmpty { return "; \(flag) reads an empty unit as px: write \"px\"" }
        if let unit = Dimension.Unit(rawValue: name), !Dimension.Unit.dtcg.contains(unit) { return relative }
        return ""
    }

    /// em, vw and vh, which lenient reading keeps but 2025.10 cannot say.
    static let relative = "; \(flag) keeps it as a relative length (the css output writes it as it is), but 2025.10 has only px and rem: write one of those to keep the file in 2025.10"

    /// For a colour's `hex` fallback written with 3, 4 or 8 digits.
    static func hex(_ text: String) -> String {
        guard let color = LegacyColor.hexColor(text), let hex = color.hex else { return "" }
        return "; \(flag) rewrites it as \"\(hex)\"" + (color.alpha < 1 ? " with the alpha in \"alpha\"" : "")
    }
}
