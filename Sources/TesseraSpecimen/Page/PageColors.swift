import TesseraCore

/// What the page itself sits on and is written in: the system's own background and text colours,
/// named by the `background` and `foreground` options, or else the background that most text
/// usage pairs name and the foreground most used on it. A system without usage pairs gets a
/// neutral page.
struct PageColors {
    var background: Token?
    var foreground: Token?

    init(_ context: SpecimenContext, background: JSONMember?, foreground: JSONMember?, log: inout DiagnosticLog) {
        let textPairs = context.usage.filter { $0.role == .text && $0.exempt == nil }
        let chosenBackground = background.flatMap { Self.token($0, [.color, .gradient], context, log: &log) }
            ?? Self.mostCommon(textPairs.flatMap(\.backgrounds)).flatMap { context.token($0) }
        self.background = chosenBackground
        let onIt = textPairs.filter { pair in pair.backgrounds.contains { $0 == chosenBackground?.path } }
        self.foreground = foreground.flatMap { Self.token($0, [.color], context, log: &log) }
            ?? Self.mostCommon(onIt.map(\.foreground)).flatMap { context.token($0) }
    }

    /// The rule that colours the page, with neutral fallbacks.
    func css(_ context: SpecimenContext) -> String {
        let text = foreground.map { context.variable($0.path) } ?? "#1d1d1f"
        let page = background.map { context.background($0) } ?? "#f7f7f5"
        return """
            html { --specimen-fg: \(text); --specimen-line: color-mix(in srgb, var(--specimen-fg) 18%, transparent); \
            --specimen-card: color-mix(in srgb, var(--specimen-fg) 5%, transparent); }
            body { background: \(page); color: var(--specimen-fg); }
            """
    }

    private static func mostCommon(_ paths: [TokenPath]) -> TokenPath? {
        var counts: [TokenPath: Int] = [:]
        for path in paths { counts[path, default: 0] += 1 }
        // The first of the most frequent, in the order tessera.yml lists them.
        return paths.first { counts[$0] == counts.values.max() }
    }

    private static func token(_ member: JSONMember, _ types: [TokenType], _ context: SpecimenContext, log: inout DiagnosticLog) -> Token? {
        guard let path = member.value.string else { return nil }
        guard let token = context.token(TokenPath(path)) else {
            log.error("specimen-unknown-token", "option '\(member.key)' of the 'specimen' output names '\(path)', which is not a token", at: member.value.position)
            return nil
        }
        guard types.contains(token.type) else {
            log.error("specimen-wrong-type", "option '\(member.key)' of the 'specimen' output names '\(path)', a \(token.type.rawValue) token; expected \(types.map(\.rawValue).joined(separator: " or "))", at: member.value.position)
            return nil
        }
        return token
    }
}
