import TesseraCore

/// The text of the 256 fractions k/255 that 8-bit channels become (the components of every hex
/// colour), exactly as `JSONWriter.appendNumber` writes them: formatted once, then copied. Writing
/// a fraction such as 0.16470588235294117 from scratch goes through `Double.description`.
enum ByteFractionText {
    /// The 256 texts back to back, and where each starts (257 offsets).
    private static let table: (bytes: [UInt8], starts: [Int]) = {
        var bytes: [UInt8] = []
        var starts = [0]
        for k in 0...255 {
            JSONWriter.appendNumber(Double(k) / 255, to: &bytes)
            starts.append(bytes.count)
        }
        return (bytes, starts)
    }()

    /// Appends `value` and returns true when it is k/255 for an integer k from 0 to 255.
    static func append(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        let scaled = (value * 255).rounded()
        guard scaled >= 0, scaled <= 255 else { return false }
        let k = Int(scaled)
        guard Double(k) / 255 == value else { return false }
        let table = Self.table
        table.bytes.withUnsafeBufferPointer { text in
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[table.starts[k]..<table.starts[k + 1]]))
        }
        return true
    }
}
