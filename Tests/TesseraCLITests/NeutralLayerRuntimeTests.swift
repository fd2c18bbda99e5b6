import Foundation
import Testing
import TesseraCore
import TesseraEmitters
import TesseraSystem
import TesseraTestSupport
@testable import TesseraCLI

/// The neutral layer (`Tokens.swift`) of every shipped system, compiled and run on Linux: a
/// program reads every token in every permutation's context, and each value it holds equals the
/// resolved token's (colours in their space and in sRGB and Display P3, dimensions in points,
/// durations in seconds, springs, typography, shadows, gradients, …).
@Suite struct NeutralLayerRuntimeTests {
    static let cases: [BundledBuild] = BundledBuild.all + ["resolver-themes", "swift-hostile-names"].map {
        BundledBuild(name: $0, folder: "Tests/Fixtures/systems/\($0)")
    }

    @Test(arguments: cases)
    func valuesEqualTheTokens(_ bundled: BundledBuild) throws {
        let output = bundled.build()
        let config = try #require(output.config)
        let result = try #require(output.result, "\(output.log.sorted.map(\.description))")
        guard let swift = config.outputs.first(where: { $0.id == SwiftEmitter.id }) else {
            Issue.record("\(bundled.folder) has no swift output")
            return
        }
        var log = DiagnosticLog()
        // The permutations the swift output is built from (its `contexts`), as the build chose them.
        let selected = try #require(swift.selection(of: result.permutations, modifiers: result.modifiers, log: &log))
        let input = EmitterInput(
            systemName: result.name, permutations: selected.permutations, modifiers: selected.modifiers, options: swift.options)
        let symbols = SwiftEmitter.symbols(input)
        let neutral = try #require(result.files.first { $0.path.hasSuffix("Tokens.swift") && !$0.path.contains("+") })
        let printed = NeutralLayerProbe.parse(try SwiftCompiler.run(["Tokens.swift": neutral.text], main: NeutralLayerProbe.program(symbols)))
        let remBase = swift.options["remBase"]?.number ?? 16

        var mismatches: [String] = []
        var checked = 0
        for (context, set) in selected.permutations.enumerated() {
            for (index, entry) in symbols.entries.enumerated() {
                guard let token = set[entry.path] else { continue }
                let actual = printed[context]?[index] ?? [:]
                for (field, leaf) in NeutralLayerExpectation(token, remBase: remBase).leaves.sorted(by: { $0.key < $1.key }) {
                    checked += 1
                    guard let value = actual[field], leaf.matches(value) else {
                        mismatches.append("[\(set.permutation)] \(entry.path) (\(entry.accessor))\(field): expected \(leaf), found \(actual[field] ?? "nothing")")
                        continue
                    }
                }
            }
        }
        #expect(checked > 0)
        if !mismatches.isEmpty {
            Issue.record("\(mismatches.count) of \(checked) values differ:\n\(mismatches.prefix(20).joined(separator: "\n"))")
        }
    }
}
