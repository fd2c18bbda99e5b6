import Foundation
import TesseraCore

/// The document of tokens in tree order, cut into runs of consecutive tokens: this thread writes
/// them from the front straight into the document, helpers write runs from the back into buffers
/// of their own, copied in when reached (as `TokenTree` writes its pieces). A run's writer starts
/// at the depth where the token before it left the document.
extension TokenRuns {
    /// The document in memory.
    func document(tokens: [Token], cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> [UInt8] {
        var document: [UInt8] = []
        write(tokens: tokens, cores: cores) { document.append(contentsOf: $0) }
        return document
    }

    /// The document, handed to `sink` in order a piece at a time.
    func write(tokens: [Token], cores: Int = ProcessInfo.processInfo.activeProcessorCount, to sink: OutputFile.Sink) {
        let count = tokens.count
        let size = count < TokenTree.parallelThreshold ? max(count, 1) : TokenTree.pieceSize(tokenCount: count, cores: max(cores, 1))
        let pieces = stride(from: 0, to: max(count, 1), by: size).map { $0..<min($0 + size, count) }
        let work = InOrderWork<[UInt8]>(count: pieces.count)
        if pieces.count > 1 {
            work.startHelpers(min(max(cores, 1) - 1, pieces.count - 1)) { [self] index in
                var part = runWriter(startingAt: pieces[index].lowerBound, capacity: pieces[index].count * TokenTree.bytesPerToken)
                tokens.withUnsafeBufferPointer { write(pieces[index], of: $0, to: &part) }
                return part.bytes
            }
        }
        var writer = JSONWriter(
            style: .pretty, reservingCapacity: min(count * TokenTree.bytesPerToken, 2 * TokenTree.drainSize) + 64,
            repeatedNumbers: true)
        // Where this thread's writer stands in the document: before this token (nil once a
        // helper's run was copied in after it).
        var position: Int? = 0
        tokens.withUnsafeBufferPointer { buffer in
            for (index, piece) in pieces.enumerated() {
                if let written = work.claimOrCollect(index) {
                    writer.drain(sink)
                    written.withUnsafeBytes(sink)
                    position = nil
                    continue
                }
                if piece.lowerBound == 0 {
                    writer.beginObject()
                } else if position != piece.lowerBound {
                    writer.continueAtDepth(1 + Int(depths[piece.lowerBound - 1]), afterMembers: true)
                }
                write(piece, of: buffer, to: &writer)
                position = piece.upperBound
                if writer.bufferedCount >= TokenTree.drainSize { writer.drain(sink) }
            }
        }
        writer.appendRaw("\n")
        writer.drain(sink)
    }

    /// A writer for the run starting at `start`, as the document stands there.
    private func runWriter(startingAt start: Int, capacity: Int) -> JSONWriter {
        guard start > 0 else {
            var writer = JSONWriter(style: .pretty, reservingCapacity: capacity, repeatedNumbers: true)
            writer.beginObject()
            return writer
        }
        return JSONWriter(
            style: .pretty, membersAtDepth: 1 + Int(depths[start - 1]), afterMembers: true, reservingCapacity: capacity,
            repeatedNumbers: true)
    }

    /// The tokens of `run`, each after closing the groups it leaves and opening the ones it enters;
    /// the last run closes the document.
    private func write(_ run: Range<Int>, of tokens: UnsafeBufferPointer<Token>, to writer: inout JSONWriter) {
        for index in run {
            let common = index == 0 ? 0 : Int(shared[index])
            let previousDepth = index == 0 ? 0 : Int(depths[index - 1])
            for _ in common..<previousDepth { writer.endObject() }
            var path = tokens[index].path.string
            path.withUTF8 { bytes in
                var start = 0
                var level = 0
                for offset in bytes.indices where bytes[offset] == UInt8(ascii: ".") {
                    if level >= common {
                        writer.key(utf8: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
                        writer.beginObject()
                    }
                    level += 1
                    start = offset + 1
                }
                writer.key(utf8: UnsafeBufferPointer(rebasing: bytes[start...]))
            }
            TokenTree.writeToken(tokens.baseAddress! + index, to: &writer)
        }
        guard run.upperBound == tokens.count else { return }
        for _ in 0..<(tokens.isEmpty ? 0 : Int(depths[tokens.count - 1])) { writer.endObject() }
        writer.endObject()
    }
}
