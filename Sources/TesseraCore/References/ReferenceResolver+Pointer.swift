extension ReferenceResolver {
    enum PointerTarget {
        /// The pointer ends at a token object: an alias of that whole token.
        case token(Int)
        /// The pointer reads a value inside a token's resolved `$value`.
        case value(JSONNode)
    }

    /// Resolves a `$ref` member's pointer against the merged tree, reading inside tokens' resolved
    /// values. Pointers to groups, metadata, missing members or out-of-range indexes are errors.
    mutating func resolvePointer(_ reference: JSONNode, log: inout DiagnosticLog) -> PointerTarget? {
        let position = reference.position
        guard let text = reference.string else {
            log.error("malformed-reference", "$ref must be a string such as \"#/group/token\", found \(reference.kindName)", at: position)
            return nil
        }
        let pointer: JSONPointer
        do {
            pointer = try JSONPointer(text)
        } catch {
            log.error("malformed-reference", error.reason, at: position)
            return nil
        }
        var group = tree
        var path = ""
        var segments = pointer.segments[...]
        while let segment = segments.popFirst() {
            if segment.hasPrefix("$") && segment != TokenName.root {
                log.error("invalid-reference-target", "pointer \"\(text)\" reaches '\(segment)', which is group metadata, not a token or a value", at: position)
                return nil
            }
            guard let child = group[segment] else {
                let place = path.isEmpty ? "the document root" : "group '\(path)'"
                log.error("unresolved-reference", "pointer \"\(text)\": \(place) has no member '\(segment)'", at: position)
                return nil
            }
            path = path.isEmpty ? segment : path + "." + segment
            guard let object = child.object else {
                log.error("invalid-reference-target", "pointer \"\(text)\" reaches '\(path)', which is \(child.kindName), not a token or group", at: position)
                return nil
            }
            if object.isToken(mode: mode) {
                return readInsideToken(path, rest: segments, text: text, at: position, log: &log)
            }
            group = object
        }
        log.error("reference-to-group", "pointer \"\(text)\" names the group '\(path.isEmpty ? "(root)" : path)'; point at a token or a value inside one", at: position)
        return nil
    }

    private mutating func readInsideToken(
        _ path: String, rest: ArraySlice<String>, text: String, at position: SourcePosition?, log: inout DiagnosticLog
    ) -> PointerTarget? {
        guard let token = self.position(of: path) else {
            // The token itself was invalid, reported and dropped: this fails with it.
            pendingCause = .init(cause: .dropped(path), kind: .referrer, token: -1)
            return nil
        }
        guard let property = rest.first else {
            // The errata's `#/a/b` form; the conformance suite rejects it, so only lenient mode reads it.
            let fix = "write \"\(text)/$value\" to use the token's value"
            guard mode == .lenient else {
                log.error("invalid-reference-target", "pointer \"\(text)\" names the token object, not a value; \(fix)", at: position)
                return nil
            }
            log.warning("legacy-pointer-to-token", "pointer \"\(text)\" names the token object; read as its value (\(fix))", at: position)
            return .token(token)
        }
        guard property == "$value" || (mode == .lenient && property == "value") else {
            log.error("invalid-reference-target", "pointer \"\(text)\" reaches '\(property)' of token '\(path)'; only its $value can be referenced", at: position)
            return nil
        }
        // `#/a/$value` reads the whole value: that is an alias of the token, types included.
        if rest.count == 1 { return .token(token) }
        guard var node = resolvedJSON(token) else { return nil }
        var walked = "\(path)/$value"
        for segment in rest.dropFirst() {
            switch node.value {
            case .object(let object):
                guard let next = object[segment] else {
                    log.error("unresolved-reference", "pointer \"\(text)\": the value at '\(walked)' has no member '\(segment)'", at: position)
                    return nil
                }
                node = next
            case .array(let elements):
                guard let offset = JSONPointer.arrayIndex(segment), offset < elements.count else {
                    log.error("unresolved-reference", "pointer \"\(text)\": '\(segment)' is not an index of the \(elements.count)-element array at '\(walked)'", at: position)
                    return nil
                }
                node = elements[offset]
            default:
                log.error("unresolved-reference", "pointer \"\(text)\": the value at '\(walked)' is \(node.kindName) and has no member '\(segment)'", at: position)
                return nil
            }
            walked += "/" + segment
        }
        return .value(node)
    }
}
