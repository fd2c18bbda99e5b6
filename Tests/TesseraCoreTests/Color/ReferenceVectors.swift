import Foundation
import Testing
import TesseraTestSupport

/// A JSON value from `shared/reference/vectors.json`, decoded with Codable so it stays `Sendable`.
enum VectorJSON: Sendable, Decodable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([VectorJSON])
    case object([String: VectorJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([VectorJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: VectorJSON].self))
        }
    }

    var number: Double? { if case .number(let n) = self { n } else { nil } }
    var string: String? { if case .string(let s) = self { s } else { nil } }
    var array: [VectorJSON]? { if case .array(let a) = self { a } else { nil } }
    var object: [String: VectorJSON]? { if case .object(let o) = self { o } else { nil } }
    var isNull: Bool { if case .null = self { true } else { false } }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): "\(n)"
        case .string(let s): "\"\(s)\""
        case .array(let a): "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .object(let o):
            "{" + o.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

/// One reference vector: what goes in, what must come out, and how close is close enough.
struct ReferenceVector: Sendable, CustomTestStringConvertible {
    var category: String
    var id: String
    var input: [String: VectorJSON]
    var expected: [String: VectorJSON]
    var tolerance: Double
    var source: String
    var note: String?

    var testDescription: String { "\(category)/\(id)" }
}

enum ReferenceVectors {
    /// The categories this suite owns; every entry of each is tested.
    static let colorCategories = ["wcag", "color_spaces", "ciede2000", "gamut_mapping_css"]

    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    /// The entries of one category, read in place from the shared references (never copied). Throws,
    /// failing the test, when the file, the category or a required field is missing.
    static func entries(_ category: String) throws -> [ReferenceVector] {
        // Skipped (with the reason) by the suite's trait when ../shared is not there.
        guard TestPaths.sharedTestsRun else { return [] }
        guard let raw = try all()[category]?.array, !raw.isEmpty else {
            throw LoadError(description: "vectors.json has no entries under \"\(category)\"")
        }
        return try raw.enumerated().map { index, item in
            guard let object = item.object,
                  let id = object["id"]?.string,
                  let input = object["input"]?.object,
                  let expected = object["expected"]?.object,
                  let tolerance = object["tolerance"]?.number
            else {
                throw LoadError(description: "\(category)[\(index)] lacks id, input, expected or tolerance: \(item)")
            }
            return ReferenceVector(
                category: category, id: id, input: input, expected: expected, tolerance: tolerance,
                source: object["source"]?.string ?? "", note: object["note"]?.string)
        }
    }

    private static func all() throws -> [String: VectorJSON] {
        let url = TestPaths.shared("reference/vectors.json")
        let data = try Data(contentsOf: url)
        guard let object = try JSONDecoder().decode(VectorJSON.self, from: data).object else {
            throw LoadError(description: "\(url.path) is not a JSON object")
        }
        return object
    }
}
