@testable import TesseraEmitters
import TesseraCore
import TesseraTestSupport
import Testing

/// Every fixture through every output, compared with `Tests/Fixtures/emitters/<fixture>/<output>/`.
/// A new output fails until its goldens are recorded (`RECORD_GOLDENS=1 swift test`) and reviewed.
@Suite("Emitter goldens")
struct EmitterGoldenTests {
    /// Option variants worth a golden of their own, by output id.
    static let variants: [String: [(suffix: String, options: String)]] = [
        "css": [("", "{}"), ("-references", #"{"references": true, "prefix": "ds"}"#)],
        "xcassets": [("", "{}"), ("-flat", #"{"namespaces": false}"#)],
    ]

    @Test(arguments: EmitterFixture.all, EmitterRegistry.all.map { $0.id })
    func golden(fixture: EmitterFixture, id: String) throws {
        let emitter = try #require(EmitterRegistry.emitter(id: id))
        for variant in Self.variants[id] ?? [("", "{}")] {
            let result = T.emit(
                emitter.init(), fixture.permutations, modifiers: fixture.modifiers, options: variant.options,
                systemName: "Fixture")
            #expect(result.log.all.allSatisfy { $0.severity != .error }, "\(result.log.all)")
            #expect(!result.files.isEmpty)
            for file in result.files {
                expectGolden(file.text, "emitters/\(fixture.name)/\(id)\(variant.suffix)/\(file.path)")
            }
        }
    }
}
