#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation

extension HeapReservation {
    /// The whole 2 MiB pages inside a reserved block.
    struct Region: Sendable {
        static let hugePageSize = 2 << 20
        #if canImport(Glibc)
        static let hugePages = MADV_HUGEPAGE
        static let smallPages = MADV_NOHUGEPAGE
        #else
        static let hugePages: Int32 = 0
        static let smallPages: Int32 = 0
        #endif

        let start: Int
        let count: Int

        init?(within block: UnsafeMutableRawPointer, size: Int) {
            let address = Int(bitPattern: block)
            start = (address + Self.hugePageSize - 1) & ~(Self.hugePageSize - 1)
            count = ((address + size) & ~(Self.hugePageSize - 1)) - start
            guard count > 0 else { return nil }
        }

        func advise(_ advice: Int32) {
            #if canImport(Glibc)
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), count, advice)
            #endif
        }
    }

    /// The regions, reserved once per process.
    final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var reserved: [Region]?

        func once(_ reserve: () -> [Region]) {
            lock.withLock { if reserved == nil { reserved = reserve() } }
        }

        var regions: [Region] { lock.withLock { reserved ?? [] } }
    }

    /// The worker's region, handed to the main thread, which waits at most 5 ms for it (and only
    /// once, should it run both iterations itself).
    final class Handoff: @unchecked Sendable {
        private let lock = NSLock()
        private let delivered = DispatchSemaphore(value: 0)
        private var waited = false
        private var result: Region?

        func deliver(_ region: Region?) {
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

        var region: Region? { lock.withLock { result } }
    }
}
