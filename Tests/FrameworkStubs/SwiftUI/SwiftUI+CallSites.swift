// SwiftUI that the specs' own Swift code calls (Tests/Fixtures/callsites): gestures, geometry,
// presentation, symbols, accessibility. Same rules as SwiftUI.swift: each declaration follows the
// signature in Apple's documentation (quoted in the `///` line), bodies are trivial. Nothing here
// depends on UIKit or AppKit, so it builds in both SwiftUI stubs.

// MARK: - Safe area

/// `@frozen struct SafeAreaRegions` (an `OptionSet`; the raw type is not documented).
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `static let container: SafeAreaRegions`
    public static let container = SafeAreaRegions(rawValue: 1)
    /// `static let keyboard: SafeAreaRegions`
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// `static let all: SafeAreaRegions`
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

// MARK: - Shapes and gradients

/// The trimmed copy that `Shape.trim(from:to:)` returns as `some Shape`.
@frozen public struct _TrimmedShape<S: Shape>: Sendable {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
}
extension _TrimmedShape: Shape {
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension Shape {
    /// `nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape`
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// `@frozen nonisolated struct EllipticalGradient` (`ShapeStyle`, `View`).
@frozen public struct EllipticalGradient: ShapeStyle {
    /// `nonisolated init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)`
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    /// `nonisolated init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)`
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    /// `nonisolated init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)`
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
}
extension EllipticalGradient: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

// MARK: - Symbols

/// `struct SymbolRenderingMode` (`Sendable`)
public struct SymbolRenderingMode: Sendable {
    private let id: Int
    private init(id: Int) { self.id = id }
    /// `static let monochrome: SymbolRenderingMode`
    public static let monochrome = SymbolRenderingMode(id: 0)
    /// `static let multicolor: SymbolRenderingMode`
    public static let multicolor = SymbolRenderingMode(id: 1)
    /// `static let hierarchical: SymbolRenderingMode`
    public static let hierarchical = SymbolRenderingMode(id: 2)
    /// `static let palette: SymbolRenderingMode`
    public static let palette = SymbolRenderingMode(id: 3)
}

// MARK: - Geometry and collections

/// `struct GeometryProxy`
public struct GeometryProxy {
    /// `var size: CGSize { get }`
    public var size: CGSize { fatalError("SwiftUI stub") }
    /// `var safeAreaInsets: EdgeInsets { get }`
    public var safeAreaInsets: EdgeInsets { fatalError("SwiftUI stub") }
}

/// `@frozen nonisolated struct GeometryReader<Content> where Content : View`
@frozen public struct GeometryReader<Content: View> {
    /// `var content: (GeometryProxy) -> Content`
    public var content: (GeometryProxy) -> Content
    /// `nonisolated init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)`
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}
extension GeometryReader: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// `var data: Data`
    public var data: Data
    /// `var content: (Data.Element) -> Content`
    public var content: (Data.Element) -> Content
}
extension ForEach where Content: View {
    /// `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)`
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

// MARK: - Gestures

/// `@MainActor @preconcurrency protocol Gesture<Value>`
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// `associatedtype Value`
    associatedtype Value
    /// `associatedtype Body : Gesture`
    associatedtype Body: Gesture
    /// `@MainActor @preconcurrency var body: Self.Body { get }`
    @MainActor @preconcurrency var body: Self.Body { get }
}

/// `extension Never : Gesture` (primitive gestures have `Never` bodies).
extension Never: Gesture {
    public typealias Value = Never
}

/// `@frozen struct GestureMask` (an `OptionSet`, `init(rawValue: UInt32)`).
@frozen public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `static let none: GestureMask`
    public static let none = GestureMask([])
    /// `static let gesture: GestureMask`
    public static let gesture = GestureMask(rawValue: 1)
    /// `static let subviews: GestureMask`
    public static let subviews = GestureMask(rawValue: 2)
    /// `static let all: GestureMask`
    public static let all: GestureMask = [.gesture, .subviews]
}

/// `protocol CoordinateSpaceProtocol`
public protocol CoordinateSpaceProtocol {}

/// `struct LocalCoordinateSpace` (`CoordinateSpaceProtocol`)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// `init()`
    public init() {}
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// `static var local: LocalCoordinateSpace { get }`
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

// Every platform but tvOS: https://developer.apple.com/documentation/swiftui/draggesture
#if !TESSERA_STUB_TVOS
/// `@MainActor @preconcurrency struct DragGesture`
@MainActor @preconcurrency
public struct DragGesture: Gesture {
    /// `struct DragGesture.Value` (`Equatable`, `Sendable`)
    public struct Value: Equatable, Sendable {
        /// `var time: Date`
        public var time: Date
        /// `var location: CGPoint`
        public var location: CGPoint
        /// `var startLocation: CGPoint`
        public var startLocation: CGPoint
        /// `var translation: CGSize { get }`
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
    }

