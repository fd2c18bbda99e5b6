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
    static func apply() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not export.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 128 * 1024)
        #endif
    }
}
