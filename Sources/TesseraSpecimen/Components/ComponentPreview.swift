import TesseraCore

/// One component the spec describes, drawn from the system's tokens: the `components` section of
/// tessera.yml (Documentation/Specimen.md). A preview is a tree of boxes; each box names the token
/// behind each of its properties (its background, text style, radius…), so the page, not Swift
/// code per system, says what a rank badge or a tab bar is made of.
public struct ComponentPreview: Sendable {
    public var name: String
    /// Where the spec describes it.
    public var spec: String?
    /// The colour or gradient token the preview sits on (the page's background when unset).
    public var stage: TokenBinding?
    public var parts: [ComponentPart]
    public var position: SourcePosition?
}

/// One box of a preview.
public struct ComponentPart: Sendable {
    public enum Shape: String, Sendable, CaseIterable { case rect, circle, capsule }
    public enum Layout: String, Sendable, CaseIterable { case row, column, stack }

    /// Literal text shown in the box (`{each}` is replaced by the current item).
    public var text: String?
    public var shape: Shape = .rect
    /// How the children are placed: side by side, stacked vertically, or on top of each other.
    public var layout: Layout = .row
    /// A caption under the box, such as `pressed`.
    public var label: String?
    /// How full the box is, 0 to 1, for a progress or slider fill: the state it shows, not a style.
    public var value: Double?
    /// The box is repeated once per item; `{each}` in its text, label and token paths (its
    /// children's too) is replaced by the item.
    public var each: [String] = []
    public var tokens: [TokenBinding] = []
    public var parts: [ComponentPart] = []
    public var position: SourcePosition?
}

/// A property of a box and the token that gives its value.
public struct TokenBinding: Sendable {
    public enum Role: String, Sendable, CaseIterable {
        case background, color, typography, fontFamily, fontSize, fontWeight
        case radius, border, borderTop, borderBottom, borderColor, borderWidth, shadow, blur, opacity
        case width, height, size, minWidth, minHeight, padding, paddingX, paddingY, gap

        /// The token types a role accepts.
        var types: [TokenType] {
            switch self {
            case .background: [.color, .gradient]
            case .color, .borderColor: [.color]
            case .typography: [.typography]
            case .fontFamily: [.fontFamily]
            case .fontWeight: [.fontWeight]
            case .border, .borderTop, .borderBottom: [.border]
            case .shadow: [.shadow]
            case .opacity: [.number]
            case .fontSize, .radius, .borderWidth, .blur, .width, .height, .size, .minWidth, .minHeight, .padding, .paddingX,
                 .paddingY, .gap: [.dimension]
            }
        }
    }

    public var role: Role
    /// A token path, possibly with `{each}`.
    public var path: String
    public var position: SourcePosition?

    func path(for item: String?) -> TokenPath {
        TokenPath(item.map { path.replacingEach(with: $0) } ?? path)
    }
}

extension String {
    /// `{each}` replaced by the item, and `{EACH}` by it in capitals (IUCN codes are paths in lower case).
    func replacingEach(with item: String) -> String {
        guard contains("{each}") || contains("{EACH}") else { return self }
        return split(separator: "{each}", omittingEmptySubsequences: false).joined(separator: item)
            .split(separator: "{EACH}", omittingEmptySubsequences: false).joined(separator: item.uppercased())
    }
}
