import Foundation
import Testing
import TesseraTestSupport

/// Every Apple API the generated Swift references is in Documentation/AppleAvailability.md, and
/// none needs a newer OS than the generated code declares (iOS 16, Mac Catalyst 16, macOS 13,
/// tvOS 16, watchOS 9, visionOS 1) unless an `if #available`/`guard #available` or an
/// `@available` declaration around it asks for that version. The references come from the
/// compiler's `-dump-ast` of the goldens, type-checked against each platform's stubs.
@Suite("Apple API availability")
struct AppleAvailabilityTests {
    static func table() throws -> AvailabilityTable {
        let url = TestPaths.repositoryRoot.appendingPathComponent("Documentation/AppleAvailability.md")
        return try AvailabilityTable(markdown: String(contentsOf: url, encoding: .utf8))
    }

    static func stubSource(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test("the goldens reference only tabled APIs, each available at the floor or guarded", arguments: ApplePlatform.allCases)
    func goldensRespectAvailability(_ platform: ApplePlatform) throws {
        let table = try Self.table()
        // Where the goldens do not type-check (GeneratedSwiftTypeCheckTests says why), the
        // compiler still dumps what it could resolve, and that is checked here.
        for batch in try GoldenChecks.results(for: platform) {
            let issues = AvailabilityCheck.issues(
                batch.availability, platform: platform, table: table, stubSource: Self.stubSource)
            #expect(issues.isEmpty, "\(issues.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test("the table parses: a version, yes or — per platform, and a developer.apple.com source per row")
    func tableParses() throws {
        let table = try Self.table()
        #expect(table.rows.count > 100)
        #expect(table.rows["SwiftUI.Color.init(uiColor:)"]?.availability[.macOS] == .unavailable)
        #expect(table.rows["UIKit.UIColor.init(dynamicProvider:)"]?.availability[.iOS] == .since(Version(13)))

        let header = "| API | iOS | Mac Catalyst | macOS | tvOS | watchOS | visionOS | Deprecated | Source |\n|---|---|---|---|---|---|---|---|---|\n"
        let row = "| `A.b` | 17.0 | yes | — | 5.2 | — | 1.0 | | <https://developer.apple.com/documentation/a/b> |\n"
        let parsed = try AvailabilityTable(markdown: header + row)
        #expect(parsed.rows["A.b"]?.availability == [
            .iOS: .since(Version(17)), .macCatalyst: .since(Version(0)), .macOS: .unavailable, .tvOS: .since(Version(5, 2)),
            .watchOS: .unavailable, .visionOS: .since(Version(1)),
        ])
        #expect(throws: AvailabilityTable.ParseError.self) { try AvailabilityTable(markdown: header + row + row) }
        #expect(throws: AvailabilityTable.ParseError.self) {
            try AvailabilityTable(markdown: header + row.replacingOccurrences(of: "17.0", with: "soon"))
        }
        #expect(throws: AvailabilityTable.ParseError.self) {
            try AvailabilityTable(markdown: header + row.replacingOccurrences(of: "developer.apple.com", with: "example.com"))
        }
    }

    @Test("stub references are named with labels read from the stub, and an Apple suffix for overloads")
    func stubNames() {
        let stub = """
            struct Font {
                /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88
                @_disfavoredOverload
                static func system(size: CGFloat, weight: Weight = .regular,
                                   design: Design = .default) -> Font
                func weight(_ weight: Weight) -> Font
                static func stroke<S: ShapeStyle>(_ content: S, style: (Int) -> Void = { _ in }) -> Font
            }
            """
        let source = { (path: String) in path == "/s/SwiftUI.swift" ? stub : nil }
        let key = { StubDeclarationName.key(forPrinted: $0, source: source) }
        #expect(key("SwiftUI.(file).Font.system(size:weight:design:)@/s/SwiftUI.swift:4:17") == "SwiftUI.Font.system(size:weight:design:)-73a88")
        #expect(key("SwiftUI.(file).Font extension.weight@/s/SwiftUI.swift:6:10 [with (substitution_map)]") == "SwiftUI.Font.weight(_:)")
        #expect(key("SwiftUI.(file).Font.stroke@/s/SwiftUI.swift:7:17") == "SwiftUI.Font.stroke(_:style:)")
        #expect(key("UIKit.(file).UISelectionFeedbackGenerator.init()") == "UIKit.UISelectionFeedbackGenerator.init()")
        #expect(key("CheckedSources.Tokens") == nil)
    }

    @Test("an unguarded iOS 17 call and an untabled API are reported; guarded ones are not", arguments: [
        ApplePlatform.iOS, .macCatalyst, .macOS,
    ])
    func guardCheck(_ platform: ApplePlatform) throws {
        let ast = try SwiftCompiler.dumpAST(["Sample.swift": GuardSample.source], platform: platform).ast
        let table = try AvailabilityTable(markdown: GuardSample.table)
        let issues = AvailabilityCheck.issues(
            ast: ast, platform: platform, table: table, modules: GoldenChecks.appleModules, stubSource: Self.stubSource)
        let smooth = "SwiftUI.Animation.smooth(duration:extraBounce:)"
        let needed = platform == .macOS ? Version(14) : Version(17)
        #expect(issues.map(\.description).sorted() == [
            AvailabilityIssue(
                api: smooth, platform: platform, position: SourcePosition(file: "Sample.swift", line: 2, column: 34),
                kind: .unguarded(needed: needed, assumed: platform.floor)).description,
            AvailabilityIssue(
                api: "SwiftUI.Path.closeSubpath()", platform: platform,
                position: SourcePosition(file: "Sample.swift", line: 12, column: 44), kind: .notInTable).description,
        ].sorted())
    }
}

