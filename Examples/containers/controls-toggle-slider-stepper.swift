// Controls outside a list (spec §22): a Toggle takes the whole width and puts its 51×31 switch
// at the trailing edge (§22.5(a)); a Slider is the proposed width and 30 tall; a Stepper is
// labeled content with a 94×32 stepper; a linear ProgressView is 4 tall.
//
//     layoutlab run Examples/containers/controls-toggle-slider-stepper.swift

struct PlaybackControls: View {
    @State private var shuffle = true
    @State private var repeatAll = false
    @State private var volume = 0.5
    @State private var speed = 1.0
    @State private var sleepTimer = 15

    var body: some View {
        VStack(spacing: 20) {
            Toggle("Shuffle", isOn: $shuffle)
            Toggle(isOn: $repeatAll) {
                Label("Repeat all", systemImage: "repeat")
            }
            Slider(value: $volume)
            Slider(value: $speed, in: 0.5...2, step: 0.25) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0.5×")
            } maximumValueLabel: {
                Text("2×")
            }
            Stepper("Sleep timer: \(sleepTimer) min", value: $sleepTimer, in: 0...120, step: 5)
            ProgressView(value: 0.3)
            ProgressView()
        }
        .padding()
    }
}

#Preview {
    PlaybackControls()
}
