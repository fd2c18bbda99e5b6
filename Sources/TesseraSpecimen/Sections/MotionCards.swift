import TesseraCore

/// The body of one motion card in one theme: the graph, the numbers and the demo.
enum MotionCards {
    static func spring(_ token: Token, _ context: SpecimenContext, _ permutation: Int, _ html: inout HTML) {
        guard let variant = context.token(token.path, in: permutation) else { return }
        guard let spring = variant.spring else {
            html.element("div", [("class", "value")], text: "In this theme: \(SpecimenFormat.summary(variant.value)), not a spring")
            demo("left \(context.variable(token.path)) ease-in-out", &html)
            return
        }
        let easing = SpringEasing(spring)
        let span = max(easing.settling * 1.15, spring.response)
        let samples = (0...120).map { index -> (x: Double, y: Double) in
            let x = Double(index) / 120
            return (x, easing.position(x * span))
        }
        MotionPlot(
            samples: samples, endLabel: SpecimenFormat.milliseconds(span),
            mark: (easing.settling / span, "settles " + SpecimenFormat.milliseconds(easing.settling)),
            title: "\(token.path): position over time"
        ).render(&html)
        html.element("div", [("class", "value")], text: "response \(SpecimenFormat.milliseconds(spring.response)) · damping fraction \(SpecimenFormat.number(spring.dampingFraction)) · mass \(SpecimenFormat.number(spring.mass))")
        html.element("div", [("class", "value")], text: "stiffness \(SpecimenFormat.number(spring.stiffness, 2)) · damping \(SpecimenFormat.number(spring.damping, 2)) · settles in \(SpecimenFormat.milliseconds(easing.settling))")
        demo("left \(SpecimenFormat.number(easing.settling * 1000, 0))ms \(easing.css)", &html)
    }

    static func curve(_ token: Token, _ context: SpecimenContext, _ permutation: Int, _ html: inout HTML) {
        guard case .cubicBezier(let curve)? = context.token(token.path, in: permutation)?.value else { return }
        plot(curve, endLabel: "100%", token, &html)
        html.element("div", [("class", "value")], text: SpecimenFormat.cubicBezier(curve))
        demo("left 800ms \(context.variable(token.path))", &html)
    }

    static func transition(_ token: Token, _ context: SpecimenContext, _ permutation: Int, _ html: inout HTML) {
        guard case .transition(let transition)? = context.token(token.path, in: permutation)?.value else { return }
        plot(transition.timingFunction, endLabel: SpecimenFormat.duration(transition.duration), token, &html)
        html.element("div", [("class", "value")], text: SpecimenFormat.summary(.transition(transition)))
        demo("left \(context.variable(token.path))", &html)
    }

    private static func plot(_ curve: CubicBezier, endLabel: String, _ token: Token, _ html: inout HTML) {
        let solver = CubicBezierCurve(curve)
        let samples = (0...100).map { index -> (x: Double, y: Double) in
            let x = Double(index) / 100
            return (x, solver.y(atX: x))
        }
        MotionPlot(samples: samples, endLabel: endLabel, mark: nil, title: "\(token.path): progress over time").render(&html)
    }

    /// A dot that crosses its track with `transition` when the section is played.
    static func demo(_ transition: String, _ html: inout HTML) {
        html.element("div", [("class", "demo")]) { html in
            html.element("div", [("class", "dot"), ("style", "transition: \(transition)")], text: "")
        }
    }
}
