extension ValueParser {
    static let borderShape = ObjectShape(
        "border", required: ["color", "width", "style"],
        expected: #"{"color": color, "width": dimension, "style": strokeStyle}"#)
    static let transitionShape = ObjectShape(
        "transition", required: ["duration", "delay", "timingFunction"],
        expected: #"{"duration": duration, "delay": duration, "timingFunction": cubicBezier}"#)

    static func border(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> Border? {
        guard let fields = fields(of: node, borderShape, context, &log),
              let colorNode = fields[0], let widthNode = fields[1], let styleNode = fields[2]
        else { return nil }
        // Every part is checked, so one run reports all problems.
        let color = color(colorNode, context.field("color", colorNode), &log)
        let width = dimension(widthNode, context.field("width", widthNode), &log)
        let style = strokeStyle(styleNode, context.field("style", styleNode), &log)
        guard let color, let width, let style else { return nil }
        return Border(color: color, width: width, style: style)
    }

    static func transition(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> Transition? {
        guard let fields = fields(of: node, transitionShape, context, &log),
              let durationNode = fields[0], let delayNode = fields[1], let timingNode = fields[2]
        else { return nil }
        let duration = duration(durationNode, context.field("duration", durationNode), &log)
        let delay = self.duration(delayNode, context.field("delay", delayNode), &log)
        let timing = cubicBezier(timingNode, context.field("timingFunction", timingNode), &log)
        guard let duration, let delay, let timing else { return nil }
        return Transition(duration: duration, delay: delay, timingFunction: timing)
    }
}
