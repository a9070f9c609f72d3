import SwiftUI

// A checkout progress indicator: four steps joined by bars, the current step highlighted.

enum CheckoutStep: Int, CaseIterable, Identifiable {
    case cart, address, payment, review

    var id: Int { rawValue }
}

struct StepDot: View {
    let isDone: Bool
    let isCurrent: Bool

    var body: some View {
        Circle()
            .fill(isDone || isCurrent ? Color.accentColor : Color(.systemGray4))
            .frame(width: isCurrent ? 24 : 16, height: isCurrent ? 24 : 16)
            .overlay {
                if isCurrent {
                    Circle().stroke(.white, lineWidth: 3)
                }
            }
    }
}

struct CheckoutProgress: View {
    var current: CheckoutStep = .payment

    var body: some View {
        HStack(spacing: 0) {
            ForEach(CheckoutStep.allCases) { step in
                StepDot(isDone: step.rawValue < current.rawValue, isCurrent: step == current)
                if step != CheckoutStep.allCases.last {
                    Capsule()
                        .fill(step.rawValue < current.rawValue ? Color.accentColor : Color(.systemGray5))
                        .frame(height: 4)
                }
            }
        }
        .padding(.horizontal, 24)
        .frame(height: 44)
    }
}

#Preview {
    CheckoutProgress()
}
