import SwiftUI

// A design system in extensions, as apps keep them: brand colours and spacing on Color and
// CGFloat, a Font helper, and a View extension that applies a card style.

extension Color {
    static let brandPrimary = Color(red: 0.20, green: 0.35, blue: 0.90)
    static let brandSecondary = Color(hue: 0.9, saturation: 0.6, brightness: 0.9)
    static let surface = Color(.secondarySystemBackground)

    static var brandColors: [Color] { [.brandPrimary, .brandSecondary, .surface] }
}

extension CGFloat {
    static let gutter: CGFloat = 16
    static let swatch: CGFloat = 72
}

extension Font {
    static let caption3 = Font.system(size: 10, weight: .medium, design: .rounded)
}

extension View {
    func cardStyle(padding: CGFloat = .gutter) -> some View {
        self
            .padding(padding)
            .background(Color.surface)
            .cornerRadius(12)
            .shadow(color: .black.opacity(0.1), radius: 6, x: 0, y: 3)
    }
}

struct BrandPalette: View {
    var body: some View {
        HStack(spacing: .gutter) {
            ForEach(Color.brandColors, id: \.self) { color in
                RoundedRectangle(cornerRadius: 8)
                    .fill(color)
                    .frame(width: .swatch, height: .swatch)
            }
        }
        .cardStyle()
    }
}

#Preview {
    BrandPalette()
}
