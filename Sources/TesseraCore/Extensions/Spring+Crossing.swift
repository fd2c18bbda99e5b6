import Foundation

extension Spring {
    /// The physical settling time of a unit move from rest: the last moment at which the remaining
    /// displacement |x(t)| is still ε (../shared/reference/numerics.md §4.3, "exact"). The web
    /// configurations are matched on it, since each library's trajectory can be measured that way.
    ///
    /// Below critical damping, x(t) has its extrema at t = nπ/ωd with |x| = e^(−λt) there, so the
    /// last extremum still at or above ε is found directly and the crossing after it by bisection
    /// (|x| falls monotonically from one extremum to the next). At or above critical damping x(t)
    /// falls monotonically from 1, so bisection alone finds it.
    public func lastCrossing(epsilon: Double = 0.001) -> Double {
        let omega0 = angularFrequency
        let zeta = dampingFraction
        guard epsilon > 0, epsilon < 1, omega0.isFinite, omega0 > 0 else { return 0 }
        var low = 0.0
        var high: Double
        if zeta < 1 {
            let decay = zeta * omega0
            let halfPeriod = Double.pi / (omega0 * (1 - zeta * zeta).squareRoot())
            let lastPeak = (log(1 / epsilon) / (decay * halfPeriod)).rounded(.down)
            low = lastPeak * halfPeriod
            high = low + halfPeriod
        } else {
            high = 1 / omega0
            while abs(displacement(at: high)) >= epsilon { high *= 2 }
        }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if abs(displacement(at: middle)) >= epsilon { low = middle } else { high = middle }
        }
        return low
    }
}
