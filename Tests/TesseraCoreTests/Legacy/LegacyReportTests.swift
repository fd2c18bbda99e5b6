import Testing
@testable import TesseraCore

@Suite("LegacyReport: one warning per file and kind")
struct LegacyReportTests {
    /// A file with `count` lines so every recorded offset has a distinct line.
    func file(_ path: String, lines: Int) -> SourceFile {
        SourceFile(path: path, text: String(repeating: "x\n", count: lines))
    }

    func position(_ file: SourceFile, line: Int) -> SourcePosition { SourcePosition(file: file, offset: (line - 1) * 2) }

    func flushed(_ report: LegacyReport) -> [Diagnostic] {
        var log = DiagnosticLog()
        report.flush(into: &log)
        return log.all
    }

    @Test("thousands of conversions make one warning with a count, the first place and three notes")
    func aggregates() throws {
        let tokens = file("tokens.json", lines: 5000)
        var report = LegacyReport()
        for line in 1...3412 {
            report.record(.colorString, at: position(tokens, line: line), example: "#ff8800",
                          replacement: ##"{"colorSpace": "srgb", "components": [1, 0.5333, 0], "hex": "#ff8800"}"##)
        }
        let warnings = flushed(report)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.code == "legacy-color-string")
        #expect(warning.message == ##"3,412 colour values are strings such as "#ff8800" (first here); converted to colour objects. Write {"colorSpace": "srgb", "components": [1, 0.5333, 0], "hex": "#ff8800"} to silence this"##)
        #expect(warning.location == Diagnostic.Location(file: "tokens.json", line: 1, column: 1))
        #expect(warning.notes.map { $0.location?.line } == [2, 3, 4])
        #expect(warning.notes.first?.message == ##"also "#ff8800" here"##)
        #expect(report.count(of: .colorString) == 3412)
    }

    @Test("kinds and files are reported separately, in file then position order")
    func separatesKindsAndFiles() {
        let a = file("a.json", lines: 10), b = file("b.json", lines: 10)
        var report = LegacyReport()
        report.record(.dimensionString, at: position(b, line: 3), example: "1.5rem")
        report.record(.colorString, at: position(a, line: 5), example: "#fff")
        report.record(.dimensionString, at: position(a, line: 2), example: "16px")
        report.record(.colorString, at: position(b, line: 1), example: "#000")
        report.record(.dimensionString, at: position(a, line: 7), example: "2px")
        let warnings = flushed(report)
        #expect(warnings.map(\.code) == ["legacy-dimension-string", "legacy-color-string", "legacy-color-string", "legacy-dimension-string"])
        #expect(warnings.map { $0.location?.file } == ["a.json", "a.json", "b.json", "b.json"])
        #expect(warnings[0].message.hasPrefix(#"2 dimensions are strings such as "16px" (first here)"#))
        #expect(warnings[1].message.hasPrefix(##"1 colour value is a string such as "#fff""##))
    }

    @Test("the earliest places are kept whatever the recording order")
    func earliestPlaces() {
        let tokens = file("t.json", lines: 20)
        var report = LegacyReport()
        for line in [9, 4, 12, 2, 7, 15, 3] {
            report.record(.numberString, at: position(tokens, line: line), example: "line \(line)")
        }
        let warning = flushed(report).first
        #expect(warning?.location?.line == 2)
        #expect(warning?.message.contains(#"such as "line 2""#) == true)
        #expect(warning?.notes.map { $0.location?.line } == [3, 4, 7])
    }

    @Test("merging reports adds counts and keeps the earliest places")
    func merges() {
        let tokens = file("t.json", lines: 20)
        var first = LegacyReport(), second = LegacyReport()
        for line in [10, 11, 12, 13, 14] { first.record(.percentage, at: position(tokens, line: line), example: "50%") }
        for line in [1, 18] { second.record(.percentage, at: position(tokens, line: line), example: "25%") }
        second.record(.durationString, at: position(tokens, line: 5), example: "200ms")
        first.merge(second)
        #expect(first.count(of: .percentage) == 7)
        #expect(first.count(of: .durationString) == 1)
        let warnings = flushed(first)
        #expect(warnings.count == 2)
        #expect(warnings.first { $0.code == "legacy-percentage" }?.notes.map { $0.location?.line } == [10, 11, 12])
        #expect(warnings.first { $0.code == "legacy-percentage" }?.location?.line == 1)
    }

