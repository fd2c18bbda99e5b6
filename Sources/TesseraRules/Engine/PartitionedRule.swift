import TesseraCore

/// A rule whose work splits into independent items (contrast: its usage pairs), so the checker
/// can spread one costly rule over several cores. The parts' findings are joined in item order,
/// so the result is the one a single pass over every item gives.
public protocol PartitionedRule: Rule {
    static func itemCount(in input: CheckInput) -> Int
    func check(_ input: CheckInput, items: Range<Int>, into findings: inout Findings)
}

extension PartitionedRule {
    public static var partitioned: (any PartitionedRule.Type)? { Self.self }

    public func check(_ input: CheckInput, into findings: inout Findings) {
        check(input, items: 0..<Self.itemCount(in: input), into: &findings)
    }
}

/// One rule, or one part of a partitioned rule, as the checker runs it.
struct RuleWork: Sendable {
    var rule: any Rule.Type
    /// nil: the whole rule.
    var items: Range<Int>?

    /// Every enabled rule, partitioned ones split into a few parts per core.
    static func plan(_ rules: [any Rule.Type], for input: CheckInput) -> [RuleWork] {
        var work: [RuleWork] = []
        for rule in rules {
            guard let partitioned = rule.partitioned else {
                work.append(RuleWork(rule: rule, items: nil))
                continue
            }
            // Parts run after the whole rules, filling in around them: small ones leave less of
            // one core idle at the end (4 contrast parts of 250 pairs left 6 ms of it).
            let ranges = IndexChunks.ranges(partitioned.itemCount(in: input), minimumPerChunk: 64, perCore: 4)
            if ranges.count <= 1 {
                work.append(RuleWork(rule: rule, items: nil))
            } else {
                work += ranges.map { RuleWork(rule: rule, items: $0) }
            }
        }
        return work
    }

    func run(_ input: CheckInput, into findings: inout Findings) {
        if let items, let partitioned = rule.partitioned {
            Self.run(partitioned, input, items, &findings)
        } else {
            rule.init().check(input, into: &findings)
        }
    }

    private static func run<R: PartitionedRule>(_ rule: R.Type, _ input: CheckInput, _ items: Range<Int>, _ findings: inout Findings) {
        rule.init().check(input, items: items, into: &findings)
    }
}
