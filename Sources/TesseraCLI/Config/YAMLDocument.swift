import TesseraCore
import Yams

/// Reads a YAML file into the same positioned `JSONNode` tree as token files, so configuration
/// errors are reported at `file:line:col` with the same machinery (and emitter options are plain
/// JSON objects whatever file they came from).
enum YAMLDocument {
    static func read(_ file: SourceFile, log: inout DiagnosticLog) -> JSONNode? {
        let text = String(decoding: file.bytes, as: UTF8.self)
        do {
            guard let node = try Yams.compose(yaml: text) else { return JSONNode(.null, at: SourcePosition(file: file, offset: 0)) }
            return convert(node, file: file, log: &log)
        } catch let error as YamlError {
            log.error("config-invalid-yaml", "this is not valid YAML: \(describe(error))", at: position(of: error, in: file))
            return nil
        } catch {
            log.error("config-invalid-yaml", "this is not valid YAML: \(error)", at: SourcePosition(file: file, offset: 0))
            return nil
        }
    }

    private static func convert(_ node: Node, file: SourceFile, log: inout DiagnosticLog) -> JSONNode? {
        let position = node.mark.map { SourcePosition(file: file, offset: file.offset(line: $0.line, column: $0.column)) }
        switch node {
        case .scalar(let scalar):
            return JSONNode(scalarValue(scalar), at: position)
        case .sequence(let sequence):
            var elements: [JSONNode] = []
            for element in sequence {
                guard let converted = convert(element, file: file, log: &log) else { return nil }
                elements.append(converted)
            }
            return JSONNode(.array(elements), at: position)
        case .mapping(let mapping):
            var object = JSONObject()
            for (key, value) in mapping {
                let keyPosition = key.mark.map { SourcePosition(file: file, offset: file.offset(line: $0.line, column: $0.column)) }
                guard let name = key.scalar?.string else {
                    log.error("config-invalid-value", "configuration keys must be plain strings", at: keyPosition)
                    return nil
                }
                if object.member(name) != nil {
                    log.error("config-duplicate-key", "'\(name)' is set twice; keep one", at: keyPosition)
                    continue
                }
                guard let converted = convert(value, file: file, log: &log) else { return nil }
                object.members.append(JSONMember(key: name, keyPosition: keyPosition, value: converted))
            }
            return JSONNode(.object(object), at: position)
        case .alias:
            log.error("config-invalid-value", "YAML aliases are not supported in tessera.yml", at: position)
            return nil
        }
    }

    private static func scalarValue(_ scalar: Node.Scalar) -> JSONValue {
        // Quoted scalars are always strings; plain ones follow YAML's core schema.
        if scalar.style != .plain { return .string(scalar.string) }
        let node = Node.scalar(scalar)
        if scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" { return .null }
        if let bool = node.bool { return .bool(bool) }
        if let int = node.int { return .number(Double(int)) }
        if let double = node.float, double.isFinite { return .number(double) }
        return .string(scalar.string)
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
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _):
            return SourcePosition(file: file, offset: file.offset(line: mark.line, column: mark.column))
        default:
            return SourcePosition(file: file, offset: 0)
        }
    }
}
