// Call sites from "Opta Scan iOS Aesthetic Guide" (shared/seeds/003), every Swift block in it. Blocks
// that declare the design-system API (colours, glass modifiers, springs, fonts, text styles,
// `OptaHaptics`) are used as an app would use them; blocks that declare the app's own views
// (CaptureButton, ResultCard, OptamizeSlider, …) are kept as the app's code. The API is spelled as
// the spec spells it, so a mismatch with the generated Tokens*.swift is a compile error
// (SpecCallSiteTests). Haptics are iOS-only ("Sync with macOS": Haptics … iOS-only), hence
// `#if canImport(UIKit)` around them; nothing else is changed from the spec.

import SwiftUI

// Color System, Base Colors and Neon Accent Colors: `extension Color { static let opta… }`.
func optaColours() -> [Color] {
    [
        Color.optaBackground, Color.optaSurface, Color.optaSurfaceElevated, Color.optaBorder,
        Color.optaTextPrimary, Color.optaTextSecondary, Color.optaTextMuted,
        Color.optaPurple, Color.optaPurpleGlow, Color.optaBlue, Color.optaGreen, Color.optaAmber, Color.optaRed,
    ]
}

// Neon Accent Colors: `static let optaMoonlight = LinearGradient(…)` in `extension Color`.
func moonlight() -> LinearGradient { Color.optaMoonlight }

// Glass Depth System: the three `ViewModifier`s and "View extension for easy use"
// (`func glassSubtle() -> some View { modifier(GlassSubtle()) }`, …).
struct GlassLevels: View {
    var body: some View {
        VStack {
            Text("Level 1").modifier(GlassSubtle())
            Text("Level 2").modifier(GlassContent())
            Text("Level 3").modifier(GlassOverlay())
            Text("Level 1").glassSubtle()
            Text("Level 2").glassContent()
            Text("Level 3").glassOverlay()
        }
    }
}

// Animation System, Spring Presets: `extension Animation { static let optaSpring … }`.
func springs() -> [Animation] { [.optaSpring, .optaSpringGentle, .optaSpringPage, .optaSpringBounce] }

// Animation System, Usage Examples (the three snippets, in one app view that holds their state).
struct AnimationUsageExamples: View {
    let result: ScanResult
    let index: Int
    @State private var isPressed = false
    @State private var isCapturing = false
    @State private var isVisible = false
    @State private var showResults = false

    func capture() {}

    var body: some View {
        VStack {
            // Button press
            Button(action: capture) {
                CaptureButton(isActive: isCapturing)
            }
            .scaleEffect(isPressed ? 0.95 : 1.0)
            .animation(.optaSpring, value: isPressed)

            // Card appearance
            ResultCard(result: result)
                .opacity(isVisible ? 1 : 0)
                .offset(y: isVisible ? 0 : 20)
                .animation(.optaSpringGentle.delay(Double(index) * 0.05), value: isVisible)
        }
        // Sheet presentation
        .sheet(isPresented: $showResults) {
            ResultsView()
                .transition(.move(edge: .bottom).combined(with: .opacity))
        }
        .animation(.optaSpringPage, value: showResults)
    }
}

// Animation System, Staggered Animations: the spec's `StaggeredAppear(index:isVisible:)` is the app's
// own modifier, built on the system's spring.
struct StaggeredAppear: ViewModifier {
    let index: Int
    let isVisible: Bool

    func body(content: Content) -> some View {
        content
            .opacity(isVisible ? 1 : 0)
            .offset(y: isVisible ? 0 : 16)
            .animation(
                .optaSpringGentle.delay(Double(index) * 0.04),
                value: isVisible
            )
    }
}

struct StaggeredList: View {
    let isVisible: Bool

    var body: some View {
        VStack {
            ForEach(0..<3, id: \.self) { index in
                Text("Result \(index)").modifier(StaggeredAppear(index: index, isVisible: isVisible))
            }
        }
    }
}

// Typography, Font System: `extension Font { static let optaDisplay … }` and the three
// "Dynamic Type support" styles in `extension View`.
func optaFonts() -> [Font] { [.optaDisplay, .optaTitle, .optaHeadline, .optaBody, .optaCaption, .optaLabel] }

struct TextStyles: View {
    var body: some View {
        VStack {
            Text("Opta").optaDisplayStyle()
            Text("Results").optaTitleStyle()
            Text("Point the camera at a menu.").optaBodyStyle()
        }
    }
}

// Typography, Gradient Text (For Emphasis): an app view.
struct GradientText: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.optaDisplay)
            .foregroundStyle(Color.optaMoonlight)
    }
}

