import Foundation
import Testing
import TesseraCore
import TesseraTestSupport
@testable import TesseraLint

/// `LintLookup` reads the system's prohibitions once per run, for the rules to ask at every node;
/// its answers must be those `LintSystem` works out from the prohibitions each time, for every
/// bundled system and the rule examples' systems.
@Suite struct LintLookupPolicyTests {
    static func systems() throws -> [LintSystem] {
        try BundledLint.systems.map(LintSystemLoaderTests.load) + ExampleSystem.allCases.map(LintSystem.example)
    }

    @Test func theProhibitionsAreThoseTheSystemGives() throws {
        for system in try Self.systems() {
            let lookup = LintLookup(system)
            let checks = Set(system.prohibitions(.code).compactMap { $0.options["check"]?.string }).union(["not-a-check"])
            for check in checks.sorted() {
                #expect(lookup.codeCheck(check)?.id == system.codeCheck(check)?.id, "\(system.name): \(check)")
            }
            for type in TokenType.allCases {
                #expect(lookup.forbidding(type)?.id == system.forbidding(type)?.id, "\(system.name): \(type)")
            }
            #expect(lookup.springOnly?.id == system.springOnly?.id, "\(system.name)")
            #expect(lookup.linearOnly?.id == system.linearOnly?.id, "\(system.name)")
            #expect(lookup.forbiddenWeights?.value == system.forbiddenWeights?.value, "\(system.name)")
            #expect(lookup.forbiddenWeights?.prohibition.id == system.forbiddenWeights?.prohibition.id, "\(system.name)")
        }
    }

    @Test func fontLimitsAndFamiliesAreThoseTheSystemGives() throws {
        for system in try Self.systems() {
            let lookup = LintLookup(system)
            for family in [nil] + system.fontFamilies.map(Optional.some) + ["Comic Sans"] {
                let normalized = family.map(FontFamilyName.normalized)
                let expected = system.minimumFontSize(family: family)
                #expect(lookup.minimumFontSizes.minimumValue(normalizedFamily: normalized) == expected?.value, "\(system.name): \(family ?? "nil")")
                #expect(lookup.minimumFontSizes.minimum(normalizedFamily: normalized)?.prohibition.id == expected?.prohibition.id)
                guard let normalized else { continue }
                let paths = lookup.typography(ofFamily: normalized).map { system.typography[$0].path }
                let written = system.typography.filter { token in
                    token.families.contains { FontFamilyName.matches(normalized: normalized, family: FontFamilyName.normalized($0)) }
                }
                #expect(paths == written.map(\.path), "\(system.name): \(normalized)")
            }
        }
    }

    /// The typography of a bundled system's serif family is found by index, in document order.
    @Test func paperFindsItsSerifTokens() throws {
        let paper = try LintSystemLoaderTests.load("paper-ide")
        let indices = LintLookup(paper).typography(ofFamily: FontFamilyName.normalized("EB Garamond"))
        #expect(!indices.isEmpty)
        #expect(indices == indices.sorted())
        #expect(indices.allSatisfy { paper.typography[$0].families.contains("EB Garamond") })
    }
}
