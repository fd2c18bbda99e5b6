import TesseraCore

/// File names for per-permutation outputs: `{permutation}` in a template is replaced by the
/// permutation's contexts joined with `-` (`tokens.dark-reduced.json`), made safe for any file
/// system (ASCII letters, digits, `-`, `_`; lowercase, because macOS and Windows ignore case).
enum PermutationFileName {
    static let placeholder = "{permutation}"

    /// `dark-reduced` for `theme=dark, motion=reduced`; `default` for a permutation without choices.
    static func name(for permutation: Permutation) -> String {
        let joined = permutation.choices.map(\.context).joined(separator: "-")
        return sanitize(joined)
    }

    static func sanitize(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let isSafe = scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "_")
            if isSafe {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "default" : result.lowercased()
    }

    /// One unique file name per permutation, in order. Names that sanitize to the same text get
    /// `-2`, `-3`… so no permutation overwrites another.
    static func fileNames(template: String, permutations: [Permutation]) -> [String] {
        var used = Set<String>()
        return permutations.map { permutation in
            let base = name(for: permutation)
            var candidate = base
            var counter = 2
            while !used.insert(template.replacing(placeholder, with: candidate)).inserted {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            return template.replacing(placeholder, with: candidate)
        }
    }
}
