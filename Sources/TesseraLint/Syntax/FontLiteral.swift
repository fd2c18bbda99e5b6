@_spi(RawSyntax) import SwiftSyntax

/// A font written out in code: SwiftUI's `.system(size:weight:design:)` and
/// `.custom(_:size:)`/`.custom(_:fixedSize:)`, UIKit's and AppKit's `UIFont(name:size:)`,
/// `NSFont(name:size:)`, `.systemFont(ofSize:weight:)`, `.boldSystemFont(ofSize:)`,
/// `.monospacedSystemFont(ofSize:weight:)` and `.monospacedDigitSystemFont(ofSize:weight:)`.
struct FontLiteral {
    /// The family or font name as written; nil for the system font.
    var family: String?
    /// Points, when written as a literal.
    var size: Double?
    /// CSS-style weight (400 regular, 700 bold), when written.
    var weight: Double?
    /// Where a finding about the size points.
    /// The argument that gives the size, where findings point.
    var sizeArgument: CallSite.Argument?

    static let weights: [String: Double] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
        "bold": 700, "heavy": 800, "black": 900,
    ]

    /// The calls that may be one, by `CallSite.name`.
    static let callNames = members.union(["UIFont", "NSFont"])

    init?(_ call: CallSite) {
        let sizeArgument: CallSite.Argument?
        if let type = call.type, type == "UIFont" || type == "NSFont" {
            guard let name = call.rawArgument("name") else { return nil }
            family = name.expression.stringLiteral ?? "?"
            sizeArgument = call.rawArgument("size")
        } else if let member = call.member, Self.members.contains(member), Self.isFontBase(call.rawBase) {
            switch member {
            case "system":
                guard call.rawArgument("size") != nil else { return nil }
                sizeArgument = call.rawArgument("size")
            case "custom":
                guard let name = call.rawArgument(nil) else { return nil }
                family = name.expression.stringLiteral ?? "?"
                sizeArgument = call.rawArgument("size") ?? call.rawArgument("fixedSize")
            case "systemFont", "monospacedSystemFont", "monospacedDigitSystemFont", "italicSystemFont":
                sizeArgument = call.rawArgument("ofSize")
            case "boldSystemFont":
                sizeArgument = call.rawArgument("ofSize")
                weight = 700
            default:
                return nil
            }
        } else {
            return nil
        }
        if let sizeArgument, let value = call.number(sizeArgument) {
            size = value
            self.sizeArgument = sizeArgument
        }
        if let weightName = call.rawArgument("weight")?.expression.memberName { weight = Self.weights[String(syntaxText: weightName)] }
        normalizedFamily = family.map(FontFamilyName.normalized)
    }

    /// The family as families are compared (`FontFamilyName`), worked out once.
    private(set) var normalizedFamily: String?

    static let members: Set<String> = [
        "system", "custom", "systemFont", "monospacedSystemFont", "monospacedDigitSystemFont", "italicSystemFont", "boldSystemFont",
    ]

    /// `Font.system`, `.system` (implicit), `UIFont.systemFont`, `NSFont.systemFont`.
    private static func isFontBase(_ base: RawExprSyntax?) -> Bool {
        guard let base else { return true }
        guard let name = base.qualifiedName else { return false }
        return fontTypes.contains(name)
    }

    private static let fontTypes: Set<String> = ["Font", "SwiftUI.Font", "UIFont", "NSFont"]
}

/// Font names compared as families: `EBGaramond-Italic` is of the family `EB Garamond`.
enum FontFamilyName {
    /// Lower case, letters and digits only: `EB Garamond` → `ebgaramond`.
    static func normalized(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                let value = UInt8(scalar.value)
                switch value {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): scalars.append(scalar)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): scalars.append(Unicode.Scalar(value + 32))
                default: break
                }
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                scalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            }
        }
        return String(scalars)
    }

    static func matches(_ name: String, _ family: String) -> Bool {
        matches(normalized: normalized(name), family: normalized(family))
    }

    /// Both already `normalized`.
    static func matches(normalized name: String, family: String) -> Bool {
        !family.isEmpty && name.hasPrefix(family)
    }
}
