// Seed 003 (003_1b560a8f738ab767.txt), "検証": on an iPad Pro 12.9" in landscape Split View the
// 2/3, 1/2 and 1/3 widths show the Text, the Image and the Color. Try
// --proposal 900x1000, 680x1000 and 420x1000 (--image globe=20x20 gives the symbol a size).

var body: some View {
    ViewThatFits(in: .horizontal) {
        Text("text")
            .frame(minWidth: 800)

        Image(systemName: "globe")
            .frame(minWidth: 600)

        Color.red
    }
}
