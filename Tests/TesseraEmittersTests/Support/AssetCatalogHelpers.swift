import Foundation
@testable import TesseraEmitters
import TesseraCore

extension T {
    /// The xcassets output as file path → text, and its log.
    static func catalog(
        _ sets: [ResolvedTokenSet], modifiers: [ModifierInfo] = [], options: String = "{}"
    ) -> (files: [String: String], paths: [String], log: DiagnosticLog) {
        let result = emit(AssetCatalogEmitter(), sets, modifiers: modifiers, options: options)
        var files: [String: String] = [:]
        for file in result.files { files[file.path] = file.text }
        return (files, result.files.map(\.path), result.log)
    }

    /// The `(appearances, color)` of each entry of a colorset, as compact strings:
    /// `"dark+high srgb 1.000 0.000 0.000 1.000"`.
    static func entries(_ colorset: String?) -> [String] {
        guard let colorset else { return [] }
        var result: [String] = []
        var appearances: [String] = []
        var space = ""
        var components: [String: String] = [:]
        for line in colorset.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            func value() -> String { String(line.split(separator: "\"")[2]) }
            if line.hasPrefix("\"value\"") { appearances.append(value()) }
            if line.hasPrefix("\"color-space\"") { space = value() }
            for key in ["red", "green", "blue", "alpha"] where line.hasPrefix("\"\(key)\"") { components[key] = value() }
            if line.hasPrefix("\"idiom\"") {
                let name = appearances.isEmpty ? "any" : appearances.joined(separator: "+")
                let values = ["red", "green", "blue", "alpha"].map { components[$0] ?? "?" }
                result.append(([name, space] + values).joined(separator: " "))
                appearances = []
            }
        }
        return result
    }

    static let themeModifiers = [
        ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
        ModifierInfo(name: "contrast", contexts: ["normal", "high"], defaultContext: "normal"),
    ]
}
