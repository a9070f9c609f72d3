import Foundation

// Spec §22.1, §22.4 — TextField and SecureField: expanding across, hugging down: the proposed
// width and one line of the environment's font tall (20.333 with body on a 3× screen),
// whatever the proposed height. UNCERTAIN (§22.4): an unspecified width is the width of the
// text shown (the text, else the placeholder), on the pixel grid as Text's is (§2.5).
// TextEditor expands both ways: the proposal, nil → 10 (ControlMetrics, UNCERTAIN).

struct TextFieldLayout: LeafLayout {
    /// What the field shows when laid out: its text, or the placeholder when that is empty.
    let shown: String

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let font = context.resolve(context.font)
        let model = context.configuration.fontModel
        let pixel = context.pixelLength
        func onGrid(_ x: CGFloat) -> CGFloat { (x / pixel - 1e-9).rounded(.up) * pixel }
        let width = proposal.width ?? onGrid(model.width(of: Substring(shown), in: font))
        return CGSize(width: width, height: onGrid(model.metrics(of: font).lineHeight))
    }

    /// A field's text sits on the first line: its baselines are the font's (§2.5).
    func explicitAlignment(_ key: AlignmentKey, at size: ViewSize, in context: LeafContext) -> CGFloat? {
        switch key {
        case VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key:
            context.configuration.fontModel.metrics(of: context.resolve(context.font)).ascent
        default: nil
        }
    }
}

struct TextEditorLayout: LeafLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let unspecified = ControlMetrics.textEditorUnspecifiedLength
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: unspecified, height: unspecified))
    }
}
