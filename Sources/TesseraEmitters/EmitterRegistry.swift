/// The only place outputs are registered: one line per format, sorted by id.
public enum EmitterRegistry {
    public static let all: [any Emitter.Type] = [
        CSSEmitter.self,
        JSONEmitter.self,
        SwiftEmitter.self,
        TailwindEmitter.self,
        TypeScriptEmitter.self,
        AssetCatalogEmitter.self,
    ]

    public static func emitter(id: String) -> (any Emitter.Type)? { all.first { $0.id == id } }
}
