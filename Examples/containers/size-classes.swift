// A view that adapts to its size class and Dynamic Type size, as the device gives them
// (`@Environment(\.horizontalSizeClass)`, `\.dynamicTypeSize`): a column on an iPhone, a row on
// an iPad or a large iPhone in landscape, a column again at accessibility sizes.
//
//     layoutlab run Examples/containers/size-classes.swift
//     layoutlab run Examples/containers/size-classes.swift --device "iPad Air 11"
//     layoutlab run Examples/containers/size-classes.swift --device "iPhone 16 Pro Max landscape"

struct StatTile: View {
    let title: String
    let value: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct ActivitySummary: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var layout: AnyLayout {
        horizontalSizeClass == .regular && !dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(spacing: 12))
    }

    var body: some View {
        layout {
            StatTile(title: "Steps", value: "8,412")
            StatTile(title: "Distance", value: "6.1 km")
            StatTile(title: "Active", value: "47 min")
        }
        .padding()
    }
}

#Preview {
    VStack {
        ActivitySummary()
        ActivitySummary()
            .environment(\.horizontalSizeClass, .regular)
        ActivitySummary()
            .environment(\.horizontalSizeClass, .regular)
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            .dynamicTypeSize(.accessibility3)
    }
}
