import DesignSystem
import SwiftUI

struct ProfileView: View {
    let person: Person

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.spacing) {
            Text(person.name).font(.headline)
            Text(person.role)
        }
        .cardStyle()
    }
}

#Preview {
    ProfileView(person: .sample)
}
