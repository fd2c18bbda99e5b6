// Minimal interface stub of Apple's SwiftUI, for type-checking generated code on Linux.
//
// Every declaration mirrors Apple's documented Swift signature (argument labels, parameter and
// return types, default arguments, optionality, `@MainActor`/`nonisolated` where Apple has it).
// Bodies are `fatalError()` or trivial: this module is only ever type-checked against, never run.
// Version availability is not modelled (Documentation/AppleAvailability.md holds it); APIs Apple
// has since deprecated are kept when generated code may still meet them. Concrete return types
// that Apple hides behind `some View` are stubbed the same way.
//
// SwiftUI sits on AppKit on macOS and on UIKit everywhere else, Mac Catalyst included (where
// AppKit is importable too but SwiftUI does not re-export it). The stub is built once per
// platform with one of `-D TESSERA_STUB_IOS`, `_MACCATALYST`, `_MACOS`, `_TVOS`, `_WATCHOS` or
// `_VISIONOS`, beside the UIKit or AppKit stub built for the same platform.
//
// Built with `swiftc -swift-version 6 -parse-as-library -emit-module -module-name SwiftUI -D TESSERA_STUB_<PLATFORM> -I <UIKit or AppKit>`.

@_exported import Foundation
import CoreText
#if TESSERA_STUB_MACOS
@_exported import AppKit
#elseif TESSERA_STUB_IOS || TESSERA_STUB_MACCATALYST || TESSERA_STUB_TVOS || TESSERA_STUB_WATCHOS || TESSERA_STUB_VISIONOS
@_exported import UIKit
#else
#error("build the SwiftUI stub with -D TESSERA_STUB_<PLATFORM>")
#endif

// MARK: - Core Graphics gaps

// swift-corelibs-foundation has CGFloat, CGPoint, CGSize and CGRect but not the CoreGraphics line
// enums that `StrokeStyle` uses; on Apple platforms they come from CoreGraphics.

/// `enum CGLineCap : Int32, @unchecked Sendable`
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// `enum CGLineJoin : Int32, @unchecked Sendable`
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

// MARK: - View

/// `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@resultBuilder struct ViewBuilder`
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1))
    }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleView<(C0, C1, C2)>
    { TupleView((c0, c1, c2)) }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleView<(C0, C1, C2, C3)>
    { TupleView((c0, c1, c2, c3)) }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleView<(C0, C1, C2, C3, C4)> { TupleView((c0, c1, c2, c3, c4)) }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleView<(C0, C1, C2, C3, C4, C5)> { TupleView((c0, c1, c2, c3, c4, c5)) }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> { TupleView((c0, c1, c2, c3, c4, c5, c6)) }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) }
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    /// `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(storage: .trueContent(first)) }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(storage: .falseContent(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

// MARK: - Primitive views

/// `@frozen struct EmptyView`
@frozen public struct EmptyView: Sendable {
    public init() {}
}
extension EmptyView: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct TupleView<T>`
@frozen public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { self.value = value }
}
extension TupleView: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct _ConditionalContent<TrueContent, FalseContent>`
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    public init(storage: Storage) { self.storage = storage }
}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct AnyView`
@frozen public struct AnyView {
    /// `init<V>(_ view: V) where V : View`
    public init<V: View>(_ view: V) {}
    /// `init<V>(erasing view: V) where V : View`
    public init<V: View>(erasing view: V) {}
}
extension AnyView: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct Group<Content>`
@frozen public struct Group<Content> {
    /// `init(@ViewBuilder content: () -> Content)` (where `Content : View`)
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}
extension Group: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct HStack<Content> where Content : View`
@frozen public struct HStack<Content: View> {
    /// `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
extension HStack: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct VStack<Content> where Content : View`
@frozen public struct VStack<Content: View> {
    /// `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
