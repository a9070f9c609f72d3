import SwiftUI

// Three concentric activity rings: sizes from a stride, goals in a dictionary, progress
// zipped with colours, and the rings layered in a ZStack.

struct RingSpec {
    let name: String
    let progress: Double
    let color: Color
}

struct ActivityRings: View {
    let goals: [String: Double] = ["Move": 600, "Exercise": 30, "Stand": 12]
    let done: [String: Double] = ["Move": 420, "Exercise": 36, "Stand": 9]
    let order = ["Move", "Exercise", "Stand"]
    let lineWidth: CGFloat = 18

    var rings: [RingSpec] {
        zip(order, [Color.red, .green, .cyan]).compactMap { name, color in
            guard let goal = goals[name], goal > 0 else { return nil }
            let progress = min((done[name] ?? 0) / goal, 1.5)
            return RingSpec(name: name, progress: progress, color: color)
        }
    }

    var diameters: [CGFloat] {
        Array(stride(from: 200, through: 200 - 2 * (lineWidth + 2) * 2, by: -2 * (lineWidth + 2)))
    }

    var body: some View {
        ZStack {
            ForEach(Array(rings.enumerated()), id: \.offset) { index, ring in
                Circle()
                    .stroke(ring.color.opacity(0.25), lineWidth: lineWidth)
                    .overlay(
                        Circle()
                            .trim(from: 0, to: ring.progress)
                            .stroke(ring.color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                    )
                    .frame(width: diameters[index], height: diameters[index])
            }
        }
        .padding(lineWidth / 2)
    }
}

#Preview {
    ActivityRings()
}
