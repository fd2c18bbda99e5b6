import Foundation

/// Colour-difference metrics.
public enum ColorDifference {
    /// CIEDE2000 ΔE₀₀ between two CIE Lab colours, with kL = kC = kH = 1 (Sharma, Wu & Dalal 2005).
    public static func ciede2000(_ lab1: SIMD3<Double>, _ lab2: SIMD3<Double>) -> Double {
        let pow25To7 = 6_103_515_625.0  // 25⁷
        func seventh(_ x: Double) -> Double { let cube = x * x * x; return cube * cube * x }
        func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

        let chromaMean = (hypot(lab1.y, lab1.z) + hypot(lab2.y, lab2.z)) / 2
        let g = 0.5 * (1 - (seventh(chromaMean) / (seventh(chromaMean) + pow25To7)).squareRoot())
        let a1 = (1 + g) * lab1.y
        let a2 = (1 + g) * lab2.y
        let c1 = hypot(a1, lab1.z)
        let c2 = hypot(a2, lab2.z)
        let h1 = a1 == 0 && lab1.z == 0 ? 0 : ColorMath.normalizedHue(degrees(atan2(lab1.z, a1)))
        let h2 = a2 == 0 && lab2.z == 0 ? 0 : ColorMath.normalizedHue(degrees(atan2(lab2.z, a2)))
        let chromaProduct = c1 * c2

        var hueDelta = chromaProduct == 0 ? 0 : h2 - h1
        if hueDelta > 180 { hueDelta -= 360 } else if hueDelta < -180 { hueDelta += 360 }
        let lightnessDelta = lab2.x - lab1.x
        let chromaDelta = c2 - c1
        let hueDifference = 2 * chromaProduct.squareRoot() * sin(radians(hueDelta / 2))

        let lightnessMean = (lab1.x + lab2.x) / 2
        let chromaMeanPrime = (c1 + c2) / 2
        let hueMean: Double
        if chromaProduct == 0 {
            hueMean = h1 + h2
        } else if abs(h1 - h2) <= 180 {
            hueMean = (h1 + h2) / 2
        } else {
            hueMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
        }

        let t = 1 - 0.17 * cos(radians(hueMean - 30)) + 0.24 * cos(radians(2 * hueMean))
            + 0.32 * cos(radians(3 * hueMean + 6)) - 0.20 * cos(radians(4 * hueMean - 63))
        let rotation = 30 * exp(-pow((hueMean - 275) / 25, 2))
        let chromaWeight = 2 * (seventh(chromaMeanPrime) / (seventh(chromaMeanPrime) + pow25To7)).squareRoot()
        let lightnessOffset = (lightnessMean - 50) * (lightnessMean - 50)
        let scaleL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let scaleC = 1 + 0.045 * chromaMeanPrime
        let scaleH = 1 + 0.015 * chromaMeanPrime * t
        let rotationTerm = -sin(radians(2 * rotation)) * chromaWeight

        let l = lightnessDelta / scaleL
        let c = chromaDelta / scaleC
        let h = hueDifference / scaleH
        return max(0, l * l + c * c + h * h + rotationTerm * c * h).squareRoot()
    }

    /// CIEDE2000 between two colours, compared in CIE Lab relative to D50 (CSS `lab()`), as color.js does.
    public static func ciede2000(_ a: ColorValue, _ b: ColorValue) -> Double {
        ciede2000(ColorMath.convert(a.componentsOrZero, from: a.space, to: .lab),
                  ColorMath.convert(b.componentsOrZero, from: b.space, to: .lab))
    }

    /// deltaEOK: the Euclidean distance between two OKLab colours (L in 0...1). CSS gamut mapping's
    /// just-noticeable difference is 0.02 on this scale.
    public static func deltaEOK(_ oklab1: SIMD3<Double>, _ oklab2: SIMD3<Double>) -> Double {
        let difference = oklab1 - oklab2
        return (difference * difference).sum().squareRoot()
    }

    /// deltaEOK between two colours in any spaces.
    public static func deltaEOK(_ a: ColorValue, _ b: ColorValue) -> Double {
        deltaEOK(ColorMath.convert(a.componentsOrZero, from: a.space, to: .oklab),
                 ColorMath.convert(b.componentsOrZero, from: b.space, to: .oklab))
    }
}
