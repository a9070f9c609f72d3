import SwiftUI
import RemoteKit

struct GalleryView: View {
    let person = Person.sample

    var body: some View {
        VStack(spacing: 8) {
            RemoteAvatar(url: person.avatarURL)
                .frame(width: 44, height: 44)
            Text(person.name)
            ShimmerBanner(style: RemoteStyle.compact)
        }
        .padding(12)
    }
}

#Preview {
    GalleryView()
}