extension VStack: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct ZStack<Content> where Content : View`
@frozen public struct ZStack<Content: View> {
    /// `init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)`
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}
extension ZStack: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct Spacer`
@frozen public struct Spacer: Sendable {
    /// `init(minLength: CGFloat? = nil)`
    public init(minLength: CGFloat? = nil) {}
}
extension Spacer: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct Image`
@frozen public struct Image: Equatable, Sendable {
    private let name: String
    /// `init(_ name: String, bundle: Bundle? = nil)`
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    /// `init(systemName: String)`
    public init(systemName: String) { self.name = systemName }
}
extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

// MARK: - Text

/// `@frozen struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation, Sendable`
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    private let key: String
    /// `init(_ value: String)`
    public init(_ value: String) { self.key = value }
    /// `init(stringLiteral value: String)`
    public init(stringLiteral value: String) { self.key = value }
}

/// `enum TextAlignment : Hashable, CaseIterable, Sendable`
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

/// `@frozen struct Text : Equatable, Sendable`
@frozen public struct Text: Equatable, Sendable {
    /// `enum Text.Case : Equatable, Hashable, Sendable`
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }

    private let storage: String

    /// `init(verbatim content: String)`
    public init(verbatim content: String) { self.storage = content }
    /// `init<S>(_ content: S) where S : StringProtocol` (Apple marks it `@_disfavoredOverload`, so
    /// string literals pick the `LocalizedStringKey` initialiser).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.storage = String(content) }
    /// `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) { self.storage = "" }

    /// `func font(_ font: Font?) -> Text`
    public func font(_ font: Font?) -> Text { self }
    /// `func fontWeight(_ weight: Font.Weight?) -> Text`
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// `func fontDesign(_ design: Font.Design?) -> Text`
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// `func fontWidth(_ width: Font.Width?) -> Text`
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// `func italic() -> Text`
    public func italic() -> Text { self }
    /// `func italic(_ isActive: Bool) -> Text`
    public func italic(_ isActive: Bool) -> Text { self }
    /// `func bold() -> Text`
    public func bold() -> Text { self }
    /// `func bold(_ isActive: Bool) -> Text`
    public func bold(_ isActive: Bool) -> Text { self }
    /// `func monospacedDigit() -> Text`
    public func monospacedDigit() -> Text { self }
    /// `func foregroundColor(_ color: Color?) -> Text`
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// `func foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle`
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    /// `func kerning(_ kerning: CGFloat) -> Text`
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// `func tracking(_ tracking: CGFloat) -> Text`
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// `func baselineOffset(_ baselineOffset: CGFloat) -> Text`
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// `func underline(_ isActive: Bool = true, color: Color? = nil) -> Text`
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// `func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text`
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// `func textCase(_ textCase: Text.Case?) -> Text`
    public func textCase(_ textCase: Text.Case?) -> Text { self }

    /// `static func + (lhs: Text, rhs: Text) -> Text`
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

// MARK: - Geometry

/// `@frozen struct UnitPoint : Hashable, Sendable`
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.x = 0; self.y = 0 }
    /// `init(x: CGFloat, y: CGFloat)`
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// `@frozen struct Angle : Hashable, Comparable, Sendable`
@frozen public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { self.radians = 0 }
    /// `init(radians: Double)`
    public init(radians: Double) { self.radians = radians }
    /// `init(degrees: Double)`
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// `static func radians(_ radians: Double) -> Angle`
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// `static func degrees(_ degrees: Double) -> Angle`
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// `@frozen enum Edge : Int8, CaseIterable, Hashable, Sendable`
@frozen public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// `@frozen struct Edge.Set : OptionSet, Sendable`
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// `init(_ e: Edge)`
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// `@frozen struct EdgeInsets : Equatable, Sendable`
@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    /// `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// `@frozen struct HorizontalAlignment : Equatable, Sendable`
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    private let id: Int
    private init(id: Int) { self.id = id }
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

