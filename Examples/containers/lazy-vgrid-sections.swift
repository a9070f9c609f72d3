import SwiftUI

// A photo library by month: a two-column LazyVGrid whose Sections have a header across the whole
// grid and pin it while scrolling. Issue 33 rule 3; spec §19.3, §19.4(d), §17.3.
//
// The columns are (402 − 8) ÷ 2 = 197 wide; each header is proposed the grid's 402 (it is not a
// cell) and each section starts a new row, so March's three photos leave the second column of
// its last row empty and April starts at the left. The grid's spacing (12) separates headers
// from rows as it separates rows (UNCERTAIN, spec §19.1). Pinning moves headers only while
// scrolled; at offset 0, the only offset LayoutLab lays out, they are where they would be anyway.

struct MonthOfPhotos: Identifiable {
    let id: String
    let photos: Int
}

struct PhotoLibrary: View {
    let months = [MonthOfPhotos(id: "March", photos: 3), MonthOfPhotos(id: "April", photos: 4)]
    let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12, pinnedViews: [.sectionHeaders]) {
                ForEach(months) { month in
                    Section {
                        ForEach(0..<month.photos, id: \.self) { _ in
                            Color.teal.frame(height: 120)
                        }
                    } header: {
                        Color.gray.opacity(0.3)
                            .frame(height: 36)
                            .overlay(alignment: .leading) {
                                Text(month.id).font(.headline).padding(.leading, 16)
                            }
                    }
                }
            }
        }
    }
}

#Preview {
    PhotoLibrary()
}
