// Buttons in each style (spec §22.3): the default, .borderless and .plain styles lay their label
// out unchanged; .bordered and .borderedProminent pad it by the control size's insets.
//
//     layoutlab run Examples/containers/buttons-styles.swift

struct CheckoutButtons: View {
    var body: some View {
        VStack(spacing: 16) {
            Button("Add to Bag") {}
            Button("Add to Bag") {}
                .buttonStyle(.bordered)
            Button {
            } label: {
                Label("Buy with Card", systemImage: "creditcard")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            HStack {
                ForEach([ControlSize.mini, .small, .regular, .large], id: \.self) { size in
                    Button("Go") {}
                        .buttonStyle(.bordered)
                        .controlSize(size)
                }
            }
            Button("Remove", role: .destructive) {}
                .buttonStyle(.borderless)
            Link("Terms of Sale", destination: URL(string: "https://example.com/terms")!)
            Menu("More") {
                Button("Share") {}
                Button("Save for Later") {}
            }
        }
        .padding()
    }
}

#Preview {
    CheckoutButtons()
}