/// `@frozen struct VerticalAlignment : Equatable, Sendable`
@frozen public struct VerticalAlignment: Equatable, Sendable {
    private let id: Int
    private init(id: Int) { self.id = id }
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
    public static let firstTextBaseline = VerticalAlignment(id: 3)
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

/// `@frozen struct Alignment : Equatable, Sendable`
@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    /// `init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)`
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

// MARK: - ShapeStyle

/// `protocol ShapeStyle : Sendable`
public protocol ShapeStyle: Sendable {}

/// `@frozen struct AnyShapeStyle : ShapeStyle`
@frozen public struct AnyShapeStyle: ShapeStyle {
    /// `init<S>(_ style: S) where S : ShapeStyle`
    public init<S: ShapeStyle>(_ style: S) {}
}

/// `@frozen struct ForegroundStyle : ShapeStyle`
@frozen public struct ForegroundStyle: ShapeStyle {
    public init() {}
}
extension ShapeStyle where Self == ForegroundStyle {
    /// `static var foreground: ForegroundStyle { get }`
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// `@frozen struct BackgroundStyle : ShapeStyle`
@frozen public struct BackgroundStyle: ShapeStyle {
    public init() {}
}
extension ShapeStyle where Self == BackgroundStyle {
    /// `static var background: BackgroundStyle { get }`
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// `struct TintShapeStyle : ShapeStyle`
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}
extension ShapeStyle where Self == TintShapeStyle {
    /// `static var tint: TintShapeStyle { get }`
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// `@frozen struct HierarchicalShapeStyle : ShapeStyle`
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    private let level: Int
    private init(level: Int) { self.level = level }
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// `struct Material : Sendable, ShapeStyle`
public struct Material: ShapeStyle {
    private let thickness: Int
    private init(thickness: Int) { self.thickness = thickness }
    /// `static let ultraThin: Material`
    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)
    public static let bar = Material(thickness: 5)
}
extension ShapeStyle where Self == Material {
    /// `static var ultraThinMaterial: Material { get }`
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    /// `static var bar: Material { get }`
    public static var bar: Material { .bar }
}

// MARK: - Color

/// `@frozen struct Color : Hashable, CustomStringConvertible, Sendable` (also `View`, `ShapeStyle`).
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// `enum Color.RGBColorSpace : Equatable, Hashable, Sendable`
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    private let token: String
    private init(token: String) { self.token = token }

