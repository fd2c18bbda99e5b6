import Foundation
import Testing
import TesseraCore
@testable import TesseraEmitters
import TesseraTestSupport
@testable import TesseraCLI

/// The `tailwind` output for every bundled system: each theme variable equals the css output's
/// value for its token (resolved, colours in their own space), in the default theme and in the
/// dark one, and every declaration parses in headless Chromium as the property its namespace
/// feeds (`CSS.supports`). Tailwind's own compiler is not reachable here, so this is what can be
/// checked of it.
@Suite struct TailwindOutputTests {
    struct Built {
        var tailwind: StyleSheetDeclarations
        var text: String
        var css: StyleSheetDeclarations
        var permutations: [ResolvedTokenSet]
    }

    static func build(_ bundled: BundledBuild) throws -> Built {
        let output = bundled.build()
        let result = try #require(output.result)
        var log = DiagnosticLog()
        let text = TailwindEmitter().emit(
            EmitterInput(systemName: result.name, permutations: result.permutations, modifiers: result.modifiers), log: &log)
        let css = CSSEmitter().emit(
            EmitterInput(systemName: result.name, permutations: result.permutations, modifiers: result.modifiers), log: &log)
        #expect(log.isEmpty)
        let tailwindText = try #require(text.first).text
        return Built(tailwind: StyleSheetDeclarations(tailwindText), text: tailwindText,
                     css: StyleSheetDeclarations(try #require(css.first).text), permutations: result.permutations)
    }

    /// Each theme variable and the css output's property holding the same value.
    static func pairs(_ set: ResolvedTokenSet) -> [(tailwind: String, css: String)] {
        let properties = CSSEmitter.propertyNames([set])
        var pairs: [(String, String)] = []
        for token in set.tokens {
            guard let namespace = TailwindNamespace.of(token), let property = properties[token.path.string] else { continue }
            let name = "--\(namespace.rawValue)-" + TailwindNaming.name(token.path, in: namespace)
            switch namespace {
            case .text:
                for (suffix, part) in [("", "-font-size"), ("--line-height", "-line-height"), ("--letter-spacing", "-letter-spacing"), ("--font-weight", "-font-weight")] {
                    pairs.append((name + suffix, property + part))
                }
            case .ease where token.type == .duration: pairs.append((name, property + "-easing"))
            default: pairs.append((name, property))
            }
        }
        return pairs
    }

    @Test(arguments: BundledBuild.all)
    func everyThemeValueEqualsTheCSSOutputs(_ bundled: BundledBuild) throws {
        let built = try Self.build(bundled)
        let pairs = Self.pairs(built.permutations[0])
        #expect(!pairs.isEmpty || bundled.name == "plugin-demo")
        let theme = try #require(built.tailwind.blocks["@theme"])
        #expect(theme.count == pairs.count, "\(bundled.name): every token in a namespace is in @theme, once")
        for (tailwind, css) in pairs {
            #expect(theme[tailwind] != nil && theme[tailwind] == built.css.value(css, in: ":root"),
                    "\(bundled.name) \(tailwind): \(theme[tailwind] ?? "missing") != \(css): \(built.css.value(css, in: ":root") ?? "missing")")
        }
        // The other appearance: each override equals the css output's, under the attribute and the media query.
        let names = Dictionary(pairs.map { ($0.tailwind, $0.css) }, uniquingKeysWith: { first, _ in first })
        for (block, name, value) in built.tailwind.all where block.hasPrefix("@layer base") {
            let cssBlock = block.replacingOccurrences(of: "@layer base > ", with: "")
            let css = try #require(names[name])
            #expect(built.css.value(css, in: cssBlock) == value, "\(bundled.name) \(block) \(name): \(value) != \(built.css.value(css, in: cssBlock) ?? "missing")")
        }
    }

    @Test func darkModeFollowsTheThemeAttributeAndTheSystemSetting() throws {
        let aurora = try #require(BundledBuild.all.first { $0.name == "aurora" })
        let built = try Self.build(aurora)
        #expect(built.text.contains("@custom-variant dark {\n  &:where([data-theme=\"dark\"], [data-theme=\"dark\"] *) {"))
        #expect(built.text.contains("@media (prefers-color-scheme: dark) {\n    &:where(:root:not([data-theme]), :root:not([data-theme]) *) {"))
        let dark = try #require(built.tailwind.blocks["@layer base > [data-theme=\"dark\"]"])
        #expect(dark == built.tailwind.blocks["@layer base > @media (prefers-color-scheme: dark) > :root:not([data-theme])"])
        #expect(dark.keys.contains { $0.hasPrefix("--color-") })
    }

    @Test func everyDeclarationParsesInABrowserAsItsProperty() throws {
        guard Chromium.executable != nil else {
            Issue.record(Comment(rawValue: Chromium.missing))
            return
        }
        var checks: [[String]] = []
        for bundled in BundledBuild.all {
            let built = try Self.build(bundled)
            for (block, name, value) in built.tailwind.all {
                checks.append(["\(bundled.name) \(block) \(name)", Self.property(forThemeVariable: name), value])
            }
        }
        #expect(checks.count > 200)
        let data = try JSONSerialization.data(withJSONObject: checks)
        let page = """
            <!doctype html><meta charset="utf-8"><body><script>
            const checks = \(String(decoding: data, as: UTF8.self));
            const failures = checks.filter(([where, property, value]) => !CSS.supports(property, value)).map(c => c.join(" | "));
            document.body.setAttribute("data-checked", String(checks.length));
            document.body.textContent = "FAILURES:" + JSON.stringify(failures);
            </script>
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tailwind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("check.html")
        try Data(page.utf8).write(to: url)
        let run = try Chromium.runDumpingDOM(["--virtual-time-budget=5000", "--dump-dom"], url: url.absoluteString)
        #expect(run.stdout.contains("data-checked=\"\(checks.count)\""), "the page did not run: \(run.stdout.prefix(500))")
        #expect(run.stdout.contains("FAILURES:[]"), "values the browser rejects: \(run.stdout.prefix(4000))")
    }

    /// The CSS property a theme variable feeds, by its namespace.
    static func property(forThemeVariable name: String) -> String {
        if name.hasPrefix("--text-") {
            if name.hasSuffix("--line-height") { return "line-height" }
            if name.hasSuffix("--letter-spacing") { return "letter-spacing" }
            if name.hasSuffix("--font-weight") { return "font-weight" }
            return "font-size"
        }
        let byNamespace = ["--color-": "color", "--spacing-": "padding", "--radius-": "border-radius", "--font-": "font-family",
                           "--shadow-": "box-shadow", "--ease-": "transition-timing-function"]
        return byNamespace.first { name.hasPrefix($0.key) }?.value ?? "unknown"
    }
}
