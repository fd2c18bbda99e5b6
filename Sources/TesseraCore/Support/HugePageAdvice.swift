#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back the whole 2 MiB pages of a large buffer that is about to be filled
/// with transparent huge pages: one page fault per 2 MiB instead of 512. Only advice, for
/// buffers written in full (a huge page is resident as a whole); a no-op where the system's
/// huge pages are off, or off Linux.
public enum HugePageAdvice {
    static let pageSize = 2 << 20

    public static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if canImport(Glibc)
        guard let base = buffer.baseAddress, buffer.count >= 2 * pageSize else { return }
        let address = Int(bitPattern: base)
        let start = (address + pageSize - 1) & ~(pageSize - 1)
        let end = (address + buffer.count) & ~(pageSize - 1)
        guard end > start else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
        #endif
    }
}
