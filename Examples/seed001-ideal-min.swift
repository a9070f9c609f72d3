// Seed 001 (001_9d474286881481d8.txt), "本来サイズとminで観察": 本来サイズ < (min) and
// min < (本来サイズ) (本来 = the Text's ideal width).

VStack(alignment: .leading, spacing: 10) {
    MyText(str: "123456789012345")
        .frame(minWidth: 200.0)
    MyText(str: "1234567890123456789012345")
        .frame(minWidth: 200.0)
    MyDot()
}

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
