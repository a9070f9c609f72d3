import SwiftUI

// onAppear 的调用时机 (fatbobman, 2023-03-29), section 整合
// https://www.fatbobman.com/posts/onAppear-call-timing/ (in English:
// https://fatbobman.com/en/posts/onappear-call-timing/; source: github.com/fatbobman/MyPublishBlog,
// Content/posts/onAppear-call-timing.md). The article's MyLayout and LayoutTest, unchanged but
// for one view: its ViewHelper, a UIViewControllerRepresentable whose UIKit controller prints
// "helper layout" and "will appear(render)", is left out (LayoutLab does not run UIKit), with
// the onAppear printing "helper onAppear" attached to it. Those three lines of device.log are
// lines this file does not print, so verify skips them. The #Preview naming the view to lay out
// is the only addition. The article's console output, as it prints it, is in device.log.
struct MyLayout: Layout {
    let name: String
    func sizeThatFits(proposal _: ProposedViewSize, subviews _: Subviews, cache _: inout ()) -> CGSize {
        print("\(name) layout")
        return .init(width: 100, height: 100)
    }

    func placeSubviews(in _: CGRect, proposal _: ProposedViewSize, subviews _: Subviews, cache _: inout ()) {}
}

struct LayoutTest: View {
    var body: some View {
        MyLayout(name: "outer") {
            let _ = print("outer evaluate")
            MyLayout(name: "inner") {
                let _ = print("inner evaluate")
            }
            .onAppear {
                print("inner onAppear")
            }
        }
        .onAppear {
            print("outer onAppear")
        }
    }
}

#Preview {
    LayoutTest()
}
