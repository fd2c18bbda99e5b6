import TesseraCore

/// `grid`: the dimension tokens a prohibition names are whole multiples of `base` (within 0.001
/// px; 0 is on every grid), except the paths `exceptions` lists. A typography token the pattern
/// names is held to the grid by its line height in px (lineHeight × fontSize), the part of a text
/// style that sets vertical rhythm. The fix is the multiples on either side.
struct GridRule: Rule {
    static let id = Prohibition.Rule.grid.rawValue
    static let summary = "Dimension tokens (and typography line heights) a `grid` prohibition names are multiples of its `base`, apart from its `exceptions`."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "12 px spacing is off an 8 pt grid; the exception is exempt",
            tokens: ##"{"space": {"$type": "dimension", "m": {"$value": {"value": 12, "unit": "px"}}, "l": {"$value": {"value": 16, "unit": "px"}}, "hairline": {"$value": {"value": 1, "unit": "px"}}, "none": {"$value": {"value": 0, "unit": "px"}}}}"##,
            config: ##"{"prohibitions": [{"id": "grid-8", "says": "strict 8pt grid", "rule": "grid", "base": 8, "tokens": "space.*", "exceptions": ["space.hairline"]}]}"##,
            findings: 1),
        RuleExample(
            "a 15 px style at 1.5× sets 22.5 px lines, off the grid",
            tokens: ##"{"type": {"body": {"$type": "typography", "$value": {"fontFamily": "SF Pro", "fontSize": {"value": 15, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}"##,
            config: ##"{"prohibitions": [{"id": "grid-8", "says": "line heights are multiples of the 8pt grid", "rule": "grid", "base": 8, "tokens": "type.*"}]}"##,
            findings: 1),
        RuleExample(
            "1.5rem is 24 px, on the grid",
            tokens: ##"{"space": {"$type": "dimension", "l": {"$value": {"value": 1.5, "unit": "rem"}}}}"##,
            config: ##"{"prohibitions": [{"id": "grid-8", "says": "strict 8pt grid", "rule": "grid", "base": 8, "tokens": "space.*"}]}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        let settings = Settings()
        ProhibitionScan.run(
            .grid, input, into: &findings, measures: "dimension or typography token", reads: [.dimension, .typography],
            applies: { token, _ in Self.applies(token) },
            breaks: { prohibition, token, _ in
                settings.holding(token, to: prohibition).map { Self.breaks(token, base: $0.base) } ?? false
            }
        ) { prohibition, token, _ in
            settings.holding(token, to: prohibition).flatMap { finding(token, base: $0.base, $0.setting, prohibition) }
        }
        for prohibition in input.prohibitions(.grid) {
            for pattern in prohibition.patterns("exceptions") {
                if let finding = ProhibitionScan.unmatched(pattern, of: prohibition, field: "exceptions", input, measures: "token", applies: { _, _ in true }) {
                    findings.add(finding)
                }
            }
        }
    }

    static func applies(_ token: Token) -> Bool {
        switch token.value {
        case .dimension, .typography: true
        default: false
        }
    }

    /// Whether `finding` finds a break, without writing it (most aliases' breaks are reported
    /// at the token they name).
    static func breaks(_ token: Token, base: Double) -> Bool {
        // A viewport length (lenient reading) has no size in points.
        if token.value.usesViewportLength { return false }
        switch token.value {
        case .dimension(let dimension):
            return isOff(dimension.px, base: base)
        case .typography(let typography):
            let size = typography.fontSize.px
            return size > 0 && isOff(typography.lineHeight * size, base: base)
        default:
            return false
        }
    }

    /// What each prohibition says, read once, not once per token (a large system has tens of
    /// thousands of dimensions). Keyed by the prohibition's place in tessera.yml.
    private final class Settings {
        private var byPlace: [Int: Setting] = [:]
        /// The one asked for last: a scan asks about one prohibition for every token in turn.
        private var last: (key: Int, setting: Setting)?

        private func of(_ prohibition: Prohibition) -> Setting {
            guard let key = prohibition.position.map({ Int($0.offset) }) else { return Setting(prohibition) }
            if let last, last.key == key { return last.setting }
            let setting = byPlace[key] ?? Setting(prohibition)
            byPlace[key] = setting
            last = (key, setting)
            return setting
        }

        /// The prohibition's setting and base when it holds `token` to a grid: a base above 0
        /// and the token not among its exceptions.
        func holding(_ token: Token, to prohibition: Prohibition) -> (setting: Setting, base: Double)? {
            let setting = of(prohibition)
            guard let base = setting.base, base > 0, !setting.exceptions.matches(token.path) else { return nil }
            return (setting, base)
        }
    }

    /// What a prohibition says, read once (a class: looked up once per token, copied by one retain).
    private final class Setting {
        let base: Double?
        let exceptions: [TokenPattern]
        let limit: String
        let quoted: String

        init(_ prohibition: Prohibition) {
            base = prohibition.number("base")
            exceptions = prohibition.patterns("exceptions")
            limit = "needs a multiple of \(RuleFormat.trimmed(base ?? 0, 3)) pt"
            quoted = prohibition.quoted
        }
    }

    private func finding(_ token: Token, base: Double, _ setting: Setting, _ prohibition: Prohibition) -> Finding? {
        let limit = setting.limit
        if token.value.usesViewportLength { return nil }
        switch token.value {
        case .dimension(let dimension):
            guard Self.isOff(dimension.px, base: base) else { return nil }
            // Written piece by piece: a large system has tens of thousands of these.
            var fix = "fix: "
            Self.forEachNeighbour(of: dimension.px, base: base) { multiple, isFirst in
                if !isFirst { fix += " or " }
                RuleFormat.appendDimension(dimension.withPx(multiple), to: &fix)
            }
            return Finding(token, limit: limit, fixNote: fix, prohibition, quoted: setting.quoted) { message in
                message += "is "
                RuleFormat.appendDimension(dimension, to: &message)
            }
        case .typography(let typography):
            let size = typography.fontSize.px
            let height = typography.lineHeight * size
            let multiples = Self.neighbours(of: height, base: base)
            guard !multiples.isEmpty, size > 0 else { return nil }
            let fix = multiples.map { "lineHeight \(RuleFormat.trimmed($0 / size, 6)) (\(RuleFormat.trimmed($0, 3)) px)" }.joined(separator: " or ")
            let problem = "sets lines \(RuleFormat.trimmed(height, 3)) px high (lineHeight \(RuleFormat.trimmed(typography.lineHeight, 4)) × fontSize \(RuleFormat.trimmed(size, 3)) px)"
            return Finding(token, problem, limit: limit, fix: fix, prohibition, quoted: setting.quoted)
        default:
            return nil
        }
    }

    /// Empty when `value` is on the grid; else the multiples below and above it, leaving out 0
    /// unless it is the only one (0 passes, but is rarely what a spacing token means).
    static func neighbours(of value: Double, base: Double) -> [Double] {
        guard isOff(value, base: base) else { return [] }
        var multiples: [Double] = []
        forEachNeighbour(of: value, base: base) { multiple, _ in multiples.append(multiple) }
        return multiples
    }

    /// `neighbours` of a value off the grid, without an array.
    static func forEachNeighbour(of value: Double, base: Double, _ body: (Double, _ isFirst: Bool) -> Void) {
        let steps = value / base
        let below = steps.rounded(.down) * base
        let above = steps.rounded(.up) * base
        if below == 0 && above == 0 {
            body(below, true)
            body(above, false)
        } else {
            if below != 0 { body(below, true) }
            if above != 0 { body(above, below == 0) }
        }
    }

    /// Whether `value` is more than 0.001 from a multiple of `base`.
    static func isOff(_ value: Double, base: Double) -> Bool {
        !(abs(value - (value / base).rounded() * base) <= 0.001)
    }
}
