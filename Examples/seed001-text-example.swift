// Seed 001 (001_9d474286881481d8.txt), "親VStack、子Textのとき": the example (//例), a Text
// with an ideal size under .frame(minWidth:) in a 200 pt wide VStack.

//例
VStack(alignment: .leading) {
    MyText(str: "12345")
        .frame(minWidth: 100.0)
}
.frame(width: 200.0)

// From the article's "準備" listing: a Text about 10 pt per character.
struct MyText: View {
    let str: String
    var body: some View {
        Text(str)
            .font(.system(size: 16, design: .monospaced))
            .lineLimit(1)
    }
}

// The article never defines MyDot ("左端がわかりやすいように点を置く": a dot marking the
// leading edge); this small circle stands in for it.
struct MyDot: View {
    var body: some View {
        Circle()
            .frame(width: 4, height: 4)
    }
}
