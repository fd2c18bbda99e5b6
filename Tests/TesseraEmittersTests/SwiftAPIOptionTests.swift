import Foundation
@testable import TesseraEmitters
import TesseraCore
import TesseraTestSupport
import Testing

/// The swift output's `api` `index` key and the button style state keys: what they write, the
/// mistakes they report, and that the code type-checks against the framework stubs without a warning.
@Suite("Swift API options")
struct SwiftAPIOptionTests {
    /// Light and dark, with a border whose colour follows the theme.
    static let sets: [ResolvedTokenSet] = ["light", "dark"].map { theme in
        let line = theme == "dark" ? T.srgb(1, 1, 1) : T.srgb(0, 0, 0)
        guard case .color(let lineColor) = line else { fatalError("not a colour") }
        return T.set([
            T.token("font.serif", .fontFamily(["EB Garamond", "New York", "serif"])),
            T.token("color.ink", T.srgb(0.13, 0.13, 0.13)),
            T.token("color.canvas", T.srgb(0.96, 0.95, 0.92)),
            T.token("color.fade", T.srgb(0.53, 0.53, 0.53)),
            T.token("color.scrim", T.srgb(0, 0, 0, alpha: 0.1)),
            T.token("button.border", .border(Border(color: lineColor, width: T.px(1), style: .keyword(.solid)))),
            T.token("button.disabledBorder", .border(Border(
                color: ColorValue(space: .srgb, components: [0.53, 0.53, 0.53]), width: T.px(2), style: .keyword(.solid)))),
            T.token("button.radius", .dimension(T.px(12))),
            T.token("button.scale", .number(0.96)),
            T.token("motion.press", .duration(Duration(150, .ms))),
            T.token("text.caseName", .typography(Typography(
                fontFamily: ["EB Garamond", "New York", "serif"], fontSize: T.px(18), fontWeight: 400,
                letterSpacing: T.px(0), lineHeight: 1.6))),
        ], [("theme", theme)])
    }

