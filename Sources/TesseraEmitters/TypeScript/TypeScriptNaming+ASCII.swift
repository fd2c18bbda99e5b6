extension TypeScriptNaming {
    /// `identifier` of a name in ASCII (`sun-yellow`, most names of a large system), worked out on
    /// its bytes: the same words and joins without a `String` for each word, and without an array
    /// (a name is short: its words' ranges and the result are kept on the stack). Nil for other names.
    static func asciiIdentifier(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: max(utf8.count, 1)) { words -> String in
            var wordCount = 0
            var start: Int?
            var previousLowerOrDigit = false
            for offset in utf8.indices {
                let byte = utf8[offset]
                let isUpper = byte &- UInt8(ascii: "A") < 26
                let isLowerOrDigit = byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
                if !isUpper, !isLowerOrDigit {
                    if let first = start {
                        words[wordCount] = first..<offset
                        wordCount += 1
                    }
                    start = nil
                } else if start == nil {
                    start = offset
                } else if let first = start, isUpper, previousLowerOrDigit {
                    words[wordCount] = first..<offset
                    wordCount += 1
                    start = offset
                }
                previousLowerOrDigit = isLowerOrDigit
            }
            if let first = start {
                words[wordCount] = first..<utf8.count
                wordCount += 1
            }
            guard wordCount > 0 else { return "token" }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count + 1) { bytes -> String in
                var count = 0
                let firstWord = words[0]
                if utf8[firstWord.lowerBound] &- UInt8(ascii: "0") < 10 {
                    bytes[0] = UInt8(ascii: "_")
                    count = 1
                }
                // The first word in lower case when it has no lower-case letter, else only its first letter.
                let lowerAll = !utf8[firstWord].contains { $0 &- UInt8(ascii: "a") < 26 }
                for offset in firstWord {
                    let byte = utf8[offset]
                    let lower = (lowerAll || offset == firstWord.lowerBound) && byte &- UInt8(ascii: "A") < 26
                    bytes[count] = lower ? byte | 0x20 : byte
                    count += 1
                }
                for word in words[1..<wordCount] {
                    for offset in word {
                        let byte = utf8[offset]
                        bytes[count] = offset == word.lowerBound && byte &- UInt8(ascii: "a") < 26 ? byte & ~0x20 : byte
                        count += 1
                    }
                }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
            }
        }
    }
}
