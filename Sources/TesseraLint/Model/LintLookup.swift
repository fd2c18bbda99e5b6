import Foundation
import TesseraCore

/// What rules ask of the system for every literal, worked out once per lint run rather than once
/// per literal or per file: its limits and grid, families as `FontFamilyName` compares them, the
/// least font size per family, tokens by value, and the nearest colour token of each colour met.
/// One is shared by all files, linted in parallel, so a colour written in 500 files is measured
/// against the tokens once.
public final class LintLookup: @unchecked Sendable {
    public let system: LintSystem

    let grid: Cited<Double>?
    let minimumHitTarget: Cited<Double>?
    let maximumCornerRadius: Cited<Double>?
    let radii: [LintSystem.DimensionToken]
    let forbiddenColors: [Cited<String>]
    /// `forbiddenColors` by value (`forbiddenColor(hex:)`).
    let firstForbiddenColor: [String: Int]
    /// Whether a forbidden value is written with alpha (`#rrggbbaa`).
    let forbidsWithAlpha: Bool
    let minimumFontSizes: MinimumFontSizes
    /// `system.typography[i].families`, normalized.
    let typographyFamilies: [[String]]
    /// `system.fontFamilies`, normalized.
    let fontFamilies: [String]
    /// `system.fontFamilies` as a finding lists them: `'Inter', 'SF Mono'`.
    let fontFamilyList: String
    /// How the `swift` output spells the system's gradient tokens (`Color.optaMoonlight`).
    let gradientSpellings: Set<String>
    /// The system's prohibitions as rules ask for them at every node they look at
    /// (`LintSystem+Policy`): read once, not filtered again per node.
    private let codeChecks: [String: Prohibition]
    private let forbiddenTypes: [TokenType: Prohibition]
    let springOnly: Prohibition?
    let linearOnly: Prohibition?
    let forbiddenWeights: Cited<[Double]>?

    /// Indices into `system.dimensions` by value in thousandths of a point.
    private let dimensionsByValue: [Int: [Int]]
    /// The buckets of `dimensionsByValue` and those either side: a length in none of them equals
    /// no token, told with one lookup.
    private let bucketsNearDimensions: Set<Int>
    /// Each dimension path's least and greatest value over the permutations.
    private let dimensionRanges: [String: ClosedRange<Double>]
    /// The colour paths of one hex in every permutation, by that hex.
    private let uniformColorPaths: [String: [String]]
    let colorCandidates: [ColorCandidate]
    /// Each candidate's Lab, and whether every one is finite (so the nearest-colour search may skip some).
    let colorCandidateLabs: [SIMD3<Double>]
    let colorCandidatesAreFinite: Bool

    /// Guards the answers remembered as files are linted: the nearest colour token of each colour
    /// value, the dimension tokens of each length and how a finding names them, how the generated
    /// Swift spells each token met, and the typography tokens of each font family.
    let lock = NSLock()
    var nearestColors: [NearestColorKey: (token: LintSystem.ColorToken, deltaE: Double)?] = [:]
    private var equalDimensions: [DimensionQuery: [LintSystem.DimensionToken]] = [:]
    var dimensionAdvices: [DimensionQuery: DimensionAdvice?] = [:]
    var spellings: [SpellingKey: String] = [:]
    private var typographyByFamily: [String: [Int]] = [:]

    /// Distinct colours (and lengths) remembered at most; past it, each is measured again, so
    /// memory stays bounded on a hostile code base of millions of different literals.
    static let memoryLimit = 65_536

    /// A length and the roles asked for, as a set of bits: hashed at every layout literal, where
    /// an array of roles was hashed element by element.
    struct DimensionQuery: Hashable {
        var points: Double
        var roles: UInt8

        init(points: Double, roles: [LintSystem.DimensionRole]) {
            self.points = points
            self.roles = roles.reduce(0) { bits, role in
                switch role {
                case .spacing: bits | 1
                case .size: bits | 2
                case .radius: bits | 4
                case .other: bits | 8
                }
            }
        }
    }

