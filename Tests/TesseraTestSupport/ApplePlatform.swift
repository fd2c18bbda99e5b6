import Foundation

/// An Apple platform generated code is type-checked for, against the stub modules under
/// `Tests/FrameworkStubs` built for that platform (Tests/FrameworkStubs/README.md).
public enum ApplePlatform: String, Sendable, CaseIterable, CustomStringConvertible {
    case iOS, macCatalyst, macOS, tvOS, watchOS, visionOS

    public var description: String { rawValue }

    /// The compilation condition the stubs are built with (`-D TESSERA_STUB_IOS`, …): their `#if`s
    /// leave out what the platform lacks.
    public var stubCondition: String { "TESSERA_STUB_" + rawValue.uppercased() }

    /// The stub modules importable on the platform, in build order (SwiftUI last, on the others).
    /// Mac Catalyst has AppKit too, a small one, so `canImport(AppKit)` is true there as in Xcode.
    public var stubModules: [String] {
        switch self {
        case .macOS: ["CoreText", "AppKit", "SwiftUI"]
        case .macCatalyst: ["CoreText", "UIKit", "AppKit", "SwiftUI"]
        case .iOS, .tvOS, .watchOS, .visionOS: ["CoreText", "UIKit", "SwiftUI"]
        }
    }

    /// The value of `os(name)` on the platform, or nil for a name that is not an Apple OS
    /// (`Linux`, `Windows`, …). Mac Catalyst is `os(iOS)`; visionOS is not.
    public func os(_ name: String) -> Bool? {
        switch name {
        case "iOS": self == .iOS || self == .macCatalyst
        case "macOS", "OSX": self == .macOS
        case "tvOS": self == .tvOS
        case "watchOS": self == .watchOS
        case "visionOS": self == .visionOS
        default: nil
        }
    }

    /// The lowest version the generated code declares (its package's `platforms:`).
    public var floor: Version {
        switch self {
        case .iOS, .macCatalyst, .tvOS: Version(16)
        case .macOS: Version(13)
        case .watchOS: Version(10)
        case .visionOS: Version(1)
        }
    }
}

/// A platform version such as `17.0` or `5.2`, compared component by component.
public struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var components: [Int]

    public init(_ components: Int...) { self.components = components }

    /// Parses `17`, `17.0` or `13.0.1`; nil for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        components = parts.compactMap { $0 }
    }

    public var description: String { components.count == 1 ? "\(components[0]).0" : components.map(String.init).joined(separator: ".") }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }
}