    /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.token = "rgb"
    }
    /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)`
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { self.token = "white" }
    /// `init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)`
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { self.token = "hsb" }
    /// `init(_ name: String, bundle: Bundle? = nil)` — a colour from an asset catalogue.
    public init(_ name: String, bundle: Bundle? = nil) { self.token = name }

    /// `func opacity(_ opacity: Double) -> Color`
    public func opacity(_ opacity: Double) -> Color { self }
    public var description: String { token }

    public static let clear = Color(token: "clear")
    public static let black = Color(token: "black")
    public static let white = Color(token: "white")
    public static let gray = Color(token: "gray")
    public static let red = Color(token: "red")
    public static let orange = Color(token: "orange")
    public static let yellow = Color(token: "yellow")
    public static let green = Color(token: "green")
    public static let mint = Color(token: "mint")
    public static let teal = Color(token: "teal")
    public static let cyan = Color(token: "cyan")
    public static let blue = Color(token: "blue")
    public static let indigo = Color(token: "indigo")
    public static let purple = Color(token: "purple")
    public static let pink = Color(token: "pink")
    public static let brown = Color(token: "brown")
    public static let primary = Color(token: "primary")
    public static let secondary = Color(token: "secondary")
    public static let accentColor = Color(token: "accentColor")
}
extension Color: ShapeStyle {}
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `extension ShapeStyle where Self == Color` — `.red` and friends as shape styles.
extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
}

#if !TESSERA_STUB_MACOS
extension Color {
    /// `init(uiColor: UIColor)` — every platform but macOS:
    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
    public init(uiColor: UIColor) { self.init(token: "uiColor") }
    /// `init(_ color: UIColor)` (deprecated spelling)
    public init(_ color: UIColor) { self.init(token: "uiColor") }
}
extension UIColor {
    /// `convenience init(_ color: Color)`
    public convenience init(_ color: Color) { self.init(white: 0, alpha: 1) }
}
#endif

#if TESSERA_STUB_MACOS
extension Color {
    /// `init(nsColor: NSColor)` — macOS only (Mac Catalyst's AppKit has no `NSColor`).
    public init(nsColor: NSColor) { self.init(token: "nsColor") }
    /// `init(_ color: NSColor)` (deprecated spelling)
    public init(_ color: NSColor) { self.init(token: "nsColor") }
}
extension NSColor {
    /// `convenience init(_ color: Color)`
    public convenience init(_ color: Color) { self.init(white: 0, alpha: 1) }
}
#endif

// MARK: - Gradients

/// `@frozen struct Gradient : Equatable, Hashable, Sendable` (also `ShapeStyle`).
@frozen public struct Gradient: Hashable, Sendable {
    /// `@frozen struct Gradient.Stop : Equatable, Hashable, Sendable`
    @frozen public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        /// `init(color: Color, location: CGFloat)`
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]
    /// `init(stops: [Gradient.Stop])`
    public init(stops: [Stop]) { self.stops = stops }
    /// `init(colors: [Color])`
    public init(colors: [Color]) { self.stops = colors.map { Stop(color: $0, location: 0) } }
}
extension Gradient: ShapeStyle {}

/// `@frozen struct LinearGradient : ShapeStyle, View, Sendable`
@frozen public struct LinearGradient: ShapeStyle {
    /// `init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)`
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// `init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)`
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// `init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)`
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}
extension LinearGradient: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct RadialGradient : ShapeStyle, View, Sendable`
@frozen public struct RadialGradient: ShapeStyle {
    /// `init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)`
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// `init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)`
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// `init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)`
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}
extension RadialGradient: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct AngularGradient : ShapeStyle, View, Sendable`
@frozen public struct AngularGradient: ShapeStyle {
    /// `init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero)`
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// `init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)`
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
    /// `init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)`
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {}
    /// `init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero)`
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
    /// `init(colors: [Color], center: UnitPoint, angle: Angle = .zero)`
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
    /// `init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)`
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {}
}
extension AngularGradient: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

// MARK: - Fonts

/// `@frozen struct Font : Hashable, Sendable`
@frozen public struct Font: Hashable, Sendable {
    /// `enum Font.TextStyle : CaseIterable, Hashable, Sendable` (SwiftUI says `title`/`caption`,
    /// UIKit and AppKit say `title1`/`caption1`).
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2
    }

    /// `@frozen struct Font.Weight : Hashable, Sendable`
    @frozen public struct Weight: Hashable, Sendable {
        private let value: Double
        private init(value: Double) { self.value = value }
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// `enum Font.Design : Hashable, Sendable`
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    /// `enum Font.Leading : Hashable, Sendable`
    public enum Leading: Hashable, Sendable {
        case standard
        case tight
        case loose
    }

    /// `struct Font.Width : Hashable, Sendable` (iOS 16)
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        /// `init(_ value: CGFloat)`
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    private let token: String
    private init(token: String) { self.token = token }

    public static let largeTitle = Font(token: "largeTitle")
    public static let title = Font(token: "title")
    public static let title2 = Font(token: "title2")
    public static let title3 = Font(token: "title3")
    public static let headline = Font(token: "headline")
    public static let subheadline = Font(token: "subheadline")
    public static let body = Font(token: "body")
    public static let callout = Font(token: "callout")
    public static let footnote = Font(token: "footnote")
    public static let caption = Font(token: "caption")
    public static let caption2 = Font(token: "caption2")

    /// `static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font`
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(token: "system")
    }
    /// `static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font`
    /// (iOS 13; Apple lists it as deprecated from iOS 27.2),
    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88.
    /// Disfavoured: with both overloads `.system(size: 17)` is otherwise ambiguous, which it is not
    /// in Xcode, and Apple would not deprecate the overload its common calls resolve to.
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(token: "system")
    }
    /// `static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font` (iOS 16),
    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(token: "system")
    }
    /// `static func custom(_ name: String, size: CGFloat) -> Font` (scales with `.body`)
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(token: name) }
    /// `static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font`
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(token: name)
    }
    /// `static func custom(_ name: String, fixedSize: CGFloat) -> Font`
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(token: name) }
    /// `init(_ font: CTFont)` — a Core Text font, at its size (no Dynamic Type scaling).
    public init(_ font: CTFont) { self.token = "ctFont" }

    /// `func italic() -> Font`
    public func italic() -> Font { self }
    /// `func bold() -> Font`
    public func bold() -> Font { self }
    /// `func weight(_ weight: Font.Weight) -> Font`
    public func weight(_ weight: Weight) -> Font { self }
    /// `func width(_ width: Font.Width) -> Font`
    public func width(_ width: Width) -> Font { self }
    /// `func monospacedDigit() -> Font`
    public func monospacedDigit() -> Font { self }
    /// `func monospaced() -> Font`
    public func monospaced() -> Font { self }
    /// `func smallCaps() -> Font`
    public func smallCaps() -> Font { self }
    /// `func leading(_ leading: Font.Leading) -> Font`
    public func leading(_ leading: Leading) -> Font { self }
}

// MARK: - Animation

/// `@frozen struct Animation : Equatable, Sendable`
@frozen public struct Animation: Equatable, Sendable {
    private let token: String
    private init(token: String) { self.token = token }

    /// `static let default: Animation`
    public static let `default` = Animation(token: "default")

    /// `static func easeInOut(duration: TimeInterval) -> Animation`
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(token: "easeInOut") }
    public static var easeInOut: Animation { Animation(token: "easeInOut") }
    /// `static func easeIn(duration: TimeInterval) -> Animation`
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(token: "easeIn") }
    public static var easeIn: Animation { Animation(token: "easeIn") }
    /// `static func easeOut(duration: TimeInterval) -> Animation`
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(token: "easeOut") }
    public static var easeOut: Animation { Animation(token: "easeOut") }
    /// `static func linear(duration: TimeInterval) -> Animation`
    public static func linear(duration: TimeInterval) -> Animation { Animation(token: "linear") }
    public static var linear: Animation { Animation(token: "linear") }

    /// `static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation`
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation { Animation(token: "timingCurve") }

    /// `static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation`
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation { Animation(token: "spring") }
    /// `static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation`
    /// (iOS 17; disfavoured here so that `.spring()` stays unambiguous).
    @_disfavoredOverload
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation { Animation(token: "spring") }
    /// `static var spring: Animation { get }`
    public static var spring: Animation { Animation(token: "spring") }

    /// `static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation`
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation { Animation(token: "interactiveSpring") }
    /// `static var interactiveSpring: Animation { get }`
    public static var interactiveSpring: Animation { Animation(token: "interactiveSpring") }

    /// `static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation`
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation { Animation(token: "interpolatingSpring") }
    /// `static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation`
    @_disfavoredOverload
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation { Animation(token: "interpolatingSpring") }

    /// `static var smooth: Animation { get }` (iOS 17)
    public static var smooth: Animation { Animation(token: "smooth") }
    /// `static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation`
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(token: "smooth")
    }
    /// `static var snappy: Animation { get }` (iOS 17)
    public static var snappy: Animation { Animation(token: "snappy") }
    /// `static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation`
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(token: "snappy")
    }
    /// `static var bouncy: Animation { get }` (iOS 17)
    public static var bouncy: Animation { Animation(token: "bouncy") }
    /// `static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation`
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(token: "bouncy")
    }

    /// `func delay(_ delay: TimeInterval) -> Animation`
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// `func speed(_ speed: Double) -> Animation`
    public func speed(_ speed: Double) -> Animation { self }
    /// `func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation`
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// `func repeatForever(autoreverses: Bool = true) -> Animation`
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// `struct Transaction`
public struct Transaction {
    public init() {}
    /// `init(animation: Animation?)`
    public init(animation: Animation?) { self.animation = animation }
    /// `var animation: Animation?`
    public var animation: Animation?
    /// `var disablesAnimations: Bool`
    public var disablesAnimations: Bool = false
    /// `var isContinuous: Bool`
    public var isContinuous: Bool = false
}

/// `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result`
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// `func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result`
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

// MARK: - Shapes

/// `@frozen enum RoundedCornerStyle : Equatable, Hashable, Sendable`
@frozen public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// `@frozen struct FillStyle : Equatable, Sendable`
@frozen public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    /// `init(eoFill: Bool = false, antialiased: Bool = true)`
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// `@frozen struct StrokeStyle : Equatable, Sendable`
@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    /// `init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0)`
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// `@frozen struct Path : Equatable, Sendable` (also `Shape`).
@frozen public struct Path: Equatable, Sendable {
    private var rects: [CGRect] = []
    public init() {}
    /// `init(_ rect: CGRect)`
    public init(_ rect: CGRect) { rects = [rect] }
    /// `init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        rects = [rect]
    }
    /// `init(ellipseIn rect: CGRect)`
    public init(ellipseIn rect: CGRect) { rects = [rect] }
    /// `init(_ callback: (inout Path) -> ())`
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addRect(_ rect: CGRect) { rects.append(rect) }
    public mutating func closeSubpath() {}
}

