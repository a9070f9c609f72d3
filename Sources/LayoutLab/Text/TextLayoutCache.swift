import Foundation

/// Text layouts shared by every layout pass in the process. A sweep lays out the same few
/// strings at the same few widths thousands of times (each case's layout, then each node's
/// flexibility), and wrapping and truncating them again was a sixth of each case's layout and
/// more than a third of measuring its flexibilities.
///
/// Only for the built-in font models (`StatelessFontModel`): a model from elsewhere may hold
/// state its name does not tell, so its texts are measured each time. Only for short texts
/// (`maximumLength`): hashing a long one costs about what keeping it saves; the longest keep
/// their layouts for the pass instead (`TextLeafLayout.memoizedLength`).
final class TextLayoutCache: @unchecked Sendable {
    static let shared = TextLayoutCache()

    /// Entries kept before the cache starts over: a few megabytes at most.
    static let capacity = 4_096
    /// Strings longer than this (in UTF-8 bytes) are not kept.
    static let maximumLength = 1_000

    /// Everything `TextLayout.init` reads.
    private struct Key: Hashable {
        let text: String
        let font: Font
        let model: String
        let proposal: ProposedViewSize
        let lineLimit: Int?
        let truncationMode: Text.TruncationMode
        let options: TextLayoutOptions
    }

    private let lock = NSLock()
    private var layouts: [Key: TextLayout] = [:]

    func layout(_ text: String, font: Font, model: any FontModel, proposal: ProposedViewSize, lineLimit: Int?,
                truncationMode: Text.TruncationMode, options: TextLayoutOptions) -> TextLayout {
        func make() -> TextLayout {
            TextLayout(text, font: font, model: model, proposal: proposal, lineLimit: lineLimit,
                       truncationMode: truncationMode, options: options)
        }
        guard model is StatelessFontModel,
              text.utf8.count <= Self.maximumLength else { return make() }
        let key = Key(text: text, font: font, model: model.name, proposal: proposal, lineLimit: lineLimit,
                      truncationMode: truncationMode, options: options)
        if let layout = lock.withLock({ layouts[key] }) { return layout }
        // Made outside the lock: two threads may both make a layout, and keep equal ones.
        let layout = make()
        lock.withLock {
            if layouts.count >= Self.capacity { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = layout
        }
        return layout
    }
}
