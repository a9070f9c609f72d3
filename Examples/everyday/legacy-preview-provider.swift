import SwiftUI

// Pre-2023 style: a PreviewProvider with a Group of previews, the first laid out at
// .sizeThatFits, as Xcode 12–14 projects were written.

struct ToggleChip: View {
    var isOn: Bool

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule()
                .fill(isOn ? Color.green : Color.gray.opacity(0.3))
                .frame(width: 52, height: 32)
            Circle()
                .fill(Color.white)
                .frame(width: 28, height: 28)
                .padding(2)
                .shadow(radius: 1)
        }
    }
}

struct ToggleChip_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ToggleChip(isOn: true)
                .padding()
                .previewLayout(.sizeThatFits)
            ToggleChip(isOn: false)
                .padding()
                .previewLayout(.sizeThatFits)
                .preferredColorScheme(.dark)
        }
    }
}
