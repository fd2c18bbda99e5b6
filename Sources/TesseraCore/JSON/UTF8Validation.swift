/// Finds the first byte that is not part of well-formed UTF-8 (RFC 3629: no overlong forms, no
/// surrogates, nothing above U+10FFFF). ASCII runs take the fast path.
public enum UTF8Validation {
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
    }

    public static func firstInvalidOffset(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = buffer.count
        let raw = UnsafeRawBufferPointer(buffer)
        while index < count {
            // Eight ASCII bytes at a time: token files are almost entirely ASCII.
            if index + 8 <= count,
               raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = buffer[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = buffer[index + 1]
            if second < lowerBound || second > upperBound { return index }
            for offset in 2..<max(2, length) where buffer[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
