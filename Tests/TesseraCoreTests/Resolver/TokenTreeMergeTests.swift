import Foundation
import Testing
@testable import TesseraCore

@Suite("TokenTreeMerge")
struct TokenTreeMergeTests {
    typealias S = ResolverTestSupport

    private func merged(_ base: String, _ overlay: String) -> String {
        var tree = S.object(base)
        TokenTreeMerge.merge(S.object(overlay), into: &tree)
        return S.compact(tree)
    }

    @Test("merging into an empty tree yields the overlay")
    func intoEmpty() {
        #expect(merged("{}", #"{"a":{"$value":1}}"#) == #"{"a":{"$value":1}}"#)
    }

    @Test("groups merge recursively; base order is kept and new members are appended")
    func groupsMerge() {
        let base = #"{"color":{"red":{"$value":1},"blue":{"$value":2}},"size":{"s":{"$value":3}}}"#
        let overlay = #"{"space":{"m":{"$value":9}},"color":{"green":{"$value":4},"red":{"$value":5}}}"#
        #expect(merged(base, overlay)
            == #"{"color":{"red":{"$value":5},"blue":{"$value":2},"green":{"$value":4}},"size":{"s":{"$value":3}},"space":{"m":{"$value":9}}}"#)
    }

    @Test("a token at the same path is replaced whole, not merged property by property")
    func tokenReplacedWhole() {
        let base = #"{"a":{"$type":"number","$description":"old","$value":1}}"#
        #expect(merged(base, #"{"a":{"$value":2}}"#) == #"{"a":{"$value":2}}"#)
    }

    @Test("group properties of the overlay replace the base's; $extensions is replaced, not merged")
    func groupProperties() {
        let base = #"{"g":{"$type":"color","$extensions":{"x":1,"y":2},"$description":"kept","t":{"$value":1}}}"#
        let overlay = #"{"g":{"$type":"dimension","$extensions":{"z":3}}}"#
        #expect(merged(base, overlay)
            == #"{"g":{"$type":"dimension","$extensions":{"z":3},"$description":"kept","t":{"$value":1}}}"#)
    }

    @Test("a token replaces a group and a group replaces a token")
    func tokenGroupSwap() {
        #expect(merged(#"{"a":{"b":{"$value":1}}}"#, #"{"a":{"$value":2}}"#) == #"{"a":{"$value":2}}"#)
        #expect(merged(#"{"a":{"$value":2}}"#, #"{"a":{"b":{"$value":1}}}"#) == #"{"a":{"b":{"$value":1}}}"#)
    }

    @Test("$root, token-level $ref and legacy value tokens are tokens")
    func tokenKinds() {
        #expect(merged(#"{"g":{"$root":{"$value":1,"$description":"d"}}}"#, #"{"g":{"$root":{"$value":2}}}"#)
            == #"{"g":{"$root":{"$value":2}}}"#)
        #expect(merged(##"{"a":{"$ref":"#/b","$type":"color"}}"##, ##"{"a":{"$ref":"#/c"}}"##) == ##"{"a":{"$ref":"#/c"}}"##)
        #expect(merged(##"{"a":{"value":"#fff","type":"color"}}"##, ##"{"a":{"value":"#000"}}"##)
            == ##"{"a":{"value":"#000"}}"##)
        #expect(merged(#"{"a":{"value":{"fontSize":"1px","x":"y"}}}"#, #"{"a":{"value":{"fontSize":"2px"}}}"#)
            == #"{"a":{"value":{"fontSize":"2px"}}}"#)
    }

    @Test("a group with a child token named 'value' still merges as a group")
    func childNamedValue() {
        let base = #"{"spacing":{"value":{"$value":1},"other":{"$value":2}}}"#
        #expect(merged(base, #"{"spacing":{"value":{"$value":3}}}"#)
            == #"{"spacing":{"value":{"$value":3},"other":{"$value":2}}}"#)
        #expect(TokenTreeMerge.isToken(S.object(#"{"value":{"$value":1}}"#)) == false)
        #expect(TokenTreeMerge.isToken(S.object(##"{"value":"#fff"}"##)))
    }

    @Test("replaced tokens point into the overlay's file")
    func positionsFollowOverlay() {
        var tree = S.object(#"{"a":{"b":{"$value":1}}}"#, path: "base.json")
        TokenTreeMerge.merge(S.object(#"{"a":{"b":{"$value":2}}}"#, path: "dark.json"), into: &tree)
        let token = S.node("a.b.$value", in: tree)
        #expect(token?.position?.location.file == "dark.json")
        #expect(tree.members[0].value.position?.location.file == "base.json")
        #expect(tree.members[0].value.object?.members[0].keyPosition?.location.file == "dark.json")
    }

    @Test("wide groups merge in linear time")
    func wideGroups() {
        let width = 30_000
        func group(_ range: Range<Int>, value: Double) -> JSONObject {
            JSONObject(range.map { JSONMember(key: "t\($0)", value: JSONNode(.object(JSONObject([
                JSONMember(key: "$value", value: JSONNode(.number(value)))
            ])))) })
        }
        var tree = JSONObject([JSONMember(key: "g", value: JSONNode(.object(group(0..<width, value: 1))))])
        let overlay = JSONObject([JSONMember(key: "g", value: JSONNode(.object(group(width / 2..<width * 3 / 2, value: 2))))])
        let start = Date()
        TokenTreeMerge.merge(overlay, into: &tree)
        let elapsed = Date().timeIntervalSince(start)
        let merged = tree["g"]?.object
        #expect(merged?.count == width * 3 / 2)
        #expect(merged?.members[0].key == "t0")
        #expect(merged?.members[width].key == "t\(width)")
        #expect(S.node("g.t\(width - 1).$value", in: tree)?.number == 2)
        #expect(S.node("g.t0.$value", in: tree)?.number == 1)
        // A quadratic merge needs ~10^9 comparisons here; linear work takes milliseconds even in debug.
        #expect(elapsed < 2, "merging \(width) wide groups took \(elapsed) s")
    }
}
