import Foundation
import Testing
import TesseraCore
import TesseraSystem
import TesseraTestSupport
@testable import TesseraCLI

/// The five design systems under Systems/, built from the specs in ../shared/seeds: each loads with
/// no error and no warning in every permutation, keeps its pinned token counts (so values cannot be
/// dropped silently), and has every colour its spec writes as a hex (unless the spec forbids it).
@Suite struct BundledSystemsTests {
    struct System: Sendable, CustomTestStringConvertible {
        var folder: String
        var seed: String
        var counts: [TokenType: Int]
        var testDescription: String { folder }
    }

    static let systems: [System] = [
        System(folder: "species-tree-of-life", seed: "000_afbb738e76c90de9.txt", counts: [
            .color: 108, .cubicBezier: 5, .dimension: 46, .duration: 13, .fontFamily: 2, .fontWeight: 4,
            .gradient: 16, .number: 38, .transition: 3, .typography: 16]),
        System(folder: "futurecast", seed: "001_41151d27154713ee.txt", counts: [
            .border: 13, .color: 58, .dimension: 68, .duration: 9, .fontFamily: 2, .fontWeight: 3, .gradient: 3,
            .number: 19, .shadow: 8, .typography: 16]),
        System(folder: "paper-ide", seed: "002_2123ef44f7fb65de.txt", counts: [
            .border: 5, .color: 46, .cubicBezier: 1, .dimension: 35, .duration: 1, .fontFamily: 6, .fontWeight: 1,
            .number: 7, .transition: 2, .typography: 14]),
        System(folder: "opta-scan", seed: "003_696ee446aee71b8d.txt", counts: [
            .color: 74, .dimension: 56, .duration: 12, .fontFamily: 5, .fontWeight: 6, .gradient: 5, .number: 23,
            .shadow: 7, .transition: 4, .typography: 11]),
        System(folder: "deepred", seed: "004_87441f3e4dc27170.txt", counts: [
            .border: 2, .color: 48, .cubicBezier: 1, .dimension: 40, .duration: 3, .fontFamily: 1, .fontWeight: 3,
            .gradient: 2, .number: 3, .shadow: 4, .typography: 13]),
    ]

    static let root = TestPaths.repositoryRoot.appendingPathComponent("Systems")

    static func build(_ system: System) -> (config: SystemConfig?, result: SystemBuilder.Result?, log: DiagnosticLog) {
        var log = DiagnosticLog()
        let config = ConfigLoader.load(directory: root.appendingPathComponent(system.folder).path, log: &log)
        let result = config.flatMap { SystemBuilder.build($0, log: &log) }
        return (config, result, log)
    }

    @Test func systemsFolderHoldsTheFive() {
        let found = SystemDiscovery.systems(in: Self.root.path).map { ($0 as NSString).lastPathComponent }
        #expect(found.sorted() == Self.systems.map(\.folder).sorted())
    }

    @Test(arguments: systems)
    func loadsCleanlyInEveryPermutation(_ system: System) throws {
        let (_, result, log) = Self.build(system)
        #expect(log.isEmpty, "\(log.sorted.map(\.description).joined(separator: "\n"))")
        let sets = try #require(result?.permutations)
        #expect(!sets.isEmpty)
        let counts = Dictionary(grouping: sets[0].tokens, by: \.type).mapValues(\.count)
        #expect(counts == system.counts, "token counts by type changed: \(counts.sorted { $0.key < $1.key })")
        for set in sets.dropFirst() {
            #expect(set.count == sets[0].count, "permutation [\(set.permutation)] has a different set of tokens")
        }
    }

    @Test(.needsShared, arguments: systems)
    func everyHexInTheSpecIsAToken(_ system: System) throws {
        let spec = try String(contentsOf: TestPaths.shared("seeds/\(system.seed)"), encoding: .utf8)
        let (config, result, _) = Self.build(system)
        let sets = try #require(result?.permutations)
        var values = Set<String>()
        for set in sets {
            for token in set.tokens {
                guard case .color(let color) = token.value else { continue }
                if let hex = color.hex { values.insert(hex.lowercased()) }
                values.insert(color.srgbHex)
            }
        }
        let forbidden = Set((config?.prohibitions ?? []).filter { $0.rule == .forbiddenColor }.flatMap { rule in
            (rule.options["colors"]?.array ?? []).compactMap { $0.string.map(Self.normalized) }
        })
        let written = Self.hexColors(in: spec)
        #expect(!written.isEmpty, "the spec names no hex colour at all?")
        let missing = written.subtracting(values).subtracting(forbidden).sorted()
        #expect(missing == [], "colours the spec writes that no token holds")
    }

    /// `#rgb` and `#rrggbb` written in the text, as lowercase `#rrggbb`.
    static func hexColors(in text: String) -> Set<String> {
        guard let regex = try? NSRegularExpression(pattern: "(?<![0-9A-Za-z&])#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{3})(?![0-9A-Za-z])") else { return [] }
        var result = Set<String>()
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            result.insert(normalized(String(text[range])))
        }
        return result
    }

    static func normalized(_ hex: String) -> String {
        let digits = hex.lowercased().dropFirst()
        guard digits.count == 3 else { return "#" + digits }
        return "#" + digits.map { "\($0)\($0)" }.joined()
    }
}
