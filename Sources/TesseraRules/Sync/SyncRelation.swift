import TesseraCore

/// One row of a system's sync table: how a token group's values must relate across platforms.
enum SyncRelation: String, CaseIterable, Sendable {
    /// Equal on every platform: colours to the 8-bit sRGB value (alpha too), sizes exactly (rem
    /// at 16 px), everything else as resolved.
    case synced
    /// Written in each platform's own form (a blur as `backdrop-filter` and as a SwiftUI material):
    /// present on every platform with one type, and naming one material where it names any.
    case equivalent
    /// Springs whose every emitted form, on every platform, settles within 1 ms of the first
    /// platform's spring as SwiftUI runs it; anything else equal, as `synced`.
    case matched
    /// May differ (Sora on the web, SF Pro on iOS), but present on every platform with one type.
    case platformAppropriate = "platform-appropriate"

    var meaning: String {
        switch self {
        case .synced: "synced: equal on every platform"
        case .equivalent: "equivalent: written in each platform's form, but one material"
        case .matched: "matched: every emitted form of the spring settles within 1 ms of SwiftUI's"
        case .platformAppropriate: "platform-appropriate: may differ, but must exist on each platform"
        }
    }
}
