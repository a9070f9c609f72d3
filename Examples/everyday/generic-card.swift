import SwiftUI

// A reusable card container, generic over its content, as component libraries write them:
// a @ViewBuilder content closure stored by the initialiser, an optional accent bar, and
// `some View` helpers.

struct Card<Content: View>: View {
    var accent: Color?
    let content: Content

    init(accent: Color? = nil, @ViewBuilder content: () -> Content) {
        self.accent = accent
        self.content = content()
    }

    var body: some View {
        HStack(spacing: 0) {
            if let accent {
                accent.frame(width: 6)
            }
            content
                .padding(12)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .fixedSize(horizontal: false, vertical: true)
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct Swatch: View {
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(color)
            .frame(width: 40, height: 40)
    }
}

struct PaletteCards: View {
    var body: some View {
        VStack(spacing: 16) {
            Card(accent: .purple) {
                HStack(spacing: 8) {
                    Swatch(color: .purple)
                    Swatch(color: .pink)
                    Swatch(color: .orange)
                }
            }
            Card {
                swatchRow
            }
        }
        .padding(20)
    }

    @ViewBuilder
    private var swatchRow: some View {
        HStack(spacing: 8) {
            ForEach([Color.mint, .teal, .cyan, .blue], id: \.self) { color in
                Swatch(color: color)
            }
        }
    }
}

#Preview {
    PaletteCards()
}