/// `protocol Shape : Sendable, Animatable, View`
public protocol Shape: Sendable, View {
    /// `nonisolated func path(in rect: CGRect) -> Path`
    nonisolated func path(in rect: CGRect) -> Path
}

/// `protocol InsettableShape : Shape`
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// `nonisolated func inset(by amount: CGFloat) -> Self.InsetShape`
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// `@frozen struct _ShapeView<Content, Style> where Content : Shape, Style : ShapeStyle`
@frozen public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
}
extension _ShapeView: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// The stroked copy that `Shape.stroke(lineWidth:)` and `stroke(style:)` return as `some Shape`.
@frozen public struct _StrokedShape<S: Shape>: Sendable {
    public var shape: S
    public var style: StrokeStyle
    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }
}
extension _StrokedShape: Shape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape {
    /// `var body: _ShapeView<Self, ForegroundStyle> { get }`
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// `nonisolated func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S : ShapeStyle`
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> _ShapeView<Self, S>
    { _ShapeView(shape: self, style: content, fillStyle: style) }

    /// `nonisolated func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S : ShapeStyle`
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)), style: content)
    }
    /// `nonisolated func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S : ShapeStyle`
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }
    /// `nonisolated func stroke(lineWidth: CGFloat = 1) -> some Shape`
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// `nonisolated func stroke(style: StrokeStyle) -> some Shape`
    nonisolated public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }
}

