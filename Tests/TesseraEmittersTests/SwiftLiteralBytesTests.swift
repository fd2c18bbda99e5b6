@testable import TesseraEmitters
import Testing

@Suite("Swift literal numbers as bytes")
struct SwiftLiteralBytesTests {
    private func bytes(_ write: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        write(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Values the neutral layer writes: colour channels, their 8-bit steps, rem and point sizes,
    /// and the edges where Swift's own formatting changes (exponents below 1e-4, integers, 1e15).
    private var samples: [Double] {
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, 1e-3, 9.99e-4, 1e-4, 9.999e-5, 1e-6, 5e-7, 4.9e-7, 0.1 + 0.2, 1.0 / 3, 2.0 / 3,
            999_999_999.999999, 1e9, 123_456_789.123456, 1e15, 1e16, -1e15, .nan, .infinity, -.infinity,
            .ulpOfOne, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        values += (0...255).map { Double($0) / 255 }
        values += (0...2_000).map { Double($0) / 1_000 - 1 }
        values += (1...512).map { Double($0) / 8 * 16 }
        // A fixed linear congruential sequence over twenty orders of magnitude.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(state >> 11) / Double(1 << 53)
            let exponent = Int(state % 20) - 8
            values.append((state & 1 == 0 ? 1 : -1) * mantissa * Double(sign: .plus, exponent: exponent * 3, significand: 1))
        }
        return values
    }

    @Test("appendNumber writes SwiftLiteral.number's text")
    func number() {
        for value in samples {
            #expect(bytes { SwiftLiteral.appendNumber(value, to: &$0) } == SwiftLiteral.number(value), "\(value)")
        }
    }

    @Test("appendRounded writes SwiftLiteral.rounded's text")
    func rounded() {
        for value in samples {
            #expect(bytes { SwiftLiteral.appendRounded(value, to: &$0) } == SwiftLiteral.rounded(value), "\(value)")
        }
    }
}
