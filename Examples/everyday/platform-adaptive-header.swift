import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

// A header that adapts to the platform and OS version as shipping apps do: #if os(iOS),
// #if DEBUG, #available, and UIScreen for a width-dependent height.

struct AdaptiveHeader: View {
    private var headerHeight: CGFloat {
        #if os(iOS)
        return UIScreen.main.bounds.width > 400 ? 180 : 150
        #elseif os(macOS)
        return 120
        #else
        return 100
        #endif
    }

    private var cornerRadius: CGFloat {
        if #available(iOS 17, *) {
            return 24
        } else {
            return 12
        }
    }

    var body: some View {
        VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                .fill(Color.teal.gradient)
                .frame(height: headerHeight)
            #if DEBUG
            Rectangle()
                .fill(Color.yellow)
                .frame(height: 4)
            #endif
            Spacer()
        }
        .padding(.horizontal, 12)
    }
}

#Preview {
    AdaptiveHeader()
}
