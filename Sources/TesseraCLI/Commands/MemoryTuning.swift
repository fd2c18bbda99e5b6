#if canImport(Glibc)
import Glibc
#endif

/// Allocator settings for one process run.
///
/// glibc serves allocations of 128 KiB and more with their own `mmap`, and gives those pages back
/// when they are freed. But after the first such block is freed, it raises that threshold to the
/// block's size (up to 32 MiB), so the next large arrays (a build's token arrays, an output's
/// buffer) come from the heap, whose pages stay resident after they are freed. A fixed threshold
/// keeps every large block returnable: on the 100,000-token benchmark, peak memory fell from
/// about 134 MB to 123 MB, and the time stayed the same (`Scripts/benchmark.py`).
enum MemoryTuning {
    static let mmapThreshold = 128 * 1024

    static func apply() {
        _ = Allocator.setOption(.mmapThreshold, mmapThreshold)
    }
}

/// glibc's allocator functions that the Glibc module does not export (<malloc.h>), or that the
/// optimizer would remove when their result looks unused (`malloc` of a block that is only freed).
enum Allocator {
    enum Option: Int32 {
        case trimThreshold = -1  // M_TRIM_THRESHOLD
        case mmapThreshold = -3  // M_MMAP_THRESHOLD
    }

    /// `mallopt`; false when it refused the value or is not available.
    static func setOption(_ option: Option, _ value: Int) -> Bool {
        guard let mallopt = symbols.mallopt, let value = Int32(exactly: value) else { return false }
        return mallopt(option.rawValue, value) == 1
    }

    /// `malloc` called through its symbol, so the block is really allocated.
    static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        symbols.malloc?(size)
    }

    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private typealias Malloc = @convention(c) (Int) -> UnsafeMutableRawPointer?

    private struct Symbols: Sendable {
        var mallopt: Mallopt?
        var malloc: Malloc?
    }

    private static let symbols: Symbols = {
        #if canImport(Glibc)
        let process = dlopen(nil, RTLD_NOW)
        return Symbols(
            mallopt: dlsym(process, "mallopt").map { unsafeBitCast($0, to: Mallopt.self) },
            malloc: dlsym(process, "malloc").map { unsafeBitCast($0, to: Malloc.self) })
        #else
        return Symbols()
        #endif
    }()
}
