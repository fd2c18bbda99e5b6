extension LegacyReport {
    /// Messages for the number, font, easing, shadow and typography kinds.
    static func typographicMessage(
        _ kind: Kind, counted: (String, String) -> String, example: String, suggestion: String?
    ) -> String {
        switch kind {
        case .numberString:
            return counted("number is written as a string", "numbers are written as strings")
                + " such as \(example) (first here); converted to numbers. Write \(suggestion ?? "the number") without quotes to silence this"
        case .percentage:
            return counted("value is a percentage", "values are percentages")
                + " such as \(example) (first here); converted to fractions (50% is 0.5). Write \(suggestion ?? "the fraction") to silence this"
        case .fontWeightName:
            return counted("font weight is a name", "font weights are names")
                + " such as \(example) (first here); converted to numbers. Write \(suggestion ?? "the number") to silence this"
        case .fontStyleInWeight:
            return counted("font weight includes a style", "font weights include a style")
                + #" such as \#(example) (first here); the weight was kept and the style moved to $extensions["studio.tokens"].fontStyle, as 2025.10 has no font style. Write the weight alone to silence this"#
        case .fontFamilyString:
            return counted("font family is a comma-separated string", "font families are comma-separated strings")
                + " such as \(example) (first here); split into arrays. Write \(suggestion ?? "an array of names") to silence this"
        case .cubicBezierString:
            return counted("cubic Bézier is a string", "cubic Béziers are strings")
                + " such as \(example) (first here); converted to [x1, y1, x2, y2] arrays. Write \(suggestion ?? "the array") to silence this"
        case .shadowShape:
            return counted("shadow uses", "shadows use")
                + #" the Tokens Studio shape {x, y, blur, spread, color, type} (first here); converted to {offsetX, offsetY, blur, spread, color, inset}. Write those keys, with "inset": true for inner shadows, to silence this"#
        case .shadowDefaults:
            return counted(#"shadow has no "spread""#, #"shadows have no "spread""#)
                + #" (first here); 0px was used, as in CSS. Add "spread": {"value": 0, "unit": "px"} to silence this"#
        case .typographyShape:
            return counted("typography value has properties", "typography values have properties")
                + #" that 2025.10 does not define, such as \#(example) (first here); moved to $extensions["studio.tokens"]. Move them there yourself to silence this"#
        case .lineHeightLength:
            return counted("line height is a length", "line heights are lengths")
                + " such as \(example) (first here); divided by the font size, because 2025.10 line heights are multipliers of fontSize. Write \(suggestion ?? "the multiplier") to silence this"
        case .lineHeightAuto:
            return counted("line height is", "line heights are")
                + #" automatic, such as \#(example) (first here); 2025.10 has no automatic line height, so 1.2 (the usual CSS "normal") was used. Write a number to silence this"#
        case .letterSpacingRelative:
            return counted("letter spacing is", "letter spacings are")
                + " relative to the font size, such as \(example) (first here); converted to a dimension of the same token's fontSize (\(example) became \(suggestion ?? "a length")), which no longer follows the font size if it changes. Write \(suggestion ?? "a dimension") to silence this"
        case .letterSpacingReference:
            return counted("letter spacing is", "letter spacings are")
                + " relative to a font size given by reference, such as \(example) (first here); computed from the value that reference has in each permutation (\(suggestion ?? "the font size times the fraction")). Write a dimension to silence this"
        case .relativeLength:
            return counted("dimension uses", "dimensions use")
                + " a relative unit that 2025.10 lacks, such as \(example) (first here); kept as a relative length: the css output writes it as it is, native outputs take em as that many base font sizes (the swift output's remBase) and leave out vw and vh. 2025.10 cannot say it, so tessera migrate stops at it: write px or rem to silence this"
        case .pointUnit:
            return counted("dimension uses", "dimensions use")
                + " a device unit such as \(example) (first here); read as px, the same idealised unit as Android dp and iOS pt. Write \(suggestion ?? #"{"value": 16, "unit": "px"}"#) to silence this"
        case .colorHexFallback:
            return counted("colour's hex fallback is", "colours' hex fallbacks are")
                + ##" not 6 digits, such as \##(example) (first here); rewritten as "#rrggbb" (alpha belongs in "alpha"). Write \##(suggestion ?? "the 6-digit form") to silence this"##
        case .nullDescription:
            return counted(#"token has "$description": null"#, #"tokens have "$description": null"#)
                + " (first here); read as no description. Remove the property to silence this"
        case .unknownProperty:
            return counted("token has a $-property", "tokens have $-properties")
                + #" that DTCG does not define, such as \#(example) (first here); kept under $extensions["org.tessera.legacy"]. Move it into $extensions to silence this"#
        default:
            return toolMessage(kind, counted: counted, example: example, suggestion: suggestion)
        }
    }
}
