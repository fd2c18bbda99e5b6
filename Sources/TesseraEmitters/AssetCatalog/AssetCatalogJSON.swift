/// `Contents.json` files as Xcode writes them: keys sorted, two-space indentation, `" : "`
/// between a key and its value, every array element and member on its own line. Matching Xcode
/// means a catalog opened and saved in Xcode shows no diff. Unlike Xcode, files end with a newline.
enum AssetCatalogJSON {
    indirect enum Value {
        case string(String)
        case number(Int)
        case bool(Bool)
        case object([String: Value])
        case array([Value])
    }

    /// One colorset entry: its appearance pairs (`("luminosity", "dark")`) and its colour.
    struct Entry {
        var appearances: [(appearance: String, value: String)]
        var color: AssetCatalogColor
    }

    /// The catalog's own `Contents.json`.
    static let root = text(.object(["info": info]))

    /// A group folder whose name becomes part of its assets' names (`color/accent/…`).
    static let namespaceGroup = text(.object([
        "info": info,
        "properties": .object(["provides-namespace": .bool(true)]),
    ]))

    static func colorset(_ entries: [Entry]) -> String {
        let colors = entries.map { entry -> Value in
            var members: [String: Value] = ["color": color(entry.color), "idiom": .string("universal")]
            if !entry.appearances.isEmpty {
                members["appearances"] = .array(entry.appearances.map {
                    .object(["appearance": .string($0.appearance), "value": .string($0.value)])
                })
            }
            return .object(members)
        }
        return text(.object(["colors": .array(colors), "info": info]))
    }

    private static let info = Value.object(["author": .string("xcode"), "version": .number(1)])

    private static func color(_ color: AssetCatalogColor) -> Value {
        .object([
            "color-space": .string(color.space.rawValue),
            "components": .object([
                "alpha": .string(AssetCatalogColor.decimal(color.alpha)),
                "blue": .string(AssetCatalogColor.decimal(color.blue)),
                "green": .string(AssetCatalogColor.decimal(color.green)),
                "red": .string(AssetCatalogColor.decimal(color.red)),
            ]),
        ])
    }

    // MARK: Writing

    static func text(_ value: Value) -> String {
        var text = ""
        write(value, indent: 0, to: &text)
        text += "\n"
        return text
    }

    private static func write(_ value: Value, indent: Int, to text: inout String) {
        switch value {
        case .string(let string): text += quoted(string)
        case .number(let number): text += String(number)
        case .bool(let bool): text += bool ? "true" : "false"
        case .object(let members):
            // Keys compared by their bytes, as Xcode sorts them, independent of locale.
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            writeContainer("{", "}", count: keys.count, indent: indent, to: &text) { index, text in
                text += quoted(keys[index]) + " : "
                write(members[keys[index]]!, indent: indent + 2, to: &text)
            }
        case .array(let elements):
            writeContainer("[", "]", count: elements.count, indent: indent, to: &text) { index, text in
                write(elements[index], indent: indent + 2, to: &text)
            }
        }
    }

    private static func writeContainer(
        _ open: String, _ close: String, count: Int, indent: Int, to text: inout String,
        element: (Int, inout String) -> Void
    ) {
        text += open
        let inner = String(repeating: " ", count: indent + 2)
        for index in 0..<count {
            text += (index == 0 ? "\n" : ",\n") + inner
            element(index, &text)
        }
        text += (count == 0 ? "" : "\n" + String(repeating: " ", count: indent)) + close
    }

    /// Every string written is a fixed keyword or a decimal, but escape anyway so the file is
    /// always valid JSON.
    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20: result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
