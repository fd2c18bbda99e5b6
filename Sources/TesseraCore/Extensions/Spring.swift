/// A spring animation, which DTCG has no type for. Tessera writes it as a `duration` token whose
/// `$value` is the response, with the parameters under `$extensions["dev.tessera.spring"]`
/// (Documentation/Extensions.md). Mass 1; SwiftUI's `.spring(response:dampingFraction:)` mapping.
public struct Spring: Sendable, Hashable {
    public static let extensionKey = "dev.tessera.spring"

    /// Seconds.
    public var response: Double
    public var dampingFraction: Double
    public var mass: Double

    public init(response: Double, dampingFraction: Double, mass: Double = 1) {
        self.response = response
        self.dampingFraction = dampingFraction
        self.mass = mass
    }

    /// `(2π / response)² · mass`.
    public var stiffness: Double {
        let angular = 2 * Double.pi / response
        return angular * angular * mass
    }

    /// `4π · dampingFraction · mass / response`.
    public var damping: Double { 4 * Double.pi * dampingFraction * mass / response }
}

extension Token {
    /// The spring this token describes, when it carries a valid `dev.tessera.spring` extension.
    public var spring: Spring? {
        guard let object = extensions?.object?[Spring.extensionKey]?.object,
              let response = object["response"]?.number, let fraction = object["dampingFraction"]?.number
        else { return nil }
        return Spring(response: response, dampingFraction: fraction, mass: object["mass"]?.number ?? 1)
    }
}
