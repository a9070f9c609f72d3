import SwiftUI

// A photo library: as many square thumbnails of at least 100 points as fit across, 2 apart.
//
// One adaptive GridItem takes the whole width: 402 fits three 100-point tracks with 2 between
// them (3 × 100 + 2 × 2 = 304; four would need 406), each (402 − 2 × 2) ÷ 3 = 132.667 wide
// (spec §19.2 step 4). A square thumbnail proposed (132.667, nil) is 132.667 tall, so row n
// starts at n × (132.667 + 2).

struct Photo: Identifiable {
    let id: Int
    var hue: Double { Double(id % 10) / 10 }
}

struct PhotoLibrary: View {
    let photos = (0..<24).map { Photo(id: $0) }
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(photos) { photo in
                    Color(hue: photo.hue, saturation: 0.5, brightness: 0.9)
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .bottomTrailing) {
                            Text("\(photo.id + 1)")
                                .font(.caption2)
                                .padding(4)
                        }
                }
            }
        }
    }
}

#Preview {
    PhotoLibrary()
}
