@testable import TesseraEmitters
import TesseraCore
import Testing

@Suite("json output")
struct JSONEmitterTests {
    @Test("groups are rebuilt from path segments in document order, $root kept, metadata carried")
    func shape() {
        let tokens = [
            T.token("color.brand.$root", T.srgb(1, 0, 0), description: "Brand"),
            T.token("color.brand.hover", T.srgb(0.8, 0, 0), raw: #""{color.base}""#, aliasOf: "color.base",
                    deprecated: .deprecated(reason: "use color.action")),
            T.token("space.s", .dimension(T.px(4)), deprecated: .deprecated(reason: nil),
                    extensions: #"{"com.figma": {"id": "1:2", "list": [1, true, null]}}"#),
            T.token("color.text", T.srgb(0, 0, 0)),
        ]
        let result = T.emit(JSONEmitter(), [T.set(tokens)])
        #expect(result.log.isEmpty)
        #expect(result.files.map(\.path) == ["tokens.json"])
        #expect(result.files[0].text == """
            {
              "color": {
                "brand": {
                  "$root": {
                    "$type": "color",
                    "$value": {
                      "colorSpace": "srgb",
                      "components": [1, 0, 0]
                    },
                    "$description": "Brand"
                  },
                  "hover": {
                    "$type": "color",
                    "$value": {
                      "colorSpace": "srgb",
                      "components": [0.8, 0, 0]
                    },
                    "$deprecated": "use color.action"
                  }
                },
                "text": {
                  "$type": "color",
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [0, 0, 0]
                  }
                }
              },
              "space": {
                "s": {
                  "$type": "dimension",
                  "$value": {
                    "value": 4,
                    "unit": "px"
                  },
                  "$deprecated": true,
                  "$extensions": {
                    "com.figma": {
                      "id": "1:2",
                      "list": [1, true, null]
                    }
                  }
                }
              }
            }

            """)
    }

    @Test("the output reads back as JSON with the same values")
    func readsBack() throws {
        let tokens = [T.token("a.b", .number(0.1)), T.token("a.c", .fontFamily(["Quote \" me"]))]
        let bytes = T.emit(JSONEmitter(), [T.set(tokens)]).files[0].contents
        let node = try JSONReader.read(SourceFile(path: "out.json", bytes: bytes))
        #expect(node.object?["a"]?.object?["b"]?.object?["$value"]?.number == 0.1)
        #expect(node.object?["a"]?.object?["c"]?.object?["$value"]?.string == "Quote \" me")
    }

    @Test("one file per permutation, named by its contexts")
    func permutations() {
        let sets = [
            T.set([T.token("a", .number(1))], [("theme", "light"), ("motion", "full")]),
            T.set([T.token("a", .number(2))], [("theme", "dark"), ("motion", "reduced")]),
            T.set([T.token("a", .number(3))], [("theme", "High Contrast/Dark"), ("motion", "full")]),
        ]
        let result = T.emit(JSONEmitter(), sets)
        #expect(result.files.map(\.path) == [
            "tokens.light-full.json", "tokens.dark-reduced.json", "tokens.high-contrast-dark-full.json",
        ])
        #expect(result.files[1].text.contains("\"$value\": 2"))
    }

    @Test("the file option: {permutation} placeholder, and a missing placeholder is an error that still writes every file")
    func fileOption() {
        let sets = [T.set([], [("theme", "light")]), T.set([], [("theme", "dark")])]
        #expect(T.emit(JSONEmitter(), sets, options: #"{"file": "json/{permutation}.tokens.json"}"#).files.map(\.path) ==
            ["json/light.tokens.json", "json/dark.tokens.json"])
        let missing = T.emit(JSONEmitter(), sets, options: #"{"file": "out/all.json"}"#)
        #expect(missing.files.map(\.path) == ["out/all.light.json", "out/all.dark.json"])
        #expect(missing.log.all.map(\.code) == ["config-invalid-value"])
        #expect(missing.log.all[0].location?.line == 1)
        #expect(T.emit(JSONEmitter(), [T.set([])], options: #"{"file": "resolved.json"}"#).files.map(\.path) ==
            ["resolved.json"])
    }

    @Test("file names that leave the output folder are refused")
    func unsafeFile() {
        for path in ["../x.json", "/etc/x.json", "a/../../x.json", ""] {
            let result = T.emit(JSONEmitter(), [T.set([])], options: #"{"file": "\#(path)"}"#)
            #expect(result.files.map(\.path) == ["tokens.json"], "\(path)")
            #expect(result.log.all.map(\.code) == ["config-invalid-value"], "\(path)")
        }
    }

    @Test("permutation names that sanitise alike still get distinct files")
    func distinctNames() {
        let sets = [T.set([], [("t", "a b")]), T.set([], [("t", "a-b")]), T.set([], [("t", "A/B")])]
        #expect(T.emit(JSONEmitter(), sets).files.map(\.path) == ["tokens.a-b.json", "tokens.a-b-2.json", "tokens.a-b-3.json"])
        #expect(PermutationFileName.sanitize("🎨") == "default")
        #expect(PermutationFileName.sanitize("..") == "default")
    }

    @Test("a token whose path is also a group is reported, not written twice")
    func conflict() {
        let tokens = [T.token("a", .number(1)), T.token("a.b", .number(2))]
        let result = T.emit(JSONEmitter(), [T.set(tokens)])
        #expect(result.log.all.map(\.code) == ["json-path-conflict"])
        #expect(!result.files[0].text.contains("\"b\""))
    }
}

@Suite("Emitter options and registry")
struct EmitterOptionsTests {
    @Test("unknown keys are errors at the key, naming the valid keys")
    func unknownKey() {
        let result = T.emit(CSSEmitter(), [T.set([])], options: "{\n  \"prefx\": \"ds\"\n}")
        let diagnostic = result.log.all.first
        #expect(result.log.all.count == 1)
        #expect(diagnostic?.code == "config-unknown-key")
        #expect(diagnostic?.location?.line == 2 && diagnostic?.location?.column == 3)
        #expect(diagnostic?.message.contains("file, prefix, references, selector") == true)
    }

    @Test("values of the wrong kind are errors at the value, and the default is used")
    func wrongKind() {
        let result = T.emit(CSSEmitter(), [T.set([T.token("a", T.srgb(0, 0, 0), raw: #""{b}""#, aliasOf: "b"),
                                                  T.token("b", T.srgb(0, 0, 0))])],
                            options: #"{"references": "yes", "selector": 3}"#)
        #expect(result.log.all.map(\.code) == ["config-invalid-value", "config-invalid-value"])
        #expect(result.log.all[0].message.contains("expects a boolean (true or false), found a string"))
        #expect(T.rule(":root", in: result.files[0].text) == ["--a: #000000;", "--b: #000000;"])
    }

    @Test("a selector that could break out of its rule is refused")
    func badSelector() {
        let result = T.emit(CSSEmitter(), [T.set([T.token("a", .number(1))])], options: #"{"selector": "} body {"}"#)
        #expect(result.log.all.map(\.code) == ["config-invalid-value"])
        #expect(T.rule(":root", in: result.files[0].text) == ["--a: 1;"])
    }

    @Test("registry ids are unique, sorted, kebab-case, and lookups find them")
    func registry() {
        let ids = EmitterRegistry.all.map { $0.id }
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
        #expect(EmitterRegistry.emitter(id: "css") == CSSEmitter.self)
        #expect(EmitterRegistry.emitter(id: "json") == JSONEmitter.self)
        #expect(EmitterRegistry.emitter(id: "xcassets") == AssetCatalogEmitter.self)
        #expect(EmitterRegistry.emitter(id: "scss") == nil)
        for emitter in EmitterRegistry.all {
            #expect(!emitter.summary.isEmpty)
            // Every output's location can be chosen: a file, or a folder's name (asset catalogs);
            // except Swift's, whose fixed names a build plugin declares in advance.
            #expect(emitter.id == "swift" || emitter.options.contains { $0.key == "file" || $0.key == "name" })
        }
    }

    @Test("outputs are deterministic: the same input gives the same bytes")
    func deterministic() {
        let tokens = (0..<50).map { T.token("group\($0 % 7).token\($0)", T.color(.displayP3, [Double($0) / 50, 0.5, 0.2])) }
        for emitter in EmitterRegistry.all {
            let first = T.emit(emitter.init(), [T.set(tokens)]).files
            let second = T.emit(emitter.init(), [T.set(tokens)]).files
            #expect(first == second)
            #expect(first.allSatisfy { $0.contents.last == UInt8(ascii: "\n") && !$0.contents.contains(13) })
        }
    }
}
