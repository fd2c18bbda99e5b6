import TesseraEmitters

/// Every output `tessera build` can write: the token formats of `EmitterRegistry`, then the
/// specimen, which is registered here because it sits above them (it embeds the css output and
/// runs the checker). The CLI looks outputs up only here.
public enum OutputRegistry {
    public static let all: [any Emitter.Type] = EmitterRegistry.all + [SpecimenEmitter.self]

    public static func emitter(id: String) -> (any Emitter.Type)? { all.first { $0.id == id } }

    /// Documentation/Formats.md.
    public static func formatsDocumentation() -> String { EmitterRegistry.formatsDocumentation(all) }
}
