import SwiftUI

public enum Theme {
    public static let spacing: CGFloat = 12
    public static let cardPadding: CGFloat = 16
}

extension View {
    /// The app's card: padded, on a rounded background.
    public func cardStyle() -> some View {
        padding(Theme.cardPadding)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)))
    }
}
