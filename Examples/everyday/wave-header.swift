import SwiftUI

// A header whose lower edge is a wave: a custom Shape takes whatever size it is offered,
// like Rectangle does, and the title sits on top of it.

struct Wave: Shape {
    var amplitude: CGFloat = 20

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - amplitude))
        path.addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - amplitude),
            control1: CGPoint(x: rect.maxX * 0.66, y: rect.maxY + amplitude),
            control2: CGPoint(x: rect.maxX * 0.33, y: rect.maxY - amplitude * 3))
        path.closeSubpath()
        return path
    }
}

struct WaveHeader: View {
    var body: some View {
        VStack(spacing: 0) {
            Wave(amplitude: 16)
                .fill(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
                .frame(height: 220)
            Rectangle()
                .fill(Color(.systemBackground))
        }
        .ignoresSafeArea(edges: .top)
    }
}

#Preview {
    WaveHeader()
}
