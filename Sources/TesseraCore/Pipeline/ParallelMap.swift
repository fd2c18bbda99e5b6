import Dispatch

extension Array where Element: Sendable {
    /// `map` over all cores, results in input order. For independent, coarse work items (whole
    /// files, whole permutations, whole outputs); each item must not touch shared mutable state.
    public func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        self.withUnsafeBufferPointer { elements in
            let input = UnsafeSendableBuffer(elements)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.store(transform(input.buffer[index]), at: index)
            }
        }
        return results.values
    }
}

/// One slot per item; each index is written by exactly one iteration, so no lock is needed. Raw
/// memory rather than an array property, which would be a (runtime-checked) shared mutable access.
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: T, at index: Int) { slots[index] = value }

    var values: [T] {
        slots.map { slot in
            guard let value = slot else { preconditionFailure("parallelMap left a slot empty") }
            return value
        }
    }
}

struct UnsafeSendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
    init(_ buffer: UnsafeBufferPointer<Element>) { self.buffer = buffer }
}
