// The generated Tokens*.swift files join this module at build time, so hand-written code can
// build on them. (A target also needs one source file of its own for SwiftPM to accept it.)

extension HarborTokens {
    /// The gap between two cards: the small and the medium step together.
    public static let cardGap: Double = Space.sm + Space.md
}
