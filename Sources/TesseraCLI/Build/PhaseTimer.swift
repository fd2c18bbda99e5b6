import Foundation

/// Phase timings for performance work: set `TESSERA_TIMINGS=1` to print them to standard error.
struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["TESSERA_TIMINGS"] != nil
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    private var laps: [(String, Swift.Duration)] = []

    init() { last = clock.now }

    mutating func lap(_ name: String) {
        guard enabled else { return }
        let now = clock.now
        laps.append((name, now - last))
        last = now
    }

    func report() {
        guard enabled else { return }
        let text = laps.map { "\($0.0) \($0.1.milliseconds) ms" }.joined(separator: ", ")
        FileHandle.standardError.write(Data("timings: \(text)\n".utf8))
    }
}
