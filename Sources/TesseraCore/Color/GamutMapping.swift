/// CSS Color 4 gamut mapping (§13.2): reduce OKLCH chroma by binary search until the colour, clipped
/// to the destination, is within a just-noticeable difference (deltaEOK 0.02) of the unclipped one.
enum GamutMapping {
    static let justNoticeableDifference = 0.02
    static let searchEpsilon = 0.0001

    /// The RGB space whose [0, 1] cube is the gamut of `space`: itself for RGB spaces, sRGB for hsl and
    /// hwb, `nil` for the unbounded spaces (lab, lch, oklab, oklch, xyz-d65, xyz-d50).
    static func gamutSpace(for space: ColorSpace) -> ColorSpace? {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: space
        case .hsl, .hwb: .srgb
        case .lab, .lch, .oklab, .oklch, .xyzD65, .xyzD50: nil
        }
    }

    /// Whether every channel is in [−tolerance, 1 + tolerance]; NaN never is.
    static func contains(_ rgb: SIMD3<Double>, tolerance: Double = 0) -> Bool {
        func inRange(_ value: Double) -> Bool { value >= -tolerance && value <= 1 + tolerance }
        return inRange(rgb.x) && inRange(rgb.y) && inRange(rgb.z)
    }

    /// Clamps each channel to [0, 1]; NaN becomes 0 so bad input still yields a valid colour.
    static func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return SIMD3(clamp(rgb.x), clamp(rgb.y), clamp(rgb.z))
    }

    /// Maps components in `space` into `destination` (an RGB space); the result is always inside [0, 1]³.
    static func map(_ c: SIMD3<Double>, from space: ColorSpace, into destination: ColorSpace) -> SIMD3<Double> {
        // CSS step 3 first, converting directly: an in-gamut colour must come back untouched,
        // without the rounding noise of a trip through OKLCH.
        let direct = ColorMath.convert(c, from: space, to: destination)
        if contains(direct) { return direct }
        return reduceChroma(
            direct: direct, origin: ColorMath.convert(c, from: space, to: .oklch), into: destination,
            linearFromOKLCH: { [gamut = LinearGamut.of(destination)] in gamut.linear(fromOKLab: ColorMath.polarToRectangular($0)) },
            rectangular: ColorMath.polarToRectangular)
    }

    /// The chroma search of `map` for a colour whose direct conversion `direct` is out of gamut.
    /// `linearFromOKLCH` converts OKLCH components of the colour's hue to the destination's linear
    /// light and `rectangular` to OKLab, so that a caller mapping many colours of one hue can
    /// compute the hue's cosine and sine once.
    ///
    /// The search runs in linear light: the transfer curves are monotonic and keep 0 and 1, so a
    /// channel is in [0, 1] and clips to the same colour before or after them, and the clipped
    /// colour's OKLab needs no decoding. Decoding and encoding (six `pow` calls per step) were
    /// most of the cost of a contrast fix search; only the answer is encoded.
    @inline(__always)
    static func reduceChroma(
        direct: SIMD3<Double>, origin: SIMD3<Double>, into destination: ColorSpace,
        linearFromOKLCH: (SIMD3<Double>) -> SIMD3<Double>, rectangular: (SIMD3<Double>) -> SIMD3<Double>
    ) -> SIMD3<Double> {
        guard origin.x.isFinite, origin.y.isFinite, origin.z.isFinite else { return clip(direct) }
        if origin.x >= 1 { return SIMD3(repeating: 1) }  // white, in every RGB space
        if origin.x <= 0 { return .zero }

        let gamut = LinearGamut.of(destination)
        func distance(_ linear: SIMD3<Double>, _ oklch: SIMD3<Double>) -> Double {
            ColorDifference.deltaEOK(gamut.oklab(fromLinear: linear), rectangular(oklch))
        }

        if distance(clip(linearFromOKLCH(origin)), origin) < justNoticeableDifference { return clip(direct) }
        var answer: SIMD3<Double>?
        var low = 0.0
        var high = origin.y
        var lowIsInGamut = true
        var current = origin
        while high - low > searchEpsilon {
            current.y = (low + high) / 2
            let candidate = linearFromOKLCH(current)
            if lowIsInGamut && contains(candidate) {
                low = current.y
                continue
            }
            answer = candidate
            let error = distance(clip(candidate), current)
            if error < justNoticeableDifference {
                if justNoticeableDifference - error < searchEpsilon { break }
                lowIsInGamut = false
                low = current.y
            } else {
                high = current.y
            }
        }
        return answer.map { clip(ColorMath.encoded($0, space: destination)) } ?? clip(direct)
    }
}

extension ColorValue {
    /// How far outside [0, 1] an RGB channel may be and still count as in gamut: 1e-6, well below one
    /// 16-bit step (1.5e-5), so it only absorbs conversion noise and values rounded to 6 decimals.
    public static let gamutTolerance = 1e-6

    /// Whether this colour lies inside the gamut of `space`, within ``gamutTolerance``.
    ///
    /// RGB spaces use their [0, 1] cube; hsl and hwb use sRGB's. lab, lch, oklab, oklch and the XYZ
    /// spaces have no gamut, so every colour is in them.
    public func isInGamut(_ space: ColorSpace) -> Bool {
        guard let rgbSpace = GamutMapping.gamutSpace(for: space) else { return true }
        let rgb = ColorMath.convert(componentsOrZero, from: self.space, to: rgbSpace)
        return GamutMapping.contains(rgb, tolerance: Self.gamutTolerance)
    }

    /// This colour in `space`, brought into its gamut with the CSS Color 4 OKLCH chroma-reduction
    /// algorithm. A colour already exactly in gamut is only converted (and, in its own space, returned
    /// with its components untouched). Unbounded destinations are a plain ``converted(to:)``.
    /// Alpha is carried over; `hex` is dropped.
    public func gamutMapped(to space: ColorSpace) -> ColorValue {
        guard let rgbSpace = GamutMapping.gamutSpace(for: space) else { return converted(to: space) }
        if space == self.space,
           GamutMapping.contains(ColorMath.convert(componentsOrZero, from: space, to: rgbSpace)) {
            return converted(to: space)
        }
        let rgb = GamutMapping.map(componentsOrZero, from: self.space, into: rgbSpace)
        let mapped = ColorValue(space: rgbSpace, components: [rgb.x, rgb.y, rgb.z], alpha: alpha)
        return rgbSpace == space ? mapped : mapped.converted(to: space)
    }
}
