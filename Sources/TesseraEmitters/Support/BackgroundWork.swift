import Dispatch

/// Jobs started on other threads for the caller to collect later, in order. Unlike `parallelMap`
/// (`concurrentPerform`), which libdispatch runs one job at a time when it is called from inside
/// another parallel map (as every emitter is), these run beside the caller, which can meanwhile
/// do work of its own.
final class BackgroundWork<T: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// One slot per job, each written by its job only, read after `group.wait()`.
    private let slots: UnsafeMutableBufferPointer<T?>

    init<Input: Sendable>(_ inputs: [Input], _ work: @escaping @Sendable (Input) -> T) {
        slots = .allocate(capacity: inputs.count)
        slots.initialize(repeating: nil)
        for (index, input) in inputs.enumerated() {
            DispatchQueue.global().async(group: group) { [self] in slots[index] = work(input) }
        }
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Every job's result in input order, once all have finished.
    func wait() -> [T] {
        group.wait()
        return slots.map { slot in
            guard let value = slot else { preconditionFailure("a background job left no result") }
            return value
        }
    }
}
