/// The views of the token sheet (`SwiftPreviewSheet`), one per kind of row. Each resolves its token
/// in the context the environment asks for, so a colour follows the `colorScheme` it is given and
/// the whole sheet follows the canvas's appearance and contrast.
enum SwiftPreviewSheetViews {
    static let views = #"""
        extension TOKENSPREFIXSheet {
            /// A token's path and value, listed by `ForEach`.
            private struct Row<Value: Sendable>: Sendable {
                let name: String
                let value: Value

                init(_ name: String, _ value: Value) { (self.name, self.value) = (name, value) }
            }

            /// A titled section (the title counts the section's tokens).
            private struct Part<Content: SwiftUI.View>: SwiftUI.View {
                let title: String
                let content: Content

                init(_ title: String, @SwiftUI.ViewBuilder content: () -> Content) {
                    (self.title, self.content) = (title, content())
                }

                var body: some SwiftUI.View {
                    SwiftUI.VStack(alignment: .leading, spacing: 12) {
                        SwiftUI.Text(verbatim: title).font(.headline)
                        content
                    }
                }
            }

            /// The token's path, in a column of its own.
            private struct Name: SwiftUI.View {
                let text: String

                init(_ text: String) { self.text = text }

                var body: some SwiftUI.View {
                    SwiftUI.Text(verbatim: text).font(.caption).lineLimit(1).frame(width: 200, alignment: .leading)
                }
            }

            /// A colour in the light and in the dark appearance, each on its appearance's background.
            private struct Swatches: SwiftUI.View {
                let row: Row<TOKENS.Adaptive<TOKENS.ColorValue>>

                init(row: Row<TOKENS.Adaptive<TOKENS.ColorValue>>) { self.row = row }

                var body: some SwiftUI.View {
                    SwiftUI.HStack(spacing: 12) {
                        Name(row.name)
                        Swatch(color: row.value).environment(\.colorScheme, .light)
                        Swatch(color: row.value).environment(\.colorScheme, .dark)
                    }
                }
            }

            private struct Swatch: SwiftUI.View {
                @SwiftUI.Environment(\.self) private var environment
                let color: TOKENS.Adaptive<TOKENS.ColorValue>

                init(color: TOKENS.Adaptive<TOKENS.ColorValue>) { self.color = color }

                var body: some SwiftUI.View {
                    color.resolved(in: TOKENS.Context(environment)).color
                        .frame(width: 56, height: 32)
                        .clipShape(SwiftUI.RoundedRectangle(cornerRadius: 6))
                        .padding(6)
                        .background(.background)
                }
            }

            /// A typography token at each of the sheet's Dynamic Type sizes.
            private struct TypeSample: SwiftUI.View {
                @SwiftUI.Environment(\.self) private var environment
                let row: Row<TOKENS.Adaptive<TOKENS.TypographyValue>>

                init(row: Row<TOKENS.Adaptive<TOKENS.TypographyValue>>) { self.row = row }

                var body: some SwiftUI.View {
                    let token = row.value.resolved(in: TOKENS.Context(environment))
                    SwiftUI.VStack(alignment: .leading, spacing: 4) {
                        Name(row.name)
                        SwiftUI.ForEach(TOKENSPREFIXSheet.sizes, id: \.self) { size in
                            SwiftUI.Text(verbatim: "Sphinx of black quartz (\(size))").typography(token).dynamicTypeSize(size)
                        }
                    }
                }
            }

            private static let sizes: [SwiftUI.DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility3]

            /// A dimension as a bar of its length (drawn up to 320 points).
            private struct Bar: SwiftUI.View {
                @SwiftUI.Environment(\.self) private var environment
                let row: Row<TOKENS.Adaptive<Double>>

                init(row: Row<TOKENS.Adaptive<Double>>) { self.row = row }

                var body: some SwiftUI.View {
                    let points = row.value.resolved(in: TOKENS.Context(environment))
                    SwiftUI.HStack(spacing: 12) {
                        Name(row.name + String(format: ": %g pt", points))
                        SwiftUI.Color.accentColor.frame(width: CGFloat(min(max(points, 0), 320)), height: 8)
                    }
                }
            }

            /// A radius as the corners of a square.
            private struct Corner: SwiftUI.View {
                @SwiftUI.Environment(\.self) private var environment
                let row: Row<TOKENS.Adaptive<Double>>

                init(row: Row<TOKENS.Adaptive<Double>>) { self.row = row }

                var body: some SwiftUI.View {
                    let points = row.value.resolved(in: TOKENS.Context(environment))
                    SwiftUI.HStack(spacing: 12) {
                        Name(row.name + String(format: ": %g pt", points))
                        SwiftUI.RoundedRectangle(cornerRadius: CGFloat(max(points, 0)))
                            .stroke(SwiftUI.Color.accentColor, lineWidth: 2)
                            .frame(width: 64, height: 64)
                    }
                }
            }

            /// A card casting the shadow (with `shadow(_:)`).
            private struct ShadowSample: SwiftUI.View {
                @SwiftUI.Environment(\.self) private var environment
                let row: Row<TOKENS.Adaptive<TOKENS.ShadowValue>>

                init(row: Row<TOKENS.Adaptive<TOKENS.ShadowValue>>) { self.row = row }

                var body: some SwiftUI.View {
                    SwiftUI.HStack(spacing: 12) {
                        Name(row.name)
                        SwiftUI.Color.clear
                            .frame(width: 96, height: 56)
                            .background(.background, in: SwiftUI.RoundedRectangle(cornerRadius: 12))
                            .shadow(row.value.resolved(in: TOKENS.Context(environment)))
                            .padding(16)
                    }
                }
            }

            /// A dot that crosses its track with the token's animation each time the row is tapped.
            private struct MotionSample: SwiftUI.View {
                let row: Row<SwiftUI.Animation?>
                @SwiftUI.State private var isAtEnd = false

                init(row: Row<SwiftUI.Animation?>) { self.row = row }

                var body: some SwiftUI.View {
                    SwiftUI.Button {
                        isAtEnd.toggle()
                    } label: {
                        SwiftUI.HStack(spacing: 12) {
                            Name(row.name)
                            SwiftUI.Color.accentColor
                                .frame(width: 16, height: 16)
                                .clipShape(SwiftUI.Circle())
                                .frame(width: 160, alignment: isAtEnd ? .trailing : .leading)
                                .animation(row.value, value: isAtEnd)
                        }
                    }
                }
            }
        }

        """#
}
