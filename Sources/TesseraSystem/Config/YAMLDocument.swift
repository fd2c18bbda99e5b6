import TesseraCore
import Yams

/// Reads a YAML file into the same positioned `JSONNode` tree as token files, so configuration
/// errors are reported at `file:line:col` with the same machinery (and emitter options are plain
/// JSON objects whatever file they came from). Token files in YAML (lenient mode) are read the same
/// way, with their own codes and messages (`Role`).
package enum YAMLDocument {
    package static func read(_ file: SourceFile, log: inout DiagnosticLog) -> JSONNode? {
        guard !refusesAliases(file, role: .configuration, log: &log) else { return nil }
        return compose(file, role: .configuration, log: &log)
    }

    /// A token (or resolver) file written in YAML, for `DocumentReader` in lenient mode.
    package static func readTokens(_ file: SourceFile, log: inout DiagnosticLog) -> JSONNode? {
        guard !refusesAliases(file, role: .tokens, log: &log) else { return nil }
        return compose(file, role: .tokens, log: &log)
    }

    /// Checked before Yams sees the text: it expands every alias (nested ones exponentially, see
    /// YAMLAnchorScan), so refusing them afterwards would be too late.
    private static func refusesAliases(_ file: SourceFile, role: Role, log: inout DiagnosticLog) -> Bool {
        guard let mark = YAMLAnchorScan.firstAnchorOrAlias(in: file.bytes) else { return false }
        role.reportAlias(at: SourcePosition(file: file, offset: file.offset(line: mark.line, column: mark.column)), log: &log)
        return true
    }

    private static func compose(_ file: SourceFile, role: Role, log: inout DiagnosticLog) -> JSONNode? {
        let text = file.withBytes { String(decoding: $0, as: UTF8.self) }
        do {
            // The basic resolver leaves tags alone: the default one runs a regular expression per
            // scalar each time Yams hashes a key (its duplicate check), which made a config with
            // 1,000 usage pairs take 70 ms to read. Scalars are typed below instead.
            guard let node = try Yams.compose(yaml: text, .basic) else { return JSONNode(.null, at: SourcePosition(file: file, offset: 0)) }
            return convert(node, file: file, role: role, log: &log)
        } catch let error as YamlError {
            // `*name` in a file without anchors (YAMLAnchorScan looks no further): the same refusal.
            if case .composer(_, "found undefined alias", _, _) = error {
                role.reportAlias(at: position(of: error, in: file), log: &log)
                return nil
            }
            role.reportInvalidYAML(describe(error), at: position(of: error, in: file), log: &log)
            return nil
        } catch {
            role.reportInvalidYAML("\(error)", at: SourcePosition(file: file, offset: 0), log: &log)
            return nil
        }
    }

    private static func convert(_ node: Node, file: SourceFile, role: Role, log: inout DiagnosticLog) -> JSONNode? {
        let position = node.mark.map { SourcePosition(file: file, offset: file.offset(line: $0.line, column: $0.column)) }
        switch node {
        case .scalar(let scalar):
            return JSONNode(scalarValue(scalar), at: position)
        case .sequence(let sequence):
            var elements: [JSONNode] = []
            for element in sequence {
                guard let converted = convert(element, file: file, role: role, log: &log) else { return nil }
                elements.append(converted)
            }
            return JSONNode(.array(elements), at: position)
        case .mapping(let mapping):
            var object = JSONObject()
            for (key, value) in mapping {
                let keyPosition = key.mark.map { SourcePosition(file: file, offset: file.offset(line: $0.line, column: $0.column)) }
                guard let name = key.scalar?.string else {
                    role.reportComplexKey(at: keyPosition, log: &log)
                    return nil
                }
                if let first = object.member(name) {
                    role.reportDuplicate(name, at: keyPosition, first: first.keyPosition, log: &log)
                    continue
                }
                guard let converted = convert(value, file: file, role: role, log: &log) else { return nil }
                object.members.append(JSONMember(key: name, keyPosition: keyPosition, value: converted))
            }
            return JSONNode(.object(object), at: position)
        case .alias:
            role.reportAliasNode(at: position, log: &log)
            return nil
        }
    }

    private static func scalarValue(_ scalar: Node.Scalar) -> JSONValue {
        // Quoted scalars are always strings; plain ones are typed as Yams' own constructors read
        // them (YAML 1.1 booleans in any letter case, its integer and float forms).
        if scalar.style != .plain { return .string(scalar.string) }
        if scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" { return .null }
        if let bool = boolean(scalar.string) { return .bool(bool) }
        // Only a digit, sign or point can start a finite number; Yams' constructors are slow
        // (Foundation string replacement), so plain words such as token paths skip them.
        guard let first = scalar.string.utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
            || first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return .string(scalar.string)
        }
        if let int = plainDecimal(scalar.string) ?? Int.construct(from: scalar) { return .number(Double(int)) }
        if let double = Double.construct(from: scalar), double.isFinite { return .number(double) }
        return .string(scalar.string)
    }

    /// Digits alone, without a leading zero (which YAML 1.1 reads as octal): what most numbers in
    /// a config are (a thousand usage pairs' sizes), read as Yams reads them, without its
    /// constructor's string replacements.
    private static func plainDecimal(_ text: String) -> Int? {
        let utf8 = text.utf8
        guard (1...18).contains(utf8.count), utf8.first != UInt8(ascii: "0") || utf8.count == 1,
              utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text)
    }

    /// yes/no, true/false and on/off in any letter case, as Yams' `Bool` constructor reads them.
    private static func boolean(_ text: String) -> Bool? {
        // Only two to five letters can spell one: a path is not lowercased to find that out.
        guard (2...5).contains(text.utf8.count) else { return nil }
        return switch text.lowercased() {
        case "true", "yes", "on": true
        case "false", "no", "off": false
        default: nil
        }
    }

    private static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _):
            return [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
        default:
            return "\(error)"
        }
    }

    private static func position(of error: YamlError, in file: SourceFile) -> SourcePosition {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return SourcePosition(file: file, offset: file.offset(line: mark.line, column: mark.column))
        default:
            return SourcePosition(file: file, offset: 0)
        }
    }
}
