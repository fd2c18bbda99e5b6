/// The tags and attribute names of an HTML page, read the way a browser tokenizes them (quotes
/// respected, the text of `<script>` and `<style>` skipped), so a test can prove that nothing read
/// from tokens became markup.
struct MarkupScanner {
    var tags: [String] = []
    var attributes: [String] = []

    init(_ html: String) {
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, Self.isLetter(bytes[index + 1]) else {
                index += 1
                continue
            }
            index += 1
            let name = Self.word(bytes, &index).lowercased()
            tags.append(name)
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if Self.isLetter(bytes[index]) {
                    attributes.append(Self.word(bytes, &index).lowercased())
                } else if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    index += 1
                    while index < bytes.count, bytes[index] != quote { index += 1 }
                    index += 1
                } else {
                    index += 1
                }
            }
            // Raw text: nothing inside is markup until the matching end tag.
            if name == "script" || name == "style" {
                let closer = Array("</\(name)".utf8)
                while index < bytes.count, !(bytes[index...].starts(with: closer)) { index += 1 }
            }
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90)
    }

    private static func word(_ bytes: [UInt8], _ index: inout Int) -> String {
        let start = index
        while index < bytes.count, isLetter(bytes[index]) || (bytes[index] >= 48 && bytes[index] <= 57) || bytes[index] == 45 {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
