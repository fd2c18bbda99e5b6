@testable import TesseraEmitters
import TesseraCore
import Testing

/// The two walks of the `ts` output write the same module: a token list that the runs can write
/// (`TypeScriptModule+Runs`, cut into runs on several threads) is also written through the tree
/// (`+Tree`) and compared byte for byte.
@Suite("TypeScript layouts")
struct TypeScriptLayoutTests {
    /// Tokens in tree order, at depths 0 to 3, more than one run's worth, of every value type.
    static let tokens: [Token] = (0..<20_000).map { index in
        let section = "g\(index / 2_000).s\(index / 200 % 10)"
        let path = index % 200 < 100 ? "\(section).d\(index % 200 / 50).t\(index)" : "\(section).t\(index)"
        return T.token(
            path, TypeScriptLayoutTests.value(index), description: index % 97 == 0 ? "Token \(index)\nsecond line */" : nil,
            deprecated: index % 89 == 0 ? .deprecated(reason: "use t\(index + 1)") : nil)
    } + [T.token("zeta", .number(0.1)), T.token("omega", .string("<\"quoted\">"))]

    static func value(_ index: Int) -> TokenValue {
        let color = ColorValue(space: .srgb, components: [Double(index % 256) / 255, 0.5, 0.2], alpha: index % 3 == 0 ? 0.5 : 1)
        let size = T.rem(Double(index % 64) / 8)
        switch index % 12 {
        case 0: return .color(color)
        case 1: return T.color(.oklch, [0.6, 0.1, Double(index % 360)])
        case 2: return .dimension(size)
        case 3: return .duration(Duration(Double(index % 500), .ms))
        case 4: return .number(Double(index % 100) / 10)
        case 5: return .string("text \(index)")
        case 6: return .fontFamily(["Inter", "sans-serif"])
        case 7: return .typography(Typography(fontFamily: ["Inter"], fontSize: size, fontWeight: 400, letterSpacing: T.px(0), lineHeight: 1.25))
        case 8: return .shadow([Shadow(color: color, offsetX: T.px(0), offsetY: T.px(1), blur: T.px(2), spread: T.px(0))])
        case 9: return .border(Border(color: color, width: T.px(1), style: .dashes(dashArray: [T.px(2)], lineCap: .round)))
        case 10: return .gradient([GradientStop(color: color, position: 0), GradientStop(color: color, position: 1)])
        default: return .cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))
        }
    }

    /// A dark permutation lacking some tokens and giving others another type.
    static let dark: [Token] = TypeScriptLayoutTests.tokens.enumerated().compactMap { index, token in
        if index % 7 == 0 { return nil }
        guard index % 11 == 0 else { return token }
        return T.token(token.path.string, .number(Double(index)))
    }

    @Test("the runs write what the tree writes", arguments: [false, true])
    func runsAndTree(themed: Bool) {
        let sets = themed ? [T.set(Self.tokens, [("mode", "light")]), T.set(Self.dark, [("mode", "dark")])] : [T.set(Self.tokens)]
        var log = DiagnosticLog()
        let module = TypeScriptModule(
            systemName: "Layouts", permutations: sets, cssProperties: nil, materials: TypeScriptMaterials(WebMaterials(sets), log: &log),
            log: &log)
        guard case .runs = module.layout else {
            Issue.record("these tokens should be written in runs")
            return
        }
        let tree = TypeScriptTree(union: module.union, permutations: sets, log: &log)
        #expect(log.isEmpty)
        let runs = Self.text(module.pieces())
        #expect(runs == Self.text(module.pieces(tree: tree)))
        #expect(runs.contains("export const \(themed ? "light" : "tokens") = {\n  g0: {\n    s0: {\n      d0: {\n        /**\n"))
        #expect(runs.contains("\n        t1: { colorSpace: \"oklch\", "))
    }

    @Test("names to rewrite, and paths out of tree order, take the tree", arguments: [
        ["a.sun-yellow", "a.b"], ["a.x", "b.y", "a.z"], ["a.b", "a.b.c"], ["a..b"], ["A.b"],
    ])
    func tree(paths: [String]) {
        let sets = [T.set(paths.map { T.token($0, .number(1)) })]
        #expect(TypeScriptModule.runs(TokenUnion(sets, needsPathIndex: false), sets) == nil)
    }

    private static func text(_ pieces: [TypeScriptBytes]) -> String {
        String(decoding: pieces.flatMap { $0.withUnsafeBytes { Array($0) } }, as: UTF8.self)
    }
}
