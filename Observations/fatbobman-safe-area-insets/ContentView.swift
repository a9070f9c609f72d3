import SwiftUI

// 掌握 SwiftUI 的 Safe Area (fatbobman, 2021-11-22), section 使用 GeometryReader 获取
// https://fatbobman.com/zh/posts/safearea/ (source: github.com/fatbobman/MyPublishBlog,
// Content/posts/safeArea.md). The article's SafeAreaInsetsKey, printSafeAreaInsets(id:) and
// GetSafeArea, unchanged; the #Preview naming the view to lay out is the only addition. Its
// console output on an iPhone 13 Pro, as the article prints it, is in device.log.
struct SafeAreaInsetsKey: PreferenceKey {
    static var defaultValue = EdgeInsets()
    static func reduce(value: inout EdgeInsets, nextValue: () -> EdgeInsets) {
        value = nextValue()
    }
}

extension View {
    func printSafeAreaInsets(id: String) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear
                    .preference(key: SafeAreaInsetsKey.self, value: proxy.safeAreaInsets)
            }
            .onPreferenceChange(SafeAreaInsetsKey.self) { value in
                print("\(id) insets:\(value)")
            }
        )
    }
}

struct GetSafeArea: View {
    var body: some View {
        NavigationView {
            VStack {
                Text("Hello world")
                    .printSafeAreaInsets(id: "Text")
            }
        }
        .printSafeAreaInsets(id: "NavigationView")
    }
}

#Preview {
    GetSafeArea()
}
