import Foundation
import TesseraCore

/// The whole pretty-printed document. A large tree is cut into pieces (see `TokenTreePlan`): this
/// thread writes them in order straight into the document while other cores write pieces from the
/// end into buffers of their own, which are copied in when reached. The document goes to a sink
/// about a megabyte at a time, so a build streams it into its file rather than holding it whole.
extension TokenTree {
    /// Below this many tokens the document is written on the calling thread alone, in one go.
    static let parallelThreshold = 8_192
    /// Generous bytes per token for reserving buffers: a pretty-printed colour token takes about
    /// 250 at the depths of a typical system. Pages reserved but never written cost nothing; a
    /// buffer that overflows is copied to a larger one.
    static let bytesPerToken = 320

    /// How many bytes collect before they go to the sink.
    static let drainSize = 1 << 20

    /// The document in memory. `cores`: how many threads may write (one, the caller, below the
    /// threshold).
    func document(tokens: [Token], cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> [UInt8] {
        var document: [UInt8] = []
        document.reserveCapacity(tokens.count * Self.bytesPerToken + 64)
        write(tokens: tokens, cores: cores) { document.append(contentsOf: $0) }
        return document
    }

    /// The document, handed to `sink` in order a piece at a time.
    func write(tokens: [Token], cores: Int = ProcessInfo.processInfo.activeProcessorCount, to sink: OutputFile.Sink) {
        var writer = JSONWriter(
            style: .pretty, reservingCapacity: min(tokens.count * Self.bytesPerToken, 2 * Self.drainSize) + 64,
            repeatedNumbers: true)
        if tokens.count < Self.parallelThreshold {
            write(to: &writer, tokens: tokens)
        } else {
            // On one core there are no helpers, but the pieces still go to the sink in turn.
            writeInPieces(to: &writer, tokens: tokens, cores: max(cores, 1), sink: sink)
        }
        writer.appendRaw("\n")
        writer.drain(sink)
    }

    /// Several pieces per core, so the caller and the helpers finish close together.
    static func pieceSize(tokenCount: Int, cores: Int) -> Int { max(1_024, tokenCount / (cores * 8)) }

    private func writeInPieces(to writer: inout JSONWriter, tokens: [Token], cores: Int, sink: OutputFile.Sink) {
        let plan = TokenTreePlan(self, pieceSize: Self.pieceSize(tokenCount: tokens.count, cores: cores))
        let work = InOrderWork<[UInt8]>(count: plan.pieces.count)
        work.startHelpers(min(cores - 1, plan.pieces.count - 1)) { [self] index in
            let piece = plan.pieces[index]
            var part = JSONWriter(
                style: .pretty, membersAtDepth: piece.depth, afterMembers: piece.members.lowerBound > 0,
                reservingCapacity: piece.tokenCount * Self.bytesPerToken, repeatedNumbers: true)
            tokens.withUnsafeBufferPointer { tokens in
                writeMembers(of: piece.group, piece.members, to: &part, tokens: tokens.baseAddress!)
            }
            return part.bytes
        }
        tokens.withUnsafeBufferPointer { tokens in
            for step in plan.steps {
                switch step {
                case .open(let name):
                    if let name { writer.key(name) }
                    writer.beginObject()
                case .piece(let index):
                    if let written = work.claimOrCollect(index) {
                        writer.appendMembers(written, draining: sink)
                    } else {
                        let piece = plan.pieces[index]
                        writeMembers(of: piece.group, piece.members, to: &writer, tokens: tokens.baseAddress!)
                    }
                case .close:
                    writer.endObject()
                }
                if writer.bufferedCount >= Self.drainSize { writer.drain(sink) }
            }
        }
    }
}
