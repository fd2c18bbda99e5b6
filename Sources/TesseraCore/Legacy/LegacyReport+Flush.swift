extension LegacyReport {
    /// Emits one warning per (file, kind): count, first place, the 2025.10 way to write it, and up
    /// to three more places as notes. Order: file, then first place, then kind.
    public func flush(into log: inout DiagnosticLog) {
        let ordered = entries.sorted { lhs, rhs in
            let (l, r) = (lhs.file?.path ?? "", rhs.file?.path ?? "")
            if l != r { return l < r }
            let (lo, ro) = (lhs.samples.first?.position?.offset ?? .max, rhs.samples.first?.position?.offset ?? .max)
            if lo != ro { return lo < ro }
            return lhs.kind.rawValue < rhs.kind.rawValue
        }
        for entry in ordered {
            guard let first = entry.samples.first else { continue }
            let notes = entry.samples.dropFirst().map { sample in
                Diagnostic.Note("also \(Self.shown(sample.example, entry.kind)) here", location: sample.position?.location)
            }
            log.warning(entry.kind.code, Self.message(entry, first: first), at: first.position, notes: notes)
        }
    }

    static func shown(_ example: String, _ kind: Kind) -> String {
        kind.examplesAreJSON ? example : ValueText.quoted(example)
    }

    /// `3,412`.
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    static func message(_ entry: Entry, first: Sample) -> String {
        let count = entry.count
        func counted(_ singular: String, _ plural: String) -> String {
            "\(grouped(count)) \(count == 1 ? singular : plural)"
        }
        let example = shown(first.example, entry.kind)
        let suggestion = first.replacement
        switch entry.kind {
        case .unprefixedKeys:
            return counted(#"property is written without "$""#, #"properties are written without "$""#)
                + #" such as \#(example) (first here); read as "$value", "$type" or "$description". Add the "$" prefix to silence this"#
        case .extraKeys:
            return counted("token has a property", "tokens have properties")
                + #" outside DTCG, such as \#(example) (first here); ignored. Move tool data into $extensions to keep it and silence this"#
        case .valueAndChildren:
            return counted("token also has", "tokens also have")
                + #" child tokens, such as \#(example) (first here); its value was read as the group's "$root" token. Move the value into "$root" to silence this"#
        case .typeName:
            let names = entry.distinctExamples.map { name in
                let target = LegacyImport.tokenType(forLegacyName: name)?.type.map { " (\($0.rawValue))" } ?? ""
                return ValueText.quoted(name) + target
            }.joined(separator: ", ")
            return counted("$type uses a name from an older format", "$type values use names from older formats")
                + ": \(names) (first here); read as the 2025.10 types in brackets. Write those instead to silence this"
        case .colorString:
            let shape = ##"{"colorSpace": "srgb", "components": [r, g, b], "hex": "#rrggbb"}"##
            return counted("colour value is a string", "colour values are strings")
                + " such as \(example) (first here); converted to colour objects. Write \(suggestion ?? shape) to silence this"
        case .dimensionString:
            return counted("dimension is a string", "dimensions are strings")
                + #" such as \#(example) (first here); converted to {"value", "unit"} objects. Write \#(suggestion ?? #"{"value": 16, "unit": "px"}"#) to silence this"#
        case .dimensionUnitless:
            return counted("dimension has no unit", "dimensions have no unit")
                + #" such as \#(example) (first here); read as px, as Tokens Studio does. Write \#(suggestion ?? #"{"value": 16, "unit": "px"}"#) to silence this"#
        case .durationString:
            return counted("duration is a string", "durations are strings")
                + #" such as \#(example) (first here); converted to {"value", "unit"} objects. Write \#(suggestion ?? #"{"value": 200, "unit": "ms"}"#) to silence this"#
        case .durationUnitless:
            return counted("duration has no unit", "durations have no unit")
                + #" such as \#(example) (first here); read as milliseconds. Write \#(suggestion ?? #"{"value": 200, "unit": "ms"}"#) to silence this"#
        default:
            return typographicMessage(entry.kind, counted: counted, example: example, suggestion: suggestion)
        }
    }
}
