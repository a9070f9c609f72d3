// Seed 001 (001_9d474286881481d8.txt), "親VStack、子Rectangleのとき": the example (//例); the
// Rectangle has no ideal size, so only the parent's 200 and the frame's 100 meet.

//例
VStack {
    Rectangle()
        .frame(maxWidth: 100) //ここをmaxやminにする
}
.frame(width: 200)
