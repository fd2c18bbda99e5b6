import TesseraCore

/// Writes the custom property declarations of one token, with its comments.
///
/// A spring (a duration with `dev.tessera.spring`) also gets `-easing` and `-easing-duration`.
///
/// Typography is written as the `font` shorthand under the token's own name plus one property per
/// part (`-font-family`, `-font-size`, `-font-weight`, `-letter-spacing`, `-line-height`):
/// `font: var(--x)` covers most uses, and letter spacing, which the shorthand cannot hold, is
/// still available.
struct CSSDeclarationWriter {
    var values: CSSValueWriter
    let names: CSSNameTable

    init(references: CSSReferences) {
        self.values = CSSValueWriter(references: references)
        self.names = references.names
    }

    /// Writes the declarations of union entry `entry`, each line indented by `indent` spaces.
    /// Returns true when a colour was written as its sRGB stand-in (only in `.fallback` mode), so
    /// the caller must repeat the declaration in `.exact` mode in the wide-gamut rule.
    mutating func appendDeclarations(
        entry: Int, token: UnsafePointer<Token>, in set: ResolvedTokenSet, mode: CSSValueWriter.ColorMode, indent: Int,
        to bytes: inout [UInt8]
    ) -> Bool {
        values.mode = mode
        values.usedFallback = false
        startLine(entry, indent: indent, to: &bytes)
        values.appendValue(token, in: set, to: &bytes)
        endLine(to: &bytes)
        if case .typography(let typography) = token.pointee.value {
            appendTypographyParts(typography, of: token, entry: entry, indent: indent, to: &bytes)
        } else if token.pointee.type == .duration, let spring = token.pointee.spring {
            appendSpringParts(spring, entry: entry, indent: indent, to: &bytes)
        }
        return values.usedFallback
    }

    /// The value text alone (for comparing permutations).
    mutating func appendValueText(entry: Int, token: Token, in set: ResolvedTokenSet, to bytes: inout [UInt8]) {
        withUnsafePointer(to: token) { token in
            _ = appendDeclarations(entry: entry, token: token, in: set, mode: .exact, indent: 0, to: &bytes)
        }
    }

    private mutating func appendTypographyParts(
        _ typography: Typography, of token: UnsafePointer<Token>, entry: Int, indent: Int, to bytes: inout [UInt8]
    ) {
        let keys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        let alias = values.references.aliasTarget(of: token)
        for (key, suffix) in zip(keys, CSSNameTable.typographyParts) {
            startLine(entry, suffix: suffix, indent: indent, to: &bytes)
            if let alias {
                values.appendVar(alias, suffix: suffix, to: &bytes)
            } else {
                values.appendTypographyPart(key, typography, raw: token.pointee.rawValue.object, to: &bytes)
            }
            endLine(to: &bytes)
        }
    }

    /// A spring's `linear()` easing and the duration to run it for, so a plain CSS transition follows
    /// the spring: `transition: transform var(--x-easing-duration) var(--x-easing)`. Always literal:
    /// a token that aliases a duration is a spring by its own extension, whatever the target is.
    private func appendSpringParts(_ spring: Spring, entry: Int, indent: Int, to bytes: inout [UInt8]) {
        let easing = spring.linearEasing()
        startLine(entry, suffix: CSSNameTable.springParts[0], indent: indent, to: &bytes)
        bytes.append(contentsOf: easing.css.utf8)
        endLine(to: &bytes)
        startLine(entry, suffix: CSSNameTable.springParts[1], indent: indent, to: &bytes)
        bytes.append(contentsOf: "\(easing.durationMilliseconds)ms".utf8)
        endLine(to: &bytes)
    }

    /// The description, deprecation and conversion notes of a token, one comment line each.
    /// `token` points into the permutation's token array: the writers read fields in place rather
    /// than copying whole tokens, which is measurable at 100,000 tokens.
    func appendComments(for token: UnsafePointer<Token>, entry: Int, indent: Int, to bytes: inout [UInt8]) {
        if let description = token.pointee.description, description.contains(where: { !$0.isWhitespace }) {
            appendIndent(indent, to: &bytes)
            CSSText.appendComment(description, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        if case .deprecated(let reason) = token.pointee.deprecated {
            appendIndent(indent, to: &bytes)
            if let reason, reason.contains(where: { !$0.isWhitespace }) {
                CSSText.appendComment("deprecated: " + reason, to: &bytes)
            } else {
                CSSText.appendComment("deprecated", to: &bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        if case .gradient = token.pointee.type {
            // DTCG gradients have no direction or shape, so the value is only the stop list.
            appendIndent(indent, to: &bytes)
            bytes.append(contentsOf: "/* gradient stops; use inside a gradient function: linear-gradient(90deg, var(".utf8)
            names.appendName(entry, to: &bytes)
            bytes.append(contentsOf: ")) */\n".utf8)
        }
        // Checked by type first: passing every token's value copies it (and retains its parts).
        if token.pointee.type == .strokeStyle || token.pointee.type == .border, let dashes = Self.dashArray(in: token.pointee.value) {
            appendIndent(indent, to: &bytes)
            CSSText.appendComment(
                "dash array \(dashes) has no CSS border-style; written as dashed", to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    private static func dashArray(in value: TokenValue) -> String? {
        let style: StrokeStyle
        switch value {
        case .strokeStyle(let own): style = own
        case .border(let border): style = border.style
        default: return nil
        }
        guard case .dashes(let dashArray, let lineCap) = style else { return nil }
        var bytes: [UInt8] = []
        for (offset, dash) in dashArray.enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: " ")) }
            CSSText.appendNumber(dash.value, unit: dash.unit.rawValue, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self) + " (\(lineCap.rawValue) caps)"
    }

    private func startLine(_ entry: Int, suffix: String = "", indent: Int, to bytes: inout [UInt8]) {
        appendIndent(indent, to: &bytes)
        names.appendName(entry, suffix: suffix, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    private func endLine(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: ";"))
        bytes.append(UInt8(ascii: "\n"))
    }

    func appendIndent(_ indent: Int, to bytes: inout [UInt8]) {
        for _ in 0..<indent { bytes.append(UInt8(ascii: " ")) }
    }
}
