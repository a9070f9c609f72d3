import SwiftUI

public struct PriceTag: View {
    public let price: String

    public init(price: String) {
        self.price = price
    }

    public var body: some View {
        Text(price)
            .padding(Kit.inset)
    }
}

public enum Kit {
    public static let inset: CGFloat = 6
}
