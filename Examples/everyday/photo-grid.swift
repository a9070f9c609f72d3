import SwiftUI

// A photo library grid: square thumbnails in an adaptive LazyVGrid inside a ScrollView, two
// points apart, as many columns as fit at least 100 points wide.

struct Photo: Identifiable {
    let id: Int
    var hue: Double { Double(id % 12) / 12 }
}

struct PhotoGrid: View {
    let photos = (1...30).map(Photo.init)
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(photos) { photo in
                    Color(hue: photo.hue, saturation: 0.5, brightness: 0.9)
                        .aspectRatio(1, contentMode: .fill)
                }
            }
        }
    }
}

#Preview {
    PhotoGrid()
}