extension InsettableShape {
    /// `nonisolated func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S : ShapeStyle`
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    { stroke(content, lineWidth: lineWidth) }
    /// `nonisolated func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View where S : ShapeStyle`
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    { stroke(content, style: style) }
}

extension Path: Shape {
    nonisolated public func path(in rect: CGRect) -> Path { self }
}

/// `@frozen struct Rectangle`
@frozen public struct Rectangle: Sendable {
    public init() {}
}
extension Rectangle: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// `@frozen struct RoundedRectangle`
@frozen public struct RoundedRectangle: Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    /// `init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)`
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// `init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)` — Apple's documented
    /// default is `.continuous`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
}
extension RoundedRectangle: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// `@frozen struct Circle`
@frozen public struct Circle: Sendable {
    public init() {}
}
extension Circle: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    nonisolated public func inset(by amount: CGFloat) -> Circle { self }
}

/// `@frozen struct Ellipse`
@frozen public struct Ellipse: Sendable {
    public init() {}
}
extension Ellipse: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    nonisolated public func inset(by amount: CGFloat) -> Ellipse { self }
}

/// `@frozen struct Capsule`
@frozen public struct Capsule: Sendable {
    public var style: RoundedCornerStyle
    /// `init(style: RoundedCornerStyle = .continuous)`
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
}
extension Capsule: InsettableShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> Capsule { self }
}

extension Shape where Self == Rectangle {
    /// `static var rect: Rectangle { get }`
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    /// `static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self`
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// `static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self`
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == Circle {
    /// `static var circle: Circle { get }`
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
    /// `static var ellipse: Ellipse { get }`
    public static var ellipse: Ellipse { Ellipse() }
}
extension Shape where Self == Capsule {
    /// `static var capsule: Capsule { get }`
    public static var capsule: Capsule { Capsule() }
    /// `static func capsule(style: RoundedCornerStyle) -> Self`
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

// MARK: - Environment

/// `enum ColorScheme : CaseIterable, Hashable, Sendable`
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// `enum ColorSchemeContrast : CaseIterable, Hashable, Sendable`
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard
    case increased
}

/// `enum LegibilityWeight : Hashable, Sendable`
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

/// `enum DynamicTypeSize : Hashable, Comparable, CaseIterable, Sendable`
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// `var isAccessibilitySize: Bool { get }`
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// `protocol EnvironmentKey`
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// `struct EnvironmentValues : CustomStringConvertible`
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    /// `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var description: String { "EnvironmentValues" }

    /// `var colorScheme: ColorScheme { get set }`
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
    /// `var colorSchemeContrast: ColorSchemeContrast { get }`
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    /// `var accessibilityReduceMotion: Bool { get }`
    public var accessibilityReduceMotion: Bool { false }
    /// `var accessibilityReduceTransparency: Bool { get }`
    public var accessibilityReduceTransparency: Bool { false }
    /// `var accessibilityDifferentiateWithoutColor: Bool { get }`
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// `var accessibilityInvertColors: Bool { get }`
    public var accessibilityInvertColors: Bool { false }
    /// `var isEnabled: Bool { get set }`
    public var isEnabled: Bool {
        get { true }
        set {}
    }
    /// `var legibilityWeight: LegibilityWeight? { get set }`
    public var legibilityWeight: LegibilityWeight? {
        get { nil }
        set {}
    }
    /// `var dynamicTypeSize: DynamicTypeSize { get set }`
    public var dynamicTypeSize: DynamicTypeSize {
        get { .large }
        set {}
    }
    /// `var font: Font? { get set }`
    public var font: Font? {
        get { nil }
        set {}
    }
    /// `var locale: Locale { get set }`
    public var locale: Locale {
        get { Locale(identifier: "en_US_POSIX") }
        set {}
    }
}

/// `protocol DynamicProperty`
public protocol DynamicProperty {
    mutating func update()
}
extension DynamicProperty {
    public mutating func update() {}
}

