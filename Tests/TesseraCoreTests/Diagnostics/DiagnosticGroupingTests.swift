@testable import TesseraCore
import Testing

/// The text report prints each run of one problem once: the first in full, then one note with the
/// count and the next places (issue 24). Every diagnostic stays in the log for the JSON reports.
@Suite struct DiagnosticGroupingTests {
    func error(_ message: String, line: Int, code: String = "unresolved-reference", file: String = "a.json") -> Diagnostic {
        Diagnostic(.error, code: code, message: message, location: .init(file: file, line: line, column: 9))
    }

    @Test func twoHundredIdenticalErrorsPrintOneLineAndOneNote() {
        let diagnostics = (1...200).map { error("'{color.bse}' does not match any token", line: $0 + 1) }
        let shown = Diagnostic.grouped(diagnostics)
        #expect(shown.count == 1)
        #expect(Diagnostic.lines(shown) == """
            a.json:2:9: error: '{color.bse}' does not match any token [unresolved-reference]
            note: 199 more errors like this one (unresolved-reference), first at a.json:3:9, a.json:4:9, a.json:5:9

            """)
    }

    @Test func differentNamesOfOneShapeGroupAndSaySo() {
        let diagnostics = (1...5).map { error("'{color.c\($0)}' does not match any token; did you mean '{color.a\($0)}'?", line: $0) }
        let shown = Diagnostic.grouped(diagnostics)
        #expect(shown.count == 1)
        #expect(shown[0].message == diagnostics[0].message)
        #expect(shown[0].notes.map(\.message) == [
            "4 more errors like this one with other names or numbers (unresolved-reference), first at a.json:2:9, a.json:3:9, a.json:4:9; --reporter json lists each",
        ])
    }

    @Test func twoDifferentCausesStayTwoLines() {
        let references = [error("'{a}' does not match any token", line: 1), error("'{b}' does not match any token", line: 2)]
        #expect(Diagnostic.grouped(references) == references, "a group of two saves no line")
        let kinds = (1...3).map { error("'{a}' does not match any token", line: $0) }
            + (4...6).map { error("'{a}' names a group, not a token", line: $0, code: "reference-to-group") }
        #expect(Diagnostic.grouped(kinds).count == 2, "another code or message shape is another cause")
    }

    @Test func groupsKeepTheOrderOfTheirFirstMember() {
        let diagnostics = [
            error("'{x}' does not match any token", line: 1),
            error("unknown $type \"colour\"", line: 2, code: "invalid-type"),
            error("'{y}' does not match any token", line: 3),
            error("unknown $type \"size\"", line: 4, code: "invalid-type"),
            error("'{z}' does not match any token", line: 5),
            error("unknown $type \"space\"", line: 6, code: "invalid-type"),
        ].sorted()
        let shown = Diagnostic.grouped(diagnostics)
        #expect(shown.map(\.location?.line) == [1, 2])
        #expect(shown[1].notes.first?.message.hasSuffix("at a.json:4:9, a.json:6:9; --reporter json lists each") == true)
    }

    @Test func warningsAndNotesGroupTheSameWayButNeverWithErrors() {
        let warnings = (1...4).map {
            Diagnostic(.warning, code: "case-only-name-difference", message: "'A\($0)' differs from 'a\($0)' only in case", location: .init(file: "t.json", line: $0, column: 3))
        }
        let notes = (1...3).map {
            Diagnostic(.note, code: "output-interrupted-build", message: "finished", location: .init(file: "out", line: $0, column: 1))
        }
        let shown = Diagnostic.grouped((warnings + notes).sorted())
        #expect(shown.count == 2)
        #expect(shown.contains { $0.notes.first?.message.hasPrefix("3 more warnings like this one with other names") == true })
        #expect(shown.contains { $0.notes.first?.message == "2 more notes like this one (output-interrupted-build), at out:2:1, out:3:1" })
        let mixed = [error("same", line: 1, code: "duplicate-key"), error("same", line: 2, code: "duplicate-key")]
            + [Diagnostic(.warning, code: "duplicate-key", message: "same", location: .init(file: "a.json", line: 3, column: 9))]
        #expect(Diagnostic.grouped(mixed).count == 3, "an error and a warning of one code are not one problem")
    }

    @Test func unlocatedNotedAndCycleDiagnosticsAreNeverGrouped() {
        let unlocated = (1...3).map { _ in Diagnostic(.error, code: "file-not-found", message: "'x' does not exist") }
        #expect(Diagnostic.grouped(unlocated).count == 3)
        let noted = (1...3).map {
            Diagnostic(.error, code: "invalid-type", message: "unknown $type \"colour\"", location: .init(file: "a.json", line: $0, column: 1), notes: [.init("50 tokens in this group have no type because of it")])
        }
        #expect(Diagnostic.grouped(noted).count == 3)
        let cycles = (1...3).map { error("reference cycle: a\($0) → a\($0)", line: $0, code: "reference-cycle") }
        #expect(Diagnostic.grouped(cycles).count == 3)
    }

    @Test(arguments: [
        ("'{color.bse}' does not match any token", "'' does not match any token"),
        ("a group's default token is '{g.$root}'", "a group's default token is ''"),
        ("can't read \"x.json\": 12 bytes, `--lenient`", "can't read \"\": # bytes, ``"),
        ("contrast 3.2:1 needs 4.5:1", "contrast #:# needs #:#"),
        ("an unclosed 'quote stays", "an unclosed 'quote stays"),
    ])
    func shapes(_ message: String, _ shape: String) {
        #expect(MessageShape.of(message) == shape)
        // A shape is its own shape, so the message and it hash and compare alike.
        #expect(MessageShape.same(message, shape))
        #expect(MessageShape.hash(message) == MessageShape.hash(shape))
        #expect(!MessageShape.same(message, shape + "!"))
    }
}
