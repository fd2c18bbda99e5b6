/// Up to 48 ASCII bytes built on the stack and appended to a string at once: a location's
/// `:line:column: ` took five appends and two integer-to-string conversions per line printed.
public struct SmallText {
    private var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    private var count = 0
    static let capacity = 48

    public init() {}

    public mutating func append(_ character: Unicode.Scalar) {
        guard count < Self.capacity, character.isASCII else { return }
        withUnsafeMutableBytes(of: &bytes) { $0[count] = UInt8(character.value) }
        count += 1
    }

    /// The decimal digits of `number` (with a minus sign when negative).
    public mutating func append(_ number: Int) {
        if number < 0 { append("-") }
        var magnitude = number.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var length = 0
        withUnsafeMutableBytes(of: &digits) { digits in
            repeat {
                digits[length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                length += 1
            } while magnitude > 0
            for index in stride(from: length - 1, through: 0, by: -1) where count < Self.capacity {
                withUnsafeMutableBytes(of: &bytes) { $0[count] = digits[index] }
                count += 1
            }
        }
    }

    func write(to bytes: inout [UInt8]) {
        var copy = self.bytes
        let count = count
        withUnsafeBytes(of: &copy) { raw in bytes.append(contentsOf: raw[..<count]) }
    }

    public func write(to text: inout String) {
        var copy = bytes
        let count = count
        withUnsafeBytes(of: &copy) { raw in
            text += String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<count]), as: UTF8.self)
        }
    }
}
