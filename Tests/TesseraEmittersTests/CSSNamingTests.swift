@testable import TesseraEmitters
import TesseraCore
import Testing

@Suite("CSS naming")
struct CSSNamingTests {
    private func name(_ path: String, prefix: String = "") -> String {
        var naming = CSSNaming(prefix: prefix)
        return naming.propertyName(for: TokenPath(path))
    }

    @Test("segments are kebab-cased and joined with one dash", arguments: [
        ("color.brand.primary", "--color-brand-primary"),
        ("typography.fontSize", "--typography-font-size"),
        ("HTTPStatus.okColor", "--http-status-ok-color"),
        ("Brand Colors.Primary", "--brand-colors-primary"),
        ("my/group.token", "--my-group-token"),
        ("snake_case.name", "--snake-case-name"),
        ("space.2xl", "--space-2xl"),
        ("blue500", "--blue500"),
        ("h1.fontSize", "--h1-font-size"),
        ("ALLCAPS", "--allcaps"),
        ("already-kebab", "--already-kebab"),
        ("a  --  b", "--a-b"),
        ("--weird--.token-", "--weird-token"),
        ("x.y", "--x-y"),
    ])
    func kebab(path: String, expected: String) {
        #expect(name(path) == expected)
    }

    @Test("$root segments are dropped; a lone $root becomes --token")
    func root() {
        #expect(name("color.accent.$root") == "--color-accent")
        #expect(name("color.$root.hover") == "--color-hover")
        #expect(name("$root") == "--token")
        #expect(name("color.$rooted") == "--color-rooted")
    }

    @Test("leading digits stay: they are valid after --")
    func leadingDigits() {
        #expect(name("2xl") == "--2xl")
        #expect(name("100.color") == "--100-color")
    }

    @Test("letters of other scripts are kept and lower-cased; emoji and symbols become dashes")
    func unicode() {
        #expect(name("Farbe.Grün") == "--farbe-grün")
        #expect(name("ÉCOLE") == "--école")
        #expect(name("色.主要") == "--色-主要")
        #expect(name("🎨 brand.primary 🔥") == "--brand-primary")
        #expect(name("icon.⭐️") == "--icon")
        #expect(name("café.naïve") == "--café-naïve")
        // Decomposed accents stay with their letter and do not split words.
        #expect(name("AE\u{301}cole") == "--ae\u{301}cole")
        #expect(name("fontE\u{301}Size") == "--font-e\u{301}-size")
    }

    @Test("names with nothing usable left become --token")
    func empty() {
        #expect(name("🎨") == "--token")
        #expect(name("!!!.???") == "--token")
        #expect(name("") == "--token")
    }

    @Test("the prefix is kebab-cased too and joins with one dash")
    func prefix() {
        #expect(name("color.brand", prefix: "ds") == "--ds-color-brand")
        #expect(name("color.brand", prefix: "My System") == "--my-system-color-brand")
        #expect(name("color.brand", prefix: "--x--") == "--x-color-brand")
        #expect(name("🎨", prefix: "ds") == "--ds")
    }

    @Test("one naming instance (which reuses the previous parent's output) gives the same names as fresh ones")
    func reuse() {
        let paths = [
            "color.brand.primary", "color.brand.secondary", "color.brand.$root", "color.text", "color.brand.x",
            "!!!.a", "!!!.???", "a", "$root.b", "$root.$root", "Farbe.Grün", "Farbe.Blau", "typography.fontSize",
            "typography.fontSize.sm", "typography.fontSize.sm",
        ]
        for prefix in ["", "ds"] {
            var shared = CSSNaming(prefix: prefix)
            for path in paths {
                #expect(shared.propertyName(for: TokenPath(path)) == name(path, prefix: prefix), "\(path)")
            }
        }
        var shared = CSSNaming()
        #expect(paths.map { shared.propertyName(for: TokenPath($0)) }.prefix(5) == [
            "--color-brand-primary", "--color-brand-secondary", "--color-brand", "--color-text", "--color-brand-x",
        ])
    }

    @Test("modifier attribute names")
    func attributes() {
        #expect(CSSNaming.attributeName(forModifier: "theme") == "data-theme")
        #expect(CSSNaming.attributeName(forModifier: "colorScheme") == "data-color-scheme")
        #expect(CSSNaming.attributeName(forModifier: "Reduced Motion") == "data-reduced-motion")
        #expect(CSSNaming.attributeName(forModifier: "🎨") == "data-modifier")
    }
}

