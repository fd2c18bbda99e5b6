/// The "did you mean" of a mistyped key, rule, format or file name: the closest candidate by edit
/// distance (case ignored), when it is close enough to be the intended one.
public enum NearestName {
    /// The candidates at the smallest distance, at most a third of the name's length (at least 1,
    /// at most 3), in `candidates`' order: one, or two when two are as close (`outpus` is one
    /// step from both `output` and `outputs`). Empty when none is that close.
    public static func suggestions(for name: String, among candidates: some Sequence<String>) -> [String] {
        let typed = Array(name.lowercased().utf8)
        let limit = min(3, max(1, typed.count / 3))
        var best: [String] = []
        var bestDistance = limit + 1
        for candidate in candidates where candidate != name {
            let distance = EditDistance.between(typed, Array(candidate.lowercased().utf8), limit: limit)
            if distance < bestDistance {
                (best, bestDistance) = ([candidate], distance)
            } else if distance == bestDistance, distance <= limit, best.count < 2 {
                best.append(candidate)
            }
        }
        return best
    }

    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        suggestions(for: name, among: candidates).first
    }

    /// `" (did you mean 'outputs'?)"`, or nothing.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        let found = suggestions(for: name, among: candidates)
        guard !found.isEmpty else { return "" }
        return " (did you mean " + found.map { "'\($0)'" }.joined(separator: " or ") + "?)"
    }
}
