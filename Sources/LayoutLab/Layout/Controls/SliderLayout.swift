import Foundation

// Spec §22.1, §22.4 — Slider: expanding across, hugging down: the proposed width (nil → 10,
// as a shape) and 30 pt tall whatever it is offered (PlatformMetrics, UNCERTAIN). With minimum
// and maximum value labels it is an HStack of them and the track (UNCERTAIN: the labels sit
// beside the track with the default spacing, as UISlider's value images do).

struct SliderLayout: LeafLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        CGSize(width: proposal.width ?? ControlMetrics.sliderUnspecifiedWidth, height: context.environment.platformMetrics.sliderHeight)
    }
}
