import TesseraCore

/// Writes `Tokens+SwiftUI.swift`: SwiftUI forms of the neutral values (`.color`, `.font`,
/// `.animation`, gradients, shadows), the context read from the environment, and the API the
/// configuration names (`SwiftAPI`).
struct SwiftUILayer {
    let platform: SwiftPlatformContext
    var api: String = ""

    func text() -> String {
        var out = platform.header("SwiftUI: colours in their own colour space that follow light/dark and contrast, fonts that scale with Dynamic Type, springs, gradients, shadows and materials. Requires iOS 16, macOS 13, tvOS 16, watchOS 10 or visionOS 1.")
        out += "#if canImport(SwiftUI)\nimport SwiftUI\n\n"
        out += platform.fill(SwiftUIGlue.values)
        out += "\n" + contextFromEnvironment()
        out += "\n" + platform.fill(SwiftUIGlue.modifiers)
        if !api.isEmpty { out += "\n" + api }
        out += "#endif\n"
        return out
    }

    private func contextFromEnvironment() -> String {
        var out = "extension \(platform.ns).Context {\n"
        out += "    /// The context the environment asks for: colour scheme, contrast, Reduce Motion and Reduce\n"
        out += "    /// Transparency; modifiers with no platform setting stay at their defaults.\n"
        out += "    \(platform.access)init(_ environment: SwiftUI.EnvironmentValues) {\n"
        out += "        self.init()\n"
        for binding in platform.traitBindings {
            let condition: String
            switch binding.trait {
            case .appearance: condition = "environment.colorScheme == .dark"
            case .contrast: condition = "environment.colorSchemeContrast == .increased"
            case .motion: condition = "environment.accessibilityReduceMotion"
            case .transparency: condition = "environment.accessibilityReduceTransparency"
            }
            out += "        \(binding.property) = \(condition) ? .\(binding.on) : .\(binding.off)\n"
        }
        out += "    }\n}\n"
        return out
    }
}

enum SwiftUIGlue {
    static let values = #"""
        extension TOKENS.ColorValue {
            /// The colour in Display P3 when it lies outside sRGB, else in sRGB.
            ACCESS var color: SwiftUI.Color {
                isWideGamut
                    ? SwiftUI.Color(.displayP3, red: displayP3.red, green: displayP3.green, blue: displayP3.blue, opacity: displayP3.alpha)
                    : SwiftUI.Color(.sRGB, red: srgb.red, green: srgb.green, blue: srgb.blue, opacity: srgb.alpha)
            }
        }

        extension TOKENS.Adaptive where Value == TOKENS.ColorValue {
            /// One colour that follows light/dark and increased contrast (through UIKit or AppKit).
            ACCESS var color: SwiftUI.Color {
                #if canImport(UIKit)
                SwiftUI.Color(uiColor: uiColor)
                #elseif canImport(AppKit)
                SwiftUI.Color(nsColor: nsColor)
                #else
                value.color
                #endif
            }
        }

        extension TOKENS.GradientValue {
            ACCESS var gradient: SwiftUI.Gradient {
                SwiftUI.Gradient(stops: stops.map { SwiftUI.Gradient.Stop(color: $0.color.color, location: CGFloat($0.position)) })
            }

            /// Runs along the token's line; a radial token runs from its centre to the bottom edge.
            ACCESS var linearGradient: SwiftUI.LinearGradient {
                switch geometry {
                case .linear(let start, let end):
                    SwiftUI.LinearGradient(gradient: gradient, startPoint: start.unitPoint, endPoint: end.unitPoint)
                case .radial(let center, _, _):
                    SwiftUI.LinearGradient(gradient: gradient, startPoint: center.unitPoint, endPoint: .bottom)
                }
            }

