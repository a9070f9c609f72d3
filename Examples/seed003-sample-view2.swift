// Seed 003 (003_1b560a8f738ab767.txt), "本題: ViewThatFitsの中に状態を持たない方が良い":
// SampleView2 shows the HStack when 380 pt fit and the VStack otherwise (the article's
// iPhone 14 Pro and iPhone SE screenshots). Run with --root SampleView2; --device "iPhone SE"
// picks the VStack.

struct SampleView2: View {

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("カウンターだよ!")
                    .font(.title)

                CounterView()
            }
            .frame(minWidth: 380)

            VStack {
                Text("カウンターだよ!")
                    .font(.title)

                CounterView()
            }
        }
    }
}

struct CounterView: View {

    @State var count = 0

    var body: some View {
        Button {
            count += 1
        } label: {
            Text(count.description)
                .font(.title)
        }
    }
}