@Suite("CSS name collisions")
struct CSSNameCollisionTests {
    private let file = SourceFile(path: "tokens.json", text: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n")

    private func position(line offset: Int) -> SourcePosition { SourcePosition(file: file, offset: offset) }

    @Test("colliding names get -2, -3 in document order and a warning naming both paths")
    func suffixes() {
        let tokens = [
            T.token("color.primary", T.srgb(1, 0, 0), position: position(line: 4)),
            T.token("color.Primary", T.srgb(0, 1, 0), position: position(line: 14)),
            T.token("Color.primary", T.srgb(0, 0, 1), position: position(line: 24)),
        ]
        let result = T.emit(CSSEmitter(), [T.set(tokens)])
        let rule = T.rule(":root", in: result.files[0].text)
        #expect(rule == ["--color-primary: #ff0000;", "--color-primary-2: #00ff00;", "--color-primary-3: #0000ff;"])
        let warnings = result.log.all.filter { $0.code == "css-name-collision" }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.severity == .warning })
        let first = warnings[0]
        #expect(first.message.contains("'color.Primary'") && first.message.contains("'color.primary'"))
        #expect(first.message.contains("'--color-primary-2'"))
        #expect(first.location?.line == 3)
        #expect(first.notes.first?.location?.line == 2)
    }

    @Test("a token whose natural name is a suffixed one keeps it; the colliding token takes the next")
    func naturalNamesWin() {
        let tokens = [
            T.token("a", .number(1)),
            T.token("A", .number(2)),
            T.token("a-2", .number(3)),
        ]
        let rule = T.rule(":root", in: T.css(tokens))
        #expect(rule == ["--a: 1;", "--a-3: 2;", "--a-2: 3;"])
    }

    @Test("typography part names take part in collision checks")
    func typographyParts() {
        let typography = Typography(
            fontFamily: ["Inter"], fontSize: T.px(16), fontWeight: 400, letterSpacing: T.px(0), lineHeight: 1.5)
        let tokens = [
            T.token("body", .typography(typography)),
            T.token("body.fontSize", .dimension(T.px(20))),
        ]
        let result = T.emit(CSSEmitter(), [T.set(tokens)])
        let rule = T.rule(":root", in: result.files[0].text)
        #expect(rule.contains("--body-font-size: 16px;"))
        #expect(rule.contains("--body-font-size-2: 20px;"))
        #expect(result.log.all.map(\.code) == ["css-name-collision"])
    }

    @Test("no collisions, no diagnostics")
    func none() {
        let result = T.emit(CSSEmitter(), [T.set([T.token("a.b", .number(1)), T.token("a.c", .number(2))])])
        #expect(result.log.isEmpty)
    }
}

@Suite("Duplicate keys")
struct DuplicateKeysTests {
    private func earlier(_ keys: [String]) -> [Int32] {
        var storage: [UInt8] = []
        var starts: [Int32] = []
        var lengths: [Int32] = []
        for key in keys {
            starts.append(Int32(storage.count))
            storage.append(contentsOf: key.utf8)
            lengths.append(Int32(key.utf8.count))
        }
        return DuplicateKeys.earlierOccurrences(storage: storage, starts: starts, lengths: lengths)
    }

    @Test("each key points at the first earlier equal key")
    func small() {
        #expect(earlier(["a", "b", "a", "", "b", "a", ""]) == [-1, -1, 0, -1, 1, 0, 3])
        #expect(earlier([]) == [])
        #expect(earlier(["only"]) == [-1])
    }

    @Test("many keys, including long ones and large buckets, agree with a dictionary")
    func many() {
        let keys = (0..<20_000).map { "--group\($0 % 10)-a-rather-long-token-name-\($0 % 4_000)" }
        var first: [String: Int32] = [:]
        let expected = keys.enumerated().map { index, key -> Int32 in
            if let earlier = first[key] { return earlier }
            first[key] = Int32(index)
            return -1
        }
        #expect(expected.filter { $0 >= 0 }.count == 16_000)
        #expect(earlier(keys) == expected)
    }
}