            /// Circles around the token's centre; a linear token's radii span 0…200 points.
            ACCESS var radialGradient: SwiftUI.RadialGradient {
                switch geometry {
                case .radial(let center, let startRadius, let endRadius):
                    SwiftUI.RadialGradient(gradient: gradient, center: center.unitPoint, startRadius: CGFloat(startRadius), endRadius: CGFloat(endRadius))
                case .linear(let start, _):
                    SwiftUI.RadialGradient(gradient: gradient, center: start.unitPoint, startRadius: 0, endRadius: 200)
                }
            }

            /// The gradient with the geometry the token gives: linear or radial.
            ACCESS var shapeStyle: SwiftUI.AnyShapeStyle {
                if case .radial = geometry { return SwiftUI.AnyShapeStyle(radialGradient) }
                return SwiftUI.AnyShapeStyle(linearGradient)
            }
        }

        extension TOKENS.GradientValue.Point {
            ACCESS var unitPoint: SwiftUI.UnitPoint { SwiftUI.UnitPoint(x: CGFloat(x), y: CGFloat(y)) }
        }

        extension TOKENS.TypographyValue {
            ACCESS var swiftUIDesign: SwiftUI.Font.Design? {
                switch systemDesign {
                case "default": .default
                case "rounded": .rounded
                case "serif": .serif
                case "monospaced": .monospaced
                default: nil
                }
            }

            ACCESS var weight: SwiftUI.Font.Weight {
                [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black][weightIndex]
            }

            /// The Dynamic Type style the size scales with.
            ACCESS var dynamicTypeStyle: SwiftUI.Font.TextStyle {
                switch textStyle {
                case "largeTitle": .largeTitle
                case "title": .title
                case "title2": .title2
                case "title3": .title3
                case "headline": .headline
                case "subheadline": .subheadline
                case "callout": .callout
                case "footnote": .footnote
                case "caption": .caption
                case "caption2": .caption2
                default: .body
                }
            }

            /// The font at the token's size: the first family of the list that the device has. A custom
            /// family scales with Dynamic Type once, relative to the text style; the system font does
            /// not scale here (`typography(_:)` scales every font).
            ACCESS var font: SwiftUI.Font {
                let size = CGFloat(fontSize)
                var font: SwiftUI.Font
                let face = face(installed: Self.isInstalled)
                if face.family != nil {
                    // The installed face's PostScript name carries the weight and italic.
                    font = .custom(fontName(size: size), size: size, relativeTo: dynamicTypeStyle)
                } else {
                    font = .system(size: size, weight: weight, design: Self.swiftUIDesign(face.design))
                    if italic { font = font.italic() }
                }
                return fontFeatures.contains("tnum") ? font.monospacedDigit() : font
            }

            /// The font at `size` points used as is, for a size already scaled (by `@ScaledMetric` in
            /// `typography(_:)`): built by UIKit or AppKit, so it has the family, weight, italic and
            /// numerals of the token.
            ACCESS func font(size: CGFloat) -> SwiftUI.Font { SwiftUI.Font(ctFont(size: size)) }

            static func swiftUIDesign(_ design: String?) -> SwiftUI.Font.Design {
                switch design {
                case "rounded": .rounded
                case "serif": .serif
                case "monospaced": .monospaced
                default: .default
                }
            }
        }

        extension TOKENS.SpringValue {
            ACCESS var animation: SwiftUI.Animation { .spring(response: response, dampingFraction: dampingFraction, blendDuration: 0) }
        }

        extension TOKENS.TransitionValue {
            ACCESS var animation: SwiftUI.Animation {
                let curve = SwiftUI.Animation.timingCurve(timingFunction.x1, timingFunction.y1, timingFunction.x2, timingFunction.y2, duration: duration)
                return delay > 0 ? curve.delay(delay) : curve
            }
        }

        extension TOKENS.MotionValue {
            /// The spring, or an ease-in-out of the duration; nil (no animation) for a zero duration.
            ACCESS var animation: SwiftUI.Animation? {
                switch self {
                case .spring(let spring): spring.animation
                case .duration(let seconds): seconds > 0 ? .easeInOut(duration: seconds) : nil
                }
            }
        }

