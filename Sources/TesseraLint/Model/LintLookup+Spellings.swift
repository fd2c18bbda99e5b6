import Foundation
import TesseraCore

extension LintLookup {
    struct SpellingKey: Hashable {
        var path: String
        var kind: SwiftSpellings.Kind
    }

    /// `SwiftSpellings.spelling(of:as:)`, remembered per token and kind: a finding names a token
    /// as the generated Swift spells it, and a code base names the same few tokens thousands of
    /// times.
    func spelling(of path: String, as kind: SwiftSpellings.Kind) -> String {
        let key = SpellingKey(path: path, kind: kind)
        lock.lock()
        let known = spellings[key]
        lock.unlock()
        if let known { return known }
        let spelling = system.spellings.spelling(of: path, as: kind)
        lock.lock()
        if spellings.count < Self.memoryLimit { spellings[key] = spelling }
        lock.unlock()
        return spelling
    }
}
