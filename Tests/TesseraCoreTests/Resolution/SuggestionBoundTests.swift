import Foundation
import Testing
@testable import TesseraCore

/// Issue 23: "did you mean" compared every unresolved reference with every token path, and found
/// groups by scanning members key by key: 8,000 unresolved references took 22 s.
@Suite("Unresolved references: bounded suggestions")
struct SuggestionBoundTests {
    /// 8,000 tokens and 8,000 references that each miss one of them by two edits, all in one group
    /// (every path the same length, so no length test rules any out).
    @Test func manyUnresolvedReferencesResolveQuickly() {
        let count = 8_000
        let tokens = (0..<count).map { index -> String in
            let name = String(format: "%05d", index)
            return #""p\#(name)":{"$value":1},"r\#(name)":{"$value":"{space.q\#(name)x}"}"#
        }
        let json = #"{"space":{"$type":"number","# + tokens.joined(separator: ",") + "}}"
        let (seconds, diagnostics) = timed { resolve(json).diagnostics }
        #expect(diagnostics.count == count)
        #expect(diagnostics.allSatisfy { $0.code == "unresolved-reference" })
        // 22-27 s before the bound; generous for a loaded CI machine in a debug build.
        #expect(seconds < 8, "\(seconds) s")
        // The first reported still gets its suggestion; once the work budget is spent, the rest
        // are reported without one.
        #expect(diagnostics.first?.message.contains("did you mean '{space.p00000}'") == true)
    }

    @Test func theClosestThenFirstDeclaredIsSuggested() {
        let suggestions = ReferenceSuggestions()
        let paths = ["color.bleu", "color.blue", "color.red", "color.blues"]
        #expect(suggestions.closest(to: "color.blu", count: paths.count) { paths[$0] } == "color.bleu")
        #expect(suggestions.closest(to: "color.bluex", count: paths.count) { paths[$0] } == "color.blue")
        #expect(suggestions.closest(to: "size.large", count: paths.count) { paths[$0] } == nil)
    }

    @Test func aSpentBudgetGivesNoSuggestion() {
        let suggestions = ReferenceSuggestions(budget: 10)
        let paths = (0..<100).map { "color.c\($0)" }
        #expect(suggestions.closest(to: "color.c5x", count: paths.count) { paths[$0] } == nil)
    }
}

@Suite("Unresolved references: banded edit distance")
struct BandedDistanceTests {
    /// The banded distance agrees with the full one wherever either is within the limit.
    @Test func agreesWithTheFullDistance() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 97...100, using: &generator) }
            let b = (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 97...100, using: &generator) }
            let limit = Int.random(in: 1...5, using: &generator)
            var cells = 0
            let full = min(EditDistance.between(a, b, limit: limit), limit + 1)
            let banded = ReferenceSuggestions.distance(a, b, limit: limit, cells: &cells)
            #expect(banded == full, "\(a) \(b) limit \(limit)")
        }
    }
}
