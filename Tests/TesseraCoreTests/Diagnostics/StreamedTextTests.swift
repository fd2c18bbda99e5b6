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
        numbers.streamTextParts(minimumPerChunk: 100, perCore: 8, { number, bytes in
            // Uneven work, so that later parts often finish before earlier ones.
            if number % 997 == 0 { usleep(200) }
            bytes.appendUTF8("\(number)\n")
        }, deliver: delivered.append)
        #expect(delivered.text == numbers.parallelText { number, text in text += "\(number)\n" })
        #expect(delivered.overlapped == false)
        if count >= 1_000 { #expect(delivered.parts.count > 1) }
    }

    @Test func diagnosticLinesStreamAsTheyPrint() {
        let diagnostics = (0..<5_000).map { line in
            Diagnostic(.warning, code: "grid", message: "size \(line) is off", location: .init(file: "a.json", line: line + 1, column: 3))
        }
        let delivered = Delivered()
        Diagnostic.streamLines(diagnostics, deliver: delivered.append)
        #expect(delivered.text == Diagnostic.lines(diagnostics))
    }

    @Test func aDiagnosticsBytesAreItsText() {
        let diagnostics = [
            Diagnostic(.error, code: "contrast", message: "'Body ✓': text on page has contrast 3.53:1 — ΔE00 6.9",
                       location: .init(file: "tokens/ünïcode.json", line: 12, column: 7),
                       notes: [.init("nearest fix: 👍 #429c2c"), .init("declared here", location: .init(file: "tessera.yml", line: 4, column: 5))]),
            Diagnostic(.note, code: "x", message: ""),
            Diagnostic(.warning, code: "naming-convention", message: String(repeating: "long ", count: 400)),
        ]
        for diagnostic in diagnostics {
            var bytes: [UInt8] = []
            diagnostic.write(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == diagnostic.description)
            #expect(bytes == Array(diagnostic.description.utf8))
        }
    }
}

/// What `deliver` received, and whether two deliveries ever ran at once.
private final class Delivered: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [[UInt8]] = []
    private var inside = 0
    private var sawOverlap = false

    var parts: [[UInt8]] { lock.withLock { received } }
    var text: String { String(decoding: parts.joined(), as: UTF8.self) }
    var overlapped: Bool { lock.withLock { sawOverlap } }

    func append(_ part: [UInt8]) {
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
