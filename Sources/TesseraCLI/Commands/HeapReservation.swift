#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation

/// Prepares the allocator for reading and resolving a large token set, which grows the heap by
/// tens of megabytes in a few tens of milliseconds, on the main thread and on a worker.
///
/// - A worker thread's glibc arena is a 64 MiB reservation made writable (`mprotect`) only as far as
///   each allocation needs, often a page at a time: about 5,000 system calls on the 100,000-token
///   benchmark, each taking the process's memory-map lock that the other core's page faults wait
///   on. One large block allocated and freed on each thread makes its arena writable in one call.
/// - Those blocks are advised as transparent huge pages, so reading and resolving take one page
///   fault per 2 MiB rather than per 4 KiB (page faults were a fifth of the build's CPU time).
///   Large blocks (a token file's bytes) come from the reserved block too while it has room: glibc
///   maps a block of its own only when no free chunk can hold it.
///   `endInputPhase()` withdraws the advice before a build's outputs run: their allocations come
///   and go, and in huge pages they kept up to 15 MiB more resident at the peak. A check keeps it.
///
/// On the benchmark this took the build from about 0.25 s to 0.22 s at the same peak memory
/// (`Scripts/benchmark.py`). It is only advice: where huge pages are off, the blocks just save
/// the `mprotect` calls.
enum HeapReservation {
    /// About what each thread's heap grows to while the benchmark's 100,000 tokens are resolved;
    /// more would lift the build's peak memory towards its 120 MiB target.
    static let forBuild = 30 << 20
    /// A check's rules and findings about double that. Memory a process touches for the first time
    /// is slow on this kind of virtual machine (a 4 KiB page fault costs about 2.5 µs with its
    /// zeroing, a 2 MiB one about as much as 90 small ones when warm, more when the host backs it
    /// anew), and with 30 MiB blocks the 100,000-token check took 26,500 small faults; with these,
    /// about 6,000, and 0.31 s instead of 0.35 s at 134 MiB instead of 119 MiB (first quartiles,
    /// the report read through a pipe as `Scripts/check_benchmark.py` reads it). A worker's glibc
    /// heap holds at most 64 MiB, which bounds this.
    static let forCheck = 60 << 20
    private static let state = State()

    /// Once per process, before the first input is read; `size` for each of the two threads.
    /// `throughout`: the blocks stay in huge pages after the input phase too. A check's findings
    /// and report fill them again (tens of thousands of small strings), and in huge pages their
    /// first touch and the process's exit cost less: on the 100,000-token check, CPU 534 -> 518 ms
    /// and exit about 7 ms shorter (first quartiles of 24 runs alternating; traced), at about
    /// 2 MiB more peak memory.
    static func prepare(size: Int, throughout: Bool = false) {
        state.once {
            // Raised for the reservations only, so each block comes from its thread's arena instead
            // of a mapping of its own.
            guard Allocator.setOption(.mmapThreshold, size + (1 << 20)) else { return [] }
            // glibc returns free memory at the top of a heap as soon as it exceeds this threshold,
            // which would undo each reservation as soon as its block is freed.
            _ = Allocator.setOption(.trimThreshold, 2 * size)
            var regions = [reserve(size)]
            regions.append(reserveOnWorker(size))
            _ = Allocator.setOption(.mmapThreshold, MemoryTuning.mmapThreshold)
            // The regions `endInputPhase` advises back: none when the advice stays.
            return throughout ? [] : regions.compactMap { $0 }
        }
    }

    /// After the inputs are resolved: later allocations in the reserved blocks use small pages.
    static func endInputPhase() {
        for region in state.regions { region.advise(huge: false) }
    }

    /// Allocates and frees one block on the calling thread; its huge-page-aligned part, advised.
    private static func reserve(_ size: Int) -> HugePages? {
        guard let block = Allocator.allocate(size) else { return nil }
        defer { free(block) }
        let region = HugePages(within: UnsafeMutableRawBufferPointer(start: block, count: size))
        region?.advise(huge: true)
        return region
    }

    /// The worker that `DispatchQueue.concurrentPerform` brings in (the one the parallel passes
    /// use) reserves its arena; the main thread waits for it briefly.
    private static func reserveOnWorker(_ size: Int) -> HugePages? {
        let mainThread = pthread_self()
        let handoff = Handoff()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            if pthread_equal(pthread_self(), mainThread) != 0 {
                handoff.waitOnce()
            } else {
                handoff.deliver(reserve(size))
            }
        }
        return handoff.region
    }
}
