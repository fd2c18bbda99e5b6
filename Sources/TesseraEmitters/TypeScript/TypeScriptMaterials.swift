import TesseraCore

/// Materials in the `ts` output (`WebMaterials`): per permutation, each material as the CSS a web
/// app sets on a glass element (`backdropFilter`, `background`) and its matte `fallback`, for
/// where `backdrop-filter` is unsupported or transparency is reduced. Written only when the
/// system has materials. With `references`, every part is `var(--…)` text of the css output.
struct TypeScriptMaterials {
    let materials: WebMaterials
    /// Each material's identifier in `Materials`: its group in lowerCamelCase.
    let identifiers: [String]

    init(_ materials: WebMaterials, log: inout DiagnosticLog) {
        self.materials = materials
        var scope = TypeScriptNameScope("the materials")
        identifiers = materials.all.map { material in
            scope.claim(TypeScriptNaming.identifier(material.group.isEmpty ? material.blur.string : material.group),
                        owner: .text("material '\(material.group)'"), at: nil, log: &log)
        }
    }

    func append(bindings: [String], permutations: [ResolvedTokenSet], cssProperties: [String: String]?, to bytes: inout TypeScriptWriter) {
        guard !materials.isEmpty else { return }
        let background = cssProperties == nil ? "Color" : "string"
        bytes.appendUTF8("""

            /** A material (`dev.tessera.material`): the CSS of a glass element, and its matte fallback. */
            export interface Material {
              /** `backdrop-filter`, e.g. `blur(28px) saturate(1.3)`; set `-webkit-backdrop-filter` too (Safari before 18). */
              readonly backdropFilter: string;
              /** The tint over the filtered backdrop. */
              readonly background: \(background);
              /** Where `backdrop-filter` is unsupported or transparency is reduced: the opaque matte, no filter. */
              readonly fallback: { readonly backdropFilter: "none"; readonly background: \(background) };
            }

            /** Every material, by its group in lowerCamelCase. */
            export interface Materials {

            """)
        for (material, identifier) in zip(materials.all, identifiers) {
            TypeScriptText.appendDoc([material.group], indent: 2, to: &bytes)
            bytes.appendUTF8("  readonly \(identifier): Material;\n")
        }
        bytes.append(literal: "}\n\n/** Each permutation's materials. */\nexport const materials: { readonly [Name in PermutationName]: Materials } = {\n")
        for (offset, binding) in bindings.enumerated() {
            bytes.appendUTF8("  \(binding): {\n")
            for (material, identifier) in zip(materials.all, identifiers) {
                bytes.appendUTF8("    \(identifier): ")
                if let cssProperties {
                    appendReferences(material, cssProperties, to: &bytes)
                } else {
                    appendValues(material, permutation: offset, permutations, to: &bytes)
                }
                bytes.append(literal: ",\n")
            }
            bytes.append(literal: "  },\n")
        }
        bytes.append(literal: "};\n")
    }

    private func appendValues(_ material: WebMaterials.Material, permutation: Int, _ sets: [ResolvedTokenSet], to bytes: inout TypeScriptWriter) {
        let set = sets[permutation]
        var filter: [String] = []
        if case .dimension(let blur)? = set[material.blur.string]?.value { filter.append("blur(\(number(blur.value))\(blur.unit.rawValue))") }
        if let path = material.saturation, case .number(let saturation)? = set[path.string]?.value { filter.append("saturate(\(number(saturation)))") }
        let tint = set[material.tint.string]?.value
        let matte = material.matte.flatMap { sets[$0[permutation]][material.tint.string]?.value } ?? tint
        appendMaterial(filter: filter.isEmpty ? "none" : filter.joined(separator: " "), to: &bytes,
                       background: { appendColor(tint, to: &$0) }, fallback: { appendColor(matte, to: &$0) })
    }

    private func appendReferences(_ material: WebMaterials.Material, _ properties: [String: String], to bytes: inout TypeScriptWriter) {
        func variable(_ path: TokenPath?) -> String? { path.flatMap { properties[$0.string] }.map { "var(\($0))" } }
        let filter = [variable(material.blur).map { "blur(\($0))" }, variable(material.saturation).map { "saturate(\($0))" }]
        let tint = variable(material.tint) ?? "transparent"
        let matte = material.matte == nil ? tint : variable(material.mattePath) ?? tint
        appendMaterial(filter: filter.compactMap { $0 }.joined(separator: " "), to: &bytes,
                       background: { TypeScriptText.appendString(tint, to: &$0) },
                       fallback: { TypeScriptText.appendString(matte, to: &$0) })
    }

    private func appendMaterial(
        filter: String, to bytes: inout TypeScriptWriter, background: (inout TypeScriptWriter) -> Void,
        fallback: (inout TypeScriptWriter) -> Void
    ) {
        bytes.append(literal: "{ backdropFilter: ")
        TypeScriptText.appendString(filter, to: &bytes)
        bytes.append(literal: ", background: ")
        background(&bytes)
        bytes.append(literal: ", fallback: { backdropFilter: \"none\", background: ")
        fallback(&bytes)
        bytes.append(literal: " } }")
    }

    /// A colour object; a tint that is no colour in this permutation is fully transparent black.
    private func appendColor(_ value: TokenValue?, to bytes: inout TypeScriptWriter) {
        guard case .color(let color)? = value else {
            return TypeScriptValueWriter.append(ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0), to: &bytes)
        }
        TypeScriptValueWriter.append(color, to: &bytes)
    }

    private func number(_ value: Double) -> String {
        var bytes = TypeScriptWriter(reservingCapacity: 32)
        bytes.appendNumber(value)
        return bytes.finish().withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }
}
