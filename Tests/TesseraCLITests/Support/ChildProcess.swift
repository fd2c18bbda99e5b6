import Foundation

/// Runs a program to completion with a time limit, collecting both output streams; shared by the
/// CLI harness and the headless-browser runner.
enum ChildProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Stopped by a signal: the time limit ran out, or the program crashed.
        var signalled: Bool
    }

    static func run(
        _ executable: URL, arguments: [String], in directory: URL? = nil, timeoutSeconds: Double
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeoutSeconds, execute: watchdog)
        defer { watchdog.cancel() }
        // Drain standard error on another thread so neither pipe can fill up and block the child.
        let errors = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors.data, as: UTF8.self), signalled: process.terminationReason == .uncaughtSignal)
    }
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
}
