import TesseraCore

extension Spring {
    /// The CoreAnimation settling time (ε 0.001 of the move, from rest), in ms.
    var settlingMilliseconds: Double { settlingDuration() * 1000 }

    func withResponse(_ response: Double) -> Spring {
        Spring(response: response, dampingFraction: dampingFraction, mass: mass)
    }

    /// The longest response, to the ms, at which this spring (same damping fraction and mass)
    /// settles within `milliseconds`. Nil when none does: at damping 1 and above CoreAnimation
    /// settles on a 0.1 s grid, so even a near-instant spring takes 100 ms.
    func longestResponse(settlingWithin milliseconds: Double) -> Double? {
        let passes = { (response: Double) in withResponse(response).settlingMilliseconds <= milliseconds }
        if passes(response) { return response }
        var low = 1e-6
        var high = response
        guard passes(low) else { return nil }
        // Settling time grows with the response (in proportion below critical damping).
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if passes(middle) { low = middle } else { high = middle }
        }
        var rounded = (low * 1000).rounded(.down) / 1000
        while rounded > 0, !passes(rounded) { rounded -= 0.001 }
        return rounded > 0 ? rounded : low
    }

    /// The shortest response, to the ms, at which this spring settles in at least `milliseconds`.
    func shortestResponse(settlingAtLeast milliseconds: Double) -> Double? {
        let passes = { (response: Double) in withResponse(response).settlingMilliseconds >= milliseconds }
        if passes(response) { return response }
        var low = response
        var high = max(response, 1e-3) * 2
        while !passes(high) {
            guard high < 1e4 else { return nil }
            high *= 2
        }
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if passes(middle) { high = middle } else { low = middle }
        }
        var rounded = (high * 1000).rounded(.up) / 1000
        while !passes(rounded) { rounded += 0.001 }
        return rounded
    }
}