        extension TOKENS.ShadowValue.Layer {
            /// The SwiftUI shadow radius: half the token's blur, which is a CSS blur length (a spec's
            /// SwiftUI `radius: 20` is a token blur of 40; Documentation/Swift.md, "Shadows").
            ACCESS var radius: CGFloat { CGFloat(blur / 2) }
        }

        """#

    static let modifiers = #"""
        extension SwiftUI.View {
            /// Draws the token's shadows (outer ones; SwiftUI has no inset shadow or spread).
            ACCESS func shadow(_ token: TOKENS.ShadowValue) -> some SwiftUI.View {
                modifier(TOKENSPREFIXShadowModifier(token: token))
            }

            /// Applies a typography token: font (scaled with Dynamic Type), tracking and line spacing.
            ACCESS func typography(_ token: TOKENS.TypographyValue) -> some SwiftUI.View {
                modifier(TOKENSPREFIXTypographyModifier(token))
            }
        }

        /// Applies a typography token, scaling the size with Dynamic Type through `@ScaledMetric`.
        ACCESS struct TOKENSPREFIXTypographyModifier: SwiftUI.ViewModifier {
            let token: TOKENS.TypographyValue
            @SwiftUI.ScaledMetric private var size: CGFloat

            ACCESS init(_ token: TOKENS.TypographyValue) {
                self.token = token
                _size = SwiftUI.ScaledMetric(wrappedValue: CGFloat(token.fontSize), relativeTo: token.dynamicTypeStyle)
            }

            ACCESS func body(content: Content) -> some SwiftUI.View {
                let scale = token.fontSize > 0 ? Double(size) / token.fontSize : 1
                content
                    .font(token.font(size: size))
                    .tracking(CGFloat(token.letterSpacing * scale))
                    .lineSpacing(CGFloat(token.lineSpacing * scale))
            }
        }

        /// A typography token plus a foreground colour: what a text style modifier applies.
        ACCESS struct TOKENSPREFIXTextStyleModifier: SwiftUI.ViewModifier {
            let typography: TOKENS.TypographyValue
            let color: SwiftUI.Color?

            ACCESS init(typography: TOKENS.TypographyValue, color: SwiftUI.Color?) {
                self.typography = typography
                self.color = color
            }

            ACCESS func body(content: Content) -> some SwiftUI.View {
                if let color {
                    content.modifier(TOKENSPREFIXTypographyModifier(typography)).foregroundStyle(color)
                } else {
                    content.modifier(TOKENSPREFIXTypographyModifier(typography))
                }
            }
        }

        /// Animates changes with an animation, or with the Reduce Motion fallback (nil: none)
        /// while Reduce Motion is on.
        ACCESS struct TOKENSPREFIXMotionModifier<Value: Equatable>: SwiftUI.ViewModifier {
            @SwiftUI.Environment(\.accessibilityReduceMotion) private var reduceMotion
            let animation: SwiftUI.Animation?
            let fallback: SwiftUI.Animation?
            let value: Value

            ACCESS init(animation: SwiftUI.Animation?, fallback: SwiftUI.Animation?, value: Value) {
                (self.animation, self.fallback, self.value) = (animation, fallback, value)
            }

            ACCESS func body(content: Content) -> some SwiftUI.View {
                content.animation(reduceMotion ? fallback : animation, value: value)
            }
        }

        /// Sets the animation of every change in the view (a transaction), with the Reduce Motion
        /// fallback while Reduce Motion is on.
        ACCESS struct TOKENSPREFIXTransactionMotionModifier: SwiftUI.ViewModifier {
            @SwiftUI.Environment(\.accessibilityReduceMotion) private var reduceMotion
            let animation: SwiftUI.Animation?
            let fallback: SwiftUI.Animation?

            ACCESS init(animation: SwiftUI.Animation?, fallback: SwiftUI.Animation?) {
                (self.animation, self.fallback) = (animation, fallback)
            }

            ACCESS func body(content: Content) -> some SwiftUI.View {
                let chosen = reduceMotion ? fallback : animation
                content.transaction { $0.animation = chosen }
            }
        }

