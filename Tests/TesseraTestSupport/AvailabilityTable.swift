import Foundation

/// The availability of the Apple APIs generated code uses, read from the Markdown tables of
/// Documentation/AppleAvailability.md: each table whose first header cell is `API`, with a
/// column per platform (`iOS`, `Mac Catalyst`, `macOS`, `tvOS`, `watchOS`, `visionOS`), then
/// `Deprecated` and `Source`. A platform cell holds the first version (`13.0`), `yes` (available,
/// no version given on the page) or `—` (unavailable); the source cell must cite a
/// developer.apple.com page.
public struct AvailabilityTable: Sendable {
    public enum Availability: Equatable, Sendable {
        case unavailable
        case since(Version)
    }

    public struct Row: Sendable {
        public var api: String
        public var availability: [ApplePlatform: Availability]
        public var deprecated: String
        public var source: String
    }

    /// Rows by API name (`SwiftUI.Color.init(_:red:green:blue:opacity:)`).
    public private(set) var rows: [String: Row] = [:]

    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    static let platformColumns: [String: ApplePlatform] = [
        "iOS": .iOS, "Mac Catalyst": .macCatalyst, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS,
        "visionOS": .visionOS,
    ]

    public init(markdown: String) throws {
        var header: [String]?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("|") else {
                header = nil
                continue
            }
            let cells = Self.cells(line)
            if cells.first == "API" {
                header = cells
            } else if let header, !cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) {
                let row = try Self.row(cells, header: header, line: index + 1)
                guard rows[row.api] == nil else { throw ParseError(description: "line \(index + 1): \(row.api) is listed twice") }
                rows[row.api] = row
            }
        }
    }

    private static func cells(_ line: Substring) -> [String] {
        line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func row(_ cells: [String], header: [String], line: Int) throws -> Row {
        guard cells.count == header.count else {
            throw ParseError(description: "line \(line): \(cells.count) cells, the header has \(header.count)")
        }
        let cell = { (name: String) in header.firstIndex(of: name).map { cells[$0] } ?? "" }
        var availability: [ApplePlatform: Availability] = [:]
        for (column, platform) in platformColumns {
            let text = cell(column)
            switch text {
            case "—", "-": availability[platform] = .unavailable
            case "yes": availability[platform] = .since(Version(0))
            default:
                guard let version = Version(text) else {
                    throw ParseError(description: "line \(line): \(column) is \(text.debugDescription), not a version, yes or —")
                }
                availability[platform] = .since(version)
            }
        }
        let api = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        guard cell("Source").contains("https://developer.apple.com/") else {
            throw ParseError(description: "line \(line): \(api) cites no developer.apple.com page")
        }
        return Row(api: api, availability: availability, deprecated: cell("Deprecated"), source: cell("Source"))
    }
}