/// `@frozen @propertyWrapper struct Environment<Value> : DynamicProperty`
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// `var wrappedValue: Value { get }`
    public var wrappedValue: Value { fatalError("SwiftUI stub") }
}

/// `@propertyWrapper struct ScaledMetric<Value> where Value : BinaryFloatingPoint`: a dimension that
/// scales with Dynamic Type; `init(wrappedValue:relativeTo:)` and `init(wrappedValue:)`.
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError() }
    public init(wrappedValue: Value) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

/// `@frozen @propertyWrapper struct State<Value> : DynamicProperty`
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    private var value: Value
    /// `init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) { self.value = value }
    /// `init(initialValue value: Value)`
    public init(initialValue value: Value) { self.value = value }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@frozen @propertyWrapper
public struct Binding<Value> {
    private let getter: () -> Value
    /// `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.getter = get }
    /// `static func constant(_ value: Value) -> Binding<Value>`
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
}

// MARK: - ViewModifier

/// `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    /// `typealias Content = _ViewModifier_Content<Self>`
    typealias Content = _ViewModifier_Content<Self>
}

/// `struct _ViewModifier_Content<Modifier> where Modifier : ViewModifier`
public struct _ViewModifier_Content<Modifier: ViewModifier> {}
extension _ViewModifier_Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `@frozen struct ModifiedContent<Content, Modifier>`
@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    /// `nonisolated init(content: Content, modifier: Modifier)`
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never {
        fatalError("SwiftUI stub")
    }
}

extension ViewModifier {
    /// `func concat<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// `struct AccessibilityAttachmentModifier : ViewModifier`
public struct AccessibilityAttachmentModifier {}
extension AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> Never { fatalError("SwiftUI stub") }
}

// MARK: - Buttons

/// `struct ButtonRole : Equatable, Sendable`
public struct ButtonRole: Equatable, Sendable {
    private let id: Int
    private init(id: Int) { self.id = id }
    public static let destructive = ButtonRole(id: 0)
    public static let cancel = ButtonRole(id: 1)
}

/// `nonisolated struct Button<Label> where Label : View`
public struct Button<Label: View> {
    /// `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// `@preconcurrency nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
extension Button where Label == Text {
    /// `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    /// `init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void)`
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}
extension Button: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

/// `struct ButtonStyleConfiguration`
public struct ButtonStyleConfiguration {
    /// `@MainActor @preconcurrency struct ButtonStyleConfiguration.Label : View`
    @MainActor @preconcurrency
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError("SwiftUI stub") }
    }
    /// `let role: ButtonRole?`
    public let role: ButtonRole?
    /// `let label: ButtonStyleConfiguration.Label`
    public let label: ButtonStyleConfiguration.Label
    /// `let isPressed: Bool`
    public let isPressed: Bool
}

/// `@MainActor @preconcurrency protocol ButtonStyle`
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    /// `@ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body`
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// `typealias Configuration = ButtonStyleConfiguration`
    typealias Configuration = ButtonStyleConfiguration
}

/// `struct PrimitiveButtonStyleConfiguration`
public struct PrimitiveButtonStyleConfiguration {
    /// `@MainActor @preconcurrency struct PrimitiveButtonStyleConfiguration.Label : View`
    @MainActor @preconcurrency
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError("SwiftUI stub") }
    }
    /// `let role: ButtonRole?`
    public let role: ButtonRole?
    /// `let label: PrimitiveButtonStyleConfiguration.Label`
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// `func trigger()`
    public func trigger() {}
}

/// `@MainActor @preconcurrency protocol PrimitiveButtonStyle`
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    /// `@ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body`
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// `typealias Configuration = PrimitiveButtonStyleConfiguration`
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// `init(_ configuration: PrimitiveButtonStyleConfiguration)`
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {}
}

// MARK: - View modifiers

// Apple documents the modifiers as `nonisolated func … -> some View`; the stubs return `Never`
// (a `View`) where Apple's concrete type is hidden.

extension View {
    // Custom modifiers.

    /// `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    // Text and fonts.

