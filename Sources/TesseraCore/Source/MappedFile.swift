#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A large file's bytes mapped read-only instead of copied into an array: the pages come from the
/// file cache, several to a fault, where a copy touched fresh memory a page at a time. Unmapped
/// with the last `SourceFile` holding it.
final class MappedFile: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>

    /// Files smaller than this are copied: a mapping costs more than it saves on a page or two.
    static let minimumSize = 1 << 20

    /// Nil when `descriptor`'s `size` bytes cannot be mapped (the caller reads them instead).
    init?(descriptor: Int32, size: Int) {
        guard size >= Self.minimumSize,
              let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            return nil
        }
        buffer = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: buffer.baseAddress), buffer.count) }
}