    /// `@MainActor @preconcurrency var minimumDistance: CGFloat`
    public var minimumDistance: CGFloat
    /// `@MainActor @preconcurrency init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local)`
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
    }

    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}
#endif

/// What `Gesture.onChanged(_:)` returns: `_ChangedGesture<Self>`.
@frozen public struct _ChangedGesture<Content: Gesture> {}
extension _ChangedGesture: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// What `Gesture.onEnded(_:)` returns: `_EndedGesture<Self>`.
@frozen public struct _EndedGesture<Content: Gesture> {}
extension _EndedGesture: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

extension Gesture where Value: Equatable {
    /// `nonisolated func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>`
    nonisolated public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

extension Gesture {
    /// `nonisolated func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>`
    nonisolated public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
}

// MARK: - Transitions

/// `@frozen struct AnyTransition` (not `Sendable`: Apple declares its constants `nonisolated(unsafe)`).
@frozen public struct AnyTransition {
    private let id: Int
    private init(id: Int) { self.id = id }
    /// `nonisolated(unsafe) static let opacity: AnyTransition`
    nonisolated(unsafe) public static let opacity = AnyTransition(id: 0)
    /// `static func move(edge: Edge) -> AnyTransition`
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(id: 1) }
    /// `func combined(with other: AnyTransition) -> AnyTransition`
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}
// Otherwise a frozen struct of an `Int` would be inferred `Sendable`.
@available(*, unavailable)
extension AnyTransition: Sendable {}

// MARK: - Accessibility and environment

/// `struct AccessibilityChildBehavior`
public struct AccessibilityChildBehavior: Sendable {
    private let id: Int
    private init(id: Int) { self.id = id }
    /// `static let ignore: AccessibilityChildBehavior`
    public static let ignore = AccessibilityChildBehavior(id: 0)
    /// `static let contain: AccessibilityChildBehavior`
    public static let contain = AccessibilityChildBehavior(id: 1)
    /// `static let combine: AccessibilityChildBehavior`
    public static let combine = AccessibilityChildBehavior(id: 2)
}

/// `struct AccessibilityTraits` (a `SetAlgebra`; stubbed as an `OptionSet`).
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// `static let isButton: AccessibilityTraits`
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// `static let isHeader: AccessibilityTraits`
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// `static let isSelected: AccessibilityTraits`
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// `static let isImage: AccessibilityTraits`
    public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
}

/// `enum ContentSizeCategory` (deprecated; `Hashable`, `CaseIterable`, `Sendable`)
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

extension EnvironmentValues {
    /// `var sizeCategory: ContentSizeCategory { get set }` (deprecated)
    public var sizeCategory: ContentSizeCategory {
        get { .large }
        set {}
    }
}

// MARK: - Sensory feedback

/// `struct SensoryFeedback` (`Equatable`, `Sendable`)
public struct SensoryFeedback: Equatable, Sendable {
    /// `struct SensoryFeedback.Flexibility`
    public struct Flexibility: Equatable, Sendable {
        private let id: Int
        private init(id: Int) { self.id = id }
        /// `static let rigid: SensoryFeedback.Flexibility`
        public static let rigid = Flexibility(id: 0)
        /// `static let solid: SensoryFeedback.Flexibility`
        public static let solid = Flexibility(id: 1)
        /// `static let soft: SensoryFeedback.Flexibility`
        public static let soft = Flexibility(id: 2)
    }

    private let id: Int
    private init(id: Int) { self.id = id }
    /// `static let success: SensoryFeedback`
    public static let success = SensoryFeedback(id: 0)
    /// `static let warning: SensoryFeedback`
    public static let warning = SensoryFeedback(id: 1)
    /// `static let error: SensoryFeedback`
    public static let error = SensoryFeedback(id: 2)
    /// `static let selection: SensoryFeedback`
    public static let selection = SensoryFeedback(id: 3)
    /// `static let impact: SensoryFeedback`
    public static let impact = SensoryFeedback(id: 4)
    /// `static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback`
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback { .impact }
}

// MARK: - View modifiers

extension View {
    /// `nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View`
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        fatalError("SwiftUI stub")
    }

    /// `nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View`
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { fatalError("SwiftUI stub") }

    /// `nonisolated func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture`
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        fatalError("SwiftUI stub")
    }

    /// `nonisolated func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture`
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        fatalError("SwiftUI stub")
    }

    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError("SwiftUI stub") }

    /// `nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content : View`
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { fatalError("SwiftUI stub") }

    /// `nonisolated func transition(_ t: AnyTransition) -> some View`
    nonisolated public func transition(_ t: AnyTransition) -> some View { fatalError("SwiftUI stub") }

    /// `nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View`
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        fatalError("SwiftUI stub")
    }

    /// `nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// `nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// `nonisolated func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T : Equatable`
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        fatalError("SwiftUI stub")
    }
}
