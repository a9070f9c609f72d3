import SwiftUI

// Written for LayoutLab's tests: an older Xcode project whose app target spans several
// top-level groups (Profile/, Onboarding/, and Shared/Spacing.swift by a SOURCE_ROOT path).
struct ProfileView: View {
    let user = User(name: "Ada")

    var body: some View {
        Text(user.name)
            .padding(Spacing.large)
    }
}
