#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif
import Foundation

/// A file's bytes read straight into an array: through `Data` they were copied once more (a token
/// file is megabytes). Files whose size `fstat` cannot tell, or that grow while read, take the
/// general path.
public enum FileContents {
    /// Nil also for anything but a regular file: opening a pipe or a device does not block (no
    /// writer may ever come), and it is not read.
    public static func read(_ path: String) -> [UInt8]? {
        guard case .bytes(let bytes)? = read(path, mapping: false) else { return nil }
        return bytes
    }

    /// A file's bytes as a `SourceFile` holds them: a large regular file mapped (`MappedFile`)
    /// when `mapping`, any other read into an array.
    enum Contents {
        case bytes([UInt8])
        case mapped(MappedFile)
    }

    static func read(_ path: String, mapping: Bool) -> Contents? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        if mapping, let mapped = MappedFile(descriptor: descriptor, size: Int(status.st_size)) { return .mapped(mapped) }
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size) + 1) { buffer, count in
            var total = 0
            while total < buffer.count {
                let got = systemRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
                if got < 0, errno == EINTR { continue }
                if got <= 0 {
                    complete = got == 0
                    break
                }
                total += got
            }
            if total == buffer.count { complete = false }
            count = total
        }
        if complete { return .bytes(bytes) }
        return FileManager.default.contents(atPath: path).map { .bytes(Array($0)) }
    }

    /// "a pipe", "a device" or "a socket" when `path` (its links followed) is one of those rather
    /// than a regular file or a folder: input a build must refuse rather than wait on.
    public static func specialKind(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFIFO: return "a pipe"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return nil
        }
    }
}
