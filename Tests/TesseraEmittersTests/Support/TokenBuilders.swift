import Foundation
@testable import TesseraEmitters
import TesseraCore

/// Small builders so tests read like token files.
enum T {
    static func token(
        _ path: String, _ value: TokenValue, raw: String? = nil, aliasOf: String? = nil,
        description: String? = nil, deprecated: Deprecation? = nil, extensions: String? = nil,
        position: SourcePosition? = nil
    ) -> Token {
        Token(
            path: TokenPath(path), type: value.type, value: value, description: description, deprecated: deprecated,
            extensions: extensions.map(json), position: position, rawValue: raw.map(json) ?? value.jsonNode,
            aliasOf: aliasOf.map(TokenPath.init))
    }

    /// Parses JSON text (test input is always valid).
    static func json(_ text: String) -> JSONNode {
        do {
            return try JSONReader.read(SourceFile(path: "test.json", text: text))
        } catch {
            fatalError("bad test JSON \(text): \(error)")
        }
    }

    static func srgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> TokenValue {
        .color(ColorValue(space: .srgb, components: [r, g, b], alpha: alpha))
    }

    static func color(_ space: ColorSpace, _ components: [Double?], alpha: Double = 1) -> TokenValue {
        .color(ColorValue(space: space, components: components, alpha: alpha))
    }

    static func px(_ value: Double) -> TesseraCore.Dimension { Dimension(value, .px) }
    static func rem(_ value: Double) -> TesseraCore.Dimension { Dimension(value, .rem) }

    static func set(_ tokens: [Token], _ choices: [(String, String)] = []) -> ResolvedTokenSet {
        ResolvedTokenSet(
            permutation: Permutation(choices.map { Permutation.Choice(modifier: $0.0, context: $0.1) }), tokens: tokens)
    }

    /// Options as the CLI would pass them, from a JSON object text.
    static func options(_ text: String) -> JSONObject { json(text).object ?? JSONObject() }

    static func emit(
        _ emitter: some Emitter, _ sets: [ResolvedTokenSet], modifiers: [ModifierInfo] = [], options: String = "{}",
        systemName: String = "Test"
    ) -> (files: [OutputFile], log: DiagnosticLog) {
        var log = DiagnosticLog()
        let input = EmitterInput(
            systemName: systemName, permutations: sets, modifiers: modifiers, options: T.options(options))
        let files = emitter.emit(input, log: &log)
        return (files, log)
    }

    /// The single CSS file for `tokens`.
    static func css(_ tokens: [Token], options: String = "{}") -> String {
        emit(CSSEmitter(), [set(tokens)], options: options).files.first?.text ?? ""
    }

    /// The declaration lines (trimmed) of the first rule with exactly `selector` in `css`.
    static func rule(_ selector: String, in css: String) -> [String] {
        let lines = css.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == selector + " {" })
        else { return [] }
        var body: [String] = []
        for line in lines[(start + 1)...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "}" { break }
            body.append(trimmed)
        }
        return body
    }
}
