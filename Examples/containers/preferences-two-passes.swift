import SwiftUI

// A details card whose labels share one width: each label reports its width in a preference,
// the card keeps the widest with .onPreferenceChange in @State, and the labels are laid out
// again at that width. The state changes after the first layout, so SwiftUI lays the card out
// twice; `layoutlab run --format trace` shows both passes (the second marked "sizing 2").
//
// Below it, a segmented control draws its selection underline from an anchor preference: the
// selected segment publishes its bounds, and .overlayPreferenceValue draws the underline where
// a GeometryReader resolves that anchor.

struct LabelWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct SelectedSegmentKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct DetailsCard: View {
    @State private var labelWidth: CGFloat? = nil
    @State private var selected = 1
    let rows = [("Name", "Taylor"), ("Occupation", "Singer"), ("City", "Nashville")]
    let segments = ["Overview", "Songs", "Tours"]

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(rows, id: \.0) { label, value in
                    HStack(spacing: 12) {
                        Text(label)
                            .foregroundStyle(.secondary)
                            .background(GeometryReader { proxy in
                                Color.clear.preference(key: LabelWidthKey.self, value: proxy.size.width)
                            })
                            .frame(width: labelWidth, alignment: .leading)
                        Text(value)
                    }
                }
            }
            .onPreferenceChange(LabelWidthKey.self) { width in
                labelWidth = width
            }
            HStack(spacing: 16) {
                ForEach(segments.indices, id: \.self) { index in
                    Text(segments[index])
                        .padding(.vertical, 6)
                        .anchorPreference(key: SelectedSegmentKey.self, value: .bounds) { anchor in
                            index == selected ? anchor : nil
                        }
                }
            }
            .overlayPreferenceValue(SelectedSegmentKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let bounds = proxy[anchor]
                        Rectangle()
                            .fill(Color.accentColor)
                            .frame(width: bounds.width, height: 2)
                            .position(x: bounds.midX, y: bounds.maxY)
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    DetailsCard()
}
