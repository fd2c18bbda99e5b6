/// A JSON value that remembers where it was written. Tokens, resolver documents and config-free
/// inputs are all read into this, so any problem can be reported at `file:line:col`.
public struct JSONNode: Sendable {
    public var value: JSONValue
    // Packed, so a member can keep its name's position in the bytes that follow (`JSONMember`).
    private var place: PackedPosition

    /// `nil` for values Tessera made itself (for example a legacy hex string converted to an object).
    public var position: SourcePosition? {
        @inline(__always) get { place.position }
        set { place = PackedPosition(newValue) }
    }

    @inline(__always)
    public init(_ value: JSONValue, at position: SourcePosition? = nil) {
        self.value = value
        self.place = PackedPosition(position)
    }
}

public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// The JSON kind in words, for messages such as "expected a number, found a string".
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// An object's members in the order they were written (order matters for deterministic output).
public struct JSONObject: Sendable {
    public var members: [JSONMember]

    public init(_ members: [JSONMember] = []) { self.members = members }

    public subscript(key: String) -> JSONNode? {
        get {
            // `$type`, `$value`, … are looked up in every token and group. Only a key whose first
            // byte is `$` can equal one (no character decomposes into one starting with `$`), so
            // the other members are passed over without a string comparison.
            if key.startsWithDollarByte {
                for member in members where member.key.startsWithDollarByte && member.key == key { return member.value }
                return nil
            }
            for member in members where member.key == key { return member.value }
            return nil
        }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(JSONMember(key: key, value: newValue))
            }
        }
    }

    public func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }
    public var keys: [String] { members.map(\.key) }
    public var isEmpty: Bool { members.isEmpty }
    public var count: Int { members.count }
}

public struct JSONMember: Sendable {
    public var key: String
    public var value: JSONNode
    // Packed, after the value, so it fills the gap the value's tag leaves instead of adding a
    // word to every member: an object's members are one allocation each, a great many of them.
    private var keyPlace: PackedPosition

    public var keyPosition: SourcePosition? {
        @inline(__always) get { keyPlace.position }
        set { keyPlace = PackedPosition(newValue) }
    }

    @inline(__always)
    public init(key: String, keyPosition: SourcePosition? = nil, value: JSONNode) {
        self.key = key
        self.value = value
        self.keyPlace = PackedPosition(keyPosition)
    }
}

extension JSONNode {
    public var object: JSONObject? { if case .object(let o) = value { o } else { nil } }
    public var array: [JSONNode]? { if case .array(let a) = value { a } else { nil } }
    public var string: String? { if case .string(let s) = value { s } else { nil } }
    public var number: Double? { if case .number(let n) = value { n } else { nil } }
    public var bool: Bool? { if case .bool(let b) = value { b } else { nil } }
    public var isNull: Bool { if case .null = value { true } else { false } }
    public var kindName: String { value.kindName }
}
