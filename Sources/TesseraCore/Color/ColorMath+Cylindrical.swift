import Foundation

// The polar forms (lch, oklch) and the sRGB-based hsl and hwb, per CSS Color 4.
extension ColorMath {
    /// An sRGB spread (max − min channel) at or below this is treated as achromatic by hsl and hwb:
    /// far above the ~1e-15 noise of a round trip through XYZ, far below any visible difference.
    static let achromaticSpread = 1e-10

    /// A hue in [0, 360). Non-finite hues become 0 rather than poisoning later arithmetic.
    static func normalizedHue(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        let positive = wrapped < 0 ? wrapped + 360 : wrapped
        return positive >= 360 ? 0 : positive  // -1e-17 + 360 rounds up to 360
    }

    /// (L, a, b) → (L, C, h).
    static func rectangularToPolar(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        let hue = atan2(lab.z, lab.y) * 180 / .pi
        return SIMD3(lab.x, chroma, normalizedHue(hue))
    }

    /// (L, C, h) → (L, a, b).
    static func polarToRectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * .pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    // MARK: - HSL

    /// hsl (S, L in 0...100) → sRGB.
    static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizedHue(hsl.x)
        let saturation = hsl.y / 100
        let lightness = hsl.z / 100
        let amount = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - amount * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// sRGB → hsl. Achromatic colours get hue 0 and saturation 0. An extended colour whose lightness
    /// falls outside 0...1 yields a negative saturation; as in CSS (w3c/csswg-drafts#9222) the hue is
    /// turned by 180° instead, which converts back to the same RGB.
    static func srgbToHSL(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let largest = rgb.max()
        let smallest = rgb.min()
        let lightness = (largest + smallest) / 2
        let spread = largest - smallest
        guard spread > achromaticSpread else { return SIMD3(0, 0, lightness * 100) }
        var hue = rgbHue(rgb, largest: largest, spread: spread)
        let denominator = 1 - abs(2 * lightness - 1)
        // Lightness exactly 0 or 1 with a spread has no finite saturation; report it as grey.
        var saturation = abs(denominator) > achromaticSpread ? spread / denominator : 0
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        return SIMD3(normalizedHue(hue), saturation * 100, lightness * 100)
    }

    // MARK: - HWB

    /// hwb (W, B in 0...100) → sRGB. When W + B ≥ 100 the colour is the grey W / (W + B).
    static func hwbToSRGB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
        let whiteness = hwb.y / 100
        let blackness = hwb.z / 100
        if whiteness + blackness >= 1 {
            return SIMD3(repeating: whiteness / (whiteness + blackness))
        }
        let pure = hslToSRGB(SIMD3(hwb.x, 100, 50))
        return pure * (1 - whiteness - blackness) + SIMD3(repeating: whiteness)
    }

    /// sRGB → hwb. The hue comes straight from the channels (no 180° turn), which keeps extended
    /// colours invertible: W is the smallest channel and B is 1 − the largest, whatever their signs.
    static func srgbToHWB(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let largest = rgb.max()
        let smallest = rgb.min()
        let spread = largest - smallest
        let hue = spread > achromaticSpread ? normalizedHue(rgbHue(rgb, largest: largest, spread: spread)) : 0
        return SIMD3(hue, smallest * 100, (1 - largest) * 100)
    }

    /// The hexcone hue in degrees (may be slightly outside 0...360 before normalising).
    private static func rgbHue(_ rgb: SIMD3<Double>, largest: Double, spread: Double) -> Double {
        let sector: Double
        if largest == rgb.x {
            sector = (rgb.y - rgb.z) / spread + (rgb.y < rgb.z ? 6 : 0)
        } else if largest == rgb.y {
            sector = (rgb.z - rgb.x) / spread + 2
        } else {
            sector = (rgb.x - rgb.y) / spread + 4
        }
        return sector * 60
    }
}