#if canImport(UIKit)
// Haptics System, CoreHaptics Integration: `class OptaHaptics { static let shared = OptaHaptics() … }`
// with `tap()`, `buttonPress()`, `success()`, `processingStart()`. The spec's Custom AHAP Patterns
// (`playCustomHaptic(named:)`) play the app's own pattern files with its own Core Haptics engine: app
// code, not design tokens.
@MainActor
func hapticsSystem() {
    OptaHaptics.shared.tap()
    OptaHaptics.shared.buttonPress()
    OptaHaptics.shared.success()
    OptaHaptics.shared.processingStart()
}
#endif

// Components, Capture Button: an app view.
struct CaptureButton: View {
    let action: () -> Void
    @State private var isPressed = false

    var body: some View {
        Button(action: {
            #if canImport(UIKit)
            OptaHaptics.shared.buttonPress()
            #endif
            action()
        }) {
            ZStack {
                // Outer ring
                Circle()
                    .stroke(Color.optaPurple.opacity(0.3), lineWidth: 4)
                    .frame(width: 80, height: 80)

                // Inner fill
                Circle()
                    .fill(Color.optaPurple)
                    .frame(width: 64, height: 64)

                // Icon
                Image(systemName: "camera.fill")
                    .font(.system(size: 24, weight: .semibold))
                    .foregroundStyle(.white)
            }
        }
        .scaleEffect(isPressed ? 0.92 : 1.0)
        .animation(.optaSpring, value: isPressed)
        .simultaneousGesture(
            DragGesture(minimumDistance: 0)
                .onChanged { _ in isPressed = true }
                .onEnded { _ in isPressed = false }
        )
    }
}

// The Usage Examples build `CaptureButton(isActive:)` and `ResultCard(result:)`, which the component
// blocks do not declare: app glue, not design-system API.
extension CaptureButton {
    init(isActive: Bool) { self.init(action: {}) }
}

extension ResultCard {
    init(result: ScanResult) {
        self.init(title: result.title, subtitle: result.subtitle, rank: result.rank, isRecommended: result.isRecommended)
    }
}

/// The app's scan result, as the Usage Examples and Accessibility snippets read it.
struct ScanResult {
    var title: String
    var subtitle: String
    var rank: Int
    var isRecommended: Bool
}

/// The sheet the Usage Examples present.
struct ResultsView: View {
    var body: some View { Text("Results").optaTitleStyle() }
}

// Components, Result Card: an app view.
struct ResultCard: View {
    let title: String
    let subtitle: String
    let rank: Int?
    let isRecommended: Bool

    var body: some View {
        HStack(spacing: 16) {
            // Rank badge
            if let rank = rank {
                Text("\(rank)")
                    .font(.optaHeadline)
                    .foregroundStyle(isRecommended ? Color.optaPurple : Color.optaTextMuted)
                    .frame(width: 32, height: 32)
                    .background(
                        Circle()
                            .fill(isRecommended ? Color.optaPurple.opacity(0.2) : Color.optaSurface)
                    )
            }

            // Content
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.optaHeadline)
                    .foregroundStyle(Color.optaTextPrimary)

                Text(subtitle)
                    .font(.optaCaption)
                    .foregroundStyle(Color.optaTextSecondary)
            }

            Spacer()

            // Recommended badge
            if isRecommended {
                Text("Best")
                    .font(.optaLabel)
                    .foregroundStyle(Color.optaPurple)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(
                        Capsule()
                            .fill(Color.optaPurple.opacity(0.15))
                    )
            }
        }
        .padding(16)
        .glassContent()
    }
}

// Components, Optamize Slider: an app view.
struct OptamizeSlider: View {
    @Binding var value: Double // 0 = Quick, 1 = Thorough

    var body: some View {
        VStack(spacing: 12) {
            // Label
            HStack {
                Text("Quick")
                    .font(.optaCaption)
                    .foregroundStyle(value < 0.5 ? Color.optaPurple : Color.optaTextMuted)

                Spacer()

                Text("Optamize")
                    .font(.optaCaption)
                    .foregroundStyle(Color.optaPurple)

                Spacer()

                Text("Thorough")
                    .font(.optaCaption)
                    .foregroundStyle(value > 0.5 ? Color.optaPurple : Color.optaTextMuted)
            }

            // Slider track
            GeometryReader { geo in
                ZStack(alignment: .leading) {
                    // Track background
                    Capsule()
                        .fill(Color.optaSurface)
                        .frame(height: 8)

                    // Fill
                    Capsule()
                        .fill(Color.optaMoonlight)
                        .frame(width: geo.size.width * value, height: 8)

                    // Thumb
                    Circle()
                        .fill(Color.optaPurple)
                        .frame(width: 24, height: 24)
                        .shadow(color: Color.optaPurple.opacity(0.5), radius: 8)
                        .offset(x: (geo.size.width - 24) * value)
                }
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { gesture in
                            let newValue = gesture.location.x / geo.size.width
                            value = min(max(newValue, 0), 1)
                            #if canImport(UIKit)
                            OptaHaptics.shared.tap()
                            #endif
                        }
                )
            }
            .frame(height: 24)
        }
        .padding(16)
        .glassSubtle()
    }
}

