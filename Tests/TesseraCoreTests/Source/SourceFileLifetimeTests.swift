import Testing
@testable import TesseraCore

/// A command keeps every file it read until it exits; a process that reads input round after round
/// (the fuzzing harness) forgets each round's file once its diagnostics are rendered.
@Suite struct SourceFileLifetimeTests {
    @Test func aForgottenFileLeavesTheRegistryAndOthersStay() {
        let kept = SourceFile(path: "kept.json", text: "{}")
        let round = SourceFile(path: "round.json", text: "{\n  \"a\": 1\n}")
        let location = SourcePosition(file: round, offset: 4).location
        #expect(location.line == 2 && location.column == 3)
        #expect(SourceFileRegistry.shared.isRegistered(round.id))
        round.forget()
        #expect(!SourceFileRegistry.shared.isRegistered(round.id))
        #expect(SourceFileRegistry.shared.isRegistered(kept.id))
    }
}
