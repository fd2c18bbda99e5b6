/// The custom property declarations of a stylesheet written one per line (as Tessera's css and
/// tailwind outputs write them), keyed by the chain of blocks around them:
/// `:root`, `@supports (color: oklch(0 0 0)) > :root`, `@theme`, `@layer base > [data-theme="dark"]`.
struct StyleSheetDeclarations {
    private(set) var blocks: [String: [String: String]] = [:]
    /// Every declaration in order, with its block.
    private(set) var all: [(block: String, name: String, value: String)] = []

    init(_ text: String) {
        var stack: [String] = []
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasSuffix("{") {
                stack.append(String(line.dropLast()).trimmingCharacters(in: .whitespaces))
            } else if line == "}" {
                _ = stack.popLast()
            } else if line.hasPrefix("--"), let colon = line.range(of: ": "), line.hasSuffix(";") {
                let name = String(line[..<colon.lowerBound])
                let value = String(line[colon.upperBound...].dropLast())
                let block = stack.joined(separator: " > ")
                blocks[block, default: [:]][name] = value
                all.append((block, name, value))
            }
        }
    }

    /// The value in `block`, or in the `@supports` rule that overrides it for wide-gamut colours.
    func value(_ name: String, in block: String) -> String? {
        for (key, declarations) in blocks where key.contains("@supports") {
            let parts = key.components(separatedBy: " > ").filter { !$0.hasPrefix("@supports") }
            if parts.joined(separator: " > ") == block, let value = declarations[name] { return value }
        }
        return blocks[block]?[name]
    }
}

import Foundation
