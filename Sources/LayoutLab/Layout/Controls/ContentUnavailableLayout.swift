import Foundation

// Spec §22 — ContentUnavailableView (iOS 17; the spec gives no numbers): it fills the space offered and centres a VStack of its
// label (an icon above a title), its description and its actions, 16 apart and padded 16
// across, text centred. UNCERTAIN: no source gives its geometry; the numbers are in
// ControlMetrics (a 48 pt icon, a title2 title 8 below it, a subheadline description).

extension TreeBuilder {
    func contentUnavailable(label: some View, description: some View, actions: some View) -> [Int] {
        let body = VStack(spacing: ControlMetrics.unavailableSpacing) {
            label
            description.font(.subheadline)
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, ControlMetrics.unavailablePadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        return buildView(body, into: self).map { id in
            modify(id) { $0.attributes.append(NodeAttribute("view", "ContentUnavailableView")) }
            return id
        }
    }
}

/// The icon above the title, as ContentUnavailableView's label style lays a Label out.
public struct _UnavailableLabel: View {
    let title: Text
    let systemImage: String

    public var body: some View {
        VStack(spacing: ControlMetrics.unavailableTitleSpacing) {
            Image(systemName: systemImage).resizable().scaledToFit()
                .frame(width: ControlMetrics.unavailableIconSide, height: ControlMetrics.unavailableIconSide)
            title.font(.title2.bold())
        }
    }
}
