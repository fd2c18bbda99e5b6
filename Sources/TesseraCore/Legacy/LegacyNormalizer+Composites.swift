extension LegacyNormalizer {
    /// `{color, width, style}` with string parts (`"#000"`, `"1px"`).
    mutating func border(_ node: JSONNode) -> JSONNode? {
        convertMembers(node) { normalizer, member in
            switch member.key {
            case "color": normalizer.color(member.value, label: "border color")
            case "width": normalizer.dimension(member.value, label: "border width")
            case "style": normalizer.strokeStyle(member.value, label: "border style")
            default: member.value
            }
        }
    }

    mutating func transition(_ node: JSONNode) -> JSONNode? {
        convertMembers(node) { normalizer, member in
            switch member.key {
            case "duration": normalizer.duration(member.value, label: "transition duration")
            case "delay": normalizer.duration(member.value, label: "transition delay")
            case "timingFunction": normalizer.cubicBezier(member.value, label: "transition timingFunction")
            default: member.value
            }
        }
    }

    /// Keywords stay; a `dashArray` may hold dimension strings.
    mutating func strokeStyle(_ node: JSONNode, label: String) -> JSONNode? {
        convertMembers(node) { normalizer, member in
            guard member.key == "dashArray", case .array(let items) = member.value.value else { return member.value }
            return normalizer.convertItems(member.value, items) { normalizer, index, item in
                normalizer.dimension(item, label: "\(label) dashArray item \(index + 1)")
            }
        }
    }

    /// Stops with colour strings and `"50%"` or numeric-string positions.
    mutating func gradient(_ node: JSONNode) -> JSONNode? {
        guard case .array(let items) = node.value else { return node }
        return convertItems(node, items) { normalizer, index, stop in
            normalizer.convertMembers(stop) { normalizer, member in
                switch member.key {
                case "color": normalizer.color(member.value, label: "gradient stop \(index + 1) color")
                case "position": normalizer.number(member.value, label: "gradient stop \(index + 1) position")
                default: member.value
                }
            }
        }
    }

    /// Applies `convert` to each array item; the original node comes back when nothing changed.
    mutating func convertItems(
        _ node: JSONNode, _ items: [JSONNode], _ convert: (inout LegacyNormalizer, Int, JSONNode) -> JSONNode?
    ) -> JSONNode? {
        let before = report.totalCount
        var converted: [JSONNode] = []
        converted.reserveCapacity(items.count)
        var failed = false
        for (index, item) in items.enumerated() {
            if let value = convert(&self, index, item) { converted.append(value) } else { failed = true }
        }
        if failed { return nil }
        return report.totalCount == before ? node : JSONNode(.array(converted), at: node.position)
    }
}
