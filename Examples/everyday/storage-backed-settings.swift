import SwiftUI

// Settings persisted with @AppStorage and @SceneStorage, a @FocusState field tracker, and an
// enum stored by raw value: LayoutLab uses each wrapper's default value.

enum Density: String, CaseIterable, Identifiable {
    case compact, regular, spacious

    var id: String { rawValue }

    var rowHeight: CGFloat {
        switch self {
        case .compact: 32
        case .regular: 44
        case .spacious: 56
        }
    }
}

struct DensityPreview: View {
    @AppStorage("density") private var density: Density = .regular
    @AppStorage("rows") private var rows = 4
    @SceneStorage("selectedRow") private var selectedRow: Int?
    @FocusState private var focusedRow: Int?

    var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<rows, id: \.self) { row in
                Rectangle()
                    .fill(row == (selectedRow ?? 0) ? Color.accentColor.opacity(0.2) : Color(.systemBackground))
                    .frame(height: density.rowHeight)
                    .focused($focusedRow, equals: row)
            }
        }
        .background(Color(.separator))
        .padding(.horizontal, 20)
    }
}

#Preview {
    DensityPreview()
}
