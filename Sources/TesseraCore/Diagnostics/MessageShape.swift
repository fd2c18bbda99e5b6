/// A message with what varies between instances of one problem taken out: quoted parts
/// ('…', "…", `…`) keep only their quotes, and numbers become `#`. Two messages of one code with
/// the same shape say the same thing about different names or amounts (the text report groups
/// them; see `Diagnostic.grouped`). Shapes are read byte by byte as they are hashed and compared,
/// never built: a report of 60,000 diagnostics would otherwise make 60,000 strings.
enum MessageShape {
    /// The shape as text (for tests and reading).
    static func of(_ message: String) -> String {
        var shape: [UInt8] = []
        withScanner(message) { scanner in
            while let byte = scanner.next() { shape.append(byte) }
        }
        return String(decoding: shape, as: UTF8.self)
    }

    /// FNV-1a of the shape: equal shapes hash alike; unequal ones rarely do, and `same` tells.
    static func hash(_ message: String) -> UInt64 {
        withScanner(message) { scanner in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            while let byte = scanner.next() { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
    }

    static func same(_ lhs: String, _ rhs: String) -> Bool {
        withScanner(lhs) { left in
            withScanner(rhs) { right in
                while true {
                    let byte = left.next()
                    guard byte == right.next() else { return false }
                    if byte == nil { return true }
                }
            }
        }
    }

    private static func withScanner<T>(_ message: String, _ body: (inout Scanner) -> T) -> T {
        var message = message
        return message.withUTF8 { bytes in
            var scanner = Scanner(text: bytes)
            return body(&scanner)
        }
    }

    /// The shape's bytes, one at a time.
    private struct Scanner {
        let text: UnsafeBufferPointer<UInt8>
        var index = 0
        /// A quoted part's closing quote, given after its opening one.
        var pending: UInt8?

        mutating func next() -> UInt8? {
            if let byte = pending {
                pending = nil
                return byte
            }
            guard index < text.count else { return nil }
            let byte = text[index]
            // Most bytes are letters, past the digits and quotes but for the backquote.
            if byte > UInt8(ascii: "9"), byte != UInt8(ascii: "`") {
                index += 1
                return byte
            }
            if let end = closingQuote(openedAt: index) {
                pending = text[end]
                index = end + 1
                return byte
            }
            if isDigit(byte) {
                skipNumber()
                return UInt8(ascii: "#")
            }
            index += 1
            return byte
        }

        /// Where the quoted part opened at `start` closes, or nil when `start` opens none. An
        /// apostrophe opens only at the start of a word and closes only at the end of one, so
        /// "group's" and "can't" are plain text.
        private func closingQuote(openedAt start: Int) -> Int? {
            let quote = text[start]
            let isApostrophe = quote == UInt8(ascii: "'")
            guard isApostrophe || quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "`") else { return nil }
            if isApostrophe, start > 0, isWordByte(text[start - 1]) { return nil }
            var index = start + 1
            while index < text.count {
                if text[index] == quote, !isApostrophe || index + 1 == text.count || !isWordByte(text[index + 1]) {
                    return index
                }
                index += 1
            }
            return nil
        }

        /// Past digits and the decimal points between them (`4.5`; `1,000` stays two numbers).
        private mutating func skipNumber() {
            while index < text.count {
                if isDigit(text[index]) {
                    index += 1
                } else if text[index] == UInt8(ascii: "."), index + 1 < text.count, isDigit(text[index + 1]) {
                    index += 2
                } else {
                    return
                }
            }
        }

        private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        /// Letters, digits and any non-ASCII byte (part of a letter in another script).
        private func isWordByte(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
        }
    }
}
