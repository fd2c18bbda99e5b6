import Testing
@testable import TesseraLint

/// The name table the scan and the walk route by: a name's bits, looked up by its bytes.
@Suite struct LintNameTableTests {
    func bits(_ table: LintNameTable, _ word: String) -> UInt64 {
        Array(word.utf8).withUnsafeBufferPointer { table.bits(of: $0) }
    }

    @Test func namesThatHashAlikeAreToldApart() {
        // Same length, first, second, middle and last bytes: the hash cannot tell these apart.
        var table = LintNameTable()
        table.add("abcXe", bits: 1)
        table.add("abcYe", bits: 2)
        #expect(bits(table, "abcXe") == 1)
        #expect(bits(table, "abcYe") == 2)
        #expect(bits(table, "abcZe") == 0)
        #expect(bits(table, "abcX") == 0)
    }

    @Test func everyNameOfALargeTableIsFound() {
        let names = (0..<500).map { "name\($0)x" } + ["a", "b", "padding", "frame", "minWidth", "maxWidth"]
        var table = LintNameTable()
        for (index, name) in names.enumerated() { table.add(name, bits: UInt64(1) << UInt64(index % 64)) }
        for (index, name) in names.enumerated() { #expect(bits(table, name) == UInt64(1) << UInt64(index % 64), "\(name)") }
        #expect(bits(table, "name500x") == 0)
        #expect(bits(table, "") == 0)
        table.add("frame", bits: 1 << 63)
        #expect(bits(table, "frame") == (UInt64(1) << UInt64(names.firstIndex(of: "frame")! % 64)) | 1 << 63)
    }
}
