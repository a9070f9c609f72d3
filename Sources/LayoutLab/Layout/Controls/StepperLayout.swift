import Foundation

// Spec §22.4 — Stepper: laid out like a Toggle (label, flexible Spacer, control), its control a
// UIStepper of 94×32 (PlatformMetrics).

extension TreeBuilder {
    func stepper(title: String?, label: [Int]) -> Int {
        labeledContent(kind: "Stepper", title: title, label: label, content: [platformControl("StepperControl", \.stepperSize)])
    }
}
