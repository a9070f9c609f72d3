import Foundation
import LayoutLab

// Views from the seed listings, shared by the test targets: the golden tests lay them out
// against the seeds' printed output, the store and CLI tests record them and read them back.
// Together they produce every kind of event: proposals with cache hits and misses, Text
// length probes, place and placeSubviews, unplaced ViewThatFits candidates and nodes built
// during layout.

public enum SeedViews {
    public struct Example: Sendable {
        public var name: String
        public var tree: @Sendable () -> ViewTree
    }

    public static let all: [Example] = [
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

// The listing's helpers, shared by its VStack and its fixedSize variant.

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

public struct ThreeRectangles: View {
    var tagged = false

    public init(tagged: Bool = false) { self.tagged = tagged }

    public var body: some View {
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
}

public struct TwoRectangles: View {
    var prioritizeBlue = false

    public init(prioritizeBlue: Bool = false) { self.prioritizeBlue = prioritizeBlue }

    public var body: some View {
        VStack(spacing: .zero) {
            rectangle(color: .red, minHeight: 200, maxHeight: 250)
                .inspectLayoutProcess("🟥")
            if prioritizeBlue {
                rectangle(color: .blue, minHeight: 0, maxHeight: 60)
                    .layoutPriority(1.0)
            } else {
                rectangle(color: .blue, minHeight: 0, maxHeight: 60)
                    .inspectLayoutProcess("🟦")
            }
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

/// おまけ 2: the same VStack, tagged, under `.fixedSize()`.
public struct FixedSizeStack: View {
    public init() {}

    public var body: some View {
        ThreeRectangles().stack
            .inspectLayoutProcess("VStack")
            .fixedSize()
            .border(.gray)
    }
}

public struct Overview: View {
    public init() {}

    public var body: some View {
        VStack {
            Text("Hello, world.")
                .inspectLayoutProcess("Text", printPosition: true)
        }
        .frame(width: 300, height: 300)
    }
}

public struct PaddedText: View {
    public init() {}

    public var body: some View {
        Text("Hello, world.")
            .inspectLayoutProcess("Text")
            .padding(10)
            .inspectLayoutProcess("padding")
    }
}

public struct RedRectangleProxy: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        switch proposal {
        case .init(width: 300, height: .zero): .init(width: 90, height: 100)
        case .init(width: 300, height: .infinity): .init(width: 110, height: 100)
        default: .init(width: 100, height: 100)
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

public struct RedRectangleProxyView: View {
    public init() {}

    public var body: some View {
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

public struct FrameObservation: View {
    public init() {}

    public var body: some View {
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

public struct TextSpacerText: View {
    public init() {}

    public var body: some View {
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

public struct TextSpacerColor: View {
    public init() {}

    public var body: some View {
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

public struct UploadProgressView: View {
    var uploadProgress: Double

    public init(uploadProgress: Double) { self.uploadProgress = uploadProgress }

    public var body: some View {
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

public struct UploadProgressStack: View {
    public init() {}

    public var body: some View {
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

public struct BasicVStack: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { result, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(
                width: max(result.width, size.width),
                height: result.height + size.height)
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

// MARK: GeometryReader

public struct GeometryContent: View {
    public init() {}

    public var body: some View {
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
public struct Rows: View {
    var count: Int

    public init(count: Int) { self.count = count }

    public var body: some View {
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
