import TesseraCore

/// An output's options after validation against its declared `EmitterOption`s: unknown keys and
/// values of the wrong kind are reported and left out, so accessors return only usable values.
public struct EmitterOptions: Sendable {
    private var members: [String: JSONMember]

    /// Keys every output takes besides its own, read above the emitters and removed before its
    /// options are checked (`contexts`, the resolver contexts it is built for). A misspelt one
    /// is an unknown key like any other, and the hint and the list of valid keys include them.
    public static let everyOutputKeys = [contextsKey]
    public static let contextsKey = "contexts"

    /// Checks `object` against `emitter.options`: an unknown key is an error `config-unknown-key`
    /// at the key, listing the valid keys; a value of the wrong kind is `config-invalid-value`.
    public static func validate(
        _ object: JSONObject, for emitter: any Emitter.Type, log: inout DiagnosticLog
    ) -> EmitterOptions {
        let declared = emitter.options
        var accepted: [String: JSONMember] = [:]
        for member in object.members {
            guard let option = declared.first(where: { $0.key == member.key }) else {
                let keys = declared.map(\.key) + everyOutputKeys
                log.error(
                    "config-unknown-key",
                    "unknown option '\(member.key)' for the '\(emitter.id)' output\(NearestName.hint(for: member.key, among: keys)); valid options are: \(keys.sorted().joined(separator: ", "))",
                    at: member.keyPosition ?? member.value.position)
                continue
            }
            guard member.value.matches(option.kind) else {
                log.error(
                    "config-invalid-value",
                    "option '\(member.key)' of the '\(emitter.id)' output expects \(option.kind.expectation), found \(member.value.kindName)",
                    at: member.value.position ?? member.keyPosition)
                continue
            }
            accepted[member.key] = member
        }
        return EmitterOptions(members: accepted)
    }

    public func string(_ key: String) -> String? { members[key]?.value.string }
    public func bool(_ key: String) -> Bool? { members[key]?.value.bool }
    public func number(_ key: String) -> Double? { members[key]?.value.number }
    /// The member itself, for positions in follow-up diagnostics.
    public func member(_ key: String) -> JSONMember? { members[key] }
}

extension JSONNode {
    fileprivate func matches(_ kind: EmitterOption.Kind) -> Bool {
        switch kind {
        case .string: string != nil
        case .bool: bool != nil
        case .number: number != nil
        case .list: array != nil
        case .map: object != nil
        }
    }
}
