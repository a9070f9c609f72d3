import SwiftUI

// A map with pins: each pin is placed with .position at a fraction of the map's size, read
// from a GeometryReader, and a "Locate me" button sits near the bottom-trailing corner.
//
// A positioned view takes the whole proposal (spec §20.1): the map is 402 × 778, so the café
// pin's centre is at (402 × 0.25, 778 × 0.3) = (100.5, 233.4) and its 20-point circle starts at
// (90.5, 223.4) in the map, (90.5, 285.4) on screen.

struct Pin: Identifiable {
    let id: Int
    let name: String
    let x: CGFloat
    let y: CGFloat
}

struct MapScreen: View {
    let pins = [
        Pin(id: 1, name: "Café", x: 0.25, y: 0.3),
        Pin(id: 2, name: "Library", x: 0.6, y: 0.5),
        Pin(id: 3, name: "Park", x: 0.8, y: 0.15),
    ]

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                Color.green.opacity(0.15)
                ForEach(pins) { pin in
                    Circle()
                        .fill(Color.red)
                        .frame(width: 20, height: 20)
                        .position(x: proxy.size.width * pin.x, y: proxy.size.height * pin.y)
                }
                Button("Locate me") {}
                    .padding(12)
                    .background(Capsule().fill(Color.white))
                    .position(CGPoint(x: proxy.size.width - 80, y: proxy.size.height - 40))
            }
        }
    }
}

#Preview {
    MapScreen()
}
