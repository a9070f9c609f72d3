// Seed 001 (001_9d474286881481d8.txt), "親サイズと本来サイズとminとmaxで観察 › 本来サイズと親サイズが隣にある":
// the comments mark the adopted value.

VStack(alignment: .leading, spacing: 10) {
    MyText(str: "123456789012345")
        .frame(minWidth: 50.0, maxWidth: 100.0)//min < (max) < 本来 < 親
    MyText(str: "123456789012345")
        .frame(minWidth: 100.0, maxWidth: 250.0)//min < 本来 < (親) < max
    MyText(str: "123456789012345")
        .frame(minWidth: 250.0, maxWidth: 300.0)//本来 < 親 < (min) < max
    MyDot()
}
.frame(width: 200.0)
VStack(alignment: .leading, spacing: 10) {
    MyText(str: "12345678901234567890")
        .frame(minWidth: 50.0, maxWidth: 100.0)//min < (max) < 親 < 本来
    MyText(str: "12345678901234567890")
        .frame(minWidth: 100.0, maxWidth: 250.0)//min < (親) < 本来 < max
    MyText(str: "12345678901234567890")
        .frame(minWidth: 250.0, maxWidth: 300.0)//親 < 本来 < (min) < max
    MyDot()
}
.frame(width: 150.0)

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