    static let modifiers = [ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: "light")]

    static func emit(_ options: String, sets: [ResolvedTokenSet] = sets, modifiers: [ModifierInfo] = modifiers) -> (files: [String: String], log: DiagnosticLog) {
        let result = T.emit(SwiftEmitter(), sets, modifiers: modifiers, options: options, systemName: "Test")
        return (Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.text) }), result.log)
    }

    static func expectCleanTypeCheck(_ files: [String: String]) throws {
        for frameworks in [AppleFrameworks.uiKit, .appKit] {
            let output = try SwiftCompiler.typecheck(files, frameworks: frameworks)
            #expect(output.succeeded && output.diagnostics.isEmpty, "\(frameworks): \(output.diagnostics)")
        }
    }

    @Test("index picks a name of a font family list: the first fallback is index 1")
    func indexPicksAFamily() {
        let (files, log) = Self.emit(#"""
            {"api": [{"in": "DesignSystem", "tokens": "font.serif", "as": "string", "name": "fontSerif"},
                     {"in": "DesignSystem", "tokens": "font.serif", "as": "string", "index": 1, "name": "fontSerifFallback"}]}
            """#)
        #expect(log.isEmpty, "\(log.all)")
        let swiftUI = files["Tokens+SwiftUI.swift"] ?? ""
        #expect(swiftUI.contains(#"public static var fontSerif: String { TestTokens.Font.serif.first ?? "" }"#))
        #expect(swiftUI.contains(#"public static var fontSerifFallback: String { TestTokens.Font.serif.dropFirst(1).first ?? "" }"#))
    }

    @Test("a wrong index is an error at its place", arguments: [
        (#""index": 3, "as": "string""#, "past the end of 'font.serif', which lists 3 families"),
        (#""index": 1.5, "as": "string""#, "must be a whole number"),
        (#""index": "1", "as": "string""#, "must be a whole number"),
        (#""index": 1, "as": "value""#, "it needs 'as: string'"),
    ])
    func indexMistakes(keys: String, message: String) {
        let (files, log) = Self.emit(#"{"api": [{"in": "DesignSystem", "tokens": "font.serif", "name": "fallback", "# + keys + "}]}")
        #expect(log.all.contains { $0.severity == .error && $0.message.contains(message) }, "\(log.all)")
        #expect(!(files["Tokens+SwiftUI.swift"] ?? "").contains("static var fallback"))
    }

    static let buttonOptions = #"""
        {"buttonStyles": [
           {"name": "OutlineButtonStyle", "foreground": "color.ink", "foregroundDisabled": "color.fade",
            "backgroundDisabled": "color.canvas", "border": "button.border", "borderDisabled": "button.disabledBorder",
            "cornerRadius": "button.radius", "pressedScale": "button.scale", "pressedOverlay": "color.scrim",
            "animation": "motion.press"},
           {"name": "InvertingButtonStyle", "foreground": "color.ink", "foregroundPressed": "color.canvas",
            "backgroundPressed": "color.ink", "borderColor": "color.ink"}],
         "textStyles": [{"name": "caseNameStyle", "on": "Text", "typography": "text.caseName", "color": "color.ink"}]}
        """#

    @Test("button styles: disabled, pressed-scale, overlay, animation and border-token keys")
    func buttonStateKeys() {
        let (files, log) = Self.emit(Self.buttonOptions)
        #expect(log.isEmpty, "\(log.all)")
        let text = files["Tokens+SwiftUI.swift"] ?? ""
        let outline = text.components(separatedBy: "struct OutlineButtonStyle").dropFirst().first ?? ""
        for line in [
            #"@SwiftUI.Environment(\.isEnabled) private var isEnabled"#,
            ".foregroundStyle(!isEnabled ? TestTokens.Adaptive(TestTokens.Color.fade).color : TestTokens.Adaptive(TestTokens.Color.ink).color)",
            ".background(!isEnabled ? TestTokens.Adaptive(TestTokens.Color.canvas).color : SwiftUI.Color.clear, in: shape)",
            // The border's colour still follows the theme.
            ".overlay { shape.stroke(!isEnabled ? TestTokens.Button.disabledBorder.color.color : TestTokens.Adaptive { TestTokens.Button.border.resolved(in: $0).color }.color, lineWidth: !isEnabled ? CGFloat(TestTokens.Button.disabledBorder.width) : CGFloat(TestTokens.Button.border.value.width)) }",
            ".overlay(configuration.isPressed ? TestTokens.Adaptive(TestTokens.Color.scrim).color : SwiftUI.Color.clear, in: shape)",
            ".scaleEffect(configuration.isPressed ? CGFloat(TestTokens.Button.scale) : 1)",
            ".modifier(TestTokensMotionModifier(animation: .easeInOut(duration: TestTokens.Motion.press), fallback: nil, value: configuration.isPressed))",
        ] {
            #expect(outline.contains(line), "missing: \(line)")
        }
        // Without a disabled key the style does not read isEnabled.
        let inverting = text.components(separatedBy: "struct InvertingButtonStyle").dropFirst().first ?? ""
        #expect(!inverting.contains("isEnabled"))
        #expect(inverting.contains(".background(configuration.isPressed ? TestTokens.Adaptive(TestTokens.Color.ink).color : SwiftUI.Color.clear, in: shape)"))
    }

    @Test("the generated API type-checks with UIKit and with AppKit, without warnings")
    func generatedCodeTypeChecks() throws {
        let (files, log) = Self.emit(Self.buttonOptions)
        #expect(log.isEmpty, "\(log.all)")
        try Self.expectCleanTypeCheck(files)
    }

    @Test("AppKit reads the appearance only when a modifier follows it (an unused 'match' is a warning)")
    func appKitWithoutAppearance() throws {
        let motion = ["default", "reduced"].map { context in
            T.set([T.token("motion.fade", .duration(Duration(context == "reduced" ? 0 : 200, .ms)))], [("motion", context)])
        }
        let (files, log) = Self.emit("{}", sets: motion, modifiers: [
            ModifierInfo(name: "motion", contexts: ["default", "reduced"], defaultContext: "default"),
        ])
        #expect(log.isEmpty, "\(log.all)")
        #expect(!(files["Tokens+AppKit.swift"] ?? "").contains("let match"))
        try Self.expectCleanTypeCheck(files)
    }

    @Test("a button style names either a border token or a border colour")
    func borderConflict() {
        let (_, log) = Self.emit(#"{"buttonStyles": [{"name": "X", "border": "button.border", "borderColor": "color.ink"}]}"#)
        #expect(log.all.contains { $0.severity == .error && $0.message.contains("names both 'border' and 'borderColor'") }, "\(log.all)")
    }
}
