import Foundation
import TesseraTestSupport
import Testing

/// The SwiftUI/UIKit/AppKit stubs under `Tests/FrameworkStubs` and the compiler harness that
/// type-checks generated code against them: idiomatic code must pass, and each kind of mistake a
/// generator could make (label, type, member, optionality, actor isolation) must fail.
@Suite("framework stubs")
struct FrameworkStubTests {
    @Test("idiomatic SwiftUI + UIKit code type-checks against the UIKit stub set, without warnings")
    func uiKitSampleTypeChecks() throws {
        let output = try SwiftCompiler.typecheck(["Sample.swift": Samples.uiKit], frameworks: .uiKit)
        #expect(output.succeeded, "\(output.diagnostics)")
        #expect(!output.diagnostics.contains("warning:"), "\(output.diagnostics)")
    }

    @Test("idiomatic SwiftUI + AppKit code type-checks against the AppKit stub set, without warnings")
    func appKitSampleTypeChecks() throws {
        let output = try SwiftCompiler.typecheck(["Sample.swift": Samples.appKit], frameworks: .appKit)
        #expect(output.succeeded, "\(output.diagnostics)")
        #expect(!output.diagnostics.contains("warning:"), "\(output.diagnostics)")
    }

    @Test("each stub set offers only its own platform, and no set offers SwiftUI at all")
    func platformsAreSeparate() throws {
        let appKitOnUIKit = try SwiftCompiler.typecheck(["Sample.swift": Samples.appKit], frameworks: .uiKit)
        #expect(!appKitOnUIKit.succeeded)
        #expect(appKitOnUIKit.diagnostics.contains("no such module 'AppKit'"), "\(appKitOnUIKit.diagnostics)")

        let uiKitOnAppKit = try SwiftCompiler.typecheck(["Sample.swift": Samples.uiKit], frameworks: .appKit)
        #expect(!uiKitOnAppKit.succeeded)
        #expect(uiKitOnAppKit.diagnostics.contains("no such module 'UIKit'"), "\(uiKitOnAppKit.diagnostics)")

        let bare = try SwiftCompiler.typecheck(["Sample.swift": "import SwiftUI\n"], frameworks: .none)
        #expect(!bare.succeeded)
        #expect(bare.diagnostics.contains("no such module 'SwiftUI'"), "\(bare.diagnostics)")
    }

    @Test("a single mistake next to the valid sample fails to type-check, in the mistaken file", arguments: Mistake.all)
    func mistakesFail(_ mistake: Mistake) throws {
        let sample = mistake.frameworks == .appKit ? Samples.appKit : Samples.uiKit
        let output = try SwiftCompiler.typecheck(
            ["Sample.swift": sample, "Mistake.swift": mistake.source], frameworks: mistake.frameworks)
        #expect(!output.succeeded, "\(mistake.name) type-checked")
        #expect(output.diagnostics.contains("Mistake.swift:"), "\(output.diagnostics)")
        #expect(!output.diagnostics.contains("Sample.swift:"), "\(output.diagnostics)")
        #expect(output.diagnostics.contains(mistake.expected), "\(output.diagnostics)")
    }

