import Testing
import TesseraCore
@testable import TesseraRules

/// `FindingMerge.grouped`: one entry per distinct finding, with the permutations it was found in,
/// or nil when it holds in all of them (found for all at once, or in every one).
@Suite struct FindingGroupingTests {
    private let file = SourceFile(path: "tokens.json", text: String(repeating: "x", count: 100))

    private func finding(_ message: String, at offset: Int?) -> Finding {
        Finding(message, at: offset.map { SourcePosition(file: file, offset: $0) }, tokens: [])
    }

    private func grouped(_ items: [(Finding, Int?)]) -> [(String, [Int]?)] {
        var findings = Findings(ruleID: "example")
        for (finding, permutation) in items { findings.add(finding, permutation: permutation) }
        return FindingMerge.grouped(findings).map { (findings.items[$0.item].finding.message, $0.found) }
    }

    @Test func aFindingInSomePermutationsListsThem() {
        let result = grouped([(finding("a", at: 1), 0), (finding("b", at: 2), 1), (finding("a", at: 1), 1), (finding("a", at: 1), 1)])
        #expect(result.map(\.0) == ["a", "b"])
        #expect(result.map(\.1) == [[0, 1], [1]])
    }

    @Test func aFindingAlsoFoundForAllAtOnceHoldsEverywhere() {
        let result = grouped([
            (finding("a", at: 1), 0), (finding("everywhere", at: 5), nil), (finding("b", at: 2), 1),
            (finding("b", at: 2), nil), (finding("unplaced", at: nil), 1), (finding("unplaced", at: nil), nil),
            (finding("same place, other message", at: 1), nil),
        ])
        #expect(result.map(\.0) == ["a", "b", "unplaced", "everywhere", "same place, other message"])
        #expect(result.map(\.1) == [[0], nil, nil, nil, nil])
    }

    @Test func findingsForAllAtOnceAloneNeedNoIndex() {
        let result = grouped([(finding("x", at: 3), nil), (finding("y", at: nil), nil)])
        #expect(result.map(\.0) == ["x", "y"])
        #expect(result.map(\.1) == [nil, nil])
    }
}
