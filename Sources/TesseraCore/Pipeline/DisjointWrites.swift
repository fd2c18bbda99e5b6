/// A buffer that parallel chunks access at disjoint indices (each index by one chunk only), which
/// Swift cannot prove safe on its own.
struct DisjointWrites<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }

    /// Initializes an uninitialized slot.
    func initialize(_ index: Int, to value: consuming Element) {
        (buffer.baseAddress! + index).initialize(to: value)
    }
}
