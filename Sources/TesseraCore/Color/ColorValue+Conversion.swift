extension ColorValue {
    /// The three components with `none` (and any missing component) read as 0, as CSS does when
    /// converting a colour.
    public var componentsOrZero: SIMD3<Double> {
        func component(_ index: Int) -> Double {
            index < components.count ? components[index] ?? 0 : 0
        }
        return SIMD3(component(0), component(1), component(2))
    }

    /// This colour expressed in `space`.
    ///
    /// `none` components are read as 0. In the result, the hue of hsl, hwb, lch and oklch is `none`
    /// when it is powerless (see ``ColorMath/isHuePowerless(_:in:)``). Alpha is carried over; `hex` is
    /// dropped because it describes the original value. Converting to the colour's own space changes
    /// nothing but dropping `hex`, so `none` components survive.
    public func converted(to space: ColorSpace) -> ColorValue {
        if space == self.space {
            return ColorValue(space: space, components: components, alpha: alpha)
        }
        let converted = ColorMath.convert(componentsOrZero, from: self.space, to: space)
        return ColorValue(space: space, components: ColorMath.componentsMarkingPowerlessHue(converted, in: space),
                          alpha: alpha)
    }
}

extension ColorMath {
    /// Chroma at or below this makes an lch hue powerless (CSS Color 4).
    public static let lchAchromaticChroma = 0.0015
    /// Chroma at or below this makes an oklch hue powerless (CSS Color 4).
    public static let oklchAchromaticChroma = 4e-6

    /// Whether the hue of `c` (components in `space`) carries no information.
    ///
    /// hsl: saturation ≤ 1e-8 % (achromatic sRGB gives exactly 0). hwb: whiteness + blackness ≥ 100 − 1e-8
    /// (a grey). lch: chroma ≤ 0.0015. oklch: chroma ≤ 4e-6. Always `false` for spaces without a hue.
    public static func isHuePowerless(_ c: SIMD3<Double>, in space: ColorSpace) -> Bool {
        switch space {
        case .hsl: abs(c.y) <= achromaticSpread * 100
        case .hwb: c.y + c.z >= 100 - achromaticSpread * 100
        case .lch: c.y <= lchAchromaticChroma
        case .oklch: c.y <= oklchAchromaticChroma
        default: false
        }
    }

    /// The components as `ColorValue` stores them, with a powerless hue replaced by `none`.
    static func componentsMarkingPowerlessHue(_ c: SIMD3<Double>, in space: ColorSpace) -> [Double?] {
        let hueIsNone = isHuePowerless(c, in: space)
        switch space {
        case .hsl, .hwb: return [hueIsNone ? nil : c.x, c.y, c.z]
        case .lch, .oklch: return [c.x, c.y, hueIsNone ? nil : c.z]
        default: return [c.x, c.y, c.z]
        }
    }
}
