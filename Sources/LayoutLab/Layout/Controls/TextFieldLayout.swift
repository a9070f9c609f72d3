import Foundation

// Spec §22.1, §22.4 — TextField and SecureField: expanding across, hugging down: the proposed
// width and one line of the environment's font tall (20.333 with body on a 3× screen),
// whatever the proposed height. UNCERTAIN (§22.4): an unspecified width is the width of the
// text shown (the text, else the placeholder), on the pixel grid as Text's is (§2.5).
// TextEditor expands both ways: the proposal, nil → 10 (ControlMetrics, UNCERTAIN).
// A vertical-axis field (`TextField(_:text:axis: .vertical)`) is as tall as its text wrapped
// at the field's width, as a Text would be (§2.5, §25.2), so `lineLimit(n, reservesSpace:)`
// and `lineLimit(range)` reserve lines in it too. `.textFieldStyle(.roundedBorder)` insets the
// text by ControlMetrics.roundedBorderFieldInsets (UNCERTAIN).

struct TextFieldLayout: LeafLayout {
    /// What the field shows when laid out: its text, or the placeholder when that is empty.
    let shown: String
    var axis: Axis = .horizontal

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let insets = insets(in: context)
        let across = insets.leading + insets.trailing, down = insets.top + insets.bottom
        let text = textSize(width: proposal.width.map { max($0 - across, 0) }, in: context)
        return CGSize(width: proposal.width ?? text.width + across, height: text.height + down)
    }

    private func insets(in context: LeafContext) -> EdgeInsets {
        context.environment.textFieldStyle == .roundedBorder ? ControlMetrics.roundedBorderFieldInsets : EdgeInsets()
    }

    /// The text's size inside the field: one line, or the lines it wraps to at `width`.
    private func textSize(width: CGFloat?, in context: LeafContext) -> CGSize {
        let font = context.resolve(context.font)
        let model = context.configuration.fontModel
        let pixel = context.pixelLength
        func onGrid(_ x: CGFloat) -> CGFloat { (x / pixel - 1e-9).rounded(.up) * pixel }
        let line = onGrid(model.metrics(of: font).lineHeight)
        guard axis == .vertical else {
            return CGSize(width: onGrid(model.width(of: Substring(shown), in: font)), height: line)
        }
        let wrapped = TextLeafLayout(content: shown, font: nil).sizeThatFits(ProposedViewSize(width: width, height: nil), in: context)
        return CGSize(width: wrapped.width, height: max(wrapped.height, line))
    }

    /// A field's text sits on the first line: its baselines are the font's (§2.5), below the
    /// style's top inset.
    func explicitAlignment(_ key: AlignmentKey, at size: ViewSize, in context: LeafContext) -> CGFloat? {
        switch key {
        case VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key:
            insets(in: context).top + context.configuration.fontModel.metrics(of: context.resolve(context.font)).ascent
        default: nil
        }
    }
}

/// The built-in text field styles (SwiftUI's `TextFieldStyle` values).
public enum _TextFieldStyleKind: String, Hashable, Sendable {
    case automatic, plain, roundedBorder
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = _TextFieldStyleKind.automatic }

extension EnvironmentValues {
    var textFieldStyle: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

struct TextEditorLayout: LeafLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let unspecified = ControlMetrics.textEditorUnspecifiedLength
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: unspecified, height: unspecified))
    }
}
