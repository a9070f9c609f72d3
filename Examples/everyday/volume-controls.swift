import SwiftUI

// Audio settings: sliders with minimum and maximum value labels, a stepper, and labels with
// icons, in a VStack as a sheet shows them.

struct AudioSettings: View {
    @State private var volume = 0.7
    @State private var balance = 0.5
    @State private var delay = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Label("Volume", systemImage: "speaker.wave.2")
                .font(.headline)
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
            Label("Balance", systemImage: "slider.horizontal.3")
                .font(.headline)
            Slider(value: $balance, in: 0...1, step: 0.1)
            Stepper("Delay: \(delay) s", value: $delay, in: 0...10)
        }
        .padding()
    }
}

#Preview {
    AudioSettings()
}
