import Foundation
import Testing
import TesseraCore
import TesseraTestSupport

/// `Spring.settlingDuration` is how the motion rules measure a spring, so it must reproduce
/// CoreAnimation: every `spring_published` vector (values from real `CASpringAnimation`) and every
/// `spring_worked` one in ../shared/reference/vectors.json, read in place.
@Suite(.needsShared) struct SpringSettlingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var spring: Spring
        var initialVelocity: Double
        var epsilon: Double
        var expected: Double
        var tolerance: Double
        var testDescription: String { "\(id) (ε \(epsilon))" }
    }

    struct VectorError: Error, CustomStringConvertible {
        var description: String
    }

    static let loaded: Result<[Case], VectorError> = Result { try load() }.mapError { VectorError(description: "\($0)") }
    static let cases: [Case] = (try? loaded.get()) ?? []

    static func load() throws -> [Case] {
        let url = TestPaths.shared("reference/vectors.json")
        let root = try JSONReader.read(SourceFile(path: url.path, text: String(contentsOf: url, encoding: .utf8)))
        var cases: [Case] = []
        // Published CoreAnimation values: those with a time (the others are SwiftUI parameter conversions).
        for entry in root.object?["spring_published"]?.array ?? [] {
            guard let object = entry.object, let seconds = object["expected"]?.object?["seconds"]?.number else { continue }
            let input = object["input"]?.object ?? JSONObject()
            let id = object["id"]?.string ?? "?"
            guard let epsilon = input["epsilon"]?.number, let tolerance = object["tolerance"]?.number else {
                throw VectorError(description: "\(id): no epsilon or tolerance")
            }
            cases.append(Case(
                id: id, spring: try spring(input, id: id), initialVelocity: input["initialVelocity"]?.number ?? 0,
                epsilon: epsilon, expected: seconds, tolerance: tolerance))
        }
        for entry in root.object?["spring_worked"]?.array ?? [] {
            guard let object = entry.object, let expected = object["expected"]?.object,
                  let tolerance = object["tolerance"]?.number else { continue }
            let id = object["id"]?.string ?? "?"
            let spring = try spring(object["input"]?.object ?? JSONObject(), id: id)
            for (key, epsilon) in [("CASpringAnimation_settlingDuration", 0.001), ("CA_durationForEpsilon_0.01", 0.01)] {
                guard let seconds = expected[key]?.number else { throw VectorError(description: "\(id): no \(key)") }
                cases.append(Case(id: id, spring: spring, initialVelocity: 0, epsilon: epsilon, expected: seconds, tolerance: tolerance))
            }
        }
        return cases
    }

    /// From response and damping ratio, or from mass, stiffness and damping coefficient
    /// (response 2π√(m/k), ζ = c / 2√(km)).
    static func spring(_ input: JSONObject, id: String) throws -> Spring {
        let mass = input["mass"]?.number ?? 1
        if let response = input["response"]?.number,
           let ratio = input["dampingRatio"]?.number ?? input["dampingFraction"]?.number {
            return Spring(response: response, dampingFraction: ratio, mass: mass)
        }
        guard let stiffness = input["stiffness"]?.number, let damping = input["damping"]?.number else {
            throw VectorError(description: "\(id): neither response and damping ratio nor stiffness and damping")
        }
        return Spring(
            response: 2 * Double.pi * (mass / stiffness).squareRoot(),
            dampingFraction: damping / (2 * (stiffness * mass).squareRoot()), mass: mass)
    }

    @Test func everyVectorIsRead() throws {
        let cases = try Self.loaded.get()
        #expect(cases.count >= 24, "12 published CoreAnimation times and 6 worked springs at two tolerances")
    }

    @Test(arguments: cases)
    func settlesAsCoreAnimationDoes(_ test: Case) {
        let seconds = test.spring.settlingDuration(epsilon: test.epsilon, initialVelocity: test.initialVelocity)
        #expect(abs(seconds - test.expected) <= test.tolerance, "\(seconds) s, expected \(test.expected) s")
    }
}
