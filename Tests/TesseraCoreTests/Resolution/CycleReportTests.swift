import Foundation
import TesseraCore
import Testing

/// A reference cycle is one error naming a bounded prefix of it (issue 23): a 4,000-token cycle
/// printed 4,000 errors of 4,000 names each (188 MB) before.
@Suite struct CycleReportTests {
    static func ring(_ count: Int) -> String {
        let members = (0..<count).map { #""t\#($0)": {"$value": "{ring.t\#(($0 + 1) % count)}"}"# }
        return #"{"ring": {"$type": "number", "# + members.joined(separator: ",\n") + "}}"
    }

    @Test func aLongCycleIsOneShortError() {
        let (set, diagnostics) = resolve(Self.ring(4_000))
        #expect(diagnostics.count == 1, "\(diagnostics.count) diagnostics")
        let printed = diagnostics.map(\.description).joined(separator: "\n")
        #expect(printed.utf8.count < 10_000, "\(printed.utf8.count) bytes")
        #expect(printed.contains("reference cycle of 4000 tokens: ring.t0 → ring.t1"))
        #expect(printed.contains("(3992 more) → ring.t0"))
        #expect(set.tokens.isEmpty, "the cycle's tokens are dropped")
    }

    @Test func aShortCycleIsNamedWholeStartingAtItsFirstToken() {
        let (_, diagnostics) = resolve(#"{"a": {"$type": "number", "x": {"$value": "{a.z}"}, "y": {"$value": "{a.x}"}, "z": {"$value": "{a.y}"}}}"#)
        #expect(diagnostics.map(\.message) == [
            "reference cycle of 3 tokens: a.x → a.z → a.y → a.x; break the cycle by giving one of these tokens a literal value"
        ])
    }
}
