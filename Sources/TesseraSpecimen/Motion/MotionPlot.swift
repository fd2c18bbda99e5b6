/// An SVG graph of position (0 at the start, 1 at the target) over time, with a dashed line at
/// the target, and optionally one marked moment (a spring's settling time).
struct MotionPlot {
    static let width = 320.0, height = 150.0
    static let left = 34.0, right = 10.0, top = 12.0, bottom = 26.0

    /// (time fraction 0…1, position)
    var samples: [(x: Double, y: Double)]
    /// Label of the time axis' end, e.g. `540 ms`.
    var endLabel: String
    /// A vertical mark at this time fraction, with its label.
    var mark: (x: Double, label: String)?
    var title: String

    func render(_ html: inout HTML) {
        let low = min(0, samples.map(\.y).min() ?? 0)
        let high = max(1, samples.map(\.y).max() ?? 1)
        let plotWidth = Self.width - Self.left - Self.right
        let plotHeight = Self.height - Self.top - Self.bottom
        func px(_ x: Double) -> String { SpecimenFormat.number(Self.left + x * plotWidth, 1) }
        func py(_ y: Double) -> String { SpecimenFormat.number(Self.top + (high - y) / (high - low) * plotHeight, 1) }
        html.open("svg", [
            ("class", "plot"), ("viewBox", "0 0 \(SpecimenFormat.number(Self.width)) \(SpecimenFormat.number(Self.height))"),
            ("role", "img"),
        ])
        html.element("title", text: title)
        let axis = "M\(px(0)) \(py(high)) V\(py(low)) H\(px(1))"
        html.element("path", [("class", "axis"), ("d", axis)], text: "")
        html.element("path", [("class", "axis"), ("d", "M\(px(0)) \(py(1)) H\(px(1))"), ("stroke-dasharray", "3 3")], text: "")
        if low < 0 { html.element("path", [("class", "axis"), ("d", "M\(px(0)) \(py(0)) H\(px(1))")], text: "") }
        let points = samples.map { "\(px($0.x)),\(py($0.y))" }.joined(separator: " ")
        html.element("polyline", [("class", "curve"), ("points", points)], text: "")
        if let mark {
            html.element("path", [("class", "mark"), ("d", "M\(px(mark.x)) \(py(high)) V\(py(low))")], text: "")
            let anchor = mark.x > 0.6 ? "end" : "start"
            let offset = mark.x > 0.6 ? -4.0 : 4.0
            html.element("text", [("x", SpecimenFormat.number(Self.left + mark.x * plotWidth + offset, 1)), ("y", py(low + (high - low) * 0.12)), ("text-anchor", anchor)], text: mark.label)
        }
        html.element("text", [("x", SpecimenFormat.number(Self.left - 4)), ("y", py(1)), ("text-anchor", "end"), ("dy", "4")], text: "1")
        html.element("text", [("x", SpecimenFormat.number(Self.left - 4)), ("y", py(0)), ("text-anchor", "end"), ("dy", "4")], text: "0")
        html.element("text", [("x", px(0)), ("y", SpecimenFormat.number(Self.height - 8))], text: "0")
        html.element("text", [("x", px(1)), ("y", SpecimenFormat.number(Self.height - 8)), ("text-anchor", "end")], text: endLabel)
        html.close("svg")
    }
}
