import SwiftUI

// A delivery timeline: each row's dot sits on one vertical line because the dots, of
// different sizes, are centred in a fixed-width column, and the rows' leading edges are
// aligned with alignment guides.

struct TimelineEvent: Identifiable {
    let id: Int
    let isMajor: Bool
    let detailHeight: CGFloat
}

struct TimelineRow: View {
    let event: TimelineEvent
    let isLast: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(spacing: 0) {
                Circle()
                    .fill(event.isMajor ? Color.blue : Color.gray)
                    .frame(width: event.isMajor ? 16 : 10, height: event.isMajor ? 16 : 10)
                    .frame(width: 20, height: 20)
                if !isLast {
                    Rectangle()
                        .fill(Color.gray.opacity(0.4))
                        .frame(width: 2)
                }
            }
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(.secondarySystemBackground))
                .frame(height: event.detailHeight)
                .alignmentGuide(.top) { d in d[.top] - 2 }
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

struct DeliveryTimeline: View {
    let events = [
        TimelineEvent(id: 1, isMajor: true, detailHeight: 60),
        TimelineEvent(id: 2, isMajor: false, detailHeight: 40),
        TimelineEvent(id: 3, isMajor: true, detailHeight: 80),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(events) { event in
                TimelineRow(event: event, isLast: event.id == events.last?.id)
            }
        }
        .padding()
    }
}

#Preview {
    DeliveryTimeline()
}
