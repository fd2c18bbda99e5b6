// SwiftUI that the token sheet of the swift output's `preview` option uses: a scroll view and the
// preview provider. Same rules as SwiftUI.swift: each declaration follows the signature in Apple's
// documentation (quoted in the `///` line), bodies are trivial. Nothing here depends on UIKit or
// AppKit, and each is on every platform, so it builds in every SwiftUI stub. The `#Preview` macro
// (SwiftUI through DeveloperToolsSupport) is not stubbed: no DeveloperToolsSupport module exists
// here, so the generated code's `canImport(DeveloperToolsSupport)` leaves it out, as on Linux.

// MARK: - Scroll views

/// `@frozen enum Axis` (https://developer.apple.com/documentation/swiftui/axis)
@frozen public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// `case horizontal`
    case horizontal
    /// `case vertical`
    case vertical

    /// `@frozen struct Set` (`OptionSet`, raw value `Int8`)
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        /// `init(rawValue: Int8)`
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// `static let horizontal: Axis.Set`
        public static let horizontal = Set(rawValue: 1)
        /// `static let vertical: Axis.Set`
        public static let vertical = Set(rawValue: 2)
    }
}

/// `nonisolated struct ScrollView<Content> where Content : View`
public struct ScrollView<Content: View> {
    /// `nonisolated var axes: Axis.Set { get set }`
    public var axes: Axis.Set
    /// `nonisolated init(_ axes: Axis.Set = .vertical, @ContentBuilder content: () -> Content)`
    /// (https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:); `@ViewBuilder` before the 27 SDKs)
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { self.axes = axes }
}
extension ScrollView: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stub") }
}

// MARK: - Previews

/// `@MainActor @preconcurrency protocol PreviewProvider : _PreviewProvider`
/// (https://developer.apple.com/documentation/swiftui/previewprovider; `_PreviewProvider` is left out).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// `associatedtype Previews : View`
    associatedtype Previews: View
    /// `@ContentBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }`
    /// (`@ViewBuilder` before the 27 SDKs)
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
