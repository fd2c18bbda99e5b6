import Foundation
@testable import TesseraEmitters
import TesseraCore
import TesseraTestSupport
import Testing

/// The swift output's `preview` token sheet and the haptics class's sensory feedback: what they
/// write, that a large system gives a bounded sheet, and that both type-check against every
/// platform's stubs within the availability table.
@Suite("Swift token sheet and sensory feedback")
struct SwiftPreviewSheetTests {
    static let black = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0.2)

    /// Light and dark: one token of each kind the sheet draws, one it skips, a deprecated colour and
    /// the five feedback kinds.
    static let sets: [ResolvedTokenSet] = ["light", "dark"].map { theme in
        let haptic = { (feedback: String, style: String?) in
            #"{"dev.tessera.haptic": {"feedback": "\#(feedback)""# + (style.map { #", "style": "\#($0)""# } ?? "") + "}}"
        }
        return T.set([
            T.token("color.ink", theme == "dark" ? T.srgb(0.9, 0.9, 0.9) : T.srgb(0.1, 0.1, 0.1)),
            T.token("color.old", T.srgb(1, 0, 0), deprecated: .deprecated(reason: "use color.ink")),
            T.token("type.body", .typography(Typography(
                fontFamily: ["SF Pro"], fontSize: T.px(17), fontWeight: 400, letterSpacing: T.px(0), lineHeight: 1.4))),
            T.token("space.md", .dimension(T.px(16))),
            T.token("radius.card", .dimension(T.px(12))),
            T.token("shadow.card", .shadow([Shadow(color: black, offsetX: T.px(0), offsetY: T.px(2), blur: T.px(8), spread: T.px(0))])),
            T.token("motion.gentle", .duration(Duration(350, .ms)),
                    extensions: #"{"dev.tessera.spring": {"response": 0.35, "dampingFraction": 0.8}}"#),
            T.token("opacity.muted", .number(0.6)),
            T.token("haptics.tap", .number(0.7), extensions: haptic("impact", "light")),
            T.token("haptics.thud", .number(1), extensions: haptic("impact", "rigid")),
            T.token("haptics.pick", .number(1), extensions: haptic("selection", nil)),
            T.token("haptics.done", .number(1), extensions: haptic("notification", "success")),
            T.token("haptics.oops", .number(1), extensions: haptic("notification", "error")),
        ], [("theme", theme)])
    }

    static let modifiers = [ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "light")]
    static let options = #"{"preview": true, "haptics": {"in": "TestHaptics", "tokens": "haptics.*"}}"#

    static func emit(_ options: String, sets: [ResolvedTokenSet] = sets) -> (files: [String: String], log: DiagnosticLog) {
        let result = T.emit(SwiftEmitter(), sets, modifiers: modifiers, options: options, systemName: "Test")
        return (Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.text) }), result.log)
    }

    /// The files as a Debug build compiles them: the stubs' type-check defines no `DEBUG`.
    static func debug(_ files: [String: String]) -> [String: String] {
        files.mapValues { $0.replacingOccurrences(of: "#if DEBUG\n", with: "#if true // DEBUG\n") }
    }

    /// What the compiler and the availability check say about the lines this suite generates: the
    /// end of `Tokens+SwiftUI.swift` from the sensory feedback or the sheet on (the rest is
    /// GeneratedSwiftTypeCheckTests' and AppleAvailabilityTests'), in each file of `files`.
    static func problems(_ files: [String: String], platform: ApplePlatform) throws -> [String] {
        var firstLine: [String: Int] = [:]
        for (name, text) in files where name.hasSuffix("Tokens+SwiftUI.swift") {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            firstLine[name] = (lines.firstIndex { $0.hasPrefix("// Sensory feedback is SwiftUI's") || $0.hasPrefix("#if true // DEBUG") } ?? lines.count) + 1
        }
        func isOurs(_ file: String, _ line: Int) -> Bool { firstLine[file].map { line >= $0 } ?? false }
        let output = try SwiftCompiler.dumpAST(files, platform: platform)
        let errors = output.diagnostics.split(separator: "\n").filter { line in
            guard let match = line.firstMatch(of: #/^(?<file>[^:\s]+):(?<line>\d+):\d+: (error|warning)/#) else { return false }
            return isOurs(String(match.output.file), Int(match.output.line) ?? 0)
        }
        let issues = AvailabilityCheck.issues(
            ast: output.ast, platform: platform, table: try AppleAvailabilityTests.table(), modules: GoldenChecks.appleModules,
            stubSource: AppleAvailabilityTests.stubSource)
        return errors.map(String.init) + issues.filter { isOurs($0.position.file, $0.position.line) }.map(\.description)
    }

    /// The lines of the static data array `name`.
    static func rows(_ name: String, in text: String) -> [String] {
        guard let start = text.range(of: "private static let \(name): ") else { return [] }
        let rest = text[start.upperBound...]
        let block = rest[..<(rest.range(of: "    ]\n")?.lowerBound ?? rest.endIndex)]
        return block.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("the sheet is written only when preview is on, in a Debug block with its previews")
    func onlyWhenAsked() {
        let (plain, plainLog) = Self.emit("{}")
        #expect(plainLog.isEmpty, "\(plainLog.all)")
        #expect(!(plain["Tokens+SwiftUI.swift"] ?? "").contains("TestTokensSheet"))
        let (files, log) = Self.emit(#"{"preview": true}"#)
        #expect(log.isEmpty, "\(log.all)")
        let swiftUI = files["Tokens+SwiftUI.swift"] ?? ""
        #expect(swiftUI.contains("#if DEBUG\n/// The tokens of Test drawn for Xcode's canvas"))
        #expect(swiftUI.contains("public struct TestTokensSheet: SwiftUI.View {"))
        #expect(swiftUI.contains("#if compiler(>=5.9) && canImport(DeveloperToolsSupport)\n#Preview(\"Test tokens\") {\n    TestTokensSheet()\n}\n#else\nstruct TestTokensSheetPreviews: SwiftUI.PreviewProvider {"))
        #expect(swiftUI.hasSuffix("#endif\n#endif\n#endif\n"), "the sheet's block closes before the file's")
        #expect(Self.emit(#"{"preview": "yes"}"#).log.all.contains { $0.message.contains("option 'preview' of the 'swift' output expects a boolean") })
    }

    @Test("each kind of token is listed in its section; deprecated and undrawable tokens are not")
    func sections() {
        let swiftUI = Self.emit(#"{"preview": true}"#).files["Tokens+SwiftUI.swift"] ?? ""
        #expect(Self.rows("colors", in: swiftUI) == [#"Row("color.ink", TestTokens.Color.ink),"#])
        #expect(Self.rows("typography", in: swiftUI) == [#"Row("type.body", TestTokens.Adaptive(TestTokens.Type_.body)),"#])
        #expect(Self.rows("dimensions", in: swiftUI) == [#"Row("space.md", TestTokens.Adaptive(TestTokens.Space.md)),"#])
        #expect(Self.rows("radii", in: swiftUI) == [#"Row("radius.card", TestTokens.Adaptive(TestTokens.Radius.card)),"#])
        #expect(Self.rows("shadows", in: swiftUI) == [#"Row("shadow.card", TestTokens.Adaptive(TestTokens.Shadow.card)),"#])
        #expect(Self.rows("motion", in: swiftUI) == [#"Row("motion.gentle", TestTokens.Motion.gentle.animation),"#])
        #expect(swiftUI.contains(#"Part("Colours: light, dark (1)") {"#))
        #expect(swiftUI.contains(#"SwiftUI.ForEach(Self.colors, id: \.name) { Swatches(row: $0) }"#))
        #expect(!swiftUI.contains("color.old") && !swiftUI.contains("opacity.muted"))
    }

    @Test("a 100,000-token system gives at most 200 rows a section and counts the rest")
    func bounded() {
        let many = (0..<100_000).map { T.token("palette.c\($0)", T.srgb(Double($0 % 256) / 255, 0.5, 0.5)) }
        let swiftUI = Self.emit(#"{"preview": true}"#, sets: [T.set(many)]).files["Tokens+SwiftUI.swift"] ?? ""
        #expect(Self.rows("colors", in: swiftUI).count == 200)
        #expect(Self.rows("colors", in: swiftUI).last == #"Row("palette.c199", TestTokens.Adaptive(TestTokens.Palette.c199)),"#)
        #expect(swiftUI.contains(#"Part("Colours: light, dark (100000; the first 200 drawn)") {"#))
        let sheet = swiftUI[(swiftUI.range(of: "#if DEBUG")?.lowerBound ?? swiftUI.endIndex)...]
        #expect(sheet.split(separator: "\n").count < 500, "the sheet grows with the system")
        #expect(!swiftUI.contains("palette.c200\""))
    }

    @Test("haptic tokens map to SwiftUI's sensory feedback, behind the OS versions that have it")
    func feedbackMapping() {
        let (files, log) = Self.emit(Self.options)
        #expect(log.isEmpty, "\(log.all)")
        let swiftUI = files["Tokens+SwiftUI.swift"] ?? ""
        for line in [
            #"case .impact("light"): .impact(weight: .light, intensity: intensity)"#,
            #"case .impact("heavy"): .impact(weight: .heavy, intensity: intensity)"#,
            #"case .impact("soft"): .impact(flexibility: .soft, intensity: intensity)"#,
            #"case .impact("rigid"): .impact(flexibility: .rigid, intensity: intensity)"#,
            "case .impact: .impact(weight: .medium, intensity: intensity)",
            "case .selection: .selection",
            #"case .notification("warning"): .warning"#,
            #"case .notification("error"): .error"#,
            "case .notification: .success",
            "if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {",
            "#if canImport(UIKit)\nextension SwiftUI.View {",
            "public func testHapticFeedback<Trigger: Equatable>(_ event: TestHaptics.Event, trigger: Trigger) -> some SwiftUI.View {",
        ] {
            #expect(swiftUI.contains(line), "missing: \(line)")
        }
        #expect(swiftUI.components(separatedBy: "struct TestTokensSensoryFeedbackModifier").count == 2)
        #expect(!(Self.emit(#"{"preview": true}"#).files["Tokens+SwiftUI.swift"] ?? "").contains("SensoryFeedback"))
    }

    @Test("the feedback method is named for the haptics class", arguments: [
        ("OptaHaptics", "optaHapticFeedback"), ("FCHaptics", "fcHapticFeedback"), ("STOLHaptics", "stolHapticFeedback"),
        ("DeepRedHaptics", "deepRedHapticFeedback"), ("Haptics", "hapticFeedback"), ("Buzz", "buzzFeedback"),
        ("AppFeedback", "appFeedback"),
    ])
    func methodNames(type: String, name: String) {
        #expect(SwiftSensoryFeedback.methodName(forClass: type) == name)
    }

    /// Code an app writes with the feedback: the events on UIKit platforms, any haptic value elsewhere.
    static let callers = """
        import SwiftUI
        struct Probe: View {
            @State private var count = 0
            var body: some View {
                #if canImport(UIKit)
                Text("Tap").testHapticFeedback(.tap, trigger: count)
                #else
                Text("Tap").modifier(TestTokensSensoryFeedbackModifier(TestTokens.Haptics.tap, trigger: count))
                #endif
            }
        }

        """

    @Test("the sheet and the feedback type-check on every platform, within the availability table", arguments: ApplePlatform.allCases)
    func typeChecks(_ platform: ApplePlatform) throws {
        var files = Self.debug(Self.emit(Self.options).files)
        files["Probe.swift"] = Self.callers
        let output = try SwiftCompiler.typecheck(files, platform: platform)
        #expect(!output.diagnostics.contains("Probe.swift:"), "\(platform): \(output.diagnostics)")
        let problems = try Self.problems(files, platform: platform)
        #expect(problems.isEmpty, "\(platform):\n\(problems.joined(separator: "\n"))")
    }

    /// GeneratedSwiftTypeCheckTests and AppleAvailabilityTests compile the goldens without `DEBUG`,
    /// so the bundled systems' sheets are checked here (with their sensory feedback).
    @Test("the bundled systems' sheets type-check on every platform, within the availability table", arguments: ApplePlatform.allCases)
    func bundledSheets(_ platform: ApplePlatform) throws {
        var sheets = 0
        for batch in SwiftGoldens.batches.map({ $0.filter { $0.hasPrefix("bundled/") } }) where !batch.isEmpty {
            let sources = Self.debug(try SwiftGoldens.sources(of: batch, platform: platform))
            sheets += sources.values.filter { $0.contains("Sheet: SwiftUI.View {") }.count
            let problems = try Self.problems(sources, platform: platform)
            #expect(problems.isEmpty, "\(platform) \(batch):\n\(problems.joined(separator: "\n"))")
        }
        // Aurora and the five reference systems turn the sheet on.
        #expect(sheets == 6)
    }
}
