import Testing
@testable import TesseraCore

/// A `Token` holds its value inline and is one of 100,000 in a large build; a colour is the largest
/// value held inline, so its field order decides the size of every token.
@Suite struct TokenValueLayoutTests {
    @Test func aColourLeavesNoPaddingInsideTheValue() {
        #expect(MemoryLayout<ColorValue>.size == 33)
        #expect(MemoryLayout<TokenValue>.size <= 34)
    }

    @Test func coloursCompareAndHashByEveryField() {
        let color = ColorValue(space: .srgb, components: [0.1, nil, 0.3], alpha: 0.5, hex: nil)
        var other = color
        #expect(color == other)
        #expect(Set([color, other]).count == 1)
        other.space = .displayP3
        #expect(color != other)
    }
}
