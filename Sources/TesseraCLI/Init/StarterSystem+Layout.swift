import Foundation
import TesseraCore

extension StarterSystem {
    static func configuration(name: String) -> String {
        """
        # \(name): a design system made by `tessera init`. See Documentation/Configuration.md.
        #   tessera build     writes the outputs below into build/
        #   tessera check     proves the usage pairs (WCAG contrast) and the prohibitions, in both themes
        #   tessera specimen  draws the style guide page, build/specimen.html
        version: 1
        name: \(yamlString(name))
        resolver: system.resolver.json
        output: build
        outputs:
          css: {}
          json: {}
          swift: {}
        # Foreground and background pairs the interface uses: each is measured in light and dark.
        usage:
          - {name: Body text, foreground: color.text, background: [color.background, color.surface], size: 16, weight: 400}
          - {name: Accent label, foreground: color.on-accent, background: color.accent, size: 16, weight: 600}
        # The rules the spec states, as data: here every spacing is a multiple of 4 pt.
        prohibitions:
          - id: spacing-grid
            says: "Spacing is a multiple of 4 pt."
            rule: grid
            base: 4
            tokens: "space.*"

        """
    }

    private static func jsonString(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONWriter.appendString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A YAML double-quoted scalar (the name has no line breaks: `InitCommand` refuses them).
    private static func yamlString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func resolver(name: String) -> String {
        """
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
          "version": "2025.10",
          "name": \(jsonString(name)),
          "description": "The foundation, then a light or dark theme.",
          "sets": {
            "foundation": {
              "sources": [
                { "$ref": "tokens/palette.tokens.json" },
                { "$ref": "tokens/space.tokens.json" },
                { "$ref": "tokens/type.tokens.json" }
              ]
            }
          },
          "modifiers": {
            "theme": {
              "description": "Light or dark appearance.",
              "contexts": {
                "light": [{ "$ref": "tokens/theme-light.tokens.json" }],
                "dark": [{ "$ref": "tokens/theme-dark.tokens.json" }]
              },
              "default": "light"
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/foundation" }, { "$ref": "#/modifiers/theme" }]
        }

        """
    }

    static let space = """
        {
          "space": {
            "$type": "dimension",
            "$description": "Paddings and gaps, on the 4 pt grid.",
            "xs": { "$value": { "value": 4, "unit": "px" } },
            "sm": { "$value": { "value": 8, "unit": "px" } },
            "md": { "$value": { "value": 16, "unit": "px" } },
            "lg": { "$value": { "value": 24, "unit": "px" } },
            "xl": { "$value": { "value": 40, "unit": "px" } }
          },
          "radius": {
            "$type": "dimension",
            "control": { "$value": { "value": 6, "unit": "px" } },
            "card": { "$value": { "value": 12, "unit": "px" } }
          }
        }

        """

    static let type = """
        {
          "font": {
            "sans": { "$type": "fontFamily", "$value": ["Inter", "system-ui", "sans-serif"] },
            "mono": { "$type": "fontFamily", "$value": ["JetBrains Mono", "ui-monospace", "monospace"] }
          },
          "type": {
            "$type": "typography",
            "body": {
              "$value": {
                "fontFamily": "{font.sans}", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5
              }
            },
            "title": {
              "$value": {
                "fontFamily": "{font.sans}", "fontSize": { "value": 28, "unit": "px" }, "fontWeight": 700,
                "letterSpacing": { "value": -0.2, "unit": "px" }, "lineHeight": 1.25
              }
            },
            "code": {
              "$value": {
                "fontFamily": "{font.mono}", "fontSize": { "value": 14, "unit": "px" }, "fontWeight": 400,
                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5
              }
            }
          }
        }

        """
}
