import Testing
@testable import TesseraCore

/// The parallel root walk writes each piece's tokens into its own range of one array sized by
/// `TokenSlice.bound`, then closes the gaps: it must collect what a serial walk collects, in order.
@Suite struct TokenSliceTests {
    /// Groups of tokens with members the walk drops (bad names, a `$`-property) and, in lenient
    /// mode, values with children, so ranges end short of their bounds.
    static func tree(groups: Int) -> String {
        let members = (0..<groups).map { group in
            """
            "g\(group)": {
              "$type": "dimension",
              "ok": {"$value": {"value": \(group), "unit": "px"}},
              "bad name": {"$value": {"value": 1, "unit": "px"}},
              "nested": {"deep": {"$value": {"value": 2, "unit": "rem"}}, "{x}": {"$value": 1}},
              "$root": {"$value": {"value": 3, "unit": "px"}},
              "alias": {"$value": "{g0.ok}"}
            }
            """
        }
        return "{" + members.joined(separator: ",\n") + "}"
    }

    static let lenientTree = """
        {"size": {"type": "dimension", "base": {"value": "4px", "half": {"value": "2px"}},
         "extra": {"value": "8px", "attributes": {"category": "size"}}},
         "color": {"brand": {"value": "#ff0000", "type": "color"}, "bad": {"value": "nope", "type": "color"}}}
        """

    @Test(arguments: [(tree(groups: 1), ImportMode.strict), (tree(groups: 40), .strict), (lenientTree, .lenient)])
    func parallelWalkCollectsWhatASerialWalkDoes(json: String, mode: ImportMode) throws {
        let root = try #require(try JSONReader.read(SourceFile(path: "t.json", text: json)).object)
        var parallel = TokenTreeWalker(mode: mode, legacy: LegacyReport())
        var parallelLog = DiagnosticLog()
        parallel.walkRoot(root, log: &parallelLog)

        var serial = TokenTreeWalker(mode: mode, legacy: LegacyReport())
        var serialLog = DiagnosticLog()
        let (context, consumed) = serial.readGroup(root, inherited: .init(), isRoot: true, log: &serialLog)
        serial.walkMembers(root, prefix: "", inherited: context, isRoot: true, skipping: consumed, log: &serialLog)

        #expect(!serial.tokens.isEmpty)
        #expect(parallel.tokens.map(\.path.string) == serial.tokens.map(\.path.string))
        #expect(parallelLog.all.map(\.description) == serialLog.all.map(\.description))
        #expect(TokenSlice.bound(JSONNode(.object(root))) >= serial.tokens.count)
    }

    @Test func boundCountsObjectsWhereTokensCanBe() throws {
        let json = ##"{"a": {"$value": 1, "$extensions": {"x": {"$value": 0}}}, "$root": {"$value": 2}, "b": [{"$value": 3}], "c": {"d": {}, "e": {"value": 4, "f": {"$ref": "#/a"}}}}"##
        let root = try JSONReader.read(SourceFile(path: "t.json", text: json))
        // a, $root, e and f (an older value's child); not groups, $extensions' objects, nor
        // objects in arrays.
        #expect(TokenSlice.bound(root) == 4)
    }
}
