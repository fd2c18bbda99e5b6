import Foundation
import TesseraCore

/// One distinct colour among the system's tokens, to measure a literal against: tokens of the same
/// hex, Lab and alpha are the same distance from it, so each is measured once and the best-ranked,
/// first such token stands for them.
struct ColorCandidate: Sendable {
    var token: LintSystem.ColorToken
    /// 0 when the `swift` output names it in its `api` (`Color.ink`), else 1.
    var rank: Int
    /// The token's place in the system, which breaks ties.
    var position: Int
}

extension LintLookup {
    static func colorCandidates(_ system: LintSystem) -> [ColorCandidate] {
        var candidates: [ColorCandidate] = []
        var byColor: [String: Int] = [:]
        for (position, token) in system.colors.enumerated() {
            let rank = system.spellings.members[token.path] == nil ? 1 : 0
            let key = "\(token.hex)/\(token.lab.x)/\(token.lab.y)/\(token.lab.z)/\(token.alpha)"
            let candidate = ColorCandidate(token: token, rank: rank, position: position)
            if let index = byColor[key] {
                if rank < candidates[index].rank { candidates[index] = candidate }
            } else {
                byColor[key] = candidates.count
                candidates.append(candidate)
            }
        }
        return candidates.sorted { $0.position < $1.position }
    }

    /// The colour token nearest `color` by CIEDE2000 (compared in CIE Lab, as the checker does),
    /// with the difference, remembered per colour value. At equal distance a token the `swift`
    /// output names in its `api` wins (`Color.ink` over `PaperTokens.Color.Text.primary`), then
    /// document order. `hex`: the colour's `srgbHexWithAlpha`, when the caller has it.
    public func nearestColor(to color: ColorValue, hex: String? = nil) -> (token: LintSystem.ColorToken, deltaE: Double)? {
        guard let key = NearestColorKey(color) else { return measureNearestColor(to: color, hex: hex ?? color.srgbHexWithAlpha) }
        lock.lock()
        let known = nearestColors[key]
        lock.unlock()
        if let known { return known }
        let found = measureNearestColor(to: color, hex: hex ?? color.srgbHexWithAlpha)
        lock.lock()
        if nearestColors.count < Self.memoryLimit { nearestColors[key] = .some(found) }
        lock.unlock()
        return found
    }

    /// `LintSystem.forbiddenColor(_:)` for a colour whose `srgbHexWithAlpha` is `hex`: the first
    /// prohibition whose value is the colour with its alpha (`#rrggbbaa`) or, written without
    /// alpha, the opaque colour.
    func forbiddenColor(hex: String) -> Cited<String>? {
        guard !forbiddenColors.isEmpty else { return nil }
        // Counted in bytes: a hex is ASCII, and `String.count` would walk its characters.
        let count = hex.utf8.count
        let opaque = count <= 7 ? hex : String(Substring(hex.utf8.prefix(7)))
        // Only a prohibition written with alpha (`#rrggbbaa`) is looked up with it.
        let byAlpha = forbidsWithAlpha ? firstForbiddenColor[count == 9 ? hex : opaque + "ff"] : nil
        let byOpaque = firstForbiddenColor[opaque]
        guard let index = byAlpha.map({ min($0, byOpaque ?? $0) }) ?? byOpaque else { return nil }
        return forbiddenColors[index]
    }

    /// The index of each forbidden value's first prohibition.
    static func firstForbiddenColor(_ forbidden: [Cited<String>]) -> [String: Int] {
        var first: [String: Int] = [:]
        for (index, color) in forbidden.enumerated() where first[color.value] == nil { first[color.value] = index }
        return first
    }
}
