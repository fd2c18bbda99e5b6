import TesseraCore

/// The swift output's `preview` option: a SwiftUI sheet of the system's tokens for Xcode's canvas,
/// written in a `#if DEBUG` block at the end of `Tokens+SwiftUI.swift` (the views it uses are in
/// `SwiftPreviewSheetViews`). Each section lists its tokens from a data array through `ForEach`
/// (a view builder takes at most ten children in older SDKs) and stops at `limit` tokens with a
/// count of the rest, so even a 100,000-token system gives a sheet of at most some 1,500 lines.
struct SwiftPreviewSheet {
    /// The sections, in the order the sheet draws them.
    enum Kind: Int, CaseIterable {
        case colors, typography, dimensions, radii, shadows, motion

        /// The heading, the data array and the view that draws one row.
        var title: String {
            ["Colours: light, dark", "Typography at Dynamic Type xSmall, large, xxxLarge, accessibility3",
             "Dimensions", "Radii", "Shadows", "Motion: tap a row to play it"][rawValue]
        }

        var property: String { ["colors", "typography", "dimensions", "radii", "shadows", "motion"][rawValue] }
        var view: String { ["Swatches", "TypeSample", "Bar", "Corner", "ShadowSample", "MotionSample"][rawValue] }
    }

    struct Section {
        var rows: [String] = []
        var total = 0
    }

    let platform: SwiftPlatformContext
    let limit: Int
    private(set) var sections: [Section] = Array(repeating: Section(), count: Kind.allCases.count)

    init(tokens: SwiftAPITokens, platform: SwiftPlatformContext, limit: Int = 200) {
        self.platform = platform
        self.limit = limit
        for entry in 0..<tokens.count {
            guard let kind = Self.kind(of: entry, in: tokens) else { continue }
            // A deprecated token would make the sheet warn each time it is compiled.
            guard tokens.representative(entry).deprecated == nil else { continue }
            sections[kind.rawValue].total += 1
            guard sections[kind.rawValue].rows.count < limit else { continue }
            let value = kind == .motion ? tokens.value(entry) + ".animation" : tokens.adaptive(entry)
            sections[kind.rawValue].rows.append("Row(\(SwiftLiteral.string(tokens.path(entry))), \(value))")
        }
    }

    /// The section a token is drawn in, if any: dimensions whose path names a radius or corner are
    /// radii; springs, spring-or-duration motion and transitions are motion.
    static func kind(of entry: Int, in tokens: SwiftAPITokens) -> Kind? {
        switch tokens.type(entry) {
        case "ColorValue": return .colors
        case "TypographyValue": return .typography
        case "ShadowValue": return .shadows
        case "SpringValue", "MotionValue", "TransitionValue": return .motion
        case "Double":
            guard tokens.representative(entry).type == .dimension else { return nil }
            let path = tokens.path(entry).lowercased()
            return path.contains("radius") || path.contains("radii") || path.contains("corner") ? .radii : .dimensions
        default: return nil
        }
    }

    /// The Swift text: nothing for a system with no token to draw.
    var text: String {
        guard sections.contains(where: { !$0.rows.isEmpty }) else { return "" }
        let ns = platform.ns, access = platform.access
        let system = platform.systemName.filter { !$0.isNewline }
        var out = "#if DEBUG\n"
        out += "/// The tokens of \(system) drawn for Xcode's canvas (the swift output's `preview` option): colours in\n"
        out += "/// light and dark, type at four Dynamic Type sizes, dimensions, radii, shadows and motion. Each\n"
        out += "/// section draws at most \(limit) tokens; its title counts them all. Debug builds only.\n"
        out += "\(access)struct \(ns)Sheet: SwiftUI.View {\n    \(access)init() {}\n\n"
        out += "    \(access)var body: some SwiftUI.View {\n        SwiftUI.ScrollView {\n"
        out += "            SwiftUI.VStack(alignment: .leading, spacing: 32) {\n"
        for kind in Kind.allCases where !sections[kind.rawValue].rows.isEmpty {
            let section = sections[kind.rawValue]
            let count = section.total > section.rows.count ? "\(section.total); the first \(section.rows.count) drawn" : "\(section.total)"
            out += "                Part(\(SwiftLiteral.string("\(kind.title) (\(count))"))) {\n"
            out += "                    SwiftUI.ForEach(Self.\(kind.property), id: \\.name) { \(kind.view)(row: $0) }\n"
            out += "                }\n"
        }
        out += "            }\n            .padding()\n        }\n    }\n"
        for kind in Kind.allCases where !sections[kind.rawValue].rows.isEmpty {
            out += "\n    private static let \(kind.property): [Row<\(rowType(kind))>] = [\n"
            for row in sections[kind.rawValue].rows { out += "        " + row + ",\n" }
            out += "    ]\n"
        }
        out += "}\n\n" + platform.fill(SwiftPreviewSheetViews.views) + "\n" + previews(system: system) + "#endif\n"
        return out
    }

    private func rowType(_ kind: Kind) -> String {
        let ns = platform.ns
        switch kind {
        case .colors: return "\(ns).Adaptive<\(ns).ColorValue>"
        case .typography: return "\(ns).Adaptive<\(ns).TypographyValue>"
        case .dimensions, .radii: return "\(ns).Adaptive<Double>"
        case .shadows: return "\(ns).Adaptive<\(ns).ShadowValue>"
        case .motion: return "SwiftUI.Animation?"
        }
    }

    /// `#Preview` where the compiler and SDK have it, else a `PreviewProvider`.
    private func previews(system: String) -> String {
        let ns = platform.ns
        return """
            // `#Preview` is a Swift 5.9 macro that SwiftUI declares (through DeveloperToolsSupport) from the
            // Xcode 15 SDKs on; it back-deploys to every OS the package supports. A `compiler` check is the
            // only condition that lets an older compiler skip the block unparsed, and `canImport` leaves it
            // out with SDKs that lack the macro (and where there is no Xcode at all). `PreviewProvider`
            // serves those, and is not written beside the macro, which would show the sheet twice.
            #if compiler(>=5.9) && canImport(DeveloperToolsSupport)
            #Preview(\(SwiftLiteral.string(system + " tokens"))) {
                \(ns)Sheet()
            }
            #else
            struct \(ns)SheetPreviews: SwiftUI.PreviewProvider {
                static var previews: some SwiftUI.View {
                    \(ns)Sheet()
                }
            }
            #endif

            """
    }
}
