import Dispatch

/// Hands large intermediate structures (parsed trees, declared tokens) to a background thread to
/// be freed, so the caller does not wait while a million small objects are released one by one.
public enum BackgroundRelease {
    private static let queue = DispatchQueue(label: "tessera.background-release", qos: .utility)

    public static func release<T: Sendable>(_ value: consuming T) {
        let box = ReleaseBox(value)
        queue.async { box.drop() }
    }
}

private final class ReleaseBox<T: Sendable>: @unchecked Sendable {
    private var value: T?
    init(_ value: T) { self.value = value }
    func drop() { value = nil }
}
