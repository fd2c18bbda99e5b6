extension ReferenceResolver {
    /// Replaces every reference inside a value by what it names, checking each against the type its
    /// position needs. Returns nil after reporting when any part cannot be resolved.
    mutating func substitute(_ node: JSONNode, shape: ValueShape, log: inout DiagnosticLog) -> JSONNode? {
        switch node.value {
        case .string(let text):
            switch CurlyReference.parse(text) {
            case .notReference:
                return node
            case .malformed(let reason):
                log.error("malformed-reference", reason, at: node.position)
                return nil
            case .reference(let path):
                return substituteCurly(path, shape: shape, at: node.position, log: &log)?.node
            }
        case .object(let object):
            if let reference = object["$ref"] {
                guard object.count == 1 else {
                    log.error("malformed-reference", "an object with $ref must hold nothing else; the pointed-to value replaces it whole", at: node.position)
                    return nil
                }
                switch resolvePointer(reference, log: &log) {
                case .token(let target)?: return resolvedJSON(target)
                case .value(let value)?: return value
                case nil: return nil
                }
            }
            var result = object
            var ok = true
            for index in object.members.indices {
                let member = object.members[index]
                if let value = substitute(member.value, shape: shape.member(member.key), log: &log) {
                    result.members[index].value = value
                } else {
                    ok = false
                }
            }
            return ok ? JSONNode(.object(result), at: node.position) : nil
        case .array(let elements):
            return substituteArray(elements, shape: shape, at: node.position, log: &log)
        default:
            return node
        }
    }

    private mutating func substituteArray(
        _ elements: [JSONNode], shape: ValueShape, at position: SourcePosition?, log: inout DiagnosticLog
    ) -> JSONNode? {
        // Array values live under a key (dashArray) or are the token's whole value (gradient, shadow).
        let elementShape = shape == .plain ? ValueShape.value(.dimension) : shape.element(arrayKey: nil)
        var result: [JSONNode] = []
        result.reserveCapacity(elements.count)
        var ok = true
        for element in elements {
            if let spliceType = elementShape.spliceType, case .string(let text) = element.value,
               case .reference(let path) = CurlyReference.parse(text) {
                // A reference to a whole gradient (or shadow list) inside one is spliced in.
                guard let resolved = substituteCurly(path, shape: .value(spliceType), at: element.position, log: &log) else {
                    ok = false
                    continue
                }
                if let spliced = resolved.node.array {
                    log.warning("reference-spliced", "'{\(path)}' is a whole \(spliceType.rawValue); its \(spliced.count) entries are spliced into this list", at: element.position)
                    result.append(contentsOf: spliced)
                } else {
                    result.append(resolved.node)
                }
                continue
            }
            if let value = substitute(element, shape: elementShape, log: &log) {
                result.append(value)
            } else {
                ok = false
            }
        }
        return ok ? JSONNode(.array(result), at: position) : nil
    }

    /// A curly reference at a position of the given shape.
    private mutating func substituteCurly(
        _ path: TokenPath, shape: ValueShape, at position: SourcePosition?, log: inout DiagnosticLog
    ) -> (node: JSONNode, target: Int)? {
        if shape == .interior {
            log.error("malformed-reference", "curly references cannot stand inside a primitive value (a colour's components, a dimension's number); reference the whole token, or use {\"$ref\": \"#/…\"} for one part", at: position)
            return nil
        }
        guard let target = lookup(path) else {
            reportUnresolved(path, at: position, log: &log)
            return nil
        }
        guard let targetType = tokens[target].finished?.type, let value = resolvedJSON(target) else { return nil }
        let expected: TokenType? = switch shape {
        case .value(let type): type
        case .gradientStop: .gradient
        default: nil
        }
        if let expected, expected != targetType {
            log.error("reference-type-mismatch", "'{\(path)}' is a \(targetType.rawValue) token, but this position needs a \(expected.rawValue)", at: position)
            return nil
        }
        return (value, target)
    }
}
