// Seed 001 (001_9d474286881481d8.txt), "frameモディファイアのminWidth maxWidth": how the
// modifier is used.

Rectangle()
    .frame(minWidth: 150, maxWidth: 250)
