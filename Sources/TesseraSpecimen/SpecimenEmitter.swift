import TesseraCore
import TesseraEmitters
import TesseraRules

/// `specimen`: the system as one self-contained HTML style guide page (Documentation/Specimen.md).
/// It embeds exactly what the `css` output writes (with that output's `prefix` and `references`),
/// so every colour, size and font on the page is the system's own custom property, and shows the
/// checker's verdicts: contrast beside each swatch, and every finding.
public struct SpecimenEmitter: Emitter {
    public static let id = "specimen"
    public static let summary = "One self-contained HTML style guide page: swatches with contrast verdicts, type, spacing, shapes, effects, motion plots, haptics, component previews and the check findings, with a theme switch."
    public static let details = """
        The page inlines the `css` output's stylesheet and refers to every token by its custom property, so \
        switching a theme (one menu per resolver modifier, the `data-<modifier>` attributes the CSS selects) \
        changes the page the way it changes an app. It loads nothing: no fonts, scripts or images from the \
        network (a Content-Security-Policy forbids it); fonts fall back to local and system ones. Every name, \
        description and value is HTML-escaped. Component previews come from the `components` section of \
        tessera.yml (Documentation/Specimen.md). `tessera specimen DIR` builds just this output.
        """
    public static let options = [
        EmitterOption(key: "file", summary: "File name.", default: "`specimen.html`", kind: .string),
        EmitterOption(
            key: "background",
            summary: "Colour or gradient token the page sits on.",
            default: "the background most text usage pairs name", kind: .string),
        EmitterOption(
            key: "foreground", summary: "Colour token of the page's text.",
            default: "the foreground most often used on that background", kind: .string),
    ]

    public init() {}

    public func emit(_ input: EmitterInput, log: inout DiagnosticLog) -> [OutputFile] {
        let options = EmitterOptions.validate(input.options, for: Self.self, log: &log)
        let file = OutputPath.file(from: options, fallback: "specimen.html", emitterID: Self.id, log: &log)
        var configuration = SystemConfiguration(input.configuration)
        let stylesheet = CSSEmitter().emit(
            EmitterInput(
                systemName: input.systemName, permutations: input.permutations, modifiers: input.modifiers,
                options: configuration.cssOptions),
            log: &configuration.ignored
        ).first?.text ?? ""
        let check = CheckInput(
            systemName: input.systemName, permutations: input.permutations, usage: configuration.usage,
            prohibitions: configuration.prohibitions, settings: configuration.ruleSettings)
        let names = CSSEmitter.propertyNames(input.permutations, prefix: configuration.cssOptions["prefix"]?.string ?? "")
        let context = SpecimenContext(
            systemName: input.systemName, permutations: input.permutations, modifiers: input.modifiers, names: names,
            check: check, findings: input.permutations.isEmpty ? [] : Checker.check(check),
            components: configuration.components, folder: configuration.folder)
        ComponentValidation.check(context, log: &log)
        let colors = PageColors(context, background: options.member("background"), foreground: options.member("foreground"), log: &log)
        let page = SpecimenPage(context: context, stylesheet: stylesheet, colors: colors).render()
        return [OutputFile(path: file, contents: Array(page.utf8))]
    }
}
