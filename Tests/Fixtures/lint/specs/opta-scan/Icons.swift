// Transcribed verbatim from the Opta Scan spec (seed 003), "Icon System".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/opta-scan and records the findings.

// --- SF Symbols Only ---
// Primary action icons
Image(systemName: "camera.fill")
    .symbolRenderingMode(.hierarchical)
    .foregroundStyle(Color.optaPurple)

// Secondary icons
Image(systemName: "clock")
    .symbolRenderingMode(.monochrome)
    .foregroundStyle(Color.optaTextSecondary)

// Status icons with semantic color
Image(systemName: "checkmark.circle.fill")
    .symbolRenderingMode(.palette)
    .foregroundStyle(.white, Color.optaGreen)
