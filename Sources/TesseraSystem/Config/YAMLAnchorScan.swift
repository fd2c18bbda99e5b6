import CYaml

/// Finds the first YAML anchor (`&name`) or alias (`*name`) in a file without composing it.
///
/// tessera.yml refuses them: Yams' composer copies the anchored node for every alias (and hashes
/// mapping keys whole), so seven nested levels of "billion laughs" in 2.7 KB took 7 s and 682 MiB.
/// The refusal must come before composing, and Yams shows no parse events, so this runs libyaml's
/// parser (the one Yams is built on, so it reads the text exactly as Yams would) over the events
/// alone, which costs time linear in the file. A `*` or `&` inside a scalar (`"color.*"`,
/// `tokens/*.json`, `Tom & Jerry`) is part of a scalar event there, never an anchor.
enum YAMLAnchorScan {
    /// The 1-based line and column of the first anchor or alias, or nil when there is none (or the
    /// text is not valid YAML: composing it reports that).
    static func firstAnchorOrAlias(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        // Every anchor starts with `&`: a file without one cannot expand anything. An alias
        // without an anchor is an undefined alias, which the composer stops at (YAMLDocument).
        guard bytes.contains(UInt8(ascii: "&")) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> (line: Int, column: Int)? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let anchor: UnsafeMutablePointer<yaml_char_t>? = switch event.type {
                case YAML_ALIAS_EVENT: event.data.alias.anchor
                case YAML_SCALAR_EVENT: event.data.scalar.anchor
                case YAML_SEQUENCE_START_EVENT: event.data.sequence_start.anchor
                case YAML_MAPPING_START_EVENT: event.data.mapping_start.anchor
                default: nil
                }
                if anchor != nil { return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
            }
            return nil
        }
    }
}
