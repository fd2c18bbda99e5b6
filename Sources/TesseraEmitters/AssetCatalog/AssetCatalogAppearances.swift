import TesseraCore

/// Which permutation an asset catalog shows for each combination of the two settings a colorset
/// can follow: light/dark appearance and increased contrast.
///
/// Xcode shows the Any entry whenever no more specific entry matches, which includes light mode, so
/// Any must hold the light, standard-contrast value, even when the resolver's default theme is dark.
/// A catalog therefore never needs Light entries: Any, Dark, High Contrast and Dark + High Contrast
/// cover every setting. Motion and transparency have no catalog entries, so each cell uses the
/// default permutation's choice for them; modifiers without a platform meaning stay at their default.
struct AssetCatalogAppearances {
    /// In the order Xcode lists entries.
    enum Cell: Int, CaseIterable {
        case any, dark, highContrast, darkHighContrast

        var dark: Bool { self == .dark || self == .darkHighContrast }
        var highContrast: Bool { self == .highContrast || self == .darkHighContrast }

        init(dark: Bool, highContrast: Bool) {
            self = dark ? (highContrast ? .darkHighContrast : .dark) : (highContrast ? .highContrast : .any)
        }

        /// The entry's `appearances`, luminosity before contrast as Xcode writes them.
        var appearances: [(appearance: String, value: String)] {
            (dark ? [("luminosity", "dark")] : []) + (highContrast ? [("contrast", "high")] : [])
        }
    }

    let modes: PlatformModes
    /// The permutation index shown in each cell, by `Cell.rawValue`; nil when no permutation
    /// matches (for example when only some permutations are built).
    private(set) var permutation: [Int?] = Array(repeating: nil, count: Cell.allCases.count)

    init(permutations: [ResolvedTokenSet], modifiers: [ModifierInfo]) {
        modes = PlatformModes(modifiers: modifiers)
        guard let first = permutations.first else { return }
        let base = modes.traits(of: first.permutation) ?? PlatformTraits()
        var bestDistance = Array(repeating: Int.max, count: Cell.allCases.count)
        for (index, set) in permutations.enumerated() {
            guard let traits = modes.traits(of: set.permutation),
                  traits.reduceMotion == base.reduceMotion,
                  traits.reduceTransparency == base.reduceTransparency
            else { continue }
            let cell = Cell(dark: traits.dark, highContrast: traits.highContrast)
            // Several contexts can mean one setting (`contrast: low` and `normal` are both standard):
            // the permutation closest to the default wins, then the earliest.
            let distance = Self.distance(set.permutation, from: first.permutation)
            if distance < bestDistance[cell.rawValue] {
                bestDistance[cell.rawValue] = distance
                permutation[cell.rawValue] = index
            }
        }
    }

    subscript(cell: Cell) -> Int? { permutation[cell.rawValue] }

    /// The cell whose value stands in when `cell` has no permutation (or lacks a token): dark and
    /// increased contrast fall back to Any; both together to Dark, or to High Contrast when no
    /// dark permutation exists (the system has no appearance modifier).
    func fallback(for cell: Cell) -> Cell? {
        switch cell {
        case .any: nil
        case .dark, .highContrast: .any
        case .darkHighContrast: self[.dark] != nil ? .dark : .highContrast
        }
    }

    /// The number of modifiers whose context differs between the two permutations.
    static func distance(_ permutation: Permutation, from other: Permutation) -> Int {
        permutation.choices.count { $0.context != other.context(of: $0.modifier) }
    }

    /// The colour tokens the catalog holds: those of the default permutation, then those only the
    /// permutations shown in a cell have; one token per path (the first found, for its position).
    func colorTokens(in permutations: [ResolvedTokenSet]) -> [Token] {
        var seen = Set<String>()
        var tokens: [Token] = []
        let sources = ([0] + permutation.compactMap { $0 }).filter { permutations.indices.contains($0) }
        for index in sources {
            for token in permutations[index].tokens where token.type == .color && seen.insert(token.path.string).inserted {
                tokens.append(token)
            }
        }
        return tokens
    }

    /// The colour of `path` in each cell (by `Cell.rawValue`), after fallbacks; nil when no
    /// permutation the catalog uses has it as a colour.
    func colors(of path: String, in permutations: [ResolvedTokenSet]) -> [ColorValue]? {
        func color(in index: Int?) -> ColorValue? {
            guard let index, case .color(let color)? = permutations[index][path]?.value else { return nil }
            return color
        }
        let own = Cell.allCases.map { color(in: self[$0]) }
        // Any falls back to the default permutation (with a dark default and no light permutation
        // built, the default is all the catalog can show), then to any cell that has the token.
        guard let any = own[0] ?? color(in: permutations.isEmpty ? nil : 0) ?? own.lazy.compactMap({ $0 }).first
        else { return nil }
        var colors = [any]
        for cell in Cell.allCases.dropFirst() {
            colors.append(own[cell.rawValue] ?? colors[fallback(for: cell)!.rawValue])
        }
        return colors
    }

    /// The entries of one colorset: Any, plus the variants of each setting the colour follows.
    /// Either all cells of a setting are written or none, so Xcode never has to pick between two
    /// partial matches.
    static func entries(for colors: [AssetCatalogColor]) -> [AssetCatalogJSON.Entry] {
        let any = colors[Cell.any.rawValue], dark = colors[Cell.dark.rawValue]
        let high = colors[Cell.highContrast.rawValue], darkHigh = colors[Cell.darkHighContrast.rawValue]
        let followsAppearance = dark != any || darkHigh != high
        let followsContrast = high != any || darkHigh != dark
        return Cell.allCases.filter { cell in
            (!cell.dark || followsAppearance) && (!cell.highContrast || followsContrast)
        }.map { AssetCatalogJSON.Entry(appearances: $0.appearances, color: colors[$0.rawValue]) }
    }
}
