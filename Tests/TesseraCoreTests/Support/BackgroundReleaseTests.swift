import Foundation
import Testing
@testable import TesseraCore

/// A watch runs many builds in one process: a command's results handed to `keep` must be freed
/// there, or every run's memory would stay until Ctrl-C.
@Suite("Handing results over for release")
struct BackgroundReleaseTests {
    private final class Payload: Sendable {}

    /// Tests run as a process that goes on, as a watch does (`keepUntilExit` is false).
    @Test func keptResultsAreFreedWhenTheProcessGoesOn() async throws {
        #expect(!BackgroundRelease.keepUntilExit)
        weak var watched: Payload?
        do {
            let payload = Payload()
            watched = payload
            BackgroundRelease.keep(payload)
        }
        let deadline = Date().addingTimeInterval(10)
        while watched != nil, Date() < deadline { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(watched == nil)
    }

    @Test func largeFilesAreMappedOnlyWhenAsked() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-mapped-\(UUID()).json").path
        let text = "{\"a\": " + String(repeating: " ", count: MappedFile.minimumSize) + "1}"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let mapped = try #require(FileContents.read(path, mapping: true))
        let read = try #require(FileContents.read(path, mapping: false))
        guard case .mapped(let mapping) = mapped, case .bytes(let bytes) = read else {
            Issue.record("a large file is mapped only when mapping is asked for")
            return
        }
        #expect(Array(mapping.buffer) == bytes)
        #expect(bytes.count == text.utf8.count)
    }
}
