import Testing
import TesseraCore
@testable import TesseraSpecimen

/// The easing solver against numerics.md §5: the keyword curves' reference values, Chromium's
/// published cases, and extrapolation along the end tangents.
@Suite struct CubicBezierCurveTests {
    static let keywords: [(CubicBezier, [Double])] = [
        (CubicBezier(0.25, 0.1, 0.25, 1), [0.094796305716, 0.408510591355, 0.802403387585, 0.960458978349, 0.994316477485]),
        (CubicBezier(0.42, 0, 1, 1), [0.017026609652, 0.093464650719, 0.315356812573, 0.621861869175, 0.839427845762]),
        (CubicBezier(0, 0, 0.58, 1), [0.160572154238, 0.378138130825, 0.684643187427, 0.906535349281, 0.982973390348]),
        (CubicBezier(0.42, 0, 0.58, 1), [0.019722453548, 0.129161931047, 0.5, 0.870838068953, 0.980277546452]),
    ]

    @Test func keywordCurvesMatchTheReferenceValues() {
        for (curve, expected) in Self.keywords {
            let solver = CubicBezierCurve(curve)
            for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
                #expect(abs(solver.y(atX: x) - y) < 1e-6, "\(curve) at \(x)")
            }
        }
    }

    @Test func chromiumCases() {
        #expect(abs(CubicBezierCurve(CubicBezier(0.5, 1, 0.5, 1)).y(atX: 0.5) - 0.875) < 1.5e-4)
        #expect(abs(CubicBezierCurve(CubicBezier(0.5, 2, 0.5, 2)).y(atX: 0.5) - 1.625) < 1.5e-4)
        #expect(abs(CubicBezierCurve(CubicBezier(0.5, -1, 0.5, -1)).y(atX: 0.5) + 0.625) < 1.5e-4)
        let steep = CubicBezierCurve(CubicBezier(0.5, -1, 0.5, 2))
        #expect(abs(steep.y(atX: 0.2) + 0.20651) < 1.5e-4)
        #expect(abs(steep.y(atX: 0.8) - 1.20651) < 1.5e-4)
    }

    @Test func extrapolatesAlongTheEndTangents() {
        #expect(abs(CubicBezierCurve(CubicBezier(0.5, 1, 0.5, 1)).y(atX: -1) + 2) < 1e-9)
        #expect(abs(CubicBezierCurve(CubicBezier(0.25, 0.1, 0.25, 1)).y(atX: -0.5) + 0.2) < 1e-9)
        #expect(abs(CubicBezierCurve(CubicBezier(0.42, 0, 1, 1)).y(atX: 1.1) - 1.1724138) < 1e-6)
    }

    @Test func solvingXInvertsSamplingX() {
        for (curve, _) in Self.keywords + [(CubicBezier(0.34, 1.56, 0.64, 1), [])] {
            let solver = CubicBezierCurve(curve)
            for step in 0...20 {
                let t = Double(step) / 20
                #expect(abs(solver.solveX(solver.sampleX(t)) - t) < 1e-5)
            }
        }
    }
}
