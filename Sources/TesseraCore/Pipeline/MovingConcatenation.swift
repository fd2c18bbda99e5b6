import Dispatch

extension Array {
    /// Above this many elements the arrays are moved on all cores: moving 100,000 tokens into
    /// fresh pages is memory-bound work that one core does at half the speed of two.
    static var parallelJoinThreshold: Int { 16_384 }

    /// The arrays joined in order, their elements moved rather than copied: no retain and release
    /// per element, which for 100,000 multi-field tokens is a measurable part of a parallel walk.
    /// Each source is left holding `placeholder`s (which should own no references), ready to free.
    public static func joining(moving arrays: inout [[Element]], placeholder: Element) -> [Element] {
        var offsets: [Int] = []
        var total = 0
        for array in arrays {
            offsets.append(total)
            total += array.count
        }
        let parallel = total >= parallelJoinThreshold && arrays.count > 1
        return [Element](unsafeUninitializedCapacity: total) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            arrays.withUnsafeMutableBufferPointer { sources in
                let work = JoinWork(target: target, sources: sources, offsets: offsets, placeholder: placeholder)
                if parallel {
                    DispatchQueue.concurrentPerform(iterations: sources.count) { work.move($0) }
                } else {
                    for index in sources.indices { work.move(index) }
                }
            }
            initialized = total
        }
    }
}

/// One join's pointers; each source index is moved by exactly one iteration, into its own range.
private struct JoinWork<Element>: @unchecked Sendable {
    let target: UnsafeMutablePointer<Element>
    let sources: UnsafeMutableBufferPointer<[Element]>
    let offsets: [Int]
    let placeholder: Element

    func move(_ index: Int) {
        sources[index].withUnsafeMutableBufferPointer { source in
            guard let from = source.baseAddress, source.count > 0 else { return }
            (target + offsets[index]).moveInitialize(from: from, count: source.count)
            source.initialize(repeating: placeholder)
        }
    }
}
