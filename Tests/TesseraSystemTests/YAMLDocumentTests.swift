import Testing
import TesseraCore
@testable import TesseraSystem

/// tessera.yml is composed without Yams' regex-based tag resolution, so the scalar typing the
/// default resolver gave must come from `YAMLDocument` itself.
@Suite struct YAMLDocumentTests {
    private func read(_ yaml: String) -> (node: JSONNode?, log: DiagnosticLog) {
        var log = DiagnosticLog()
        let node = YAMLDocument.read(SourceFile(path: "tessera.yml", text: yaml), log: &log)
        return (node, log)
    }

    private func value(_ scalar: String) -> JSONValue? {
        guard case .object(let object)? = read("key: \(scalar)\n").node?.value else { return nil }
        return object["key"]?.value
    }

    private func compact(_ scalar: String) -> String? {
        switch value(scalar) {
        case .null?: "null"
        case .bool(let bool)?: "\(bool)"
        case .number(let number)?: number == number.rounded() ? "\(Int(number))" : "\(number)"
        case .string(let string)?: "\"\(string)\""
        default: nil
        }
    }

    @Test(arguments: [
        ("yes", "true"), ("Yes", "true"), ("YES", "true"), ("on", "true"), ("True", "true"),
        ("no", "false"), ("Off", "false"), ("FALSE", "false"),
        ("yEs", "true"), ("yess", "\"yess\""), ("'yes'", "\"yes\""), ("\"true\"", "\"true\""),
    ])
    func booleansInAnyCase(scalar: String, expected: String) {
        #expect(compact(scalar) == expected)
    }

    @Test(arguments: [
        ("42", "42"), ("-7", "-7"), ("1_000", "1000"), ("0x1F", "31"), ("0o17", "15"), ("1.5", "1.5"),
        ("2.5e3", "2500"), (".inf", "\".inf\""), ("'12'", "\"12\""), ("12px", "\"12px\""),
        ("0", "0"), ("7", "7"), ("16", "16"), ("016", "14"), ("1234567", "1234567"), ("color.text.primary", "\"color.text.primary\""),
    ])
    func numbersAreReadByYamsConstructors(scalar: String, expected: String) {
        #expect(compact(scalar) == expected)
    }

    @Test(arguments: ["~", "null", ""])
    func nullSpellings(scalar: String) {
        #expect(compact(scalar) == "null")
    }

    @Test func aDuplicateKeyIsReportedWithItsPosition() {
        let result = read("name: a\nname: b\n")
        #expect(result.node == nil || result.log.hasErrors)
        #expect(result.log.hasErrors)
    }
}
