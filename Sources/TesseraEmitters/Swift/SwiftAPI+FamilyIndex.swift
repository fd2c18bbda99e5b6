import TesseraCore

extension SwiftAPI {
    /// `index` on an `as: string` entry: which name of a font family list the member gives, so a
    /// spec's fallback constant (`fontSerifFallback`) comes from the same token as the first choice.
    func familyName(_ entry: SwiftAPIConfig.Entry, token: Int, kind: String, log: inout DiagnosticLog) -> String? {
        guard kind == "string" else {
            log.error("config-invalid-value", "'index' in 'api' of the 'swift' output picks a name of a font family list; it needs 'as: string'", at: entry.position("index"))
            return nil
        }
        guard let number = entry.object["index"]?.number, number >= 0, number == number.rounded(), number < 1_000 else {
            log.error("config-invalid-value", "'index' in 'api' of the 'swift' output must be a whole number from 0 (the first family)", at: entry.position("index"))
            return nil
        }
        let index = Int(number)
        if case .fontFamily(let names) = tokens.representative(token).value, index >= names.count {
            log.error("swift-incompatible-token", "'index' \(index) in 'api' of the 'swift' output is past the end of '\(tokens.path(token))', which lists \(names.count) \(names.count == 1 ? "family" : "families")", at: entry.position("index"))
            return nil
        }
        // `dropFirst` rather than a subscript: a mode may list fewer families, and "" is safer than a trap.
        return index == 0 ? "\(tokens.value(token)).first ?? \"\"" : "\(tokens.value(token)).dropFirst(\(index)).first ?? \"\""
    }
}
