// Labels in each style: an icon and a title side by side by default; `.labelStyle` lays out
// only the title, only the icon, or both.
//
//     layoutlab run Examples/containers/label-styles.swift

struct WeatherBadges: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Rain", systemImage: "cloud.rain")
            Label("Rain", systemImage: "cloud.rain")
                .labelStyle(.titleOnly)
            Label("Rain", systemImage: "cloud.rain")
                .labelStyle(.iconOnly)
            Label {
                Text("Wind").font(.headline)
            } icon: {
                Circle().fill(.blue).frame(width: 12, height: 12)
            }
            HStack {
                Label("Sunrise", systemImage: "sunrise")
                Label("Sunset", systemImage: "sunset")
            }
            .labelStyle(.titleAndIcon)
        }
        .padding()
    }
}

#Preview {
    WeatherBadges()
}
