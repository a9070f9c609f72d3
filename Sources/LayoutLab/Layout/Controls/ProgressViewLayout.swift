import Foundation

// Spec §22.4 — ProgressView: a determinate (linear) bar takes the proposed width (nil → 10,
// like a shape) and is 4 pt tall; an indeterminate spinner is 20 × 20 pt whatever it is
// offered. The numbers are in ControlMetrics (UNCERTAIN).
//
// `.progressViewStyle(_:)` chooses between them through the environment: `.automatic` is the
// bar with a value and the spinner without (iOS's default); `.linear` is always the bar;
// `.circular` is always the spinner, a value included: Apple's CircularProgressViewStyle says
// "In cases where no determinate circular progress view style is available, circular progress
// views use an indeterminate style", and names only watchOS and widgets as having one.
// UNCERTAIN: the page does not say outright that an iPhone app has none.

struct ProgressViewLayout: LeafLayout {
    let isDeterminate: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        isLinear(context.environment.progressViewStyle)
            ? CGSize(width: proposal.width ?? ControlMetrics.progressBarUnspecifiedWidth, height: ControlMetrics.progressBarHeight)
            : CGSize(width: ControlMetrics.spinnerSide, height: ControlMetrics.spinnerSide)
    }

    private func isLinear(_ style: _ProgressViewStyleKind) -> Bool {
        switch style {
        case .automatic: isDeterminate
        case .linear: true
        case .circular: false
        }
    }
}

/// The built-in progress view styles (SwiftUI's `ProgressViewStyle` values).
public enum _ProgressViewStyleKind: String, Hashable, Sendable {
    case automatic, linear, circular
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = _ProgressViewStyleKind.automatic }

extension EnvironmentValues {
    var progressViewStyle: _ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
