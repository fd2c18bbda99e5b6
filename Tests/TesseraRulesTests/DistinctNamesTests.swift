import Testing
@testable import TesseraRules

/// `DistinctNames` packs short ASCII names into a table of its own; what it returns must be what
/// a `Set<Substring>` of the same names holds.
@Suite struct DistinctNamesTests {
    private func distinct(_ names: [String]) -> Set<Substring> {
        var set = DistinctNames()
        for name in names {
            var copy = name
            copy.withUTF8 { bytes in set.insert(bytes) { name[...] } }
        }
        return set.all
    }

    @Test func keepsEachNameOnceWhateverItsLength() {
        let names = ["ink", "ink", "textPrimary", "a-rather-long-name-over-15", "a-rather-long-name-over-15", "", "x", "fifteen-bytes-x", "sixteen-bytes-xx"]
        #expect(distinct(names) == Set(names.map { $0[...] }))
    }

    @Test func growsPastItsFirstTable() {
        let names = (0..<1_000).map { "n\($0)" } + (0..<1_000).map { "n\($0)" }
        let result = distinct(names)
        #expect(result.count == 1_000)
        #expect(result == Set(names.map { $0[...] }))
    }

    @Test func comparesNonASCIINamesAsSwiftDoes() {
        // The Kelvin sign is canonically equivalent to K; é is the same name composed or not.
        let names = ["K", "\u{212A}", "caf\u{E9}", "cafe\u{301}", "ok"]
        let result = distinct(names)
        #expect(result.count == 3)
        #expect(result == Set(names.map { $0[...] }))
    }
}
