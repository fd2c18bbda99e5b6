/// The exact DTCG 2025.10 `$value` shape of a resolved value, for resolved-JSON outputs.
/// Optional members are written only when they carry information: a colour's `alpha` only when it
/// is not 1, its `hex` only when present, a shadow's `inset` only when true. A one-element font
/// family list is written as a plain string and a single shadow as one object (the spec's simple
/// forms); longer lists stay arrays.
extension TokenValue {
    public var jsonNode: JSONNode {
        switch self {
        case .color(let color): color.jsonNode
        case .dimension(let dimension): dimension.jsonNode
        case .fontFamily(let names): Self.fontFamilyNode(names)
        case .fontWeight(let weight): JSONNode(.number(weight))
        case .duration(let duration): duration.jsonNode
        case .cubicBezier(let curve): curve.jsonNode
        case .number(let number): JSONNode(.number(number))
        case .strokeStyle(let style): style.jsonNode
        case .border(let border): border.jsonNode
        case .transition(let transition): transition.jsonNode
        case .shadow(let shadows):
            shadows.count == 1 ? shadows[0].jsonNode : JSONNode(.array(shadows.map(\.jsonNode)))
        case .gradient(let stops): JSONNode(.array(stops.map(\.jsonNode)))
        case .typography(let typography): typography.jsonNode
        case .string(let text): JSONNode(.string(text))
        case .boolean(let flag): JSONNode(.bool(flag))
        }
    }

    static func fontFamilyNode(_ names: [String]) -> JSONNode {
        names.count == 1 ? JSONNode(.string(names[0])) : JSONNode(.array(names.map { JSONNode(.string($0)) }))
    }
}

/// Builds an object node from key/value pairs in the given order.
private func object(_ members: [(String, JSONNode)]) -> JSONNode {
    JSONNode(.object(JSONObject(members.map { JSONMember(key: $0.0, value: $0.1) })))
}

private func number(_ value: Double) -> JSONNode { JSONNode(.number(value)) }
private func string(_ value: String) -> JSONNode { JSONNode(.string(value)) }

extension ColorValue {
    public var jsonNode: JSONNode {
        var members: [(String, JSONNode)] = [
            ("colorSpace", string(space.rawValue)),
            ("components", JSONNode(.array(components.map { $0.map(number) ?? string("none") }))),
        ]
        if alpha != 1 { members.append(("alpha", number(alpha))) }
        if let hex { members.append(("hex", string(hex))) }
        return object(members)
    }
}

extension Dimension {
    public var jsonNode: JSONNode { object([("value", number(value)), ("unit", string(unit.rawValue))]) }
}

extension Duration {
    public var jsonNode: JSONNode { object([("value", number(value)), ("unit", string(unit.rawValue))]) }
}

extension CubicBezier {
    public var jsonNode: JSONNode { JSONNode(.array([x1, y1, x2, y2].map(number))) }
}

extension StrokeStyle {
    public var jsonNode: JSONNode {
        switch self {
        case .keyword(let keyword):
            string(keyword.rawValue)
        case .dashes(let dashArray, let lineCap):
            object([
                ("dashArray", JSONNode(.array(dashArray.map(\.jsonNode)))),
                ("lineCap", string(lineCap.rawValue)),
            ])
        }
    }
}

extension Border {
    public var jsonNode: JSONNode {
        object([("color", color.jsonNode), ("width", width.jsonNode), ("style", style.jsonNode)])
    }
}

extension Transition {
    public var jsonNode: JSONNode {
        object([
            ("duration", duration.jsonNode), ("delay", delay.jsonNode), ("timingFunction", timingFunction.jsonNode),
        ])
    }
}

extension Shadow {
    public var jsonNode: JSONNode {
        var members: [(String, JSONNode)] = [
            ("color", color.jsonNode), ("offsetX", offsetX.jsonNode), ("offsetY", offsetY.jsonNode),
            ("blur", blur.jsonNode), ("spread", spread.jsonNode),
        ]
        if inset { members.append(("inset", JSONNode(.bool(true)))) }
        return object(members)
    }
}

extension GradientStop {
    public var jsonNode: JSONNode { object([("color", color.jsonNode), ("position", number(position))]) }
}

extension Typography {
    public var jsonNode: JSONNode {
        object([
            ("fontFamily", TokenValue.fontFamilyNode(fontFamily)),
            ("fontSize", fontSize.jsonNode),
            ("fontWeight", number(fontWeight)),
            ("letterSpacing", letterSpacing.jsonNode),
            ("lineHeight", number(lineHeight)),
        ])
    }
}
