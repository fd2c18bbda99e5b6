import Testing
import TesseraCore
@testable import TesseraRules

@Suite("Sorting a large check's diagnostics")
struct DiagnosticOrderTests {
    /// Tens of thousands of diagnostics (sorted in two halves on two cores, then merged), with
    /// duplicates, ties and diagnostics without a place, give the order and the unique diagnostics
    /// that a stable sort by `Diagnostic`'s order and a seen-set give.
    @Test func largeSetsSortAsOneStableSortWould() {
        var generator = SystemRandomNumberGenerator()
        let files = ["b.json", "a.json", "tessera.yml"]
        var diagnostics: [Diagnostic] = []
        for index in 0..<20_000 {
            let location = index % 97 == 0 ? nil : Diagnostic.Location(
                file: files[Int.random(in: 0..<3, using: &generator)], line: Int.random(in: 1...300, using: &generator),
                column: Int.random(in: 1...3, using: &generator))
            let diagnostic = Diagnostic(
                index % 2 == 0 ? .warning : .error, code: ["grid", "contrast", "unused-token"][index % 3],
                message: "message \(Int.random(in: 0..<4, using: &generator))", location: location,
                notes: index % 5 == 0 ? [Diagnostic.Note("note \(index % 2)")] : [])
            diagnostics.append(diagnostic)
        }
        var expected: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        let stable = diagnostics.enumerated().sorted { a, b in
            a.element < b.element || (!(b.element < a.element) && a.offset < b.offset)
        }
        for (_, diagnostic) in stable where seen.insert(diagnostic).inserted { expected.append(diagnostic) }
        var input = diagnostics
        DiagnosticOrder.sortUnique(&input)
        #expect(input == expected)
    }

    @Test func sortingInPlaceKeepsTheLeadingOnesAndDropsRepeats() {
        let file = "a.json"
        func at(_ line: Int, _ message: String = "m") -> Diagnostic {
            Diagnostic(.warning, code: "grid", message: message, location: Diagnostic.Location(file: file, line: line, column: 1))
        }
        // Two leading diagnostics (out of order on purpose), then rules' ones with a repeat and a
        // long cycle of moves: 5 -> 0, 4 -> 1, ...
        var diagnostics = [at(9, "lead"), at(1, "lead"), at(5), at(4), at(3), at(4), at(2), at(1), at(0, "none")]
        DiagnosticOrder.sortUnique(&diagnostics, after: 2)
        #expect(diagnostics == [at(9, "lead"), at(1, "lead"), at(0, "none"), at(1), at(2), at(3), at(4), at(5)])
    }

    @Test func leadingDiagnosticsGoFirstAsTheyAre() {
        let file = "b.json"
        let later = Diagnostic(.warning, code: "z", message: "late", location: Diagnostic.Location(file: file, line: 9, column: 1))
        let earlier = Diagnostic(.warning, code: "a", message: "early", location: Diagnostic.Location(file: file, line: 1, column: 1))
        // Out of order and repeated: kept as given, neither sorted nor merged with the rest.
        let leading = [later, earlier, earlier]
        var all = leading + [later, earlier, later]
        DiagnosticOrder.sortUnique(&all, after: leading.count)
        #expect(all == leading + [earlier, later])
    }
}
