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
        // A prohibition's base and exceptions are read once, not once per token (a large system
        // has tens of thousands of dimensions).
        var settings: [Int: Setting] = [:]
        ProhibitionScan.run(
            .grid, input, into: &findings, measures: "dimension or typography token", reads: [.dimension, .typography],
            applies: { token, _ in Self.applies(token) }
        ) { prohibition, token, _ in
            let key = Int(prohibition.position?.offset ?? 0)
            let setting = settings[key] ?? Setting(prohibition)
            if prohibition.position != nil { settings[key] = setting }
            guard let base = setting.base, base > 0, !setting.exceptions.matches(token.path) else { return nil }
            return finding(token, base: base, setting, prohibition)
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
        switch token.value {
        case .dimension(let dimension):
            let multiples = Self.neighbours(of: dimension.px, base: base)
            guard !multiples.isEmpty else { return nil }
            // Appended piece by piece: a large system has tens of thousands of these.
            var fix = ""
            for (index, multiple) in multiples.enumerated() {
                if index > 0 { fix += " or " }
                RuleFormat.appendDimension(dimension.withPx(multiple), to: &fix)
            }
            var problem = "is "
            RuleFormat.appendDimension(dimension, to: &problem)
            return Finding(token, problem, limit: limit, fix: fix, prohibition, quoted: setting.quoted)
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
        let steps = value / base
        if abs(value - steps.rounded() * base) <= 0.001 { return [] }
        let pair = [steps.rounded(.down) * base, steps.rounded(.up) * base]
        let nonzero = pair.filter { $0 != 0 }
        return nonzero.isEmpty ? pair : nonzero
    }
}
