import Dispatch
import Foundation

/// Items that the caller goes through in order, while helper threads take items from the other
/// end: the caller does its items itself (so it can write them in place) and collects a helper's
/// result when it reaches that item. When no thread is free to help, the caller simply does every
/// item and nothing waits; a helper that starts late finds nothing left. Unlike `parallelMap`,
/// this spreads work even when called from inside another parallel map (as every emitter is).
final class InOrderWork<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    /// Items below `front` are the caller's, items from `back` on the helpers'; both under `condition`.
    private var front = 0
    private var back: Int
    private var results: [Result?]

    init(count: Int) {
        back = count
        results = Array(repeating: nil, count: count)
    }

    /// Starts `helpers` threads that take items from the back and run `work` on them.
    func startHelpers(_ helpers: Int, _ work: @escaping @Sendable (Int) -> Result) {
        for _ in 0..<helpers {
            DispatchQueue.global().async { [self] in
                while let item = claimFromBack() {
                    let result = work(item)
                    condition.lock()
                    results[item] = result
                    condition.broadcast()
                    condition.unlock()
                }
            }
        }
    }

    /// For the caller, item by item in order: nil when the item is now the caller's to do, else
    /// the helper's result (waiting for it if it is still being worked on).
    func claimOrCollect(_ item: Int) -> Result? {
        condition.lock()
        defer { condition.unlock() }
        if item < back {
            front = item + 1
            return nil
        }
        while results[item] == nil { condition.wait() }
        let result = results[item]
        results[item] = nil
        return result
    }

    private func claimFromBack() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard back > front else { return nil }
        back -= 1
        return back
    }
}
