import SwiftUI

// A mini player bar: artwork, a progress bar, and transport buttons whose labels are SF
// Symbols, laid out with Spacer and fixed artwork.

struct MiniPlayer: View {
    @State private var isPlaying = true
    let elapsed = 83.0
    let duration = 215.0

    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color.purple.gradient)
                    .frame(width: 48, height: 48)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Midnight City")
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                    Text("M83")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button { isPlaying.toggle() } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.title2)
                }
                Button {} label: {
                    Image(systemName: "forward.fill")
                        .font(.title2)
                }
            }
            ProgressView(value: elapsed, total: duration)
                .tint(.purple)
        }
        .padding(12)
        .background(.regularMaterial)
    }
}

#Preview {
    MiniPlayer()
}
