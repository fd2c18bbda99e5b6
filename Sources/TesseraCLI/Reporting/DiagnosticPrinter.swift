import Foundation
import TesseraCore

/// Prints diagnostics sorted, in the chosen reporter's format: text with each run of one problem
/// printed once, with a count and where the others are (`Diagnostic.grouped`); JSON with every one.
enum Reporter: String, CaseIterable, Sendable {
    case text
    case json

    func render(_ diagnostics: [Diagnostic]) -> String {
        switch self {
        case .text:
            return Diagnostic.lines(Diagnostic.grouped(diagnostics))
        case .json:
            let nodes = diagnostics.map(\.jsonNode)
            return String(decoding: JSONWriter.serialize(JSONNode(.array(nodes)), style: .pretty), as: UTF8.self)
        }
    }
}

enum StandardStreams {
    static func out(_ text: String) { write(text, to: STDOUT_FILENO) }

    static func err(_ text: String) { write(text, to: STDERR_FILENO) }

    /// Before writing `bytes` to standard output: a pipe there holds 64 KiB, so a 13 MB report
    /// went through it in two hundred turns of writer and reader (20-30 ms of a check, measured
    /// with the benchmark reading the pipe). It is widened as far as the system lets an
    /// unprivileged process (1 MiB by default); a file or terminal is left alone.
    static func prepareOutput(bytes: Int) {
        #if os(Linux)
        var status = stat()
        guard bytes > 1 << 20, fstat(STDOUT_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return }
        let limit = (try? String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? (1 << 20)
        let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ (F_LINUX_SPECIFIC_BASE + 7), which Glibc's module leaves out
        _ = fcntl(STDOUT_FILENO, setPipeSize, Int32(clamping: min(limit, 1 << 22)))
        #endif
    }

    /// The text's bytes as they are, with no copy: `Data(text.utf8)` went byte by byte, 50 ms
    /// for a 15 MB report. A short write continues; an interrupted one is retried; a closed
    /// pipe ends the writing (there is no one left to tell).
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Bytes to standard output as they are (a streamed report's parts).
    static func out(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0, to: STDOUT_FILENO) }
    }

    private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
