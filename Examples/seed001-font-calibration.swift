// Seed 001 (001_9d474286881481d8.txt), "準備 › 横幅が10になるようなフォントのスクリーンショットとコード":
// 19 characters fall short of 200, 20 fill it exactly, 21 are truncated.

 HStack {
     Rectangle()
         .frame(height: 5)
     Text("200")
     Rectangle()
         .frame(height: 5)
 }
 .frame(width: 200)
 
 VStack(alignment: .leading, spacing: 10) {
     MyText(str: "1234567890123456789")
     MyText(str: "12345678901234567890")
     MyText(str: "123456789012345678901")
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
