import SwiftUI

// A dashboard: a vertical ScrollView of cards built with a generic card container, a row of
// two metric tiles, and a chart placeholder whose height is fixed.

struct DashboardCard<Content: View>: View {
    let title: String
    @ViewBuilder var content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.headline)
            content()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

struct MetricTile: View {
    let label: String
    let value: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title2.bold())
                .foregroundStyle(tint)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct Dashboard: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                DashboardCard(title: "Today") {
                    HStack {
                        MetricTile(label: "Revenue", value: "$4,210", tint: .green)
                        MetricTile(label: "Orders", value: "87", tint: .blue)
                    }
                }
                DashboardCard(title: "This week") {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.blue.opacity(0.15))
                        .frame(height: 160)
                }
                DashboardCard(title: "Top products") {
                    ForEach(["Espresso beans", "Pour-over kit", "Ceramic mug"], id: \.self) { name in
                        Text(name)
                    }
                }
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    Dashboard()
}
