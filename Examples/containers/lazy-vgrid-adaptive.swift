import SwiftUI

// An app icon picker: as many icon cells of 72 to 90 points as fit across, 16 apart, under
// two flexible columns of usage cards.
//
// The icons' grid is offered 402 − 2 × 20 = 362. One adaptive GridItem takes it all: four
// 72-point tracks fit (4 × 72 + 3 × 16 = 336; five would need 424), each (362 − 3 × 16) ÷ 4 =
// 78.5 wide, under the 90-point cap (spec §19.2 step 4). The usage cards share
// (362 − 12) ÷ 2 = 175 each (§19.2 step 3, two flexible items).

struct AppIcon: Identifiable {
    let id: Int
    let name: String
    let color: Color
}

struct IconPicker: View {
    let icons = [
        AppIcon(id: 1, name: "Classic", color: .blue), AppIcon(id: 2, name: "Dark", color: .black),
        AppIcon(id: 3, name: "Sunset", color: .orange), AppIcon(id: 4, name: "Forest", color: .green),
        AppIcon(id: 5, name: "Berry", color: .purple), AppIcon(id: 6, name: "Mono", color: .gray),
    ]
    let usage = [("Today", "2 h 14 min"), ("This week", "11 h"), ("Pickups", "58"), ("Notifications", "214")]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible())], spacing: 12) {
                    ForEach(usage, id: \.0) { title, value in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(title).font(.caption)
                            Text(value).font(.title3.bold())
                        }
                        .frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
                        .padding(.horizontal, 12)
                        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                    }
                }
                Text("App Icon")
                    .font(.headline)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 72, maximum: 90), spacing: 16)], spacing: 20) {
                    ForEach(icons) { icon in
                        VStack(spacing: 6) {
                            RoundedRectangle(cornerRadius: 14)
                                .fill(icon.color)
                                .frame(width: 64, height: 64)
                            Text(icon.name)
                                .font(.caption)
                        }
                    }
                }
            }
            .padding(.horizontal, 20)
        }
    }
}

#Preview {
    IconPicker()
}
