import TesseraCore

/// The text of the 256 fractions k/255 that 8-bit channels become (the components of every hex
/// colour), exactly as `JSONWriter.appendNumber` writes them: formatted once, then copied. Writing
/// a fraction such as 0.16470588235294117 from scratch goes through `Double.description`.
final class ByteFractionText: @unchecked Sendable {
    static let shared = ByteFractionText()

    /// Bytes kept for each text (the longest has 20), so that a copy can always move 24.
    static let stride = 24
    /// Text k at `k * stride`. Written once here, then only read; one for the process, never freed.
    private let texts: UnsafeMutablePointer<UInt8>
    private let counts: UnsafeMutablePointer<Int>

    private init() {
        texts = .allocate(capacity: 256 * Self.stride)
        texts.initialize(repeating: 0, count: 256 * Self.stride)
        counts = .allocate(capacity: 256)
        var text: [UInt8] = []
        for k in 0...255 {
            text.removeAll(keepingCapacity: true)
            JSONWriter.appendNumber(Double(k) / 255, to: &text)
            precondition(text.count <= Self.stride)
            (texts + k * Self.stride).update(from: text, count: text.count)
            counts[k] = text.count
        }
    }

    /// The text of `value` when it is k/255 for an integer k from 0 to 255: where it starts (with
    /// `stride` bytes readable from there) and its length.
    @inline(__always)
    func text(of value: Double) -> (start: UnsafePointer<UInt8>, count: Int)? {
        let scaled = value * 255
        guard scaled > -0.5, scaled < 255.5 else { return nil }
        let k = Int(scaled + 0.5)
        guard Double(k) / 255 == value else { return nil }
        return (UnsafePointer(texts + k * Self.stride), counts[k])
    }
}
