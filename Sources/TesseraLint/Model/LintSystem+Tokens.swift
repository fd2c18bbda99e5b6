import TesseraCore

extension LintSystem {
    /// The lint model of a resolved system: every colour, dimension, typography and motion token
    /// of every permutation (a value that differs between permutations is kept once per value,
    /// with the permutations that have it).
    public init(
        name: String, permutations: [ResolvedTokenSet], prohibitions: [Prohibition], spellings: SwiftSpellings = SwiftSpellings()
    ) {
        var collector = TokenCollector(permutationCount: permutations.count)
        for set in permutations {
            let label = set.permutation.description
            for token in set.tokens { collector.add(token, permutation: label) }
        }
        self.init(
            name: name, colors: collector.colors(), dimensions: collector.dimensions, typography: collector.typography,
            fontFamilies: collector.families, motion: collector.motion, prohibitions: prohibitions, spellings: spellings)
    }

    /// The role a dimension token plays, from the words of its path.
    static func role(ofDimension path: String) -> DimensionRole {
        let lowered = path.lowercased()
        let other = ["font", "letter", "line", "tracking", "blur", "border", "stroke", "shadow", "offset", "parallax", "opacity"]
        if other.contains(where: lowered.contains) { return .other }
        if lowered.contains("radius") || lowered.contains("corner") { return .radius }
        let spacing = ["spacing", "padding", "margin", "gutter", "gap", "space", "grid", "inset"]
        if spacing.contains(where: lowered.contains) { return .spacing }
        let size = ["size", "width", "height", "target", "icon"]
        if size.contains(where: lowered.contains) { return .size }
        return .other
    }

    static func points(_ dimension: Dimension) -> Double {
        dimension.unit == .rem ? dimension.value * 16 : dimension.value
    }
}

/// Gathers tokens over permutations, each distinct value once, in document order.
private struct TokenCollector {
    let permutationCount: Int
    private var colorOrder: [LintSystem.ColorToken] = []
    private var colorIndex: [String: Int] = [:]
    var dimensions: [LintSystem.DimensionToken] = []
    var typography: [LintSystem.TypographyToken] = []
    var families: [String] = []
    var motion: [LintSystem.MotionToken] = []
    private var seen = Set<String>()

    init(permutationCount: Int) { self.permutationCount = permutationCount }

    mutating func add(_ token: Token, permutation: String) {
        let path = token.path.string.hasSuffix(".$root") ? String(token.path.string.dropLast(6)) : token.path.string
        switch token.value {
        case .color(let color):
            addColor(path, color, permutation: permutation)
        case .dimension(let dimension):
            let points = LintSystem.points(dimension)
            if once("d\(path)=\(points)") {
                dimensions.append(.init(path: path, points: points, role: LintSystem.role(ofDimension: path)))
            }
        case .typography(let type):
            let size = LintSystem.points(type.fontSize)
            if once("t\(path)=\(type.fontFamily)\(size)\(type.fontWeight)") {
                typography.append(.init(path: path, families: type.fontFamily, size: size, weight: type.fontWeight))
            }
            addFamilies(type.fontFamily)
        case .fontFamily(let names):
            addFamilies(names)
        case .duration(let duration):
            let motion: LintSystem.Motion = token.spring.map { .spring(response: $0.response, dampingFraction: $0.dampingFraction) }
                ?? .duration(seconds: duration.milliseconds / 1000)
            if once("m\(path)=\(motion)") { self.motion.append(.init(path: path, motion: motion)) }
        case .transition(let transition):
            let motion = LintSystem.Motion.duration(seconds: transition.duration.milliseconds / 1000)
            if once("m\(path)=\(motion)") { self.motion.append(.init(path: path, motion: motion)) }
        default:
            break
        }
    }

    private mutating func once(_ key: String) -> Bool { seen.insert(key).inserted }

    private mutating func addFamilies(_ names: [String]) {
        for name in names where !families.contains(name) { families.append(name) }
    }

    private mutating func addColor(_ path: String, _ color: ColorValue, permutation: String) {
        let hex = color.srgbHexWithAlpha
        let key = path + " " + hex
        if let index = colorIndex[key] {
            colorOrder[index].permutations.append(permutation)
            return
        }
        let rgb = color.gamutMapped(to: .srgb).componentsOrZero
        let lab = ColorMath.convert(rgb, from: .srgb, to: .lab)
        colorIndex[key] = colorOrder.count
        colorOrder.append(.init(
            path: path, hex: hex, red: rgb.x, green: rgb.y, blue: rgb.z, alpha: color.alpha, lab: lab,
            permutations: [permutation]))
    }

    /// A value every permutation has needs no permutation named.
    func colors() -> [LintSystem.ColorToken] {
        colorOrder.map { token in
            var token = token
            if token.permutations.count >= permutationCount { token.permutations = [] }
            return token
        }
    }
}
