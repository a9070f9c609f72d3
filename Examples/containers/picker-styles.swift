// One selection shown by pickers of each style (spec §22.4): a menu outside a list is a
// borderless button of the selected option and a chevron, a segmented control, a wheel; in a
// Form a menu picker is a row, an inline one a section of its options.
//
//     layoutlab run Examples/containers/picker-styles.swift

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

struct FlavorPickers: View {
    @State private var flavor = Flavor.chocolate
    @State private var size = 1

    var body: some View {
        VStack(spacing: 24) {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.menu)

            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)

            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.wheel)

            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                }
                .pickerStyle(.inline)
            }
        }
    }
}

#Preview {
    FlavorPickers()
}
