import Foundation

/// The functions Tokens Studio's math offers that token files use.
enum LegacyMathFunctions {
    static func apply(_ name: String, _ arguments: [Quantity]) throws(LegacyMath.Failure) -> Quantity {
        let first = arguments[0]
        func same(_ value: Double) -> Quantity { Quantity(value: value, unit: first.unit) }
        switch (name, arguments.count) {
        case ("roundTo", 1): return same(first.value.rounded())
        case ("roundTo", 2):
            let scale = pow(10, arguments[1].value.rounded())
            return same((first.value * scale).rounded() / scale)
        case ("round", 1): return same(first.value.rounded())
        case ("floor", 1): return same(first.value.rounded(.down))
        case ("ceil", 1): return same(first.value.rounded(.up))
        case ("abs", 1): return same(abs(first.value))
        case ("min", _), ("max", _):
            guard arguments.allSatisfy({ $0.unit == first.unit || $0.unit == .unitless }) else {
                throw .units("\(name) of different units")
            }
            let values = arguments.map(\.value)
            return same(name == "min" ? values.min()! : values.max()!)
        default:
            throw .syntax("unknown function \(name)() with \(arguments.count) argument\(arguments.count == 1 ? "" : "s"); known: roundTo, round, floor, ceil, abs, min, max")
        }
    }
}
