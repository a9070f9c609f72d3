// Seed 001 (001_9d474286881481d8.txt), "親サイズと本来サイズとminとmaxで観察 › 本来サイズと親サイズが隣にない":
// the comments mark the adopted value.

VStack(alignment: .leading, spacing: 10) {
    MyText(str: "1234567890")
        .frame(minWidth: 50.0, maxWidth: 150.0)//min < 本来 < (max) < 親
    MyText(str: "1234567890")
        .frame(minWidth: 150.0, maxWidth: 200.0)//本来 < min < (max) < 親
    MyText(str: "1234567890")
        .frame(minWidth: 200.0, maxWidth: 300.0)//本来 < min < (親) < max
    MyDot()
}
.frame(width: 250.0)
VStack(alignment: .leading, spacing: 10) {
    MyText(str: "1234567890123456789012345")
        .frame(minWidth: 50.0, maxWidth: 150.0)//min < (親) < max < 本来
    MyText(str: "1234567890123456789012345")
        .frame(minWidth: 150.0, maxWidth: 200.0)//親 < (min) < max < 本来
    MyText(str: "1234567890123456789012345")
        .frame(minWidth: 200.0, maxWidth: 300.0)//親 < (min) < 本来 < max
    MyDot()
}
.frame(width: 100.0)

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
