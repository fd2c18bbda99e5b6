extension SwiftNeutralSupport {
    static let valuesTemplate = #"""
        /// A cubic Bézier timing curve: the two control points, x in 0…1.
        ACCESS struct CubicBezierValue: Hashable, Sendable {
            ACCESS var x1: Double, y1: Double, x2: Double, y2: Double

            ACCESS init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
                (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
            }
        }

        /// A spring (SwiftUI's `.spring(response:dampingFraction:)`), with its physical form.
        ACCESS struct SpringValue: Hashable, Sendable {
            /// Seconds.
            ACCESS var response: Double
            ACCESS var dampingFraction: Double
            ACCESS var mass: Double
            /// `(2π / response)² · mass`.
            ACCESS var stiffness: Double { (2 * Double.pi / response) * (2 * Double.pi / response) * mass }
            /// `4π · dampingFraction · mass / response`.
            ACCESS var damping: Double { 4 * Double.pi * dampingFraction * mass / response }

            ACCESS init(response: Double, dampingFraction: Double, mass: Double = 1) {
                (self.response, self.dampingFraction, self.mass) = (response, dampingFraction, mass)
            }
        }

        /// A motion token that is a spring in some contexts and a plain duration (seconds; 0 for no
        /// animation) in others, such as a spring that Reduce Motion turns into a cross-fade.
        ACCESS enum MotionValue: Hashable, Sendable {
            case spring(SpringValue)
            case duration(Double)
        }

        /// An animated change: duration and delay in seconds, and its timing curve.
        ACCESS struct TransitionValue: Hashable, Sendable {
            ACCESS var duration: Double
            ACCESS var delay: Double
            ACCESS var timingFunction: CubicBezierValue

            ACCESS init(duration: Double, delay: Double, timingFunction: CubicBezierValue) {
                (self.duration, self.delay, self.timingFunction) = (duration, delay, timingFunction)
            }
        }

        /// A text style. Sizes and spacing are in points; `lineHeight` multiplies `fontSize`.
        ACCESS struct TypographyValue: Hashable, Sendable {
            /// Family names, most preferred first.
            ACCESS var fontFamily: [String]
            ACCESS var fontSize: Double
            /// 1…1000 (400 regular, 700 bold).
            ACCESS var fontWeight: Double
            ACCESS var letterSpacing: Double
            ACCESS var lineHeight: Double
            ACCESS var italic: Bool
            /// The Dynamic Type style the size scales with (`body`, `largeTitle`, …).
            ACCESS var textStyle: String
            /// OpenType feature tags such as `tnum`.
            ACCESS var fontFeatures: [String]

            ACCESS init(fontFamily: [String], fontSize: Double, fontWeight: Double, letterSpacing: Double, lineHeight: Double,
                        italic: Bool = false, textStyle: String = "body", fontFeatures: [String] = []) {
                self.fontFamily = fontFamily
                self.fontSize = fontSize
                self.fontWeight = fontWeight
                self.letterSpacing = letterSpacing
                self.lineHeight = lineHeight
                self.italic = italic
                self.textStyle = textStyle
                self.fontFeatures = fontFeatures
            }

            /// The system font design when the family is Apple's system font (`default`, `rounded`,
            /// `serif`, `monospaced`), else nil: a custom font.
            ACCESS var systemDesign: String? { Self.systemDesign(ofFamily: fontFamily.first ?? "") }

            /// The system font design a family name stands for: Apple's own families (SF Pro, SF Pro
            /// Rounded, New York, SF Mono, which apps reach only as designs of the system font) and
            /// the CSS generic names; nil for any other family.
            ACCESS static func systemDesign(ofFamily family: String) -> String? {
                switch family.lowercased() {
                case "sf pro", "sf pro text", "sf pro display", "sf compact", "system-ui", "-apple-system", "blinkmacsystemfont", "sans-serif", "": "default"
                case "sf pro rounded", "ui-rounded": "rounded"
                case "new york", "ui-serif", "serif": "serif"
                case "sf mono", "ui-monospace", "monospace": "monospaced"
                default: nil
                }
            }

            /// The family to draw with: the first of the list that `isInstalled` accepts, or one of Apple's
            /// own families, which are always there as designs of the system font. `design` is set for
            /// the system font (also when no family is found), `family` for an installed family or a
            /// font's PostScript or full name.
            ACCESS func face(installed isInstalled: (String) -> Bool) -> (design: String?, family: String?) {
                for family in fontFamily {
                    if let design = Self.systemDesign(ofFamily: family) { return (design, nil) }
                    if isInstalled(family) { return (nil, family) }
                }
                return ("default", nil)
            }

            /// The numeral features among OpenType tags, as the font feature type and selector pairs
            /// UIKit and AppKit take (Apple's AAT feature registry: number spacing 6, monospaced 0 and
            /// proportional 1; number case 21, lower-case (old-style) 0 and upper-case (lining) 1).
            static func numeralFeatures(_ tags: [String]) -> [(type: Int, selector: Int)] {
                tags.compactMap { tag in
                    switch tag {
                    case "tnum": (6, 0)
                    case "pnum": (6, 1)
                    case "onum": (21, 0)
                    case "lnum": (21, 1)
                    default: nil
                    }
                }
            }

            /// The weight as one of the nine named weights, 0 (ultra light, 100) to 8 (black, 900).
            ACCESS var weightIndex: Int { min(max(Int((fontWeight - 50) / 100), 0), 8) }

            /// The space between lines: line height minus the font size (what SwiftUI's
            /// `lineSpacing` and UIKit's `NSParagraphStyle.lineSpacing` expect).
            ACCESS var lineSpacing: Double { max(0, fontSize * lineHeight - fontSize) }
        }

        /// One or more shadows, painted in order.
        ACCESS struct ShadowValue: Hashable, Sendable {
            ACCESS struct Layer: Hashable, Sendable {
                ACCESS var color: ColorValue
                ACCESS var offsetX: Double, offsetY: Double, blur: Double, spread: Double
                ACCESS var inset: Bool

                ACCESS init(color: ColorValue, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool = false) {
                    (self.color, self.offsetX, self.offsetY, self.blur, self.spread, self.inset) = (color, offsetX, offsetY, blur, spread, inset)
                }
            }
            ACCESS var layers: [Layer]

            ACCESS init(_ layers: [Layer]) { self.layers = layers }
        }

        /// A gradient: its stops (positions 0…1) and where it runs, in unit coordinates.
        ACCESS struct GradientValue: Hashable, Sendable {
            ACCESS struct Stop: Hashable, Sendable {
                ACCESS var color: ColorValue
                ACCESS var position: Double

                ACCESS init(_ color: ColorValue, _ position: Double) { (self.color, self.position) = (color, position) }
            }
            /// A point in unit coordinates: (0, 0) is the top leading corner, (1, 1) the bottom trailing one.
            ACCESS struct Point: Hashable, Sendable {
                ACCESS var x: Double, y: Double

                ACCESS init(_ x: Double, _ y: Double) { (self.x, self.y) = (x, y) }
            }
            ACCESS enum Geometry: Hashable, Sendable {
                case linear(start: Point, end: Point)
                /// Circles around `center`, from `startRadius` to `endRadius` points.
                case radial(center: Point, startRadius: Double, endRadius: Double)
            }
            ACCESS var stops: [Stop]
            ACCESS var geometry: Geometry

            ACCESS init(_ stops: [Stop], geometry: Geometry = .linear(start: Point(0.5, 0), end: Point(0.5, 1))) {
                (self.stops, self.geometry) = (stops, geometry)
            }
        }

        /// A line style: a CSS keyword, or dashes (lengths in points) with a line cap.
        ACCESS enum StrokeStyleValue: Hashable, Sendable {
            case solid, dashed, dotted, double, groove, ridge, outset, inset
            case dashes([Double], lineCap: String)
        }

        /// A border: colour, width in points and line style.
        ACCESS struct BorderValue: Hashable, Sendable {
            ACCESS var color: ColorValue
            ACCESS var width: Double
            ACCESS var style: StrokeStyleValue

            ACCESS init(color: ColorValue, width: Double, style: StrokeStyleValue) {
                (self.color, self.width, self.style) = (color, width, style)
            }
        }

        /// Haptic feedback for an event: which generator, and the intensity 0…1.
        ACCESS struct HapticValue: Hashable, Sendable {
            ACCESS enum Feedback: Hashable, Sendable {
                /// `light`, `medium`, `heavy`, `soft` or `rigid`.
                case impact(String)
                case selection
                /// `success`, `warning` or `error`.
                case notification(String)
            }
            ACCESS var feedback: Feedback
            ACCESS var intensity: Double

            ACCESS init(_ feedback: Feedback, intensity: Double = 1) { (self.feedback, self.intensity) = (feedback, intensity) }
        }
        """#

    static let adaptiveTemplate = #"""
        /// A value that depends on the context (theme, contrast, motion, …): `value` is the one for
        /// the default context, `resolved(in:)` the one for any other.
        ACCESS struct Adaptive<Value: Sendable>: Sendable {
            private let resolve: @Sendable (Context) -> Value

            ACCESS init(_ resolve: @escaping @Sendable (Context) -> Value) { self.resolve = resolve }
            /// A value that is the same in every context.
            ACCESS init(_ value: Value) { self.resolve = { _ in value } }

            ACCESS var value: Value { resolve(.default) }
            ACCESS func resolved(in context: Context) -> Value { resolve(context) }
        }
        """#
}
