import Testing
@testable import TesseraCore

/// The index must answer exactly as a `[String: Int]` over the same paths would.
@Suite struct PathIndexTests {
    static let paths = [
        "color.brand", "color.brand.$root", "size.gap", "café.crème", "cafe\u{301}.cre\u{300}me.x", "temp.\u{212A}elvin",
        "a;b", "space key", "emoji.🎨", "", "x",
    ]
    static let queries = paths + [
        "color", "color.brand.", "café.crème.x", "cafe\u{301}.crème", "temp.Kelvin", "a\u{37E}b", "emoji.🎨.x",
        "size.gap ", "COLOR.BRAND",
    ]

    @Test func answersAsADictionaryWould() {
        let paths = Self.paths
        let index = PathIndex(count: paths.count) { paths[$0] }
        var dictionary: [String: Int] = [:]
        for (position, path) in paths.enumerated() { dictionary[path] = position }
        for query in Self.queries {
            #expect(index.find(query) { paths[$0] } == dictionary[query], "\(query)")
        }
    }

    @Test func aRepeatedPathFindsTheLaterOne() {
        let paths = ["a.b", "c", "a.b"]
        let index = PathIndex(count: paths.count) { paths[$0] }
        #expect(index.find("a.b") { paths[$0] } == 2)
    }

    @Test func manyPathsAllFound() {
        let paths = (0..<50_000).map { "group\($0 % 97).token\($0)" }
        let index = PathIndex(count: paths.count) { paths[$0] }
        #expect(paths.indices.allSatisfy { index.find(paths[$0]) { paths[$0] } == $0 })
        #expect(index.find("group1.token50000") { paths[$0] } == nil)
    }
}
