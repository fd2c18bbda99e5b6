/// A page written as text, where every piece of data goes through an escaping method: `text` and
/// attribute values escape `& < > " '`, so a token named `<script>` is only ever shown. `raw` is
/// for markup written by this module itself, never for anything read from tokens or tessera.yml.
struct HTML {
    private(set) var output = ""

    init() { output.reserveCapacity(64 * 1024) }

    static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            // Control characters other than tab and line breaks are not allowed in HTML text.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    mutating func raw(_ markup: String) { output += markup }

    mutating func text(_ text: some StringProtocol) { output += Self.escape(text) }

    /// `<tag a="…">`; attributes whose value is nil are left out, an empty value is written bare.
    mutating func open(_ tag: String, _ attributes: [(String, String?)] = []) {
        output += "<" + tag
        for (name, value) in attributes {
            guard let value else { continue }
            output += value.isEmpty ? " \(name)" : " \(name)=\"\(Self.escape(value))\""
        }
        output += ">"
    }

    mutating func close(_ tag: String) { output += "</\(tag)>" }

    /// `<tag …>text</tag>`.
    mutating func element(_ tag: String, _ attributes: [(String, String?)] = [], text: some StringProtocol) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    mutating func element(_ tag: String, _ attributes: [(String, String?)] = [], _ body: (inout HTML) -> Void) {
        open(tag, attributes)
        body(&self)
        close(tag)
    }

    mutating func newline() { output += "\n" }
}

extension HTML {
    /// The same block per permutation, written once when every permutation gives the same markup;
    /// otherwise each distinct variant is wrapped in an element naming its permutations
    /// (`data-p="0 2"`), and the page script shows the one for the chosen theme.
    mutating func perPermutation(_ count: Int, inline: Bool = false, _ body: (Int, inout HTML) -> Void) {
        var variants: [(markup: String, permutations: [Int])] = []
        for permutation in 0..<max(count, 1) {
            var part = HTML()
            body(permutation, &part)
            if let index = variants.firstIndex(where: { $0.markup == part.output }) {
                variants[index].permutations.append(permutation)
            } else {
                variants.append((part.output, [permutation]))
            }
        }
        if variants.count == 1 {
            output += variants[0].markup
            return
        }
        let tag = inline ? "span" : "div"
        for variant in variants {
            let list = variant.permutations.map(String.init).joined(separator: " ")
            open(tag, [("data-p", list), ("hidden", variant.permutations.contains(0) ? nil : "")])
            output += variant.markup
            close(tag)
        }
    }
}
