import Foundation
import TesseraCore

/// The systems rule examples are linted against (Documentation/Lint.md lists them).
public enum ExampleSystem: String, Sendable, CaseIterable {
    /// Spring-only motion, an 8 pt grid, 44 pt hit targets, corners up to 4, no black or white,
    /// no shadows or gradients, matte surfaces, no emoji, no bold emphasis, SF Symbols only, at the
    /// Regular weight.
    case standard
    /// Linear-only motion, font sizes from tokens only, an animation modifier with a Reduce Motion
    /// fallback (`exampleAnimation`), materials only through a surface that falls back to matte
    /// under Reduce Transparency (`exampleGlass`), a gradient token (`Color.glow`) kept for text and
    /// icons, and no other prohibition.
    case linear

    /// The `prohibitions:` of its tessera.yml, as YAML would give them (JSON).
    var prohibitions: String {
        switch self {
        case .standard:
            """
            [{"id": "no-black-or-white", "says": "No pure black or white", "rule": "forbidden-color", "colors": ["#000000", "#ffffff"]},
             {"id": "no-shadows", "says": "No shadows", "rule": "forbidden-type", "types": ["shadow"]},
             {"id": "no-gradients", "says": "No gradients", "rule": "forbidden-type", "types": ["gradient"]},
             {"id": "grid", "says": "An 8 pt grid", "rule": "grid", "base": 8, "tokens": "spacing.*"},
             {"id": "hit-target", "says": "Hit targets at least 44 pt", "rule": "min-hit-target", "tokens": "size.hitTarget", "min": 44},
             {"id": "corners", "says": "Corner radius at most 4", "rule": "max-dimension", "tokens": "radius.*", "max": 4},
             {"id": "body-16", "says": "Body text at least 16 pt", "rule": "min-font-size", "tokens": "typography.body", "min": 16},
             {"id": "mono-12", "says": "Monospace at least 12 pt", "rule": "min-font-size", "tokens": "typography.caption", "min": 12},
             {"id": "no-bold", "says": "No bold weights", "rule": "forbidden-font-weight", "tokens": "typography.**", "weights": [700, 800, 900]},
             {"id": "springs", "says": "Springs only", "rule": "spring-only", "tokens": "motion.**"},
             {"id": "no-emoji", "says": "Never use emoji", "rule": "code", "check": "no-emoji"},
             {"id": "no-bold-emphasis", "says": "Never bold for emphasis", "rule": "code", "check": "no-bold-emphasis"},
             {"id": "sf-symbols", "says": "SF Symbols only", "rule": "code", "check": "sf-symbols-only"},
             {"id": "symbol-weight", "says": "Icons at the Regular weight", "rule": "code", "check": "sf-symbols-weight", "weight": "regular"},
             {"id": "matte", "says": "Matte surfaces, no blur", "rule": "code", "check": "matte"}]
            """
        case .linear:
            """
            [{"id": "linear", "says": "No springs", "rule": "linear-only", "tokens": "motion.**"},
             {"id": "no-font-sizes", "says": "Don't hardcode font sizes", "rule": "code", "check": "no-hardcoded-font-size"},
             {"id": "glass-fallback", "says": "Matte when Reduce Transparency is on", "rule": "code", "check": "material-fallback"},
             {"id": "gradient-text", "says": "Gradients for text and icons, not backgrounds", "rule": "code", "check": "no-gradient-backgrounds"}]
            """
        }
    }
}

extension LintSystem {
    /// An example system: a few tokens of each kind, named in code as a `swift` output with
    /// `api` entries would name them (`Color.ink`, `Spacing.md`, `Font.body`, `Animation.press`).
    public static func example(_ kind: ExampleSystem) -> LintSystem {
        func color(_ path: String, _ hex: String) -> ColorToken {
            let value = ColorValue(hex: hex) ?? ColorValue(space: .srgb, components: [0, 0, 0])
            let rgb = value.componentsOrZero
            return ColorToken(
                path: path, hex: value.srgbHexWithAlpha, red: rgb.x, green: rgb.y, blue: rgb.z, alpha: value.alpha,
                lab: ColorMath.convert(rgb, from: .srgb, to: .lab), permutations: [])
        }
        let colors = [
            color("color.ink", "#222222"), color("color.canvas", "#f4f1ea"), color("color.accent", "#9e2a2b"),
        ]
        let dimensions: [DimensionToken] = [
            .init(path: "spacing.sm", points: 8, role: .spacing), .init(path: "spacing.md", points: 16, role: .spacing),
            .init(path: "spacing.lg", points: 24, role: .spacing), .init(path: "radius.sm", points: 2, role: .radius),
            .init(path: "radius.md", points: 4, role: .radius), .init(path: "size.hitTarget", points: 44, role: .size),
        ]
        let typography: [TypographyToken] = [
            .init(path: "typography.body", families: ["EB Garamond", "serif"], size: 16, weight: 400),
            .init(path: "typography.title", families: ["EB Garamond", "serif"], size: 22, weight: 400),
            .init(path: "typography.caption", families: ["SF Mono", "monospace"], size: 12, weight: 400),
        ]
        let motion: [MotionToken] = [
            .init(path: "motion.press", motion: .spring(response: 0.3, dampingFraction: 0.7)),
            .init(path: "motion.fade", motion: .duration(seconds: 0.2)),
        ]
        var members: [String: [SwiftSpellings.Member]] = [:]
        for token in colors { members[token.path] = [.init(spelling: "Color." + token.path.dropFirst(6), kind: "color")] }
        for token in dimensions {
            let parts = token.path.split(separator: ".")
            members[token.path] = [.init(spelling: parts[0].capitalized + "." + parts[1], kind: "cgfloat")]
        }
        for token in typography { members[token.path] = [.init(spelling: "Font." + token.path.dropFirst(11), kind: "font")] }
        for token in motion { members[token.path] = [.init(spelling: "Animation." + token.path.dropFirst(7), kind: "animation")] }
        members["color.glow"] = [.init(spelling: "Color.glow", kind: "linearGradient")]
        var log = DiagnosticLog()
        let file = SourceFile(path: "example.yml", text: kind.prohibitions)
        let prohibitions = (try? JSONReader.read(file)).map { DesignRulesReader.prohibitions($0, log: &log) } ?? []
        precondition(!log.hasErrors, "the \(kind) example system's prohibitions do not read: \(log.all)")
        return LintSystem(
            name: "Example (\(kind.rawValue))", colors: colors, dimensions: dimensions, typography: typography,
            fontFamilies: ["EB Garamond", "serif", "SF Mono", "monospace"], motion: motion, prohibitions: prohibitions,
            spellings: SwiftSpellings(
                members: members, animationModifier: kind == .linear ? "exampleAnimation" : nil,
                surfaceModifiers: kind == .linear ? ["exampleGlass"] : []))
    }
}
