import TesseraCore

extension ResolvedTokenSet {
    /// The spring a duration token stands for: its own `dev.tessera.spring`, or that of the token
    /// it aliases (`{motion.spring.default}`), since an alias does not carry the `$extensions`
    /// of the token it names.
    func spring(of token: Token) -> Spring? {
        var cursor = token
        var steps = 0
        while true {
            if let spring = cursor.spring { return spring }
            guard let next = cursor.aliasOf, let target = self[next.string], steps < 64 else { return nil }
            cursor = target
            steps += 1
        }
    }
}

extension Permutation {
    /// Whether this permutation stands for Reduce Motion, by the naming the Apple-platform outputs
    /// read (TesseraEmitters' PlatformModes): a modifier whose name contains `motion`, set to
    /// `reduced`, `reduce`, `less` or `none`.
    var reducesMotion: Bool {
        choices.contains { choice in
            choice.modifier.lowercased().contains("motion")
                && ["reduced", "reduce", "less", "none"].contains(choice.context.lowercased())
        }
    }
}
