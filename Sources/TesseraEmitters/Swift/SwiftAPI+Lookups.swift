import TesseraCore

extension SwiftAPI {
    /// `static func rank(_ rank: TaxonRank) -> Color`: one of a group's tokens by an enum case
    /// (an enum generated with a case per token) or by a string (matched case-insensitively against
    /// the token names, `fallback` for anything else).
    mutating func lookup(_ entry: SwiftAPIConfig.Entry, log: inout DiagnosticLog) {
        guard let home = homes.home(entry.string("in") ?? "", option: "lookups", at: entry.position("in"), log: &log),
              let name = identifier(entry, "name", log: &log), let key = identifier(entry, "key", log: &log)
        else { return }
        let matched = entry.strings("tokens").flatMap { tokens.matching($0) }
        guard let first = matched.first else {
            log.warning("swift-unmatched-pattern", "'tokens' of lookup '\(name)' in the 'swift' output matches no token", at: entry.position("tokens"))
            return
        }
        let kind = entry.string("as") ?? SwiftAPIConversion.defaultKind(for: tokens.type(first))
        var cases: [(name: String, expression: String)] = []
        var returnType = ""
        for token in matched {
            guard let converted = convert(token, kind: kind, entry: entry, log: &log) else { return }
            if returnType.isEmpty { returnType = converted.type }
            guard converted.type == returnType else {
                log.error("swift-incompatible-token", "lookup '\(name)' mixes tokens of different types ('\(tokens.path(first))' and '\(tokens.path(token))')", at: entry.position("tokens"))
                return
            }
            cases.append((String(tokens.path(token).split(separator: ".").last ?? ""), converted.expression))
        }
        let parameter = entry.string("parameter").map { SwiftNaming.member($0) } ?? (key == "String" ? "key" : SwiftNaming.member(key))
        let function = home.scope.claim(name, for: "lookup '\(name)'", at: entry.position("name"), log: &log)
        var text = ""
        if key == "String" {
            var fallback = cases.last?.expression ?? ""
            if entry.string("fallback") != nil {
                guard let token = reference(entry, "fallback", types: [tokens.type(first)], log: &log),
                      let converted = convert(token, kind: kind, entry: entry, log: &log) else { return }
                fallback = converted.expression
            }
            text += "/// The token for `\(parameter.trimmingBackticks)`, matched case-insensitively against the token names; any other value gives the fallback.\n"
            text += "\(access)static func \(function)(_ \(parameter): String) -> \(returnType) {\n"
            text += "    switch \(parameter).lowercased() {\n"
            var seen = Set<String>()
            for item in cases where seen.insert(item.name.lowercased()).inserted {
                text += "    case \(SwiftLiteral.string(item.name.lowercased())): \(item.expression)\n"
            }
            text += "    default: \(fallback)\n    }\n}"
        } else {
            var caseScope = SwiftNameScope(key)
            let identifiers = cases.map { caseScope.claim(SwiftNaming.member($0.name), for: "'\($0.name)'", at: entry.position("tokens"), log: &log) }
            var keyEnum = "/// The keys of `\(home.name).\(function)(_:)`, one per token.\n"
            keyEnum += "\(access)enum \(key): String, CaseIterable, Hashable, Sendable {\n"
            for (identifier, item) in zip(identifiers, cases) {
                let raw = identifier.trimmingBackticks == item.name ? "" : " = \(SwiftLiteral.string(item.name))"
                keyEnum += "    case \(identifier)\(raw)\n"
            }
            keyEnum += "}"
            declarations.append(keyEnum)
            text += "\(access)static func \(function)(_ \(parameter): \(key)) -> \(returnType) {\n"
            text += "    switch \(parameter) {\n"
            for (identifier, item) in zip(identifiers, cases) { text += "    case .\(identifier): \(item.expression)\n" }
            text += "    }\n}"
        }
        home.add(text)
    }
}
