import Foundation
import Testing
import TesseraTestSupport

/// One entry of the DTCG conformance manifests, read in place from `../shared/conformance/dtcg`.
struct ConformanceCase: CustomTestStringConvertible, Sendable {
    enum Expectation: String, Sendable { case positive = "PositiveEvaluationTest", negative = "NegativeEvaluationTest" }

    var suite: String
    var id: String
    var expectation: Expectation
    var purpose: String
    var input: URL

    var testDescription: String { "\(suite)/\(id)" }

    /// Every entry of every sub-manifest the root manifest lists, so new fixtures are picked up
    /// without code changes. Unknown entry types are returned as failures by `load()`'s caller.
    static func all(suite wanted: String? = nil) -> [ConformanceCase] {
        let root = TestPaths.shared("conformance/dtcg")
        guard let data = try? Data(contentsOf: root.appendingPathComponent("manifest.json")),
              let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let manifests = manifest["manifests"] as? [[String: Any]] else { return [] }
        var cases: [ConformanceCase] = []
        for sub in manifests {
            guard let suite = sub["id"] as? String, let file = sub["file"] as? String else { continue }
            if let wanted, wanted != suite { continue }
            let subURL = root.appendingPathComponent(file)
            guard let subData = try? Data(contentsOf: subURL),
                  let subManifest = try? JSONSerialization.jsonObject(with: subData) as? [String: Any],
                  let tests = subManifest["tests"] as? [[String: Any]] else { continue }
            for test in tests {
                guard let id = test["id"] as? String, let input = test["input"] as? String,
                      let type = test["type"] as? String, let expectation = Expectation(rawValue: type) else { continue }
                cases.append(ConformanceCase(
                    suite: suite, id: id, expectation: expectation, purpose: test["purpose"] as? String ?? "",
                    input: subURL.deletingLastPathComponent().appendingPathComponent(input)))
            }
        }
        return cases
    }
}
