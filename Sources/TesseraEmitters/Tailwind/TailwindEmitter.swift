import TesseraCore

/// `tailwind`: the system as a Tailwind CSS v4 `@theme` block. See `TailwindNamespace` (which
/// tokens, under which names) and `TailwindStyleSheet` (layout, dark mode).
public struct TailwindEmitter: Emitter {
    public static let id = "tailwind"
    public static let summary = "A Tailwind CSS v4 stylesheet: colours, spacing, radii, fonts, type, shadows and easings as an `@theme` block, dark mode through a `dark` variant."
    public static let details = """
        Import it after Tailwind (`@import "tailwindcss"; @import "./tailwind.css";`) and the
        system's tokens become utilities: `bg-background-base`, `p-md`, `rounded-card`,
        `font-body`, `text-title`, `shadow-card`, `ease-standard`. Tokens go to the theme namespace
        of their type: colours to `--color-*`; dimensions in a group named `space`, `spacing`,
        `gap` or `padding` to `--spacing-*` and those in a group named `radius`, `radii` or
        `corner` to `--radius-*`; font families to `--font-*`; typography to `--text-*` with its
        `--line-height`, `--letter-spacing` and `--font-weight`; shadows to `--shadow-*`; cubic
        Béziers, and springs as their `linear()` easing (as the css output's `-easing`), to
        `--ease-*`. Other tokens have no Tailwind namespace: use the css output for them. Leading
        path segments that repeat the namespace are left out (`color.accent` → `--color-accent`,
        `font.family.sans` → `--font-sans`); names that then clash get `-2`, `-3`… and a `tailwind-name-collision` warning.

        Values are written as the css output writes them, resolved, colours in their own space
        (every browser Tailwind v4 supports reads them). With a light/dark resolver modifier the
        default context fills `@theme`, and the other one overrides what changes under
        `[data-theme="dark"]` and, when the page sets no `data-theme`, under
        `prefers-color-scheme`, as the css output does; `@custom-variant dark` selects the same, so
        `dark:` utilities follow the theme. Other modifiers contribute their default context.

        Tailwind's own compiler is not part of Tessera's tests (it is not reachable where they run):
        they check that every declaration parses in a real browser as the property its namespace
        feeds, and that every value equals the css output's.
        """
    public static let options = [
        EmitterOption(key: "file", summary: "File name.", default: "`tailwind.css`", kind: .string),
    ]

    public init() {}

    public func emit(_ input: EmitterInput, log: inout DiagnosticLog) -> [OutputFile] {
        let options = EmitterOptions.validate(input.options, for: Self.self, log: &log)
        let path = OutputPath.file(from: options, fallback: "tailwind.css", emitterID: Self.id, log: &log)
        let permutations = input.permutations.isEmpty ? [ResolvedTokenSet(tokens: [])] : input.permutations
        let sheet = TailwindStyleSheet(
            systemName: input.systemName, permutations: permutations, modifiers: input.modifiers, log: &log)
        return [OutputFile(path: path, contents: Array(sheet.text.utf8))]
    }
}
