import Testing
import TesseraTestSupport
import TesseraCore

/// Every colour entry of `shared/reference/vectors.json`, each against its own tolerance.
@Suite("Color reference vectors", .needsShared)
struct ColorReferenceVectorTests {
    @Test(arguments: try ReferenceVectors.entries("wcag"))
    func wcag(_ vector: ReferenceVector) {
        expectPasses(vector)
    }

    @Test(arguments: try ReferenceVectors.entries("color_spaces"))
    func colorSpaces(_ vector: ReferenceVector) {
        expectPasses(vector)
    }

    @Test(arguments: try ReferenceVectors.entries("ciede2000"))
    func ciede2000(_ vector: ReferenceVector) {
        expectPasses(vector)
    }

    @Test(arguments: try ReferenceVectors.entries("gamut_mapping_css"))
    func gamutMapping(_ vector: ReferenceVector) {
        expectPasses(vector)
    }

    /// Counts and prints the passing vectors, and fails unless all of them (and at least one per
    /// category) pass.
    @Test func summary() throws {
        var lines: [String] = []
        var passed = 0
        var total = 0
        for category in ReferenceVectors.colorCategories {
            let vectors = try ReferenceVectors.entries(category)
            let passing = vectors.filter { ReferenceVectorCheck.failures($0).isEmpty }.count
            #expect(!vectors.isEmpty, "no vectors in \(category)")
            lines.append("\(category) \(passing)/\(vectors.count)")
            passed += passing
            total += vectors.count
        }
        print("Color reference vectors: \(passed) of \(total) passed (\(lines.joined(separator: ", ")))")
        #expect(passed == total)
    }

    private func expectPasses(_ vector: ReferenceVector, sourceLocation: SourceLocation = #_sourceLocation) {
        let failures = ReferenceVectorCheck.failures(vector)
        #expect(failures.isEmpty, "\(vector.id) [\(vector.source)]: \(failures.joined(separator: "; "))",
                sourceLocation: sourceLocation)
    }
}
