/// The files `tessera init` writes: a small system that builds, checks and draws clean at once,
/// in DTCG 2025.10 form, split by concern, with a light and a dark theme.
enum StarterSystem {
    /// Paths relative to the system's folder, in the order they are written and listed.
    static func files(name: String) -> [(path: String, text: String)] {
        [
            ("tessera.yml", configuration(name: name)),
            ("system.resolver.json", resolver(name: name)),
            ("tokens/palette.tokens.json", palette),
            ("tokens/space.tokens.json", space),
            ("tokens/type.tokens.json", type),
            ("tokens/theme-light.tokens.json", themeLight),
            ("tokens/theme-dark.tokens.json", themeDark),
        ]
    }

    static let palette = """
        {
          "palette": {
            "$type": "color",
            "$description": "Every colour the system uses; the themes name them by role.",
            "ink": { "$value": { "colorSpace": "srgb", "components": [0.1059, 0.1137, 0.1294], "hex": "#1b1d21" } },
            "snow": { "$value": { "colorSpace": "srgb", "components": [0.9686, 0.9725, 0.9804], "hex": "#f7f8fa" } },
            "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
            "blue": { "$value": { "colorSpace": "srgb", "components": [0.1216, 0.3725, 0.7882], "hex": "#1f5fc9" } },
            "night": { "$value": { "colorSpace": "srgb", "components": [0.0706, 0.0784, 0.0941], "hex": "#121418" } },
            "graphite": { "$value": { "colorSpace": "srgb", "components": [0.1098, 0.1216, 0.1451], "hex": "#1c1f25" } },
            "mist": { "$value": { "colorSpace": "srgb", "components": [0.9255, 0.9333, 0.949], "hex": "#eceef2" } },
            "sky": { "$value": { "colorSpace": "srgb", "components": [0.5412, 0.7059, 1], "hex": "#8ab4ff" } },
            "navy": { "$value": { "colorSpace": "srgb", "components": [0.051, 0.1059, 0.2], "hex": "#0d1b33" } }
          }
        }
        """
    static let themeLight = """
        {
          "color": {
            "$type": "color",
            "background": { "$value": "{palette.snow}" },
            "surface": { "$value": "{palette.white}" },
            "text": { "$value": "{palette.ink}" },
            "accent": { "$value": "{palette.blue}" },
            "on-accent": { "$value": "{palette.white}" }
          }
        }
        """
    static let themeDark = """
        {
          "color": {
            "$type": "color",
            "background": { "$value": "{palette.night}" },
            "surface": { "$value": "{palette.graphite}" },
            "text": { "$value": "{palette.mist}" },
            "accent": { "$value": "{palette.sky}" },
            "on-accent": { "$value": "{palette.navy}" }
          }
        }
        """
}
