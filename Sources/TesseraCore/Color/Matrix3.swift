/// A 3×3 matrix stored by rows: just enough linear algebra for colour-space conversion.
struct Matrix3: Sendable {
    let row0: SIMD3<Double>
    let row1: SIMD3<Double>
    let row2: SIMD3<Double>

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    static func * (matrix: Matrix3, vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            (matrix.row0 * vector).sum(),
            (matrix.row1 * vector).sum(),
            (matrix.row2 * vector).sum()
        )
    }
}

extension Matrix3 {
    /// The product `lhs × rhs`: applying it is applying `rhs`, then `lhs`.
    static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        let columns = [
            SIMD3(rhs.row0.x, rhs.row1.x, rhs.row2.x), SIMD3(rhs.row0.y, rhs.row1.y, rhs.row2.y),
            SIMD3(rhs.row0.z, rhs.row1.z, rhs.row2.z),
        ]
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> { SIMD3((r * columns[0]).sum(), (r * columns[1]).sum(), (r * columns[2]).sum()) }
        return Matrix3(row(lhs.row0), row(lhs.row1), row(lhs.row2))
    }
}
