import SwiftUI

// What runs after layout (issue 33, rule 6): a banner that reads its own height in onAppear
// from a GeometryReader's size and pads the list below by it. onAppear runs once after the
// first layout, the deepest view's first; the state it sets lays the screen out again (a
// second pass, `layoutlab run --format trace`); the task prints as far as its first await.

struct ContentView: View {
    @State private var bannerHeight: CGFloat = 0

    var body: some View {
        ZStack(alignment: .top) {
            VStack(spacing: 8) {
                ForEach(0..<3) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.gray.opacity(0.3))
                        .frame(height: 60)
                        .onAppear { print("row \(index) appeared") }
                }
            }
            .padding(.top, bannerHeight)
            .padding(.horizontal)

            Color.blue
                .frame(height: 44)
                .overlay(GeometryReader { proxy in
                    Color.clear.onAppear {
                        print("banner height \(proxy.size.height)")
                        bannerHeight = proxy.size.height
                    }
                })
        }
        .task {
            print("loading")
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            print("loaded")
        }
    }
}
