import Dispatch
import Foundation

/// Hands large intermediate structures (parsed trees, declared tokens, findings) over so the
/// caller does not wait while a million small objects are released one by one: a background
/// thread frees them, or, in a process about to exit (`keepUntilExit`), nobody does and the
/// system reclaims the memory at once.
public enum BackgroundRelease {
    private static let queue = DispatchQueue(label: "tessera.background-release", qos: .utility)
    private static let kept = KeptValues()

    /// Set by a command-line run before any work: the background thread's frees took a core from
    /// the work still to do (on two cores, most of a check's merging and printing). A watch, which
    /// runs again and again in one process, clears it, or every run's memory would stay.
    nonisolated(unsafe) public static var keepUntilExit = false

    public static func release<T: Sendable>(_ value: consuming T) {
        if keepUntilExit {
            keep(value)
            return
        }
        releaseOnQueue(value)
    }

    private static func releaseOnQueue<T>(_ value: consuming T) {
        let box = ReleaseBox(value)
        queue.async { box.drop() }
    }
}

extension BackgroundRelease {
    /// Keeps `value` until the process exits, for a command's results, which are no use to anyone
    /// once printed; in a process that goes on (`keepUntilExit` cleared), frees it in the background.
    public static func keep(_ value: Any) {
        if keepUntilExit {
            kept.append(value)
        } else {
            releaseOnQueue(value)
        }
    }
}

private final class KeptValues: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Any] = []

    func append(_ value: Any) { lock.withLock { values.append(value) } }
}

/// Handed from the caller to the queue, touched by one thread at a time.
private final class ReleaseBox<T>: @unchecked Sendable {
    private var value: T?
    init(_ value: T) { self.value = value }
    func drop() { value = nil }
}
