import SwiftUI

// GeometryReader ：好东西还是坏东西？ (fatbobman, 2023-11-09), section 里子和面子：不同的尺寸数据
// https://www.fatbobman.com/posts/GeometryReader-Blessing-or-Curse/ (in English:
// https://fatbobman.com/en/posts/geometryreader-blessing-or-curse/; source:
// github.com/fatbobman/MyPublishBlog, Content/posts/GeometryReader-Blessing-or-Curse.md).
// The article's SizeView and printViewSize(), unchanged; the #Preview naming the view to lay
// out is the only addition. A GeometryReader in a background, under scaleEffect(2.2), prints
// its layout size (proxy.size) and its rendered size (frame(in: .global).size) from two tasks;
// the article's OUTPUT, as it prints it, is in device.log.
struct SizeView: View {
    var body: some View {
        Rectangle()
            .fill(Color.orange.gradient)
            .frame(width: 100, height: 100)
            .printViewSize()
            .scaleEffect(2.2)
    }
}

extension View {
    func printViewSize() -> some View {
        background(
            GeometryReader { proxy in
                let layoutSize = proxy.size
                let renderSize = proxy.frame(in: .global).size
                Color.clear
                    .task(id: layoutSize) {
                        print("Layout Size:", layoutSize)
                    }
                    .task(id: renderSize) {
                        print("Render Size:", renderSize)
                    }
            }
        )
    }
}

#Preview {
    SizeView()
}
