import Foundation
@testable import TesseraEmitters
import TesseraCore
import TesseraTestSupport
import Testing

/// The defects a review of the generated Swift against Apple's documentation found (issue 22), each
/// pinned by what the generated code does: how it is built, what it compiles to in Swift 6 mode
/// against the stubs, and what its plain values compute when run.
@Suite("Generated Swift on Apple's SDKs")
struct AppleSDKDefectTests {
    /// Light and dark with a dark default (as Futurecast), an italic bold rounded style, a timer
    /// style with tabular lining numerals and a serif whose first family is a custom font.
    static let sets: [ResolvedTokenSet] = ["dark", "light"].map { theme in
        T.set([
            T.token("color.ink", theme == "dark" ? T.srgb(0.9, 0.9, 0.9) : T.srgb(0.1, 0.1, 0.1)),
            T.token("type.scientificName", .typography(Typography(
                fontFamily: ["SF Pro Rounded"], fontSize: T.px(20), fontWeight: 700, letterSpacing: T.px(0), lineHeight: 1.2)),
                extensions: #"{"dev.tessera.fontStyle": "italic"}"#),
            T.token("type.timer", .typography(Typography(
                fontFamily: ["SF Pro"], fontSize: T.px(13), fontWeight: 500, letterSpacing: T.px(0), lineHeight: 1.2)),
                extensions: #"{"dev.tessera.fontFeatures": ["tnum", "lnum"]}"#),
            T.token("type.opinion", .typography(Typography(
                fontFamily: ["EB Garamond", "New York", "serif"], fontSize: T.px(17), fontWeight: 400, letterSpacing: T.px(0), lineHeight: 1.6))),
        ], [("theme", theme)])
    }

    static let files: [String: String] = {
        let modifiers = [ModifierInfo(name: "theme", contexts: ["dark", "light"], defaultContext: "dark")]
        let result = T.emit(SwiftEmitter(), sets, modifiers: modifiers, options: "{}", systemName: "Test")
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.text) })
    }()

    /// The body of the declaration whose first line contains `signature`, up to the next blank line.
    static func declaration(_ signature: String, in file: String) -> String {
        let text = files[file] ?? ""
        guard let start = text.range(of: signature) else { return "" }
        let rest = text[start.lowerBound...]
        return String(rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)])
    }

    @Test("a size the typography modifier already scaled is not scaled again by the font")
    func scaledSizeIsUsedAsIs() {
        let fixed = Self.declaration("func font(size: CGFloat) -> SwiftUI.Font", in: "Tokens+SwiftUI.swift")
        #expect(!fixed.isEmpty)
        #expect(!fixed.contains("relativeTo"), "font(size:) scales with Dynamic Type again: \(fixed)")
        let afterModifier = (Self.files["Tokens+SwiftUI.swift"] ?? "").components(separatedBy: "struct TestTokensTypographyModifier").last ?? ""
        let modifier = afterModifier.components(separatedBy: "\n}\n").first ?? ""
        #expect(modifier.contains("@SwiftUI.ScaledMetric private var size"))
        #expect(modifier.contains(".font(token.font(size: size))"))
    }

    @Test("dynamic colours and the trait context are usable off the main actor", arguments: [AppleFrameworks.uiKit, .appKit])
    func coloursResolveOnAnyThread(_ frameworks: AppleFrameworks) throws {
        for file in ["Tokens+UIKit.swift", "Tokens+AppKit.swift"] {
            #expect(!(Self.files[file] ?? "").contains("assumeIsolated"), "\(file) traps off the main thread")
        }
        // A nonisolated, synchronous caller: Swift 6 rejects it if the context needs the main actor.
        let probe = frameworks == .uiKit
            ? "import UIKit\nnonisolated func probe(_ traits: UITraitCollection) -> UIColor {\n    _ = TestTokens.Context(traits)\n    return TestTokens.Color.ink.uiColor\n}\n"
            : "import AppKit\nnonisolated func probe(_ appearance: NSAppearance) -> NSColor {\n    _ = TestTokens.Context(appearance)\n    return TestTokens.Color.ink.nsColor\n}\n"
        var sources = Self.files
        sources["Probe.swift"] = probe
        let output = try SwiftCompiler.typecheck(sources, frameworks: frameworks)
        #expect(output.succeeded && !output.diagnostics.contains("warning:"), "\(output.diagnostics)")
    }

    @Test("an unspecified appearance keeps the system's default (dark here), not light")
    func unspecifiedAppearanceKeepsTheDefault() {
        let uiKit = Self.declaration("init(_ traits: UITraitCollection)", in: "Tokens+UIKit.swift")
        #expect(uiKit.contains("case .dark: theme = .dark") && uiKit.contains("case .light: theme = .light"))
        #expect(uiKit.contains("default: break"), "\(uiKit)")
        #expect(!uiKit.contains("? .dark : .light"), "\(uiKit)")
        let appKit = Self.declaration("init(_ appearance: NSAppearance)", in: "Tokens+AppKit.swift")
        #expect(appKit.contains("default: break"), "\(appKit)")
    }

    @Test("italic keeps the descriptor's traits (bold) and design (rounded)")
    func italicKeepsWeightAndDesign() {
        #expect((Self.files["Tokens+UIKit.swift"] ?? "").contains("withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.traitItalic))"))
        #expect((Self.files["Tokens+AppKit.swift"] ?? "").contains("withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.italic))"))
        #expect(!(Self.files["Tokens+UIKit.swift"] ?? "").contains("withSymbolicTraits(.traitItalic)"))
    }

    @Test("tabular lining numerals reach SwiftUI, UIKit and AppKit")
    func numeralsAreApplied() throws {
        #expect(Self.declaration("public var font: SwiftUI.Font {", in: "Tokens+SwiftUI.swift").contains("monospacedDigit()"))
        #expect(Self.declaration("func uiFont(size: CGFloat) -> UIFont", in: "Tokens+UIKit.swift").contains(".featureSettings"))
        #expect(Self.declaration("func nsFont(size: CGFloat) -> NSFont", in: "Tokens+AppKit.swift").contains(".featureSettings"))
        let printed = try SwiftCompiler.run(["Tokens.swift": Self.files["Tokens.swift"] ?? ""], main: """
            let features = TestTokens.TypographyValue.numeralFeatures(TestTokens.Type_.timer.fontFeatures)
            print(features.map { "\\($0.type):\\($0.selector)" }.joined(separator: " "))
            """)
        // Apple's AAT registry: number spacing (6) monospaced (0); number case (21) upper-case, lining (1).
        #expect(printed == "6:0 21:1\n")
    }

    @Test("a custom family that is not installed falls back to the next one: New York, as the serif design")
    func familyFallbackReachesNewYork() throws {
        let printed = try SwiftCompiler.run(["Tokens.swift": Self.files["Tokens.swift"] ?? ""], main: """
            let opinion = TestTokens.Type_.opinion
            print(opinion.face(installed: { _ in false }))
            print(opinion.face(installed: { $0 == "EB Garamond" }))
            print(TestTokens.Type_.scientificName.face(installed: { _ in true }))
            """)
        #expect(printed == """
            (design: Optional("serif"), family: nil)
            (design: nil, family: Optional("EB Garamond"))
            (design: Optional("rounded"), family: nil)

            """)
    }
}
