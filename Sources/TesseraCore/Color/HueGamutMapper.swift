import Foundation

/// OKLCH colours of one hue brought into an RGB gamut exactly as `ColorValue.gamutMapped(to:)`
/// brings them, with the hue's cosine and sine computed once: a search that moves one colour's
/// lightness (a contrast fix) maps hundreds of colours of the same hue.
public struct HueGamutMapper: Sendable {
    public let hue: Double
    public let destination: ColorSpace
    private let cosine: Double
    private let sine: Double
    private let gamut: LinearGamut

    /// `destination` must be an RGB space (sRGB, Display P3, …).
    public init(hue: Double, into destination: ColorSpace) {
        precondition(GamutMapping.gamutSpace(for: destination) == destination, "an RGB destination")
        self.hue = hue
        self.destination = destination
        let radians = hue * .pi / 180
        cosine = cos(radians)
        sine = sin(radians)
        gamut = LinearGamut.of(destination)
    }

    /// The components in `destination` of OKLCH (`lightness`, `chroma`, `hue`), inside [0, 1]³.
    public func map(lightness: Double, chroma: Double) -> SIMD3<Double> {
        let origin = SIMD3(lightness, chroma, hue)
        let direct = fromOKLCH(origin)
        if GamutMapping.contains(direct) { return direct }
        return GamutMapping.reduceChroma(
            direct: direct, origin: origin, into: destination, linearFromOKLCH: linearFromOKLCH, rectangular: rectangular)
    }

    /// `ColorMath.polarToRectangular` with this hue's cosine and sine.
    private func rectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(lch.x, lch.y * cosine, lch.y * sine)
    }

    /// `ColorMath.convert(_, from: .oklch, to: destination)`, step for step.
    private func fromOKLCH(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        ColorMath.xyzToRGB(ColorMath.okLabToXYZD65(rectangular(lch)), space: destination)
    }

    /// `fromOKLCH` before the transfer curve.
    private func linearFromOKLCH(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        gamut.linear(fromOKLab: rectangular(lch))
    }
}

extension ColorMath {
    /// `ColorValue.gamutMapped(to:)` on bare components, for hot loops that must not allocate:
    /// components in `space` mapped into the RGB space `destination`.
    public static func gamutMapped(_ c: SIMD3<Double>, from space: ColorSpace, into destination: ColorSpace) -> SIMD3<Double> {
        if space == destination, GamutMapping.contains(c) { return c }
        return GamutMapping.map(c, from: space, into: destination)
    }
}
