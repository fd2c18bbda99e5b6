import Testing
@testable import TesseraCore

/// The shorthand fast path must give exactly what the general path gives: the same typed value as
/// parsing the converted JSON, and the same warning text.
@Suite struct LegacyShorthandTests {
    static let colors = [
        ##""#2a8d08""##, ##""#2A8D08""##, ##""#fff""##, ##""#FfF8""##, ##""#00000000""##, ##""#12345678""##,
        ##""#abcdef""##,
    ]
    static let dimensions = [
        #""16px""#, #""1.5rem""#, #""0px""#, #""-4px""#, #"" 2.375rem ""#, #""1e2px""#, #""0.0001rem""#,
    ]
    static let declined: [(String, TokenType)] = [
        (#""rgb(1, 2, 3)""#, .color), (#""red""#, .color), (##""#12345""##, .color), (#""{a.b}""#, .color),
        (#""2em""#, .dimension), (#""16""#, .dimension), (#""16pt""#, .dimension), ("16", .dimension),
        (#""200ms""#, .duration),
    ]

    @Test(arguments: colors.map { ($0, TokenType.color) } + dimensions.map { ($0, TokenType.dimension) })
    func matchesTheGeneralPath(_ json: String, _ type: TokenType) throws {
        let node = try JSONReader.read(SourceFile(path: "shorthand.json", text: json))
        var fastReport = LegacyReport()
        let fast = try #require(LegacyShorthand.convert(node, as: type, report: &fastReport))

        let general = try normalize(json, as: type)
        let converted = try #require(general.result.value)
        var parseLog = DiagnosticLog()
        let parsed = try #require(ValueParser.parse(converted, as: type, log: &parseLog))
        #expect(fast == parsed)

        var fastWarnings = DiagnosticLog()
        fastReport.flush(into: &fastWarnings)
        #expect(fastWarnings.all.map(\.message) == general.warnings.map(\.message))
        #expect(fastWarnings.all.map(\.code) == general.warnings.map(\.code))
    }

    @Test(arguments: declined)
    func leavesEverythingElseToTheGeneralPath(_ json: String, _ type: TokenType) throws {
        let node = try JSONReader.read(SourceFile(path: "shorthand.json", text: json))
        var report = LegacyReport()
        #expect(LegacyShorthand.convert(node, as: type, report: &report) == nil)
        #expect(report.isEmpty)
    }
}
