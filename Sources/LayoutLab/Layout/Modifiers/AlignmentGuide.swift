import Foundation

// Spec §1.3 — `.alignmentGuide(_:computeValue:)`: transparent for size, spacing and layout
// priority; it replaces the explicit value of one guide with the closure's answer, computed
// from the child's dimensions.

struct AlignmentGuideLayout: @unchecked Sendable {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
}
