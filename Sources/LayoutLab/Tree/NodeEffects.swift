import Foundation

/// What a node does that is not layout, recorded on the node the modifiers wrap (like drawing
/// attributes): the offset it is drawn at (spec §4.5, §20.2) and its preference modifiers, in
/// the order they were applied, innermost first (see Preferences/).
struct NodeEffects: @unchecked Sendable {
    /// The sum of the node's `.offset`s: moves its drawing and its subtree's, not its layout.
    var offset = CGSize.zero
    var preferences: [PreferenceModifier] = []
}
