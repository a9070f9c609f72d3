// Seed 001 (001_9d474286881481d8.txt), "親サイズと本来サイズとminで観察": two VStacks (parents
// 100 and 200 wide); the comments mark the adopted value.

VStack(alignment: .leading, spacing: 10) {
    MyText(str: "12345")
        .frame(minWidth: 200.0)//本来 < 親 < (min)
    MyText(str: "123456789012345")
        .frame(minWidth: 200.0)//親 < 本来 < (min)
    MyText(str: "1234567890123456789012345")
        .frame(minWidth: 200.0)//親 < (min) < 本来
    MyDot()
}
.frame(width: 100.0)

VStack(alignment: .leading, spacing: 10) {
    MyText(str: "12345")
        .frame(minWidth: 100.0)//本来 < (min) < 親
    MyText(str: "123456789012345")
        .frame(minWidth: 100.0)//min < (本来) < 親
    MyText(str: "1234567890123456789012345")
        .frame(minWidth: 100.0)//min < (親) < 本来
    MyDot()
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
