import Dispatch
import Foundation

extension HeapReservation {
    /// The regions, reserved once per process.
    final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var reserved: [HugePages]?

        func once(_ reserve: () -> [HugePages]) {
            lock.withLock { if reserved == nil { reserved = reserve() } }
        }

        var regions: [HugePages] { lock.withLock { reserved ?? [] } }
    }

    /// The worker's region, handed to the main thread, which waits at most 5 ms for it (and only
    /// once, should it run both iterations itself).
    final class Handoff: @unchecked Sendable {
        private let lock = NSLock()
        private let delivered = DispatchSemaphore(value: 0)
        private var waited = false
        private var result: HugePages?

        func deliver(_ region: HugePages?) {
            lock.withLock { result = region }
            delivered.signal()
        }

        func waitOnce() {
            let first = lock.withLock { () -> Bool in
                defer { waited = true }
                return !waited
            }
            if first { _ = delivered.wait(timeout: .now() + .milliseconds(5)) }
        }

        var region: HugePages? { lock.withLock { result } }
    }
}
