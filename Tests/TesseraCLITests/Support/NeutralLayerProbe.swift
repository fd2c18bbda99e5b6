import TesseraEmitters

/// A program that reads every token of a generated neutral layer (`Tokens.swift`) in every
/// permutation's `Context` and prints each leaf of its value, one per line:
/// `<permutation>|<token>|<field path>=<value>` (`|0|.srgb.red=0.5`). Leaves are found by
/// reflection, so the program checks what the generated types hold, not what they are named
/// in this test. `Adaptive` values are resolved in each context; other values print the same
/// line for every context.
enum NeutralLayerProbe {
    static func program(_ symbols: SwiftSymbols) -> String {
        let ns = symbols.namespace
        var text = """
            let contexts: [\(ns).Context] = [
            \(symbols.contexts.map { "    \($0)," }.joined(separator: "\n"))
            ]

            func leaves(_ value: Any, _ path: String, _ out: inout [String]) {
                if let color = value as? \(ns).ColorValue { out.append("\\(path).hex=\\(color.hex)") }
                if let spring = value as? \(ns).SpringValue {
                    out.append("\\(path).stiffness=\\(spring.stiffness)")
                    out.append("\\(path).damping=\\(spring.damping)")
                }
                if let type = value as? \(ns).TypographyValue { out.append("\\(path).lineSpacing=\\(type.lineSpacing)") }
                switch value {
                case let number as Double: out.append("\\(path)=\\(number)")
                case let text as String: out.append("\\(path)=\\(String(reflecting: text))")
                case let flag as Bool: out.append("\\(path)=\\(flag)")
                default:
                    let mirror = Mirror(reflecting: value)
                    if mirror.displayStyle == .optional, mirror.children.isEmpty { out.append("\\(path)=nil"); return }
                    if mirror.displayStyle == .enum, mirror.children.isEmpty { out.append("\\(path)=.\\(value)"); return }
                    // A MotionValue is a spring or a duration: its case adds no field of its own.
                    let transparent = mirror.displayStyle == .optional || value is \(ns).MotionValue
                    for (index, child) in mirror.children.enumerated() {
                        let label = child.label.map { $0.hasPrefix(".") ? String(index) : $0 } ?? String(index)
                        leaves(child.value, transparent ? path : path + "." + label, &out)
                    }
                }
            }

            func report(_ token: Int, _ values: [Any]) {
                for (context, value) in values.enumerated() {
                    var out: [String] = []
                    leaves(value, "", &out)
                    for line in out { print("\\(context)|\\(token)|\\(line)") }
                }
            }
            func probe<Value>(_ token: Int, _ value: \(ns).Adaptive<Value>) { report(token, contexts.map { value.resolved(in: $0) }) }
            func probe(_ token: Int, _ value: Any) { report(token, contexts.map { _ in value }) }


            """
        for (index, entry) in symbols.entries.enumerated() {
            text += "probe(\(index), \(entry.accessor))\n"
        }
        return text
    }

    /// The probe's output as `[permutation][token] → [field path: value]`.
    static func parse(_ output: String) -> [Int: [Int: [String: String]]] {
        var result: [Int: [Int: [String: String]]] = [:]
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let parts = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let context = Int(parts[0]), let token = Int(parts[1]),
                let equals = parts[2].firstIndex(of: "=")
            else { continue }
            result[context, default: [:]][token, default: [:]][String(parts[2][..<equals])] = String(parts[2][parts[2].index(after: equals)...])
        }
        return result
    }
}
