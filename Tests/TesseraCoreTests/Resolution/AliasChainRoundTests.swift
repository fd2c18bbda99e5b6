@testable import TesseraCore
import Testing

/// Aliases of finished tokens are made in parallel rounds, one chain step per round, while the
/// rest goes to the depth-first walk. Enough chains that every round runs: each alias must end
/// on its literal, name its direct target, and a type mismatch mid-chain must still be reported
/// (and stop the chain behind it) exactly as the walk alone would.
@Suite struct AliasChainRoundTests {
    static let width = 600

    static let json: String = {
        var members: [String] = []
        for index in 0..<width {
            members.append(#""l\#(index)": {"$type": "dimension", "$value": {"value": \#(index), "unit": "px"}}"#)
            members.append(#""a\#(index)": {"$value": "{set.l\#(index)}"}"#)
            // Every 50th second step claims the wrong type.
            let claimed = index % 50 == 0 ? #""$type": "color", "# : ""
            members.append(#""b\#(index)": {\#(claimed)"$value": "{set.a\#(index)}"}"#)
            members.append(#""c\#(index)": {"$value": "{set.b\#(index)}"}"#)
            members.append(#""d\#(index)": {"$type": "dimension", "$value": "{set.c\#(index)}"}"#)
        }
        return "{\"set\": {" + members.joined(separator: ", ") + "}}"
    }()

    @Test func chainsResolveStepByStepAndMismatchesAreReported() {
        let (set, diagnostics) = resolve(Self.json)
        let mismatches = diagnostics.filter { $0.code == "reference-type-mismatch" }
        #expect(mismatches.count == Self.width / 50)
        #expect(diagnostics.count == mismatches.count)
        for index in 0..<Self.width {
            let broken = index % 50 == 0
            for (name, target) in [("a", "l"), ("b", "a"), ("c", "b"), ("d", "c")] {
                let token = set["set.\(name)\(index)"]
                if broken && name != "a" {
                    #expect(token == nil, "set.\(name)\(index)")
                    continue
                }
                #expect(token?.value == .dimension(Dimension(Double(index), .px)), "set.\(name)\(index)")
                #expect(token?.aliasOf?.string == "set.\(target)\(index)")
                #expect(token?.valueWithReferences?.string == "{set.\(target)\(index)}")
            }
        }
    }
}
