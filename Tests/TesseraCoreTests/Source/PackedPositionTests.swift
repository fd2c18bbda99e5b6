import Testing
@testable import TesseraCore

/// Positions are stored packed in JSON nodes, members and declared tokens, which a large token
/// file holds by the hundred thousand; the packing must keep every position, and an absent one.
@Suite struct PackedPositionTests {
    @Test func positionsAndTheirAbsenceSurviveThePacking() {
        let file = SourceFile(path: "packed.json", text: #"{"a": 1}"#)
        let position = SourcePosition(file: file, offset: 6)
        #expect(PackedPosition(position).position == position)
        #expect(PackedPosition(nil).position == nil)

        var member = JSONMember(key: "a", keyPosition: position, value: JSONNode(.number(1)))
        #expect(member.keyPosition == position)
        #expect(member.value.position == nil)
        member.value.position = SourcePosition(file: file, offset: 1)
        member.keyPosition = nil
        #expect(member.keyPosition == nil)
        #expect(member.value.position?.offset == 1)
    }

    @Test func readValuesKeepTheirPlaces() throws {
        let file = SourceFile(path: "places.json", text: #"{"size": {"$value": "4px"}}"#)
        let root = try JSONReader.read(file)
        let size = try #require(root.object?.members.first)
        #expect(size.keyPosition?.offset == 1)
        #expect(size.value.position?.offset == 9)
        #expect(size.value.object?["$value"]?.position?.offset == 20)
    }

    /// The layouts the packing is for: a member fills the gap its value's tag leaves, and a
    /// declared token keeps its flags beside its types.
    @Test func membersAndDeclaredTokensStaySmall() {
        #expect(MemoryLayout<JSONMember>.stride == 56)
        #expect(MemoryLayout<DeclaredToken>.stride <= 80)
    }
}
