import SwiftUI

enum Theme {
    static let padding: CGFloat = 24
}