        /// A material surface: blur material, tint, stroke (a colour or a gradient), corner radius and
        /// shadow, taken from the context the environment asks for, so Reduce Transparency gets the
        /// matte values. Layered as a spec's glass modifier is: the material behind the content, the
        /// tint behind the material, the stroke over them, all clipped to the rounded rectangle, and
        /// the shadow outside.
        ACCESS struct TOKENSPREFIXSurfaceModifier: SwiftUI.ViewModifier {
            @SwiftUI.Environment(\.self) private var environment
            let material: SwiftUI.Material?
            let blur: TOKENS.Adaptive<Double>
            let tint: TOKENS.Adaptive<TOKENS.ColorValue>?
            let stroke: TOKENS.Adaptive<TOKENS.ColorValue>?
            let strokeGradient: TOKENS.Adaptive<TOKENS.GradientValue>?
            let strokeWidth: TOKENS.Adaptive<Double>
            let cornerRadius: TOKENS.Adaptive<Double>
            let shadow: TOKENS.Adaptive<TOKENS.ShadowValue>?

            ACCESS init(
                material: SwiftUI.Material?, blur: TOKENS.Adaptive<Double>, tint: TOKENS.Adaptive<TOKENS.ColorValue>?,
                stroke: TOKENS.Adaptive<TOKENS.ColorValue>?, strokeGradient: TOKENS.Adaptive<TOKENS.GradientValue>? = nil,
                strokeWidth: TOKENS.Adaptive<Double>, cornerRadius: TOKENS.Adaptive<Double>, shadow: TOKENS.Adaptive<TOKENS.ShadowValue>?
            ) {
                (self.material, self.blur, self.tint, self.stroke, self.strokeGradient) = (material, blur, tint, stroke, strokeGradient)
                (self.strokeWidth, self.cornerRadius, self.shadow) = (strokeWidth, cornerRadius, shadow)
            }

            ACCESS func body(content: Content) -> some SwiftUI.View {
                let context = TOKENS.Context(environment)
                let shape = SwiftUI.RoundedRectangle(cornerRadius: CGFloat(cornerRadius.resolved(in: context)))
                let backdrop: SwiftUI.AnyShapeStyle = if let material, blur.resolved(in: context) > 0 {
                    SwiftUI.AnyShapeStyle(material)
                } else {
                    SwiftUI.AnyShapeStyle(SwiftUI.Color.clear)
                }
                let edge: SwiftUI.AnyShapeStyle = if let strokeGradient {
                    strokeGradient.resolved(in: context).shapeStyle
                } else {
                    SwiftUI.AnyShapeStyle(stroke.map { $0.resolved(in: context).color } ?? SwiftUI.Color.clear)
                }
                content
                    .background(backdrop)
                    .background(tint.map { $0.resolved(in: context).color } ?? SwiftUI.Color.clear)
                    .overlay { shape.stroke(edge, lineWidth: CGFloat(strokeWidth.resolved(in: context))) }
                    .clipShape(shape)
                    .shadow(shadow?.resolved(in: context) ?? TOKENS.ShadowValue([]))
            }
        }

        /// Draws each outer shadow layer of a shadow token.
        ACCESS struct TOKENSPREFIXShadowModifier: SwiftUI.ViewModifier {
            let token: TOKENS.ShadowValue

            ACCESS func body(content: Content) -> some SwiftUI.View {
                token.layers.filter { !$0.inset }.reduce(SwiftUI.AnyView(content)) { view, layer in
                    SwiftUI.AnyView(view.shadow(color: layer.color.color, radius: layer.radius, x: CGFloat(layer.offsetX), y: CGFloat(layer.offsetY)))
                }
            }
        }

        """#
}