    @Test("type names list the distinct older names and their 2025.10 types")
    func typeNames() {
        let tokens = file("studio.json", lines: 10)
        var report = LegacyReport()
        for (line, name) in [(1, "sizing"), (2, "fontSizes"), (3, "sizing"), (4, "boxShadow")] {
            report.record(.typeName, at: position(tokens, line: line), example: name)
        }
        let warning = flushed(report).first
        #expect(warning?.code == "legacy-type-name")
        #expect(warning?.message == #"4 $type values use names from older formats: "sizing" (dimension), "fontSizes" (dimension), "boxShadow" (shadow) (first here); read as the 2025.10 types in brackets. Write those instead to silence this"#)
    }

    @Test("unprefixed keys and records without a position")
    func unprefixed() {
        var report = LegacyReport()
        report.record(.unprefixedKeys, at: nil, example: "value")
        report.record(.unprefixedKeys, at: nil, example: "type")
        let warnings = flushed(report)
        #expect(warnings.count == 1)
        #expect(warnings.first?.location == nil)
        #expect(warnings.first?.message == #"2 properties are written without "$" such as "value" (first here); read as "$value", "$type" or "$description". Add the "$" prefix to silence this"#)
    }

    @Test("every kind has a stable code and a message that names the count")
    func everyKind() {
        for kind in LegacyReport.Kind.allCases {
            var report = LegacyReport()
            report.record(kind, at: nil, example: "x")
            report.record(kind, at: nil, example: "y")
            let warning = flushed(report).first
            #expect(warning?.code == kind.code)
            #expect(kind.code.hasPrefix("legacy-") && kind.code.allSatisfy { $0.isLowercase || $0 == "-" })
            #expect(warning?.message.hasPrefix("2 ") == true, "\(kind)")
            // A pass-through type has nothing in 2025.10 to write instead; its message says so.
            let says = kind == .passThroughType ? "Other DTCG tools may not read it" : "silence this"
            #expect(warning?.message.contains(says) == true, "\(kind): \(warning?.message ?? "")")
        }
    }

    @Test("grouped counts", arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (3412, "3,412"), (1_234_567, "1,234,567")])
    func grouping(_ count: Int, _ expected: String) {
        #expect(LegacyReport.grouped(count) == expected)
    }

    @Test("a legacy file of 10,000 values yields one warning per kind")
    func endToEnd() throws {
        var json = "["
        for index in 0..<10_000 {
            json += index > 0 ? ",\n" : ""
            let digits = String(index % 4096, radix: 16)
            let hex = String(repeating: "0", count: 3 - digits.count) + digits
            json += index % 5 < 3 ? "\"#\(hex)a0b\"" : "\"\(Double(index % 64) / 8)rem\""
        }
        json += "]"
        let root = try JSONReader.read(SourceFile(path: "big.json", text: json))
        var report = LegacyReport()
        var log = DiagnosticLog()
        for item in root.array ?? [] {
            let type: TokenType = item.string?.hasPrefix("#") == true ? .color : .dimension
            _ = LegacyImport.normalize(item, as: type, legacyName: nil, report: &report, log: &log)
        }
        #expect(log.all.count == 0, "\(log.all.prefix(3))")
        let warnings = flushed(report)
        #expect(warnings.map(\.code) == ["legacy-color-string", "legacy-dimension-string"])
        #expect(warnings.first?.message.hasPrefix("6,000 colour values") == true)
        #expect(warnings.last?.message.hasPrefix("4,000 dimensions") == true)
        #expect(warnings.allSatisfy { $0.notes.count == 3 })
    }
}