    public init(_ system: LintSystem) {
        self.system = system
        grid = system.grid
        minimumHitTarget = system.minimumHitTarget
        maximumCornerRadius = system.maximumCornerRadius
        radii = system.dimensions(.radius)
        forbiddenColors = system.forbiddenColors
        firstForbiddenColor = Self.firstForbiddenColor(forbiddenColors)
        forbidsWithAlpha = firstForbiddenColor.keys.contains { $0.utf8.count == 9 }
        minimumFontSizes = MinimumFontSizes(system)
        typographyFamilies = system.typography.map { $0.families.map(FontFamilyName.normalized) }
        fontFamilies = system.fontFamilies.map(FontFamilyName.normalized)
        fontFamilyList = system.fontFamilies.map { "'\($0)'" }.joined(separator: ", ")
        gradientSpellings = Set(system.spellings.members.values.flatMap { members in
            members.filter { $0.kind.hasSuffix("Gradient") }.map(\.spelling)
        })
        var checks: [String: Prohibition] = [:]
        for check in system.prohibitions(.code).compactMap({ $0.options["check"]?.string }) where checks[check] == nil {
            checks[check] = system.codeCheck(check)
        }
        codeChecks = checks
        var forbidden: [TokenType: Prohibition] = [:]
        for type in TokenType.allCases { forbidden[type] = system.forbidding(type) }
        forbiddenTypes = forbidden
        springOnly = system.springOnly
        linearOnly = system.linearOnly
        forbiddenWeights = system.forbiddenWeights
        var byValue: [Int: [Int]] = [:]
        var ranges: [String: ClosedRange<Double>] = [:]
        for (index, token) in system.dimensions.enumerated() {
            byValue[Self.bucket(token.points), default: []].append(index)
            let range = ranges[token.path].map { min($0.lowerBound, token.points)...max($0.upperBound, token.points) }
            ranges[token.path] = range ?? token.points...token.points
        }
        dimensionsByValue = byValue
        bucketsNearDimensions = Set(byValue.keys.flatMap { [$0 &- 1, $0, $0 &+ 1] })
        dimensionRanges = ranges
        uniformColorPaths = Self.uniformColorPaths(system.colors)
        colorCandidates = Self.colorCandidates(system)
        colorCandidateLabs = colorCandidates.map(\.token.lab)
        colorCandidatesAreFinite = colorCandidateLabs.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
        // A code base meets hundreds of colours: room for them from the start, so the table is
        // not grown (and rehashed) under the lock time after time.
        nearestColors.reserveCapacity(1024)
    }

    /// Whether some dimension token may equal `points`: false for most lengths in code, told
    /// without a lock (`dimensions(equalTo:roles:)` looks no further than these buckets).
    func mayEqualDimension(_ points: Double) -> Bool {
        let bucket = Self.bucket(points)
        return bucket == Int.max || bucketsNearDimensions.contains(bucket)
    }

    private static func bucket(_ points: Double) -> Int {
        let scaled = (points * 1000).rounded()
        return scaled.magnitude < 1e15 ? Int(scaled) : Int.max
    }

    /// `LintSystem.dimensions(equalTo:roles:)`, looking only at tokens of about that value, and
    /// remembered per length.
    public func dimensions(equalTo points: Double, roles: [LintSystem.DimensionRole]) -> [LintSystem.DimensionToken] {
        guard mayEqualDimension(points) else { return [] }
        let query = DimensionQuery(points: points, roles: roles)
        lock.lock()
        let known = equalDimensions[query]
        lock.unlock()
        if let known { return known }
        let found: [LintSystem.DimensionToken]
        let bucket = Self.bucket(points)
        if bucket == Int.max {
            found = system.dimensions(equalTo: points, roles: roles)
        } else {
            // A value within the tolerance may round to a neighbouring thousandth.
            let indices = [bucket - 1, bucket, bucket + 1].flatMap { dimensionsByValue[$0] ?? [] }.sorted()
            found = system.dimensions(equalTo: points, roles: roles, among: indices.map { system.dimensions[$0] })
        }
        lock.lock()
        if equalDimensions.count < Self.memoryLimit { equalDimensions[query] = found }
        lock.unlock()
        return found
    }

    /// The tokens' paths whose value is the first's in every permutation (for a certain fix).
    func uniformPaths(_ tokens: [LintSystem.DimensionToken]) -> [String] {
        guard let points = tokens.first?.points else { return [] }
        return tokens.map(\.path).filter { path in
            dimensionRanges[path].map { abs($0.lowerBound - points) < 0.0005 && abs($0.upperBound - points) < 0.0005 } ?? true
        }
    }

    /// The colour tokens of this hex in every permutation (for a certain fix).
    func colorPaths(equalTo hex: String) -> [String] { uniformColorPaths[hex] ?? [] }

    private static func uniformColorPaths(_ colors: [LintSystem.ColorToken]) -> [String: [String]] {
        // A path's hex, when it has one value in every permutation; "" when it has more.
        var hexes: [String: String] = [:]
        for token in colors {
            let hex = token.permutations.isEmpty ? token.hex : ""
            hexes[token.path] = hexes[token.path].map { $0 == hex ? hex : "" } ?? hex
        }
        var paths: [String: [String]] = [:]
        for (path, hex) in hexes where !hex.isEmpty { paths[hex, default: []].append(path) }
        return paths.mapValues { $0.sorted() }
    }

    /// `LintSystem.codeCheck(_:)`.
    func codeCheck(_ check: String) -> Prohibition? { codeChecks[check] }

    /// `LintSystem.forbidding(_:)`.
    func forbidding(_ type: TokenType) -> Prohibition? { forbiddenTypes[type] }

    /// The indices in `system.typography` of the tokens whose families include `family`
    /// (normalized), in document order; remembered per family, as a code base names a few.
    func typography(ofFamily family: String) -> [Int] {
        lock.lock()
        let known = typographyByFamily[family]
        lock.unlock()
        if let known { return known }
        let found = typographyFamilies.indices.filter { index in
            typographyFamilies[index].contains { FontFamilyName.matches(normalized: family, family: $0) }
        }
        lock.lock()
        if typographyByFamily.count < Self.memoryLimit { typographyByFamily[family] = found }
        lock.unlock()
        return found
    }
}
