import TesseraCore

/// Every token a component preview names must exist (in the default theme) and suit the property
/// it gives: a radius is a dimension, a background a colour or a gradient.
enum ComponentValidation {
    static func check(_ context: SpecimenContext, log: inout DiagnosticLog) {
        for preview in context.components {
            if let stage = preview.stage { check(stage, item: nil, in: preview, context, log: &log) }
            for part in preview.parts { check(part, items: [nil], in: preview, context, log: &log) }
        }
    }

    private static func check(_ part: ComponentPart, items: [String?], in preview: ComponentPreview, _ context: SpecimenContext, log: inout DiagnosticLog) {
        let items: [String?] = part.each.isEmpty ? items : items.flatMap { outer in part.each.map { each in outer.map { each.replacingEach(with: $0) } ?? each } }
        for binding in part.tokens {
            for item in items { check(binding, item: item, in: preview, context, log: &log) }
        }
        for child in part.parts { check(child, items: items, in: preview, context, log: &log) }
    }

    private static func check(_ binding: TokenBinding, item: String?, in preview: ComponentPreview, _ context: SpecimenContext, log: inout DiagnosticLog) {
        let path = binding.path(for: item)
        guard let token = context.token(path) else {
            log.error("specimen-unknown-token", "component '\(preview.name)' gives its \(binding.role.rawValue) from '\(path)', which is not a token", at: binding.position)
            return
        }
        if !binding.role.types.contains(token.type) {
            log.error("specimen-wrong-type", "component '\(preview.name)' gives its \(binding.role.rawValue) from '\(path)', a \(token.type.rawValue) token; a \(binding.role.rawValue) needs \(binding.role.types.map(\.rawValue).joined(separator: " or "))", at: binding.position)
        }
    }
}
