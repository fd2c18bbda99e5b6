/// The conversions made in one file, in words with their counts, for its summary line: the same
/// kinds lenient reading warns about, counted by the walk of that file alone.
enum MigrationSummary {
    static func conversions(
        _ report: LegacyReport, colorModifiers: Int = 0, dropped: [String], modes: Int, pointers: Int, resolverName: String?,
        relaxedSyntax: Bool
    ) -> [String] {
        var parts: [String] = []
        if relaxedSyntax { parts.append("JSONC/JSON5 syntax written as JSON (comments dropped)") }
        for kind in LegacyReport.Kind.allCases {
            let count = report.count(of: kind)
            if count > 0 { parts.append(phrase(kind, count)) }
        }
        if colorModifiers > 0 {
            parts.append(counted(colorModifiers, "Tokens Studio colour modifier written as the colour it gives", "Tokens Studio colour modifiers written as the colours they give"))
        }
        if pointers > 0 { parts.append(counted(pointers, "JSON Pointer", "JSON Pointers") + " to a token's $value") }
        if modes > 0, let resolverName {
            parts.append(counted(modes, "token's per-token modes", "tokens' per-token modes") + " moved to \(resolverName)")
        }
        if !dropped.isEmpty {
            let shown = dropped.prefix(3).joined(separator: ", ") + (dropped.count > 3 ? ", …" : "")
            parts.append(counted(dropped.count, "token", "tokens") + " with no DTCG type left out (\(shown))")
        }
        return parts
    }

    static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    /// "3 colour strings": what a kind of conversion did, worded for a reader of the summary. A
    /// table rather than a switch, so a kind added later reads as its code until it is worded.
    static func phrase(_ kind: LegacyReport.Kind, _ count: Int) -> String {
        guard let (singular, plural) = phrases[kind] else {
            return counted(count, "\(kind.code) conversion", "\(kind.code) conversions")
        }
        let text = counted(count, singular, plural)
        return kind == .math ? text + " written as the computed value (the relation to the tokens named is lost)" : text
    }

    private static let phrases: [LegacyReport.Kind: (String, String)] = [
        .unprefixedKeys: ("key given its $", "keys given their $"),
        .typeName: ("older type name", "older type names"),
        .extraKeys: ("tool key dropped", "tool keys dropped"),
        .valueAndChildren: ("value beside children moved to $root", "values beside children moved to $root"),
        .colorString: ("colour string", "colour strings"),
        .dimensionString: ("dimension string", "dimension strings"),
        .dimensionUnitless: ("unitless dimension read as px", "unitless dimensions read as px"),
        .durationString: ("duration string", "duration strings"),
        .durationUnitless: ("unitless duration read as ms", "unitless durations read as ms"),
        .numberString: ("numeric string", "numeric strings"),
        .percentage: ("percentage", "percentages"),
        .fontWeightName: ("font weight name", "font weight names"),
        .fontStyleInWeight: ("font style moved to $extensions", "font styles moved to $extensions"),
        .fontFamilyString: ("font family string", "font family strings"),
        .cubicBezierString: ("cubic Bézier string", "cubic Bézier strings"),
        .shadowShape: ("Tokens Studio shadow", "Tokens Studio shadows"),
        .shadowDefaults: ("shadow given its spread", "shadows given their spread"),
        .typographyShape: ("typography part moved to $extensions", "typography parts moved to $extensions"),
        .lineHeightLength: ("line height length as a multiplier", "line height lengths as multipliers"),
        .lineHeightAuto: ("automatic line height as 1.2", "automatic line heights as 1.2"),
        .letterSpacingRelative: ("relative letter spacing as a dimension", "relative letter spacings as dimensions"),
        .letterSpacingReference: ("letter spacing relative to a referenced font size, computed", "letter spacings relative to referenced font sizes, computed"),
        .relativeLength: ("relative length (em, vw, vh)", "relative lengths (em, vw, vh)"),
        .pointUnit: ("dp/pt/sp unit as px", "dp/pt/sp units as px"),
        .colorHexFallback: ("hex fallback as #rrggbb", "hex fallbacks as #rrggbb"),
        .nullDescription: ("null description removed", "null descriptions removed"),
        .unknownProperty: ("$-property moved to $extensions", "$-properties moved to $extensions"),
        .categoryType: ("type from its Style Dictionary category", "types from their Style Dictionary category"),
        .inferredType: ("type inferred from its value", "types inferred from their values"),
        .valueSuffixReference: ("reference ending in .value", "references ending in .value"),
        .math: ("Tokens Studio math expression", "Tokens Studio math expressions"),
        .passThroughType: ("string or boolean type read", "string or boolean types read"),
    ]
}
