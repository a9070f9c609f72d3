import Foundation
import LayoutLab

// Views from the seed listings (copied from Tests/LayoutLabTests, which hold the golden
// outputs), each recorded and read back by the store tests. Together they produce every kind
// of event: proposals with cache hits and misses, Text length probes, place and
// placeSubviews, unplaced ViewThatFits candidates and nodes built during layout.

enum SeedViews {
    struct Example: Sendable {
        var name: String
        var tree: @Sendable () -> ViewTree
    }

    static let all: [Example] = [
        Example(name: "000 VStack(HStack), tagged") { ViewTree(ThreeRectangles(tagged: true)) },
        Example(name: "000 おまけ 1") { ViewTree(TwoRectangles()) },
        Example(name: "000 おまけ 2 fixedSize") { ViewTree(FixedSizeStack()) },
        Example(name: "000 overview with positions") { ViewTree(Overview()) },
        Example(name: "000 padding") { ViewTree(PaddedText()) },
        Example(name: "000 RedRectangleProxy") { ViewTree(RedRectangleProxyView()) },
        Example(name: "001 frame(minWidth:maxWidth:) with Text") { ViewTree(FrameObservation()) },
        Example(name: "002 Text + Spacer + Text") { ViewTree(TextSpacerText()) },
        Example(name: "002 Text + Spacer + Color") { ViewTree(TextSpacerColor()) },
        Example(name: "003 ViewThatFits") { ViewTree(UploadProgressStack()) },
        Example(name: "004 BasicVStack") { ViewTree(BasicVStack { Text("Hello"); Text("World, again") }) },
        Example(name: "GeometryReader content built during layout") { ViewTree(GeometryContent()) },
    ]
}

// MARK: Seed 000

struct ThreeRectangles: View {
    var tagged = false

    var body: some View {
        if tagged {
            stack.inspectLayoutProcess("VStack")
                .frame(width: 300, height: 500)
                .border(.gray)
        } else {
            stack
                .frame(width: 300, height: 500)
                .border(.gray)
        }
    }

    var stack: some View {
        VStack(spacing: 10) {
            flexibleSizeRectangle(color: .red, minHeight: 10, maxHeight: 100)
                .inspectLayoutProcess("🟥")

            fixedSizeRectangle(color: .blue, size: 100)
                .inspectLayoutProcess("🟦")

            flexibleSizeRectangle(color: .yellow, minHeight: 50, maxHeight: 100)
                .inspectLayoutProcess("🟨")
        }
    }

    func flexibleSizeRectangle(color: Color, minHeight: CGFloat, maxHeight: CGFloat) -> some View {
        Rectangle()
            .fill(color)
            .frame(width: 100)
            .frame(minHeight: minHeight, maxHeight: maxHeight)
    }

    func fixedSizeRectangle(color: Color, size: CGFloat) -> some View {
        Rectangle()
            .fill(color)
            .frame(width: size, height: size)
    }
}

struct TwoRectangles: View {
    var body: some View {
        VStack(spacing: .zero) {
            rectangle(color: .red, minHeight: 200, maxHeight: 250)
                .inspectLayoutProcess("🟥")
            rectangle(color: .blue, minHeight: 0, maxHeight: 60)
                .inspectLayoutProcess("🟦")
        }
        .frame(width: 300, height: 300)
        .border(.primary)
    }

    func rectangle(color: Color, minHeight: CGFloat, maxHeight: CGFloat) -> some View {
        Rectangle()
            .fill(color)
            .frame(minHeight: minHeight, maxHeight: maxHeight)
    }
}

struct FixedSizeStack: View {
    var body: some View {
        VStack(spacing: 10) {
            ThreeRectangles().flexibleSizeRectangle(color: .red, minHeight: 10, maxHeight: 100)
                .inspectLayoutProcess("🟥")
            ThreeRectangles().fixedSizeRectangle(color: .blue, size: 100)
                .inspectLayoutProcess("🟦")
            ThreeRectangles().flexibleSizeRectangle(color: .yellow, minHeight: 50, maxHeight: 100)
                .inspectLayoutProcess("🟨")
        }
        .inspectLayoutProcess("VStack")
        .fixedSize()
        .border(.gray)
    }
}

