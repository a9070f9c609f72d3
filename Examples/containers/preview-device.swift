// A preview chooses the device it is laid out on, its orientation and its proposal, as Xcode's
// canvas does; `--device` and `--proposal` on the command line win over it.
//
//     layoutlab run Examples/containers/preview-device.swift        # iPhone SE in landscape
//     layoutlab run Examples/containers/preview-device.swift --device "iPad mini"

struct ScreenInfo: View {
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        VStack(spacing: 8) {
            Text("\(Int(UIScreen.main.bounds.width)) × \(Int(UIScreen.main.bounds.height)) pt")
            Text("@\(Int(displayScale))x, \(verticalSizeClass == .compact ? "compact" : "regular") height")
        }
        .font(.headline)
    }
}

#Preview(traits: .landscapeLeft) {
    ScreenInfo()
        .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
}
