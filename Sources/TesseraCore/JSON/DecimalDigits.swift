/// The decimal digits of an integer, minus sign included, written on the stack: the json and ts
/// outputs write millions of them and hand the bytes straight to their own buffers.
public enum DecimalDigits {
    @inlinable
    public static func withDigits<Result>(of value: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var magnitude = value.magnitude
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
            var start = 21
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
