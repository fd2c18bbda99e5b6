extension TokenValue {
    /// Whether any length in the value is in `vw` or `vh` (lenient reading only), which only a
    /// browser can resolve: native outputs leave such tokens out.
    public var usesViewportLength: Bool {
        switch self {
        case .dimension(let dimension): dimension.unit.isViewport
        case .border(let border): border.width.unit.isViewport || border.style.usesViewportLength
        case .strokeStyle(let style): style.usesViewportLength
        case .shadow(let layers):
            layers.contains { [$0.offsetX, $0.offsetY, $0.blur, $0.spread].contains { $0.unit.isViewport } }
        case .typography(let typography): typography.fontSize.unit.isViewport || typography.letterSpacing.unit.isViewport
        case .color, .fontFamily, .fontWeight, .duration, .cubicBezier, .number, .transition, .gradient, .string, .boolean:
            false
        }
    }
}

extension StrokeStyle {
    var usesViewportLength: Bool {
        guard case .dashes(let dashes, _) = self else { return false }
        return dashes.contains { $0.unit.isViewport }
    }
}
