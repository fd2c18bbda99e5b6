import TesseraCore

/// A colour value as the nearest-colour memory keys it: the same fields as `ColorValue`, with its
/// three components held inline, so a lookup hashes and compares no array. Equal keys are equal
/// colour values (components compare as `Double`s in both).
struct NearestColorKey: Hashable {
    var space: ColorSpace
    var components: SIMD3<Double>
    var alpha: Double
    var hex: String?

    /// Nil for a colour without exactly three components, all given (not remembered).
    init?(_ color: ColorValue) {
        guard color.components.count == 3, let x = color.components[0], let y = color.components[1], let z = color.components[2] else {
            return nil
        }
        space = color.space
        components = SIMD3(x, y, z)
        alpha = color.alpha
        hex = color.hex
    }
}
