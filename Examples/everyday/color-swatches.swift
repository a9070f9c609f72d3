import SwiftUI

// A palette of fixed-size swatches, as design-system screens show them: rows of colours in
// frames of a given width and height. A stack whose children are all such frames is laid out
// by the engine's direct path (issue 36: it asks the frames without looking them up); a row
// with a Spacer, a priority or a frame of one dimension takes the general one. Both make the
// same queries in the same order (`layoutlab run --format trace`).

struct SwatchRow: View {
    let colors: [Color]
    let size: CGFloat

    var body: some View {
        HStack(spacing: 8) {
            ForEach(colors.indices, id: \.self) { index in
                colors[index].frame(width: size, height: size)
            }
        }
    }
}

struct ColorSwatches: View {
    private let blues: [Color] = [.blue, .cyan, .teal, .indigo, .mint]
    private let warms: [Color] = [.red, .orange, .yellow, .pink, .brown]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SwatchRow(colors: blues, size: 44)
            SwatchRow(colors: warms, size: 36)
            HStack(alignment: .bottom, spacing: 4) {
                ForEach(0..<6) { step in
                    Color.purple.frame(width: 20, height: CGFloat(12 + step * 8))
                }
            }
            HStack {
                Color.green.frame(width: 60, height: 24)
                Spacer()
                Color.gray.frame(width: 24, height: 24).layoutPriority(1)
            }
            HStack(spacing: 2) {
                ForEach(0..<8) { _ in Color.black.frame(height: 6) }
            }
            ScrollView(.horizontal) {
                SwatchRow(colors: blues + warms, size: 52)
            }
        }
        .padding()
    }
}

#Preview {
    ColorSwatches()
}
