import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `tessera` once with its output discarded and returns its exit status and peak resident
/// memory. `wait4` reports the rusage of that one child, where RUSAGE_CHILDREN would mix in every
/// other test's runs.
///
/// On Linux a child's peak starts at its parent's: exec records the high-water mark of the memory
/// map it replaces, which after posix_spawn's vfork is this test process's. So `testProcess` (this
/// process's own peak, read after the run) comes back too: a child peak above both is its own.
enum PeakMemory {
    static func run(
        _ arguments: [String], timeoutSeconds: Int = 60
    ) throws -> (status: Int32, mebibytes: Double, testProcess: Double, sampled: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let path = CLI.executable.path
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, nil)
        guard spawned == 0 else { throw CLIError("could not start \(path): error \(spawned)") }
        // A run that blows up is stopped rather than left to take the machine.
        let child = pid
        let watchdog = DispatchWorkItem { kill(child, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(timeoutSeconds), execute: watchdog)
        var status: Int32 = 0
        var usage = rusage()
        var sampled = 0.0
        // Until it exits, its own high-water mark is sampled every millisecond (Linux), which the
        // inherited peak (see above) cannot hide; a blow-up takes far longer than that to build.
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid || (reaped == -1 && errno != EINTR) { break }
            sampled = max(sampled, ownHighWaterMark(of: pid))
            usleep(1_000)
        }
        watchdog.cancel()
        #if os(Linux)
        let bytes = Double(usage.ru_maxrss) * 1024  // kibibytes on Linux
        #else
        let bytes = Double(usage.ru_maxrss)  // bytes on Darwin
        #endif
        var own = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &own)
        #else
        getrusage(RUSAGE_SELF, &own)
        #endif
        #if os(Linux)
        let ownBytes = Double(own.ru_maxrss) * 1024
        #else
        let ownBytes = Double(own.ru_maxrss)
        #endif
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : -1, bytes / 1_048_576, ownBytes / 1_048_576, sampled)
    }

    /// VmHWM from /proc/PID/status in MiB (0 where there is no /proc, or once it has exited).
    private static func ownHighWaterMark(of pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kibibytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kibibytes / 1024
    }
}
