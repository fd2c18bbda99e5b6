/// Hexadecimal digits as bytes, for every reader and writer that parses or prints hex (JSON `\u`
/// escapes, `#rrggbb` colours, CSS escapes).
package enum ASCIIHex {
    /// The value of a hex digit (either case), or nil.
    @inline(__always)
    package static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The lowercase digit for a nibble (0...15).
    @inline(__always)
    package static func digit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// Both digits of a byte, high first.
    package static func append(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(digit(byte >> 4))
        bytes.append(digit(byte & 0xF))
    }
}