// Icon System, SF Symbols Only: the three icon snippets.
struct Icons: View {
    var body: some View {
        HStack {
            // Primary action icons
            Image(systemName: "camera.fill")
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(Color.optaPurple)

            // Secondary icons
            Image(systemName: "clock")
                .symbolRenderingMode(.monochrome)
                .foregroundStyle(Color.optaTextSecondary)

            // Status icons with semantic color
            Image(systemName: "checkmark.circle.fill")
                .symbolRenderingMode(.palette)
                .foregroundStyle(.white, Color.optaGreen)
        }
    }
}

// Loading States, Processing Indicator: an app view.
struct OptaProcessingView: View {
    @State private var rotation: Double = 0
    @State private var scale: Double = 1

    var body: some View {
        ZStack {
            // Outer glow ring
            Circle()
                .stroke(Color.optaPurple.opacity(0.3), lineWidth: 2)
                .frame(width: 60, height: 60)
                .scaleEffect(scale)

            // Spinning arc
            Circle()
                .trim(from: 0, to: 0.3)
                .stroke(
                    Color.optaMoonlight,
                    style: StrokeStyle(lineWidth: 3, lineCap: .round)
                )
                .frame(width: 48, height: 48)
                .rotationEffect(.degrees(rotation))

            // Center icon
            Image(systemName: "sparkle")
                .font(.system(size: 20, weight: .semibold))
                .foregroundStyle(Color.optaPurple)
        }
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                rotation = 360
            }
            withAnimation(.easeInOut(duration: 1.5).repeatForever()) {
                scale = 1.1
            }
        }
    }
}

// Navigation Structure, Tab Bar: an app view.
struct OptaTabBar: View {
    @Binding var selectedTab: Tab

    enum Tab: String, CaseIterable {
        case capture = "camera.fill"
        case history = "clock"
        case settings = "gearshape"
    }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Tab.allCases, id: \.self) { tab in
                Button {
                    #if canImport(UIKit)
                    OptaHaptics.shared.tap()
                    #endif
                    withAnimation(.optaSpring) {
                        selectedTab = tab
                    }
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: tab.rawValue)
                            .font(.system(size: 22))
                            .symbolRenderingMode(.hierarchical)

                        Circle()
                            .fill(Color.optaPurple)
                            .frame(width: 4, height: 4)
                            .opacity(selectedTab == tab ? 1 : 0)
                    }
                    .foregroundStyle(selectedTab == tab ? Color.optaPurple : Color.optaTextMuted)
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .padding(.vertical, 12)
        .glassSubtle()
    }
}

// Performance Guidelines, Memory Management: not transcribed. It uses no design-system API, only
// Combine's @StateObject/@ObservedObject and a `Task { [weak self] … }` outside any type.

// Accessibility, VoiceOver Support.
struct VoiceOverCard: View {
    let result: ScanResult

    var body: some View {
        ResultCard(result: result)
            .accessibilityElement(children: .combine)
            .accessibilityLabel("\(result.title), ranked \(result.rank)")
            .accessibilityHint("Double tap to see details")
            .accessibilityAddTraits(result.isRecommended ? .isSelected : [])
    }
}

// Accessibility, Dynamic Type: the body of the spec's `#Preview` (the macro needs Xcode); the spec's
// `ResultCard(...)` gets sample arguments.
struct DynamicTypePreview: View {
    var body: some View {
        ResultCard(title: "Margherita", subtitle: "Best value", rank: 1, isRecommended: true)
            .environment(\.sizeCategory, .accessibilityExtraExtraLarge)
    }
}

// Accessibility, Reduce Motion.
struct ReduceMotionCard: View {
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    let isVisible: Bool

    var body: some View {
        Text("Result")
            .animation(reduceMotion ? .none : .optaSpring, value: isVisible)
    }
}
