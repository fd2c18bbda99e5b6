import Foundation
import TesseraCore

/// `--watch`: runs a command once, then again whenever a source file of the watched systems
/// changes, until Ctrl-C. Polls the files' sizes and modification times (every 150 ms), which works
/// the same on every platform and file system; an edit is taken once the files have been still for
/// one poll, so an editor's save in several writes gives one rebuild. A run that fails is reported
/// and the watch goes on. Ctrl-C ends it between runs.
enum WatchLoop {
    static func run(folders: [String], skipping: Set<String>, quiet: Bool, _ once: () -> Void) -> Never {
        StopRequest.install()
        // One process, many runs: each run's memory is freed, and files are read, not mapped.
        BackgroundRelease.keepUntilExit = false
        SourceFile.mapsLargeFiles = false
        once()
        var current = SourceFingerprint(folders: folders, skipping: skipping)
        if !quiet { StandardStreams.err("watching \(folders.joined(separator: ", ")) for changes (Ctrl-C to stop)\n") }
        while true {
            if StopRequest.requested { StopRequest.finish() }
            Thread.sleep(forTimeInterval: 0.15)
            var next = SourceFingerprint(folders: folders, skipping: skipping)
            guard next != current else { continue }
            // Settle: wait until one poll sees no further change.
            while true {
                Thread.sleep(forTimeInterval: 0.15)
                let settled = SourceFingerprint(folders: folders, skipping: skipping)
                if settled == next { break }
                next = settled
            }
            let changed = next.firstChange(since: current) ?? "a source"
            current = next
            if !quiet { StandardStreams.err("\(changed) changed: running again\n") }
            once()
        }
    }
}

/// Set by the signal handler only: the one thing a handler may safely do is store to a
/// `sig_atomic_t`; the loop reads it between runs.
nonisolated(unsafe) private var stopSignalled: sig_atomic_t = 0

/// Ctrl-C (SIGINT) and SIGTERM: the watch ends between runs (within one poll), never in the middle
/// of one, so a build's files are always all written or none.
enum StopRequest {
    static func install() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in stopSignalled = 1 }
            sigaddset(&set, number)
        }
        // A parent may have started the watch with every signal blocked (Foundation's Process on
        // Linux does): then Ctrl-C would stay pending for ever.
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    static var requested: Bool { stopSignalled != 0 }

    /// Ends the process with status 0, output flushed.
    static func finish() -> Never {
        fflush(nil)
        exit(0)
    }
}
