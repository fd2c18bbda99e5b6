import TesseraCore

/// The value types every `ts` module declares, and the type of one token.
enum TypeScriptTypes {
    static let declarations = """
        /** A colour: DTCG components in its own space, and CSS text in that space with its sRGB stand-in. */
        export interface Color {
          readonly colorSpace: string;
          readonly components: readonly (number | "none")[];
          readonly alpha: number;
          readonly hex?: string;
          /** CSS Color 4 in the colour's own space. */
          readonly css: string;
          /** The sRGB stand-in (CSS Color 4 gamut mapping), for browsers without wide gamut; equal to `css` in sRGB. */
          readonly srgb: string;
        }

        /** A length, e.g. `{ value: 16, unit: "px" }`. */
        export interface Dimension {
          readonly value: number;
          readonly unit: string;
        }

        /** A time, e.g. `{ value: 200, unit: "ms" }`. */
        export interface Duration {
          readonly value: number;
          readonly unit: string;
        }

        /** `[x1, y1, x2, y2]`, as CSS `cubic-bezier()` takes them. */
        export type CubicBezier = readonly [number, number, number, number];

        /** A CSS border-style keyword, or dashes with their line cap. */
        export type StrokeStyle = string | { readonly dashArray: readonly Dimension[]; readonly lineCap: string };

        export interface Border {
          readonly color: Color;
          readonly width: Dimension;
          readonly style: StrokeStyle;
        }

        export interface Transition {
          readonly duration: Duration;
          readonly delay: Duration;
          readonly timingFunction: CubicBezier;
        }

        /** One shadow layer; a shadow token is a list of them. */
        export interface Shadow {
          readonly color: Color;
          readonly offsetX: Dimension;
          readonly offsetY: Dimension;
          readonly blur: Dimension;
          readonly spread: Dimension;
          readonly inset: boolean;
        }

        /** One stop of a gradient; `position` from 0 to 1. */
        export interface GradientStop {
          readonly color: Color;
          readonly position: number;
        }

        export interface Typography {
          readonly fontFamily: readonly string[];
          readonly fontSize: Dimension;
          readonly fontWeight: number;
          readonly letterSpacing: Dimension;
          readonly lineHeight: number;
        }

        """

    /// The declared type of a token's value.
    static func name(of token: Token) -> StaticString {
        switch token.type {
        case .color: "Color"
        case .dimension: "Dimension"
        case .fontFamily: "readonly string[]"
        case .fontWeight, .number: "number"
        case .duration: token.spring == nil ? "Duration" : "SpringDuration"
        case .cubicBezier: "CubicBezier"
        case .strokeStyle: "StrokeStyle"
        case .border: "Border"
        case .transition: "Transition"
        case .shadow: "readonly Shadow[]"
        case .gradient: "readonly GradientStop[]"
        case .typography: "Typography"
        case .string: "string"
        case .boolean: "boolean"
        }
    }

    /// Whether two type names are the same text.
    static func same(_ a: StaticString, _ b: StaticString) -> Bool {
        a.utf8CodeUnitCount == b.utf8CodeUnitCount && a.withUTF8Buffer { a in b.withUTF8Buffer { a.elementsEqual($0) } }
    }
}