    @Test("run compiles sources plus top-level code, executes it and returns standard output")
    func runReturnsOutput() throws {
        let output = try SwiftCompiler.run(
            ["Greeting.swift": #"func greeting(for name: String) -> String { "Hello, \(name)!" }"#],
            main: #"print(greeting(for: "Tessera"))"#)
        #expect(output == "Hello, Tessera!\n")
    }

    @Test("run throws with the compiler's diagnostics when the program does not compile")
    func runThrowsOnCompileErrors() {
        do {
            _ = try SwiftCompiler.run([:], main: #"let count: Int = "three""#)
            Issue.record("a program that does not compile ran")
        } catch {
            #expect("\(error)".contains("cannot convert value of type 'String'"), "\(error)")
        }
    }
}

/// One deliberate mistake, compiled as `Mistake.swift` beside the valid sample.
struct Mistake: Sendable, CustomTestStringConvertible {
    var name: String
    var frameworks: AppleFrameworks
    var source: String
    /// A fragment of the diagnostic the mistake must produce.
    var expected: String

    var testDescription: String { name }

    static let all: [Mistake] = [
        Mistake(
            name: "wrong argument label", frameworks: .uiKit,
            source: "import SwiftUI\nfunc mistake() -> Color { Color(.displayP3, red: 1, green: 0, blu: 0) }\n",
            expected: "incorrect argument label"),
        Mistake(
            name: "wrong argument type", frameworks: .uiKit,
            source: "import SwiftUI\nfunc mistake() -> Font { Font.system(size: \"12\") }\n",
            expected: "cannot convert value of type 'String' to expected argument type 'CGFloat'"),
        Mistake(
            name: "non-existent member", frameworks: .uiKit,
            source: "import SwiftUI\nfunc mistake() -> Animation { Animation.spring(response: 1, damping: 0.5) }\n",
            expected: "error:"),
        Mistake(
            name: "unwrapped failable initialiser", frameworks: .uiKit,
            source: "import UIKit\nfunc mistake() -> UIFont { let f: UIFont = UIFont(name: \"X\", size: 12); return f }\n",
            expected: "must be unwrapped"),
        Mistake(
            name: "UIKit's optional withSymbolicTraits used as non-optional", frameworks: .uiKit,
            source: """
                import UIKit
                func mistake(_ d: UIFontDescriptor) -> UIFontDescriptor { d.withSymbolicTraits(.traitBold) }

                """,
            expected: "must be unwrapped"),
        Mistake(
            name: "SwiftUI text style name on UIKit", frameworks: .uiKit,
            source: "import UIKit\nfunc mistake() -> UIFont { UIFont.preferredFont(forTextStyle: .title) }\n",
            expected: "error:"),
        Mistake(
            name: "main-actor haptics from a nonisolated function", frameworks: .uiKit,
            source: "import UIKit\nfunc mistake() { UIImpactFeedbackGenerator(style: .light).impactOccurred() }\n",
            expected: "main actor-isolated"),
        Mistake(
            name: "AppKit's failable NSFont(descriptor:size:) used as non-optional", frameworks: .appKit,
            source: """
                import AppKit
                func mistake(_ d: NSFontDescriptor) -> NSFont { let f: NSFont = NSFont(descriptor: d, size: 12); return f }

                """,
            expected: "must be unwrapped"),
        Mistake(
            name: "UIKit trait name on AppKit", frameworks: .appKit,
            source: "import AppKit\nfunc mistake(_ d: NSFontDescriptor) -> NSFontDescriptor { d.withSymbolicTraits(.traitBold) }\n",
            expected: "error:"),
    ]
}

/// Hand-written, idiomatic code of the kind the Swift emitters will generate.
enum Samples {
    static let uiKit = #"""
        import SwiftUI
        import UIKit

        struct ReduceMotionAwareAnimation<Value: Equatable>: ViewModifier {
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            @Environment(\.colorScheme) private var colorScheme
            @Environment(\.colorSchemeContrast) private var contrast
            let value: Value

            func body(content: Content) -> some View {
                content
                    .animation(reduceMotion ? nil : .spring(response: 0.35, dampingFraction: 0.8), value: value)
                    .foregroundStyle(colorScheme == .dark ? Color.white : Color.black)
                    .opacity(contrast == .increased ? 1 : 0.9)
            }
        }

        extension View {
            func tesseraMotion<Value: Equatable>(_ value: Value) -> some View {
                modifier(ReduceMotionAwareAnimation(value: value))
            }
        }

        struct PrimaryButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(.custom("Inter", size: 17, relativeTo: .body).weight(.semibold))
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    .overlay(RoundedRectangle(cornerRadius: 12, style: .continuous)
                        .stroke(Color.white.opacity(0.2), lineWidth: 1))
                    .shadow(radius: 4, y: 2)
                    .scaleEffect(configuration.isPressed ? 0.97 : 1)
                    .opacity(configuration.role == .destructive ? 0.9 : 1)
            }
        }

        enum Tokens {
            static let brand = Color(uiColor: UIColor { traits in
                switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
                case (.dark, .high): return UIColor(displayP3Red: 0.5, green: 0.7, blue: 1, alpha: 1)
                case (.dark, _): return UIColor(displayP3Red: 0.4, green: 0.6, blue: 1, alpha: 1)
                default: return UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
                }
            })
            static let surface = Color(.displayP3, red: 0.98, green: 0.97, blue: 0.95)
            static let scrim = Color(.sRGB, white: 0, opacity: 0.4)
            static let named = Color("Brand/Primary", bundle: .main)
            static let glow = RadialGradient(
                gradient: Gradient(stops: [
                    Gradient.Stop(color: brand, location: 0),
                    .init(color: brand.opacity(0), location: 1),
                ]),
                center: .center, startRadius: 0, endRadius: 120)
            static let sheen = LinearGradient(
                stops: [.init(color: .white, location: 0), .init(color: .clear, location: 1)],
                startPoint: .topLeading, endPoint: .bottomTrailing)
            static let ring = AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center)
            static let title = Font.system(.title, design: .rounded, weight: .bold)
            static let caption = Font.system(size: 12, weight: .medium).monospacedDigit()
            static let fixed = Font.custom("Inter", fixedSize: 11)
            static let quick = Animation.easeInOut(duration: 0.2).delay(0.05)
            static let bounce = Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 26, initialVelocity: 0)
            static let curve = Animation.timingCurve(0.2, 0, 0, 1, duration: 0.3)
            static let pulse = Animation.linear(duration: 1).repeatForever(autoreverses: true)
            static let defaultSpring = Animation.spring()
            static let dash = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])

            static func bodyFont() -> UIFont {
                let base = UIFont(name: "Inter-Regular", size: 17) ?? .systemFont(ofSize: 17, weight: .regular)
                return UIFontMetrics(forTextStyle: .body).scaledFont(for: base, maximumPointSize: 34)
            }

            static func roundedFont() -> UIFont {
                let descriptor = UIFont.systemFont(ofSize: 15, weight: .semibold).fontDescriptor
                let rounded = descriptor.withDesign(.rounded) ?? descriptor
                return UIFont(descriptor: rounded.withSymbolicTraits(.traitItalic) ?? rounded, size: 15)
            }

            static let spacing = UIFontMetrics.default.scaledValue(for: 8)
        }

        struct Card: View {
            @State private var pressed = false

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Title").font(Tokens.title).kerning(0.2).foregroundColor(Tokens.brand)
                    Text(verbatim: "Body").font(.body).tracking(0.1).baselineOffset(1)
                    if pressed {
                        Text("Pressed").italic().bold()
                    } else {
                        Circle().fill(Tokens.glow)
                    }
                    Button(action: { pressed.toggle() }) { Text("Go") }
                        .buttonStyle(PrimaryButtonStyle())
                }
                .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Tokens.surface)
                .clipShape(.rect(cornerRadius: 16))
                .tint(.red)
                .foregroundStyle(.primary)
                .transaction { $0.disablesAnimations = true }
                .tesseraMotion(pressed)
                .accessibilityLabel("Card")
                .textCase(.uppercase)
                .multilineTextAlignment(.center)
                .environment(\.colorScheme, .dark)
                .contentShape(Capsule())
                .overlay(alignment: .topTrailing) { Image(systemName: "star") }
            }
        }

        @MainActor
        func confirmTap() {
            let generator = UIImpactFeedbackGenerator(style: .medium)
            generator.prepare()
            generator.impactOccurred(intensity: 0.7)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
            if !UIAccessibility.isReduceMotionEnabled {
                withAnimation(Tokens.quick) {}
            }
        }

        """#

    static let appKit = #"""
        import AppKit
        import SwiftUI

        enum MacTokens {
            static let brand = Color(nsColor: NSColor(name: nil) { appearance in
                switch appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua,
                                                   .accessibilityHighContrastDarkAqua]) {
                case .darkAqua?, .accessibilityHighContrastDarkAqua?:
                    return NSColor(displayP3Red: 0.4, green: 0.6, blue: 1, alpha: 1)
                default:
                    return NSColor(srgbRed: 0.1, green: 0.3, blue: 0.9, alpha: 1)
                }
            })
            static let accent = NSColor(named: "Brand", bundle: .main) ?? .controlAccentColor

            static func bodyFont() -> NSFont {
                let base = NSFont.preferredFont(forTextStyle: .body)
                let descriptor = base.fontDescriptor.withDesign(.rounded) ?? base.fontDescriptor
                return NSFont(descriptor: descriptor.withSymbolicTraits(.bold), size: 13)
                    ?? .systemFont(ofSize: 13, weight: .semibold)
            }

            static var reduceMotion: Bool { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }
            static var increaseContrast: Bool { NSWorkspace.shared.accessibilityDisplayShouldIncreaseContrast }

            static func alignmentFeedback() {
                NSHapticFeedbackManager.defaultPerformer.perform(.alignment, performanceTime: .now)
            }
        }

        struct Badge: View {
            @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

            var body: some View {
                Text("New")
                    .font(.system(.caption, weight: .semibold))
                    .padding(4)
                    .background(reduceTransparency ? AnyShapeStyle(MacTokens.brand) : AnyShapeStyle(.regularMaterial),
                                in: Capsule())
            }
        }

        """#
}
