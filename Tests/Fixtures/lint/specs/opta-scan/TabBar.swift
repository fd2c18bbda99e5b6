// Transcribed verbatim from the Opta Scan spec (seed 003), "Navigation Structure".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/opta-scan and records the findings.

// --- Tab Bar ---
struct OptaTabBar: View {
    @Binding var selectedTab: Tab

    enum Tab: String, CaseIterable {
        case capture = "camera.fill"
        case history = "clock"
        case settings = "gearshape"
    }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Tab.allCases, id: \.self) { tab in
                Button {
                    OptaHaptics.shared.tap()
                    withAnimation(.optaSpring) {
                        selectedTab = tab
                    }
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: tab.rawValue)
                            .font(.system(size: 22))
                            .symbolRenderingMode(.hierarchical)

                        Circle()
                            .fill(Color.optaPurple)
                            .frame(width: 4, height: 4)
                            .opacity(selectedTab == tab ? 1 : 0)
                    }
                    .foregroundStyle(selectedTab == tab ? Color.optaPurple : Color.optaTextMuted)
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .padding(.vertical, 12)
        .glassSubtle()
    }
}