    /// `nonisolated func font(_ font: Font?) -> some View`
    nonisolated public func font(_ font: Font?) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func fontWeight(_ weight: Font.Weight?) -> some View`
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func fontDesign(_ design: Font.Design?) -> some View`
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func fontWidth(_ width: Font.Width?) -> some View`
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func italic(_ isActive: Bool = true) -> some View`
    nonisolated public func italic(_ isActive: Bool = true) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func bold(_ isActive: Bool = true) -> some View`
    nonisolated public func bold(_ isActive: Bool = true) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func monospacedDigit() -> some View`
    nonisolated public func monospacedDigit() -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func kerning(_ kerning: CGFloat) -> some View`
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func tracking(_ tracking: CGFloat) -> some View`
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func baselineOffset(_ baselineOffset: CGFloat) -> some View`
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View`
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func lineLimit(_ number: Int?) -> some View`
    nonisolated public func lineLimit(_ number: Int?) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View`
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func textCase(_ textCase: Text.Case?) -> some View`
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View`
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        fatalError("SwiftUI stub")
    }

    // Colour and style.

    /// `nonisolated func foregroundColor(_ color: Color?) -> some View` (deprecated)
    nonisolated public func foregroundColor(_ color: Color?) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle`
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View`
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> some View
    { fatalError("SwiftUI stub") }
    /// `nonisolated func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View`
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func tint<S>(_ tint: S?) -> some View where S : ShapeStyle`
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func tint(_ tint: Color?) -> some View`
    nonisolated public func tint(_ tint: Color?) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View`
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        fatalError("SwiftUI stub")
    }

    // Layout.

    /// `nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func padding(_ length: CGFloat) -> some View`
    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func padding(_ insets: EdgeInsets) -> some View`
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View`
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { fatalError("SwiftUI stub") }
    /// `nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View`
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View`
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func offset(_ offset: CGSize) -> some View`
    nonisolated public func offset(_ offset: CGSize) -> some View { fatalError("SwiftUI stub") }

    // Backgrounds and overlays.

    /// `nonisolated func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background : View`
    /// (deprecated; disfavoured here so a value that is both a `View` and a `ShapeStyle`, like
    /// `Color`, picks the `ShapeStyle` overload as on Apple's SDK).
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> some View
    { fatalError("SwiftUI stub") }
    /// `nonisolated func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View`
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { fatalError("SwiftUI stub") }
    /// `nonisolated func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View`
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle`
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    { fatalError("SwiftUI stub") }
    /// `nonisolated func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S : Shape`
    nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S : InsettableShape`
    nonisolated public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle())
        -> some View
    { fatalError("SwiftUI stub") }
    /// `nonisolated func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : Shape`
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : InsettableShape`
    nonisolated public func background<S: ShapeStyle, T: InsettableShape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View { fatalError("SwiftUI stub") }

    /// `nonisolated func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay : View`
    /// (deprecated; disfavoured like `background(_:alignment:)`).
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View`
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { fatalError("SwiftUI stub") }
    /// `nonisolated func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle`
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    { fatalError("SwiftUI stub") }
    /// `nonisolated func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : Shape`
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    { fatalError("SwiftUI stub") }
    /// `nonisolated func border<S>(_ content: S, width: CGFloat = 1) -> some View where S : ShapeStyle`
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        fatalError("SwiftUI stub")
    }

    // Shapes, clipping and effects.

    /// `nonisolated func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S : Shape`
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func clipped(antialiased: Bool = false) -> some View`
    nonisolated public func clipped(antialiased: Bool = false) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View` (deprecated)
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S : Shape`
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View`
    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func opacity(_ opacity: Double) -> some View`
    nonisolated public func opacity(_ opacity: Double) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View`
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View`
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View`
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View`
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View`
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        fatalError("SwiftUI stub")
    }

    // Animation and transactions.

    /// `nonisolated func animation<V>(_ animation: Animation?, value: V) -> some View where V : Equatable`
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func animation(_ animation: Animation?) -> some View` (deprecated)
    nonisolated public func animation(_ animation: Animation?) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View`
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        fatalError("SwiftUI stub")
    }

    // Environment.

    /// `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        fatalError("SwiftUI stub")
    }
    /// `nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View`
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func dynamicTypeSize<T>(_ range: T) -> some View where T : RangeExpression, T.Bound == DynamicTypeSize`
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize { fatalError("SwiftUI stub") }

    // Accessibility.

    /// `nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
    /// `nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// `nonisolated func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol`
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
    /// `nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // Controls.

    /// `nonisolated func buttonStyle<S>(_ style: S) -> some View where S : ButtonStyle`
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle`
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func disabled(_ disabled: Bool) -> some View`
    nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError("SwiftUI stub") }
    /// `nonisolated func hidden() -> some View`
    nonisolated public func hidden() -> some View { fatalError("SwiftUI stub") }
}
