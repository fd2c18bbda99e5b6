import Foundation
import Testing
import TesseraCore
@testable import TesseraSpecimen

/// Whatever a token file or tessera.yml holds, the page shows it as text: names, descriptions,
/// values, usage names, component names and texts, and the system's name are all escaped, and
/// nothing can end the inline style or open a script.
@Suite struct SpecimenSafetyTests {
    static let script = "<script>alert(1)</script>"

    static let tokens = #"""
        {
          "<script>alert(1)</script>": {
            "$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]},
            "$description": "</style><script>alert(2)</script>"
          },
          "page": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
          "font": {"$type": "fontFamily", "evil": {"$value": ["</style><script>alert(3)</script>", "x\" onload=\"alert(4)"]}},
          "g\"><img src=x onerror=alert(5)>": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
          "type": {"$type": "typography", "evil": {"$value": {"fontFamily": "{font.evil}", "fontSize": {"value": 16, "unit": "px"},
            "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}
        }
        """#

    static let configuration = #"""
        {
          "usage": [{"name": "<b>evil</b>", "foreground": "<script>alert(1)</script>", "background": "page", "size": 16}],
          "components": [{"name": "<script>alert(6)</script>", "spec": "</figcaption><img src=x>",
            "parts": [{"text": "</div><script>alert(7)</script>", "label": "<i onmouseover=alert(8)>",
                       "background": "<script>alert(1)</script>", "typography": "type.evil"}]}]
        }
        """#

    func page() -> SpecimenFixture.Result {
        let set = SpecimenFixture.resolve(Self.tokens, [("<theme>", "\"dark\" <x>")])
        let modifiers = [ModifierInfo(name: "<theme>", contexts: ["\"dark\" <x>"], defaultContext: "\"dark\" <x>")]
        return SpecimenFixture.build(
            [set], modifiers: modifiers, configuration: Self.configuration, systemName: "</title><script>alert(9)</script>")
    }

    @Test func aTokenNamedScriptRendersAsText() {
        let result = page()
        #expect(result.log.isEmpty, "\(result.log.sorted)")
        #expect(!result.page.contains(Self.script))
        #expect(result.page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(result.page.contains("&lt;/style&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
        #expect(result.page.contains("&lt;b&gt;evil&lt;/b&gt;"))
        #expect(result.page.contains("&lt;/div&gt;&lt;script&gt;alert(7)&lt;/script&gt;"))
        #expect(result.page.contains("<title>&lt;/title&gt;&lt;script&gt;alert(9)&lt;/script&gt; · design system specimen</title>"))
    }

    static let tags: Set = [
        "html", "head", "meta", "title", "script", "style", "body", "div", "header", "h1", "h2", "h3", "p", "form",
        "label", "select", "option", "nav", "a", "main", "section", "span", "ul", "ol", "li", "i", "table", "thead",
        "tbody", "tr", "th", "td", "svg", "path", "polyline", "text", "figure", "figcaption", "small", "button", "footer",
        "details", "summary",
    ]
    static let attributes: Set = [
        "lang", "charset", "name", "content", "http-equiv", "class", "style", "href", "aria-label", "id", "hidden",
        "value", "title", "role", "viewbox", "xmlns", "d", "stroke-dasharray", "points", "x", "y", "text-anchor", "dy",
        "type",
    ]

    @Test func onlyThePagesOwnElementsExist() {
        let page = page().page
        let markup = MarkupScanner(page)
        #expect(Set(markup.tags).subtracting(Self.tags).isEmpty, "\(Set(markup.tags).subtracting(Self.tags))")
        let unexpected = Set(markup.attributes).filter { !Self.attributes.contains($0) && !$0.hasPrefix("data-") }
        #expect(unexpected.isEmpty, "\(unexpected)")
        #expect(markup.tags.count { $0 == "script" } == 2)
        #expect(markup.tags.count { $0 == "style" } == 2)
        #expect(!markup.attributes.contains { $0.hasPrefix("on") || $0 == "src" })
        // The stylesheet's strings cannot end the style element.
        #expect(SpecimenFixture.occurrences(of: "</style", in: page.lowercased()) == 2)
        #expect(SpecimenFixture.occurrences(of: "</script", in: page.lowercased()) == 2)
    }

    @Test func escapingCoversEveryMarkupCharacter() {
        #expect(HTML.escape("<a href=\"x\" title='y'>&</a>") == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
        #expect(HTML.escape("bell\u{7}") == "bell\u{FFFD}")
        #expect(SpecimenPage.inlineCSS("a { content: \"</style>\" }") == "a { content: \"\\3c /style>\" }")
    }

    @Test func thePageFetchesNothing() {
        let page = page().page
        #expect(page.contains("content=\"" + HTML.escape(SpecimenPage.contentSecurityPolicy) + "\""))
        #expect(!MarkupScanner(page).attributes.contains("src"))
        for fetch in ["http://", "https://", "url(", "@import", "@font-face"] {
            #expect(!page.contains(fetch), "\(fetch)")
        }
    }
}
