/// Token and group naming rules (format §5.2): any string that does not start with `$` (except the
/// reserved `$root`) and does not contain `{`, `}` or `.`.
enum TokenName {
    static let root = "$root"

    /// Why `name` is not a valid token or group name, or nil when it is.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "a name may not be empty" }
        if name.startsWithDollarByte && name != root {
            return "names may not start with '$' (only the reserved '$root' may)"
        }
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "."): return "names may not contain '.', which separates path segments in references"
            case UInt8(ascii: "{"), UInt8(ascii: "}"): return "names may not contain '{' or '}', which delimit references"
            default: continue
            }
        }
        return nil
    }

    /// True when the name has characters whose case could differ (ASCII upper case or non-ASCII).
    static func hasCase(_ name: String) -> Bool {
        name.utf8.contains { ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || $0 >= 0x80 }
    }
}
