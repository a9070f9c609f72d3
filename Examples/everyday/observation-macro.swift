import SwiftUI
import Observation

// The iOS 17 way: an @Observable model, @State ownership, @Bindable for bindings, and a
// view that reads a computed property of the model.

@Observable
final class PlayerModel {
    var volume: Double = 0.6
    var isMuted = false
    var queue = ["Intro", "Verse", "Chorus", "Bridge", "Outro"]

    var effectiveVolume: Double { isMuted ? 0 : volume }
}

struct VolumeMeter: View {
    let level: Double
    let segments = 10

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<segments, id: \.self) { index in
                Rectangle()
                    .fill(Double(index) < level * Double(segments) ? Color.green : Color.gray.opacity(0.25))
                    .frame(width: 12, height: CGFloat(8 + index * 3))
            }
        }
    }
}

struct MuteButton: View {
    @Bindable var model: PlayerModel

    var body: some View {
        Button {
            model.isMuted.toggle()
        } label: {
            Circle()
                .fill(model.isMuted ? Color.red : Color.blue)
                .frame(width: 44, height: 44)
        }
    }
}

struct PlayerControls: View {
    @State private var model = PlayerModel()

    var body: some View {
        HStack(alignment: .bottom, spacing: 20) {
            VolumeMeter(level: model.effectiveVolume)
            MuteButton(model: model)
        }
        .padding()
    }
}

#Preview {
    PlayerControls()
}
