extension String {
    /// Whether the first UTF-8 byte is `$`, the mark of DTCG properties. Checked for every key of
    /// every token file, so it reads one byte (`utf8.first` is a generic call that is not inlined).
    @inline(__always)
    var startsWithDollarByte: Bool {
        let utf8 = self.utf8
        return !utf8.isEmpty && utf8[utf8.startIndex] == UInt8(ascii: "$")
    }
}
