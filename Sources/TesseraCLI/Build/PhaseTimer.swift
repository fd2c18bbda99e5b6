import Foundation

/// Phase timings for performance work: set `TESSERA_TIMINGS=1` to print them to standard error.
struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["TESSERA_TIMINGS"] != nil
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    private var laps: [(String, Swift.Duration, Int)] = []

    init() { last = clock.now }

    mutating func lap(_ name: String) {
        guard enabled else { return }
        let now = clock.now
        laps.append((name, now - last, Self.residentMiB()))
        last = now
    }

    /// A part of the current phase measured elsewhere (one rule of the parallel check), listed
    /// as it comes; the current phase's own lap still follows.
    mutating func record(_ name: String, _ duration: Swift.Duration) {
        guard enabled else { return }
        laps.append(("  " + name, duration, Self.residentMiB()))
    }

    /// Resident memory now, from /proc (Linux); 0 where that is not available.
    private static func residentMiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * 4096 / 1_048_576
    }

    func report() {
        guard enabled else { return }
        let text = laps.map { "\($0.0) \($0.1.milliseconds) ms (\($0.2) MiB resident)" }.joined(separator: ", ")
        FileHandle.standardError.write(Data("timings: \(text)\n".utf8))
    }
}
