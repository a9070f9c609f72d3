import SwiftUI

// A profile editor: labels of different widths, and the fields after them lined up on one
// leading edge, across rows that are separate HStacks inside a VStack. A custom
// HorizontalAlignment does it (spec §21): each field sets its explicit value for the guide, the
// rows pass it up (a container's explicit value is its children's, moved to its own
// coordinates, §21.2), and the VStack aligns the rows on it.
//
// Below, an avatar with a status badge whose top lines up with the avatar's name line: a
// custom VerticalAlignment in an Alignment, used by a ZStack and by .frame(alignment:).

extension HorizontalAlignment {
    private struct FieldLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    static let fieldLeading = HorizontalAlignment(FieldLeading.self)
}

extension VerticalAlignment {
    private enum NameLine: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 4 }
    }

    static let nameLine = VerticalAlignment(NameLine.self)
}

extension Alignment {
    static let badge = Alignment(horizontal: .trailing, vertical: .nameLine)
}

struct FieldRow: View {
    let label: String
    let width: CGFloat

    var body: some View {
        HStack(spacing: 8) {
            Text(label)
                .font(.callout)
            RoundedRectangle(cornerRadius: 6)
                .stroke(Color.gray)
                .frame(width: width, height: 32)
                .alignmentGuide(.fieldLeading) { d in d[.leading] }
        }
    }
}

struct ProfileEditor: View {
    var body: some View {
        VStack(alignment: .fieldLeading, spacing: 12) {
            FieldRow(label: "Name", width: 160)
            FieldRow(label: "Email address", width: 200)
            FieldRow(label: "City", width: 120)
            ZStack(alignment: .badge) {
                Circle()
                    .fill(Color.blue)
                    .frame(width: 80, height: 80)
                    .alignmentGuide(.nameLine) { d in d[.top] + 16 }
                Capsule()
                    .fill(Color.green)
                    .frame(width: 28, height: 16)
            }
            .frame(width: 200, height: 100, alignment: .badge)
            .alignmentGuide(.fieldLeading) { d in d[.leading] }
        }
        .padding()
    }
}

#Preview {
    ProfileEditor()
}
