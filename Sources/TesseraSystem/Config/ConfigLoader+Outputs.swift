import TesseraCore
import TesseraEmitters
import TesseraSpecimen

extension ConfigLoader {
    static func readPermutations(_ node: JSONNode, log: inout DiagnosticLog) -> SystemConfig.PermutationChoice? {
        if let word = node.string {
            switch word {
            case "all": return .all
            case "default": return .defaultOnly
            default: break
            }
        }
        if let list = node.array {
            var inputs: [[String: String]] = []
            var positions: [SourcePosition?] = []
            for entry in list {
                guard let object = entry.object, !object.isEmpty,
                      object.members.allSatisfy({ $0.value.string != nil }) else {
                    log.error("config-invalid-value", "each permutation is a map of modifier to context, such as {theme: dark}", at: entry.position)
                    return nil
                }
                var input: [String: String] = [:]
                for member in object.members { input[member.key] = member.value.string }
                inputs.append(input)
                positions.append(entry.position)
            }
            return .inputs(inputs, positions: positions)
        }
        log.error("config-invalid-value", "'permutations' must be all, default, or a list of inputs such as [{theme: dark}]", at: node.position)
        return nil
    }

    /// `outputs: {css: {…}, json: {}}` — each key a registered format, each value its options.
    static func readOutputs(_ node: JSONNode?, log: inout DiagnosticLog) -> [SystemConfig.Output] {
        guard let node else { return ["css", "json"].map { SystemConfig.Output(id: $0, options: JSONObject(), position: nil) } }
        guard let object = node.object else {
            log.error("config-invalid-value", "'outputs' must map format ids (\(OutputRegistry.all.map { $0.id }.joined(separator: ", "))) to their options", at: node.position)
            return []
        }
        var outputs: [SystemConfig.Output] = []
        for member in object.members {
            guard let emitterType = OutputRegistry.emitter(id: member.key) else {
                log.error("config-unknown-key", "unknown output format '\(member.key)'\(NearestName.hint(for: member.key, among: OutputRegistry.all.map { $0.id })); known formats: \(OutputRegistry.all.map { $0.id }.joined(separator: ", "))", at: member.keyPosition)
                continue
            }
            var options: JSONObject
            switch member.value.value {
            case .object(let object): options = object
            case .null, .bool(true): options = JSONObject()
            default:
                log.error("config-invalid-value", "options of '\(member.key)' must be a map (or empty)", at: member.value.position)
                continue
            }
            // Every output takes `contexts`; the emitter sees only its own options.
            var contexts = OutputContexts()
            if let entry = options.member(OutputContexts.key) {
                options.members.removeAll { $0.key == OutputContexts.key }
                guard let read = OutputContexts.read(entry, output: member.key, log: &log) else { continue }
                contexts = read
            }
            validateOptions(options, of: emitterType, log: &log)
            outputs.append(SystemConfig.Output(id: member.key, options: options, position: member.keyPosition, contexts: contexts))
        }
        return outputs
    }

    private static func validateOptions(_ options: JSONObject, of emitterType: any Emitter.Type, log: inout DiagnosticLog) {
        let validated = EmitterOptions.validate(options, for: emitterType, log: &log)
        _ = validated
    }
}
