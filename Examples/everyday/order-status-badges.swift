import SwiftUI

// Order statuses as an enum with raw values and associated values, a switch with patterns
// choosing each badge's colour and width, and a protocol with a default implementation.

protocol BadgeStyle {
    var tint: Color { get }
    var minWidth: CGFloat { get }
}

extension BadgeStyle {
    var minWidth: CGFloat { 60 }
}

enum OrderStatus: BadgeStyle, Hashable {
    case placed
    case shipped(carrier: String)
    case delayed(days: Int)
    case delivered

    var tint: Color {
        switch self {
        case .placed: .blue
        case .shipped: .indigo
        case let .delayed(days) where days > 3: .red
        case .delayed: .orange
        case .delivered: .green
        }
    }

    var minWidth: CGFloat {
        if case .shipped(let carrier) = self, carrier.count > 3 { return 96 }
        return 60
    }
}

enum Priority: String, CaseIterable {
    case low = "L", normal = "N", high = "H"

    var dots: Int { Priority.allCases.firstIndex(of: self)! + 1 }
}

struct StatusBadge: View {
    let status: OrderStatus

    var body: some View {
        Capsule()
            .fill(status.tint.opacity(0.2))
            .frame(width: status.minWidth, height: 24)
    }
}

struct PriorityDots: View {
    let priority: Priority

    var body: some View {
        HStack(spacing: 3) {
            ForEach(0..<priority.dots, id: \.self) { _ in
                Circle().frame(width: 6, height: 6)
            }
        }
    }
}

struct OrderBadges: View {
    let orders: [(OrderStatus, Priority)] = [
        (.placed, .low), (.shipped(carrier: "FedEx"), .high), (.delayed(days: 5), .normal), (.delivered, .low),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(orders.indices, id: \.self) { index in
                let (status, priority) = orders[index]
                HStack(spacing: 8) {
                    StatusBadge(status: status)
                    PriorityDots(priority: priority)
                }
            }
        }
    }
}

#Preview {
    OrderBadges()
}
