import SwiftUI

// Current weather: a big temperature, the condition symbol at title size, and an hourly strip
// of equal columns.

struct Hour: Identifiable {
    let id: Int
    let temperature: Int
    let symbol: String
}

struct WeatherNow: View {
    let hours = (0..<5).map { offset in
        Hour(id: 9 + offset, temperature: 14 + offset, symbol: offset < 2 ? "cloud.sun.fill" : "sun.max.fill")
    }

    var body: some View {
        VStack(spacing: 16) {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text("18°")
                    .font(.system(size: 64, weight: .thin))
                Image(systemName: "sun.max.fill")
                    .font(.title)
                    .symbolRenderingMode(.multicolor)
            }
            HStack(spacing: 0) {
                ForEach(hours) { hour in
                    VStack(spacing: 6) {
                        Text("\(hour.id)h")
                            .font(.caption)
                        Image(systemName: hour.symbol)
                        Text("\(hour.temperature)°")
                            .font(.callout.monospacedDigit())
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .padding(.vertical, 12)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
        }
        .padding()
    }
}

#Preview {
    WeatherNow()
}
