import Testing
import TesseraCore
@testable import TesseraRules

@Suite("unused-token: which paths are components")
struct UnusedTokenComponentTests {
    @Test("the first segment is components or component, exactly", arguments: [
        ("components.button.background", true), ("component.card", true), ("components", true), ("component", true),
        ("componentsx.a", false), ("componen.a", false), ("Components.a", false), ("x.components.a", false),
        ("colors.components", false), ("", false),
    ])
    func component(_ path: String, _ expected: Bool) {
        #expect(UnusedTokenRule.isComponent(TokenPath(path)) == expected)
    }
}
