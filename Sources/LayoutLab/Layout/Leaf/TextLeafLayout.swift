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
    /// A concatenation's Texts (`Text.runs`); empty for one Text.
    var runs: [TextRun] = []

    /// §25 — the Text's font, else the environment's, else body; then the environment's font
    /// modifiers (`View.bold()`, …), then the Text's own; at the environment's Dynamic Type size.
    /// A concatenation's: its first run's.
    func resolvedFont(in context: LeafContext) -> Font {
        guard let first = runs.first else {
            return context.resolve(fontModifiers.overriding(context.environment.fontModifiers).apply(to: font ?? context.font))
        }
        return resolved(first, in: context).style.font
    }

    /// A run's font as a Text's: its own font and modifiers, else the concatenation's, else the
    /// environment's; its spacing likewise; its string as `.textCase` shows it.
    private func resolved(_ run: TextRun, in context: LeafContext) -> (text: String, style: TextRunStyle) {
        let environment = context.environment
        let modifiers = run.fontModifiers.overriding(fontModifiers).overriding(environment.fontModifiers)
        let font = context.resolve(modifiers.apply(to: run.font ?? self.font ?? context.font))
        let spacing = run.characterSpacing.overriding(characterSpacing).overriding(environment.characterSpacing)
        let text = displayed(run.content, environment)
        return (text, TextRunStyle(utf8Count: text.utf8.count, font: font, characterSpacing: spacing))
    }

    /// The runs as measured: adjacent runs that resolve to the same font and spacing are one, as
    /// Core Text shapes them (kerning crosses them).
    private func resolvedRuns(in context: LeafContext) -> [(text: String, style: TextRunStyle)] {
        var merged: [(text: String, style: TextRunStyle)] = []
        for run in runs {
            let next = resolved(run, in: context)
            if let last = merged.last, last.style.font == next.style.font,
               last.style.characterSpacing == next.style.characterSpacing {
                merged[merged.count - 1].text += next.text
                merged[merged.count - 1].style.utf8Count += next.style.utf8Count
            } else {
                merged.append(next)
            }
        }
        return merged
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
        var options = TextLayoutOptions(
            lineSpacing: environment.lineSpacing,
            characterSpacing: characterSpacing.overriding(environment.characterSpacing),
            reservedLines: environment.reservedLines)
        let model = context.configuration.fontModel
        var text = displayed(content, environment), font = resolvedFont(in: context)
        if !runs.isEmpty {
            let measured = resolvedRuns(in: context)
            text = measured.map(\.text).joined()
            font = measured[0].style.font
            options.characterSpacing = measured[0].style.characterSpacing
            if measured.count > 1 { options.runs = measured.map(\.style) }
            for run in measured {
                if let note = approximationNote(for: run.text, in: run.style.font, model: model) { context.diagnose(note) }
            }
        } else if let note = approximationNote(for: text, in: font, model: model) {
            context.diagnose(note)
        }
        return TextLayoutCache.shared.layout(
            text, font: font, model: model,
            proposal: proposal, lineLimit: context.lineLimit, truncationMode: context.truncationMode, options: options)
    }

    /// What is measured: the string as `.textCase` shows it.
    private func displayed(_ string: String, _ environment: EnvironmentValues) -> String {
        switch environment.textCase {
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
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
