import TesseraCore

/// The swift output's scalar options, checked.
struct SwiftSettings {
    var namespace: String
    /// `public `, `package ` or empty (internal), ready to prefix a declaration.
    var access: String
    var remBase: Double
    let options: EmitterOptions

    init(_ options: EmitterOptions, systemName: String, log: inout DiagnosticLog) {
        self.options = options
        namespace = SwiftNaming.type(systemName).trimmingBackticks + "Tokens"
        if let member = options.member("namespace"), let value = member.value.string {
            if Self.isPlainIdentifier(value) {
                namespace = value
            } else {
                log.error("config-invalid-value", "option 'namespace' of the 'swift' output must be a Swift type name such as 'BrandTokens' (letters, digits and '_', not starting with a digit, not a keyword); found '\(value)'", at: member.value.position)
            }
        }
        access = "public "
        if let member = options.member("access"), let value = member.value.string {
            switch value {
            case "public", "package": access = value + " "
            case "internal": access = ""
            default:
                log.error("config-invalid-value", "option 'access' of the 'swift' output must be public, package or internal; found '\(value)'", at: member.value.position)
            }
        }
        remBase = 16
        if let member = options.member("remBase"), let value = member.value.number {
            if value > 0, value.isFinite {
                remBase = value
            } else {
                log.error("config-invalid-value", "option 'remBase' of the 'swift' output must be a positive number of points; found \(value)", at: member.value.position)
            }
        }
    }

    /// ASCII identifiers only: type names from the config are spelled into every file.
    static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !(first.value >= 0x30 && first.value <= 0x39) else { return false }
        let valid = text.unicodeScalars.allSatisfy { s in
            s == "_" || (s.value >= 0x30 && s.value <= 0x39) || (s.value | 0x20 >= 0x61 && s.value | 0x20 <= 0x7A)
        }
        return valid && !SwiftNaming.keywords.contains(text) && !SwiftNaming.unrescuable.contains(text)
    }
}
