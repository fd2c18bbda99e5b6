@_spi(RawSyntax) import SwiftSyntax
import TesseraCore

/// What a call's findings from the rules judging it by text depend on (`LintCallMemo`): which of
/// those rules look at it, whether fixes are gathered, and its text from its callee (with its
/// leading trivia) to its closing parenthesis. The text leaves out a base that is itself a call
/// (`Text("a").font(…)` is keyed from `font`): such a base is never a type or a module, so the
/// rules read nothing of it. Trailing closures are left out too; rules judged by text do not read them.
struct LintCallKey {
    let mask: UInt64
    /// Bit 0: the base is a call, left out; bit 1: fixes are gathered.
    let flags: UInt8
    /// The text, in the file's bytes: valid while the call's handlers run.
    let text: UnsafeBufferPointer<UInt8>
    /// Where the text starts in the file.
    let start: Int
    let hash: UInt64

    /// Nil for a call without its closing parenthesis (one the parser recovered, say), or longer than `longest`.
    init?(_ raw: RawFunctionCallExprSyntax, at offset: Int, mask: UInt64, collectingFixes: Bool, in bytes: UnsafeBufferPointer<UInt8>) {
        // swift-syntax's layouts: the callee is a call's second slot, its parentheses the fourth
        // and eighth; a member access's name is its sixth.
        let node = raw.raw
        let calleeStart = node.start(ofSlot: 1, from: offset)
        var flags: UInt8 = collectingFixes ? 2 : 0
        var start = calleeStart
        if let member = raw.calledExpression.as(RawMemberAccessExprSyntax.self), let base = member.base, base.raw.kind == .functionCallExpr {
            flags |= 1
            start = member.raw.start(ofSlot: 5, from: calleeStart)
        }
        let end: Int
        if let rightParen = node.children[7], rightParen.byteLength > 0, let token = rightParen.tokenView {
            end = node.start(ofSlot: 7, from: offset) + rightParen.byteLength - token.trailingTriviaByteLength
        } else if node.children[3] == nil, let callee = node.children[1] {
            end = calleeStart + callee.byteLength
        } else {
            return nil
        }
        // A long call is seldom written twice, and would hold as much memory as it is long.
        guard start >= 0, start <= end, end <= bytes.count, end - start <= Self.longest else { return nil }
        self.mask = mask
        self.flags = flags
        self.start = start
        text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        // The mask and flags are compared with the text (`equals`); folded in, they only spread
        // one text's keys over other slots. A lookup stops after a few probes (`LintCallMemo`),
        // so texts made to collide only go unremembered.
        hash = ByteHash.hash(UnsafeRawBufferPointer(text)) ^ (mask &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(flags) << 56
    }

    /// The longest text remembered.
    static let longest = 512

    var end: Int { start + text.count }

    /// The bytes a memo keeps: the mask, the flags, then the text.
    var count: Int { 9 + text.count }

    func append(to keys: inout [UInt8]) {
        withUnsafeBytes(of: mask.littleEndian) { keys.append(contentsOf: $0) }
        keys.append(flags)
        keys.append(contentsOf: text)
    }

    /// Whether `stored` (as `append` wrote it) is this key.
    func equals(_ stored: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == count else { return false }
        let storedMask = UnsafeRawPointer(stored.baseAddress!).loadUnaligned(as: UInt64.self)
        guard UInt64(littleEndian: storedMask) == mask, stored[8] == flags else { return false }
        for index in text.indices where stored[9 + index] != text[index] { return false }
        return true
    }
}
