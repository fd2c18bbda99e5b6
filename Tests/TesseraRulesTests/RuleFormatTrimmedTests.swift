import Testing
import TesseraCore
@testable import TesseraRules

/// `trimmed` builds its text from integers; it must print exactly what trimming `fixed` prints.
@Suite struct RuleFormatTrimmedTests {
    static func reference(_ value: Double, _ decimals: Int) -> String {
        var text = RuleFormat.fixed(value, decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    @Test func matchesTrimmingFixed() {
        let values: [Double] = [0, -0.0, 1, -1, 0.5, 22.5, 1.0005, 0.00049, -0.00049, 4.49999, 123456.789, 1e15, 2.375 * 16, 0.1 + 0.2, -12.0400]
        for value in values {
            for decimals in 0...6 {
                #expect(RuleFormat.trimmed(value, decimals) == Self.reference(value, decimals), "\(value) to \(decimals)")
            }
        }
        for step in 0..<2000 {
            let value = Double(step) * 0.0137 - 9
            #expect(RuleFormat.trimmed(value, 3) == Self.reference(value, 3))
            #expect(RuleFormat.trimmed(value / 7, 6) == Self.reference(value / 7, 6))
        }
    }

    /// A dimension built on the stack in one piece prints what the pieces print, and one too large
    /// for the stack buffer (or not finite) still prints whole.
    @Test func dimensionsPrintTheirTrimmedPieces() {
        let values: [Double] = [0, -0.0, 1, 5.875, -2.375, 0.0625, 13.3333333, 999_999_999.9999, 1e9, -4e12, 8e17, 1e300, .infinity, .nan]
        for value in values {
            #expect(RuleFormat.dimension(Dimension(value, .px)) == Self.reference(value, 3) + " px", "\(value) px")
            #expect(RuleFormat.dimension(Dimension(value, .rem)) == Self.reference(value, 4) + "rem (" + Self.reference(value * 16, 3) + " px)", "\(value) rem")
        }
    }
}
