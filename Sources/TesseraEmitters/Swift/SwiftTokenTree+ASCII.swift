import TesseraCore

extension SwiftTokenTree.Builder {
    /// `add` for a tree whose paths are all ASCII, on the paths' bytes: there every byte is a
    /// character, so splitting at `.` bytes and comparing bytes give what `String` would, without
    /// its per-character work.
    mutating func addASCII(_ union: TokenUnion) {
        var previousGroup: [UInt8] = []
        var hasPreviousGroup = false
        var group = 0
        for entry in 0..<union.count {
            var path = union.paths[entry].string
            path.withUTF8 { bytes in
                var end = bytes.count
                var dot = Self.lastDot(bytes, before: end)
                if Self.isRoot(bytes[(dot + 1)..<end]) {
                    guard dot >= 0 else { return placements.append((0, -1)) }
                    end = dot
                    dot = Self.lastDot(bytes, before: end)
                }
                let groupBytes = UnsafeBufferPointer(rebasing: bytes[0..<max(dot, 0)])
                if (dot >= 0) != hasPreviousGroup || !groupBytes.elementsEqual(previousGroup) {
                    group = 0
                    if dot >= 0 {
                        for segment in groupBytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
                            group = child(of: group, named: String(decoding: segment, as: UTF8.self), entry: entry)
                        }
                    }
                    previousGroup = Array(groupBytes)
                    hasPreviousGroup = dot >= 0
                }
                let name = members.index(of: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[(dot + 1)..<end])), reserved: reserved)
                let item = claim(in: group, entry: entry, child: -1, member: members.identifiers[name])
                recordKey(in: group, members.bareName(name), reserved: members.isReserved[name])
                placements.append((Int32(group), Int32(item)))
            }
        }
    }

    private static func lastDot(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        var index = end - 1
        while index >= 0, bytes[index] != UInt8(ascii: ".") { index -= 1 }
        return index
    }

    private static func isRoot(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        name.elementsEqual("$root".utf8)
    }
}

extension SwiftTokenTree {
    /// Member names of an all-ASCII tree by the bytes of the token name, converted once each:
    /// the identifier, its bytes without backticks (the claim key) and whether that is reserved.
    struct ASCIIMembers {
        private var table = ByteSliceTable(expectedCount: 256, averageLength: 8)
        private(set) var identifiers: [String] = []
        private(set) var isReserved: [Bool] = []
        private var bare: [UInt8] = []
        private var bareRanges: [Range<Int>] = []

        mutating func index(of name: UnsafeRawBufferPointer, reserved: ByteSliceTable) -> Int {
            if let known = table.owner(of: name) { return known }
            let identifier = SwiftNaming.member(String(decoding: name, as: UTF8.self))
            let bareIdentifier = SwiftNameScope.bare(identifier)
            let start = bare.count
            bare += bareIdentifier.utf8
            bareRanges.append(start..<bare.count)
            isReserved.append(reserved.owner(of: bareIdentifier) != nil)
            identifiers.append(identifier)
            _ = table.insert(name, owner: identifiers.count - 1)
            return identifiers.count - 1
        }

        func bareName(_ index: Int) -> ArraySlice<UInt8> { bare[bareRanges[index]] }
    }
}
