import Foundation
@testable import TesseraEmitters
import TesseraCore
import Testing

@Test func zzPhases() {
    let sets = [T.set(EmitterPerformanceTests.tokens)]
    func ms(_ d: Swift.Duration) -> Int { Int(d.components.attoseconds / 1_000_000_000_000_000) + Int(d.components.seconds * 1000) }
    for _ in 0..<3 {
        var log = DiagnosticLog()
        let c = ContinuousClock()
        var t = c.now
        let union = TokenUnion(sets, needsPathIndex: false)
        let tUnion = c.now - t; t = c.now
        var naming = CSSNaming()
        var total = 0
        var buf: [UInt8] = []; for p in union.paths { buf.removeAll(keepingCapacity: true); naming.appendPropertyName(for: p, to: &buf); total += buf.count }
        let tNaming = c.now - t; t = c.now
        let names = CSSNameTable(union: union, permutations: sets, prefix: "", log: &log)
        let tNames = c.now - t; t = c.now
        var sheet = CSSStyleSheet(permutations: sets, union: union, declarations: CSSDeclarationWriter(references: CSSReferences(enabled: false, names: names)))
        sheet.appendRule(selector: ":root", media: nil, permutation: 0, tokens: Array(0..<Int32(union.count)))
        let bytes = sheet.finish()
        let tSheet = c.now - t
        print("union \(ms(tUnion)) naming \(ms(tNaming)) nametable \(ms(tNames)) sheet \(ms(tSheet)) bytes \(bytes.count) \(total)")
    }
}

struct Holder { var bytes: [UInt8] = [] }
@inline(never) func appendSome(_ b: inout [UInt8], _ n: Int) { for i in 0..<n { b.append(UInt8(truncatingIfNeeded: i)) } }
@Test func zzAppend() {
    let c = ContinuousClock()
    for _ in 0..<3 {
        var h = Holder()
        h.bytes.reserveCapacity(7_000_000)
        let t = c.now
        for _ in 0..<100_000 { appendSome(&h.bytes, 60) }
        print("append 6M bytes:", c.now - t)
        var n = 0.0
        let t2 = c.now
        var tmp: [UInt8] = []
        for i in 0..<100_000 { tmp.removeAll(keepingCapacity: true); JSONWriter.appendNumber(Double(i) / 7, to: &tmp); n += Double(tmp.count) }
        print("100k numbers:", c.now - t2, n)
    }
}

@Test func zzSheet() {
    let sets = [T.set(EmitterPerformanceTests.tokens)]
    var log = DiagnosticLog()
    let union = TokenUnion(sets, needsPathIndex: false)
    let names = CSSNameTable(union: union, permutations: sets, prefix: "", log: &log)
    let c = ContinuousClock()
    for _ in 0..<8 {
        let t = c.now
        var sheet = CSSStyleSheet(permutations: sets, union: union, declarations: CSSDeclarationWriter(references: CSSReferences(enabled: false, names: names)))
        sheet.appendRule(selector: ":root", media: nil, permutation: 0, tokens: Array(0..<Int32(union.count)))
        let bytes = sheet.finish()
        print("sheet", c.now - t, bytes.count)
    }
}

@Test func zzNames() {
    let sets = [T.set(EmitterPerformanceTests.tokens)]
    let union = TokenUnion(sets, needsPathIndex: false)
    let c = ContinuousClock()
    for _ in 0..<8 {
        var log = DiagnosticLog()
        let t = c.now
        let names = CSSNameTable(union: union, permutations: sets, prefix: "", log: &log)
        print("names", c.now - t, names.name(5))
    }
}