/// A deliberately unguarded iOS 17 call beside guarded ones, and an API left out of the table.
enum GuardSample {
    static let source = """
        import SwiftUI
        func unguarded() -> Animation { .smooth(duration: 0.3, extraBounce: 0) }
        func guarded() -> Animation? {
            if #available(iOS 17, macOS 14, *) { return .smooth(duration: 0.3, extraBounce: 0) }
            return nil
        }
        @available(iOS 17, macOS 14, *) func annotated() -> Animation { .smooth(duration: 0.3, extraBounce: 0) }
        func afterGuard() -> Animation {
            guard #available(iOS 17, macOS 14, *) else { return .default }
            return .smooth(duration: 0.3, extraBounce: 0)
        }
        func unknown() -> Path { var p = Path(); p.closeSubpath(); return p }

        """

    static let table = """
        | API | iOS | Mac Catalyst | macOS | tvOS | watchOS | visionOS | Deprecated | Source |
        |---|---|---|---|---|---|---|---|---|
        | `SwiftUI.Animation` | 13.0 | 13.0 | 10.15 | 13.0 | 6.0 | 1.0 | | <https://developer.apple.com/documentation/swiftui/animation> |
        | `SwiftUI.Animation.default` | 13.0 | 13.0 | 10.15 | 13.0 | 6.0 | 1.0 | | <https://developer.apple.com/documentation/swiftui/animation/default> |
        | `SwiftUI.Animation.smooth(duration:extraBounce:)` | 17.0 | 17.0 | 14.0 | 17.0 | 10.0 | 1.0 | | <https://developer.apple.com/documentation/swiftui/animation/smooth(duration:extrabounce:)> |
        | `SwiftUI.Path` | 13.0 | 13.0 | 10.15 | 13.0 | 6.0 | 1.0 | | <https://developer.apple.com/documentation/swiftui/path> |
        | `SwiftUI.Path.init()` | 13.0 | 13.0 | 10.15 | 13.0 | 6.0 | 1.0 | | <https://developer.apple.com/documentation/swiftui/path/init()> |
        """
}
