import Foundation

// Spec §2.5, §25 — Text. nil and ∞ both mean unbounded; the ideal size is the unwrapped text;
// narrower proposals wrap at word boundaries; `lineLimit` and the proposed height cap the
// lines, and the last shown line is truncated. n lines are the first line's height plus n − 1
// times the style's leading plus `lineSpacing`; the font, kerning, tracking and text case come
// from the Text and its environment. Exactly (0, 0) answers (0, 0) without
// measuring, and so does a horizontal length probe with width 0 (what an HStack sends).

struct TextLeafLayout: LeafLayout {
    let content: String
    /// A font set on the Text itself (`Text(…).font(…)`) wins over the environment's.
    let font: Font?
    /// `Text(…).bold()`, `.kerning(…)`, …: win over the same modifiers set on a container.
    var fontModifiers = TextFontModifiers()
    var characterSpacing = TextCharacterSpacing()

    /// §25 — the Text's font, else the environment's, else body; then the environment's font
    /// modifiers (`View.bold()`, …), then the Text's own; at the environment's Dynamic Type size.
    func resolvedFont(in context: LeafContext) -> Font {
        context.resolve(fontModifiers.overriding(context.environment.fontModifiers).apply(to: font ?? context.font))
    }

    /// Texts at least this long (in UTF-8 bytes) keep their layouts per proposal for the pass.
    private static let memoizedLength = 10_000

    func layout(_ proposal: ProposedViewSize, in context: LeafContext) -> TextLayout {
        guard content.utf8.count >= Self.memoizedLength else { return makeLayout(proposal, in: context) }
        // nil and ∞ lay a Text out alike (both unbounded), so they share an entry.
        func bounded(_ length: CGFloat?) -> CGFloat? { length.flatMap { $0.isFinite ? $0 : nil } }
        let key = ProposedViewSize(width: bounded(proposal.width), height: bounded(proposal.height))
        return context.memoizedTextLayout(for: key) { makeLayout(key, in: context) }
    }

    private func makeLayout(_ proposal: ProposedViewSize, in context: LeafContext) -> TextLayout {
        let environment = context.environment
        let options = TextLayoutOptions(
            lineSpacing: environment.lineSpacing,
            characterSpacing: characterSpacing.overriding(environment.characterSpacing),
            reservedLines: environment.reservedLines)
        let text = displayedContent(environment), font = resolvedFont(in: context), model = context.configuration.fontModel
        if let note = approximationNote(for: text, in: font, model: model) { context.diagnose(note) }
        return TextLayoutCache.shared.layout(
            text, font: font, model: model,
            proposal: proposal, lineLimit: context.lineLimit, truncationMode: context.truncationMode, options: options)
    }

    /// What is measured: the string as `.textCase` shows it.
    private func displayedContent(_ environment: EnvironmentValues) -> String {
        switch environment.textCase {
        case .uppercase?: content.uppercased()
        case .lowercase?: content.lowercased()
        case nil: content
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        if proposal == .zero { return .zero }
        return layout(proposal, in: context).size(displayScale: context.displayScale)
    }

    func lengthThatFits(_ proposal: ProposedViewSize, in axis: Axis, context: LeafContext) -> CGFloat? {
        axis == .horizontal && proposal.width == 0 ? 0 : nil
    }

    /// Text's baselines: the first line's, and the last shown line's (spec §2.5).
    func explicitAlignment(_ key: AlignmentKey, at size: ViewSize, in context: LeafContext) -> CGFloat? {
        switch key {
        case VerticalAlignment.firstTextBaseline.key: layout(size.proposal, in: context).firstBaseline
        case VerticalAlignment.lastTextBaseline.key: layout(size.proposal, in: context).lastBaseline
        default: nil
        }
    }

    /// Text publishes font-metric spacing on its top and bottom edges only (spec §6.2).
    /// UNCERTAIN (spec §6.2, §14.3): the formulas are reconstructed from seed observations
    /// (6.434 above a body Text, 10.642 below), not read from SwiftUI.
    func spacing(in context: LeafContext) -> Spacing {
        let metrics = context.configuration.fontModel.metrics(of: resolvedFont(in: context))
        let pixel = context.pixelLength
        let lineHeight = metrics.ascent + metrics.descent
        let smallGap = ((lineHeight * 0.1) / pixel).rounded(.up) * pixel
        let text = Spacing.TextMetrics(
            ascent: metrics.ascent, descent: metrics.descent, leading: metrics.leading, pixelLength: pixel)
        return Spacing(minima: [
            .init(category: .edgeAboveText, edge: .top): .distance(lineHeight + smallGap - metrics.ascent),
            .init(category: .edgeBelowText, edge: .bottom):
                .distance(max(lineHeight + smallGap - metrics.capHeight, smallGap + metrics.descent)),
            .init(category: .textToText, edge: .top): .topTextMetrics(text),
            .init(category: .textToText, edge: .bottom): .bottomTextMetrics(text),
            .init(category: .edgeRightText, edge: .left): .distance(0),
            .init(category: .edgeLeftText, edge: .right): .distance(0),
        ])
    }
}
