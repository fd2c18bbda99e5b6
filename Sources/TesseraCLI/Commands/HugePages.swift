#if canImport(Glibc)
import Glibc
#endif

/// The whole 2 MiB pages inside a reserved block (`HeapReservation`), and the advice to back them
/// with transparent huge pages (one page fault per 2 MiB instead of 512) or with small pages again.
/// Only advice: a no-op where the system's huge pages are off, or off Linux.
struct HugePages: Sendable {
    static let size = 2 << 20

    let start: Int
    let count: Int

    /// Nil when the block holds no whole huge page.
    init?(within block: UnsafeMutableRawBufferPointer) {
        guard let base = block.baseAddress else { return nil }
        let address = Int(bitPattern: base)
        start = (address + Self.size - 1) & ~(Self.size - 1)
        count = ((address + block.count) & ~(Self.size - 1)) - start
        guard count > 0 else { return nil }
    }

    /// `huge`: back them with huge pages; else with small ones.
    func advise(huge: Bool) {
        #if canImport(Glibc)
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), count, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE)
        #endif
    }
}
