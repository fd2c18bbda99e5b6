import TesseraCore

/// The neutral layer's `Context`: one property per resolver modifier, each an enum of its
/// contexts, defaulting to the modifier's default. Adaptive tokens switch over it.
struct SwiftContextWriter {
    struct Modifier {
        var info: ModifierInfo
        var property: String
        var type: String
        /// Case identifier per context name.
        var cases: [String: String]
    }

    let modifiers: [Modifier]

    init(_ infos: [ModifierInfo], log: inout DiagnosticLog) {
        var scope = SwiftNameScope("Context", reserved: ["default": "'the default context'"])
        var typeScope = SwiftNameScope("Context")
        modifiers = infos.map { info in
            let property = scope.claim(SwiftNaming.member(info.name), for: "modifier '\(info.name)'", at: nil, log: &log)
            let type = typeScope.claim(SwiftNaming.type(info.name), for: "modifier '\(info.name)'", at: nil, log: &log)
            var caseScope = SwiftNameScope("Context.\(type)")
            var cases: [String: String] = [:]
            for context in info.contexts {
                cases[context] = caseScope.claim(SwiftNaming.member(context), for: "context '\(context)'", at: nil, log: &log)
            }
            return Modifier(info: info, property: property, type: type, cases: cases)
        }
    }

    func modifier(named name: String) -> Modifier? {
        modifiers.first { $0.info.name.lowercased() == name.lowercased() }
    }

    func write(access: String, to out: inout String) {
        out += "    /// Which context of each mode a value is for; `.default` is every modifier at its default.\n"
        out += "    \(access)struct Context: Hashable, Sendable {\n"
        for modifier in modifiers {
            out += SwiftLiteral.docComment("The contexts of the '\(modifier.info.name)' modifier.", indent: "        ") + "\n"
            out += "        \(access)enum \(modifier.type): String, CaseIterable, Hashable, Sendable {\n"
            for context in modifier.info.contexts {
                let identifier = modifier.cases[context] ?? "token"
                let raw = identifier.trimmingBackticks == context ? "" : " = \(SwiftLiteral.string(context))"
                out += "            case \(identifier)\(raw)\n"
            }
            out += "        }\n"
        }
        for modifier in modifiers {
            out += "        \(access)var \(modifier.property): \(modifier.type)\n"
        }
        let parameters = modifiers.map { m in
            "\(m.property.trimmingBackticks): \(m.type) = .\(m.cases[m.defaultContext] ?? "token")"
        }
        out += "\n        \(access)init(\(parameters.joined(separator: ", "))) {\n"
        for modifier in modifiers {
            out += "            self.\(modifier.property) = \(modifier.property)\n"
        }
        out += "        }\n\n"
        out += "        \(access)static let `default` = Context()\n"
        out += "    }\n"
    }
}

extension SwiftContextWriter.Modifier {
    var defaultContext: String { info.defaultContext ?? info.contexts.first ?? "" }
}

extension String {
    var trimmingBackticks: String { hasPrefix("`") ? String(dropFirst().dropLast()) : self }
}
