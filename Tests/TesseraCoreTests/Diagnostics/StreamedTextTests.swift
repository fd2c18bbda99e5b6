import Foundation
@testable import TesseraCore
import Testing

/// A report streamed part by part (`streamTextParts`) is the report rendered at once, delivered in
/// order and by one thread at a time, however the parts finish.
@Suite struct StreamedTextTests {
    @Test(arguments: [0, 1, 999, 1_000, 20_001, 60_000])
    func partsArriveInOrderAndJoinToTheWholeText(_ count: Int) {
        let numbers = Array(0..<count)
        let delivered = Delivered()
        numbers.streamTextParts(minimumPerChunk: 100, perCore: 8, { number, text in
            // Uneven work, so that later parts often finish before earlier ones.
            if number % 997 == 0 { usleep(200) }
            text += "\(number)\n"
        }, deliver: delivered.append)
        #expect(delivered.parts.joined() == numbers.parallelText { number, text in text += "\(number)\n" })
        #expect(delivered.overlapped == false)
        if count >= 1_000 { #expect(delivered.parts.count > 1) }
    }

    @Test func diagnosticLinesStreamAsTheyPrint() {
        let diagnostics = (0..<5_000).map { line in
            Diagnostic(.warning, code: "grid", message: "size \(line) is off", location: .init(file: "a.json", line: line + 1, column: 3))
        }
        let delivered = Delivered()
        Diagnostic.streamLines(diagnostics, deliver: delivered.append)
        #expect(delivered.parts.joined() == Diagnostic.lines(diagnostics))
    }
}

/// What `deliver` received, and whether two deliveries ever ran at once.
private final class Delivered: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [String] = []
    private var inside = 0
    private var sawOverlap = false

    var parts: [String] { lock.withLock { received } }
    var overlapped: Bool { lock.withLock { sawOverlap } }

    func append(_ part: String) {
        lock.withLock {
            inside += 1
            if inside > 1 { sawOverlap = true }
        }
        usleep(100)
        lock.withLock {
            received.append(part)
            inside -= 1
        }
    }
}
