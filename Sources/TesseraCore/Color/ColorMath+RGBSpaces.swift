import Foundation

// The RGB spaces: transfer curves and linear-light ↔ XYZ matrices, from CSS Color 4 `conversions.js`.
// Rational forms are used where CSS gives them, so white maps to the 4-digit chromaticity white exactly.
extension ColorMath {
    // MARK: - Transfer curves (all mirrored through the origin so extended values round-trip)

    /// sRGB (and Display P3) encoded value → linear light. IEC 61966-2-1 threshold 0.04045, inclusive.
    public static func srgbToLinear(_ value: Double) -> Double {
        // Most colours are 8-bit (#rrggbb, and every candidate of a contrast fix search): their
        // channels are k/255, whose linear values are computed once, by the formula below.
        let byte = (value * 255).rounded()
        if byte >= 0, byte <= 255, byte / 255 == value { return byteLinear[Int(byte)] }
        return curveToLinear(value)
    }

    private static let byteLinear: [Double] = (0...255).map { curveToLinear(Double($0) / 255) }

    private static func curveToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.04045 { return value / 12.92 }
        return mirrored(value, pow((magnitude + 0.055) / 1.055, 2.4))
    }

    /// Linear light → sRGB (and Display P3) encoded value.
    public static func linearToSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.0031308 { return value * 12.92 }
        return mirrored(value, 1.055 * pow(magnitude, 1 / 2.4) - 0.055)
    }

    private static func mirrored(_ original: Double, _ magnitude: Double) -> Double {
        original < 0 ? -magnitude : magnitude
    }

    private static func toLinear(_ value: Double, _ space: ColorSpace) -> Double {
        switch space {
        case .srgb, .displayP3: return srgbToLinear(value)
        case .a98RGB: return mirrored(value, pow(abs(value), 563.0 / 256))
        case .prophotoRGB:
            return abs(value) <= 16.0 / 512 ? value / 16 : mirrored(value, pow(abs(value), 1.8))
        // CSS Color 4 now defines rec2020 as display-referred: a pure 2.4 gamma (BT.1886), w3c/csswg-drafts#12574.
        case .rec2020: return mirrored(value, pow(abs(value), 2.4))
        default: return value
        }
    }

    private static func fromLinear(_ value: Double, _ space: ColorSpace) -> Double {
        switch space {
        case .srgb, .displayP3: return linearToSRGB(value)
        case .a98RGB: return mirrored(value, pow(abs(value), 256.0 / 563))
        case .prophotoRGB:
            return abs(value) >= 1.0 / 512 ? mirrored(value, pow(abs(value), 1 / 1.8)) : value * 16
        case .rec2020: return mirrored(value, pow(abs(value), 1 / 2.4))
        default: return value
        }
    }

    // MARK: - Linear light ↔ XYZ

    /// Encoded RGB → XYZ relative to the space's own white (D50 for prophoto-rgb, D65 otherwise).
    static func rgbToXYZ(_ rgb: SIMD3<Double>, space: ColorSpace) -> SIMD3<Double> {
        let linear = SIMD3(toLinear(rgb.x, space), toLinear(rgb.y, space), toLinear(rgb.z, space))
        return rgbMatrices(space).toXYZ * linear
    }

    static func xyzToRGB(_ xyz: SIMD3<Double>, space: ColorSpace) -> SIMD3<Double> {
        let linear = rgbMatrices(space).fromXYZ * xyz
        return SIMD3(fromLinear(linear.x, space), fromLinear(linear.y, space), fromLinear(linear.z, space))
    }

    // MARK: - Linear light, for gamut mapping's inner loop

    /// The space's transfer curve applied to linear-light components: `xyzToRGB`'s last step.
    static func encoded(_ linear: SIMD3<Double>, space: ColorSpace) -> SIMD3<Double> {
        SIMD3(fromLinear(linear.x, space), fromLinear(linear.y, space), fromLinear(linear.z, space))
    }

    static func rgbToXYZMatrix(_ space: ColorSpace) -> Matrix3 { rgbMatrices(space).toXYZ }
    static func xyzToRGBMatrix(_ space: ColorSpace) -> Matrix3 { rgbMatrices(space).fromXYZ }

    private static func rgbMatrices(_ space: ColorSpace) -> (toXYZ: Matrix3, fromXYZ: Matrix3) {
        switch space {
        case .displayP3: (displayP3ToXYZ, xyzToDisplayP3)
        case .a98RGB: (a98ToXYZ, xyzToA98)
        case .prophotoRGB: (prophotoToXYZD50, xyzD50ToProphoto)
        case .rec2020: (rec2020ToXYZ, xyzToRec2020)
        default: (srgbToXYZ, xyzToSRGB)  // srgb and srgb-linear
        }
    }

    static let srgbToXYZ = Matrix3(
        SIMD3(506_752.0 / 1_228_815, 87_881.0 / 245_763, 12_673.0 / 70_218),
        SIMD3(87_098.0 / 409_605, 175_762.0 / 245_763, 12_673.0 / 175_545),
        SIMD3(7_918.0 / 409_605, 87_881.0 / 737_289, 1_001_167.0 / 1_053_270))
    static let xyzToSRGB = Matrix3(
        SIMD3(12_831.0 / 3_959, -329.0 / 214, -1_974.0 / 3_959),
        SIMD3(-851_781.0 / 878_810, 1_648_619.0 / 878_810, 36_519.0 / 878_810),
        SIMD3(705.0 / 12_673, -2_585.0 / 12_673, 705.0 / 667))

    static let displayP3ToXYZ = Matrix3(
        SIMD3(608_311.0 / 1_250_200, 189_793.0 / 714_400, 198_249.0 / 1_000_160),
        SIMD3(35_783.0 / 156_275, 247_089.0 / 357_200, 198_249.0 / 2_500_400),
        SIMD3(0, 32_229.0 / 714_400, 5_220_557.0 / 5_000_800))
    static let xyzToDisplayP3 = Matrix3(
        SIMD3(446_124.0 / 178_915, -333_277.0 / 357_830, -72_051.0 / 178_915),
        SIMD3(-14_852.0 / 17_905, 63_121.0 / 35_810, 423.0 / 17_905),
        SIMD3(11_844.0 / 330_415, -50_337.0 / 660_830, 316_169.0 / 330_415))

    static let a98ToXYZ = Matrix3(
        SIMD3(573_536.0 / 994_567, 263_643.0 / 1_420_810, 187_206.0 / 994_567),
        SIMD3(591_459.0 / 1_989_134, 6_239_551.0 / 9_945_670, 374_412.0 / 4_972_835),
        SIMD3(53_769.0 / 1_989_134, 351_524.0 / 4_972_835, 4_929_758.0 / 4_972_835))
    static let xyzToA98 = Matrix3(
        SIMD3(1_829_569.0 / 896_150, -506_331.0 / 896_150, -308_931.0 / 896_150),
        SIMD3(-851_781.0 / 878_810, 1_648_619.0 / 878_810, 36_519.0 / 878_810),
        SIMD3(16_779.0 / 1_248_040, -147_721.0 / 1_248_040, 1_266_979.0 / 1_248_040))

    // ProPhoto has no rational form; CSS gives these 64-bit values (w3c/csswg-drafts#7675). D50-relative.
    static let prophotoToXYZD50 = Matrix3(
        SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        SIMD3(0, 0, 0.82510460251046020))
    static let xyzD50ToProphoto = Matrix3(
        SIMD3(1.34578688164715830, -0.25557208737979464, -0.05110186497554526),
        SIMD3(-0.54463070512490190, 1.50824774284514680, 0.02052744743642139),
        SIMD3(0, 0, 1.21196754563894520))

    static let rec2020ToXYZ = Matrix3(
        SIMD3(63_426_534.0 / 99_577_255, 20_160_776.0 / 139_408_157, 47_086_771.0 / 278_816_314),
        SIMD3(26_158_966.0 / 99_577_255, 472_592_308.0 / 697_040_785, 8_267_143.0 / 139_408_157),
        SIMD3(0, 19_567_812.0 / 697_040_785, 295_819_943.0 / 278_816_314))
    static let xyzToRec2020 = Matrix3(
        SIMD3(30_757_411.0 / 17_917_100, -6_372_589.0 / 17_917_100, -4_539_589.0 / 17_917_100),
        SIMD3(-19_765_991.0 / 29_648_200, 47_925_759.0 / 29_648_200, 467_509.0 / 29_648_200),
        SIMD3(792_561.0 / 44_930_125, -1_921_689.0 / 44_930_125, 42_328_811.0 / 44_930_125))
}
