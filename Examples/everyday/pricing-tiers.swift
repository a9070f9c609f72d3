import SwiftUI

// Pricing plans side by side when they fit, stacked when they do not: ViewThatFits tries the
// HStack first, then the VStack.

struct Plan: Identifiable {
    let id: String
    let price: Int
    let isPopular: Bool
}

struct PlanCard: View {
    let plan: Plan

    var body: some View {
        VStack(spacing: 6) {
            Text(plan.id.capitalized)
                .font(.headline)
            Text("$\(plan.price)/mo")
                .font(.title2.weight(.semibold))
        }
        .frame(width: 120, height: 96)
        .background(plan.isPopular ? Color.accentColor.opacity(0.15) : Color(.secondarySystemBackground))
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(plan.isPopular ? Color.accentColor : .clear, lineWidth: 2))
    }
}

struct PricingTiers: View {
    let plans = [Plan(id: "basic", price: 5, isPopular: false), Plan(id: "plus", price: 12, isPopular: true),
                 Plan(id: "team", price: 29, isPopular: false)]

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) { cards }
            VStack(spacing: 12) { cards }
        }
        .padding()
    }

    private var cards: some View {
        ForEach(plans) { plan in
            PlanCard(plan: plan)
        }
    }
}

#Preview("iPhone") {
    PricingTiers()
}

#Preview("Narrow") {
    PricingTiers()
        .frame(width: 300)
}