struct Overview: View {
    var body: some View {
        VStack {
            Text("Hello, world.")
                .inspectLayoutProcess("Text", printPosition: true)
        }
        .frame(width: 300, height: 300)
    }
}

struct PaddedText: View {
    var body: some View {
        Text("Hello, world.")
            .inspectLayoutProcess("Text")
            .padding(10)
            .inspectLayoutProcess("padding")
    }
}

struct RedRectangleProxy: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        switch proposal {
        case .init(width: 300, height: .zero): .init(width: 90, height: 100)
        case .init(width: 300, height: .infinity): .init(width: 110, height: 100)
        default: .init(width: 100, height: 100)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

struct RedRectangleProxyView: View {
    var body: some View {
        VStack(spacing: .zero) {
            RedRectangleProxy {
                Rectangle()
                    .fill(.red)
                    .frame(width: 100, height: 100)
            }
            .inspectLayoutProcess("🟥")

            Rectangle()
                .fill(.blue)
                .frame(width: 100, height: 100)
                .inspectLayoutProcess("🟦")
        }
        .frame(width: 300, height: 300)
    }
}

// MARK: Seed 001

struct FrameObservation: View {
    var body: some View {
        VStack {
            Text("Hello, world! Hello")
                .font(.system(size: 16, design: .monospaced))
                .lineLimit(1)
                .frame(minWidth: 100, maxWidth: 150)
                .border(.red)
            Rectangle()
                .frame(minWidth: 50, maxWidth: 250)
        }
        .frame(width: 200)
    }
}

// MARK: Seed 002

struct TextSpacerText: View {
    var body: some View {
        HStack {
            Text("Hello")
                .border(.red)
            Spacer()
            Text("World")
                .border(.blue)
        }.padding()
            .frame(width: 300)
            .border(.green)
    }
}

struct TextSpacerColor: View {
    var body: some View {
        HStack {
            Text("Hello")
                .border(.red)
            Spacer()
            Color.blue
        }
        .frame(width: 300, height: 100)
        .border(.green)
    }
}

// MARK: Seed 003

struct UploadProgressView: View {
    var uploadProgress: Double

    var body: some View {
        ViewThatFits(in: .horizontal) {
            // A
            HStack {
                Text("\(uploadProgress.formatted(.percent))")
                ProgressView(value: uploadProgress)
                    .frame(width: 100)
            }

            // B
            ProgressView(value: uploadProgress)
                .frame(width: 100)

            // C
            Text("\(uploadProgress.formatted(.percent))")
        }
    }
}

struct UploadProgressStack: View {
    var body: some View {
        VStack {
            UploadProgressView(uploadProgress: 0.75)
                .frame(maxWidth: 200)
            UploadProgressView(uploadProgress: 0.75)
                .frame(maxWidth: 100)
            UploadProgressView(uploadProgress: 0.75)
                .frame(maxWidth: 50)
        }
    }
}

// MARK: Seed 004

struct BasicVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { result, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(
                width: max(result.width, size.width),
                height: result.height + size.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

// MARK: GeometryReader

struct GeometryContent: View {
    var body: some View {
        GeometryReader { proxy in
            VStack {
                Text("\(Int(proxy.size.width)) wide")
                    .inspectLayoutProcess("width")
                Color.red
            }
        }
        .frame(width: 200, height: 100)
    }
}

// MARK: Large trees

/// `count` HStack rows of a Text, a Spacer and a framed Rectangle: about 73 events a row.
struct Rows: View {
    var count: Int

    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<count) { index in
                HStack {
                    Text("Row \(index)")
                    Spacer()
                    Rectangle().frame(width: 20, height: 20)
                }
            }
        }
    }
}
