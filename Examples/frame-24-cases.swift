// Seed 001 ("SwiftUIのframeのminWidth maxWidth観測隊"), "結果をわかりやすく並べる": the article's
// table of 24 cases as one study. Each case is one MyText under .frame(minWidth:maxWidth:) in a
// leading VStack given the parent's width, as in the article's listings (seed001-adjacent.swift,
// seed001-apart.swift, …); the strings, parents, mins and maxes are those published, and
// "adopted" is the candidate the article saw the frame take (the parenthesised one in its
// notation, which the comments repeat: 本来 = ideal, 親 = parent).
//
//     layoutlab observe Examples/frame-24-cases.swift
//
// sweeps the cases, records a run each, and prints each run's notation as measured, checking
// it against "adopted". A parameter a case does not set keeps its value below: no minWidth
// or maxWidth unless the case gives one.

let str = "123456789012345"
let parent: CGFloat = 100
let minWidth: CGFloat? = nil
let maxWidth: CGFloat? = nil

VStack(alignment: .leading, spacing: 10) {
    MyText(str: str)
        .frame(minWidth: minWidth, maxWidth: maxWidth)
        .inspectLayoutProcess("frame")
    MyDot()
}
.frame(width: parent)

// MARK: - The study (Examples/README.md, "Declaring a study")

/// The width the frame (tagged "frame") takes, against the article's candidates: the parent's
/// width (the `parent` constant), the Text's ideal width (its answer to an unspecified
/// proposal), and minWidth and maxWidth when a case gives them.
let layoutlabObservation = (
    node: "frame",
    axis: "width",
    candidates: [
        "parent": "parent",
        "ideal": "ideal(Text)",
        "min": "minWidth",
        "max": "maxWidth",
    ]
)

/// The article's 24 rows, in its order.
let layoutlabCases: [[String: Any]] = [
    // min: 本来サイズと親サイズとminで観察
    ["str": "123456789012345", "parent": 100, "minWidth": 200, "adopted": "min"],  // 親 < 本来 < (min)
    ["str": "12345", "parent": 100, "minWidth": 200, "adopted": "min"],  // 本来 < 親 < (min)
    ["str": "12345", "parent": 200, "minWidth": 100, "adopted": "min"],  // 本来 < (min) < 親
    ["str": "1234567890123456789012345", "parent": 100, "minWidth": 200, "adopted": "min"],  // 親 < (min) < 本来
    ["str": "1234567890123456789012345", "parent": 200, "minWidth": 100, "adopted": "parent"],  // min < (親) < 本来
    ["str": "123456789012345", "parent": 200, "minWidth": 100, "adopted": "ideal"],  // min < (本来) < 親
    // max: 本来サイズと親サイズとmaxで観察
    ["str": "123456789012345", "parent": 100, "maxWidth": 200, "adopted": "parent"],  // (親) < 本来 < max
    ["str": "12345", "parent": 100, "maxWidth": 200, "adopted": "parent"],  // 本来 < (親) < max
    ["str": "12345", "parent": 200, "maxWidth": 100, "adopted": "max"],  // 本来 < (max) < 親
    ["str": "1234567890123456789012345", "parent": 100, "maxWidth": 200, "adopted": "parent"],  // (親) < max < 本来
    ["str": "1234567890123456789012345", "parent": 200, "maxWidth": 100, "adopted": "max"],  // (max) < 親 < 本来
    ["str": "123456789012345", "parent": 200, "maxWidth": 100, "adopted": "max"],  // (max) < 本来 < 親
    // min and max: 親サイズと本来サイズとminとmaxで観察
    ["str": "12345678901234567890", "parent": 150, "minWidth": 250, "maxWidth": 300, "adopted": "min"],  // 親 < 本来 < (min) < max
    ["str": "123456789012345", "parent": 200, "minWidth": 250, "maxWidth": 300, "adopted": "min"],  // 本来 < 親 < (min) < max
    ["str": "1234567890", "parent": 250, "minWidth": 200, "maxWidth": 300, "adopted": "parent"],  // 本来 < min < (親) < max
    ["str": "1234567890", "parent": 250, "minWidth": 150, "maxWidth": 200, "adopted": "max"],  // 本来 < min < (max) < 親
    ["str": "1234567890123456789012345", "parent": 100, "minWidth": 200, "maxWidth": 300, "adopted": "min"],  // 親 < (min) < 本来 < max
    ["str": "12345678901234567890", "parent": 150, "minWidth": 100, "maxWidth": 250, "adopted": "parent"],  // min < (親) < 本来 < max
    ["str": "123456789012345", "parent": 200, "minWidth": 100, "maxWidth": 250, "adopted": "parent"],  // min < 本来 < (親) < max
    ["str": "1234567890", "parent": 250, "minWidth": 50, "maxWidth": 150, "adopted": "max"],  // min < 本来 < (max) < 親
    ["str": "1234567890123456789012345", "parent": 100, "minWidth": 150, "maxWidth": 200, "adopted": "min"],  // 親 < (min) < max < 本来
    ["str": "1234567890123456789012345", "parent": 100, "minWidth": 50, "maxWidth": 150, "adopted": "parent"],  // min < (親) < max < 本来
    ["str": "12345678901234567890", "parent": 150, "minWidth": 50, "maxWidth": 100, "adopted": "max"],  // min < (max) < 親 < 本来
    ["str": "123456789012345", "parent": 200, "minWidth": 50, "maxWidth": 100, "adopted": "max"],  // min < (max) < 本来 < 親
]

// MARK: - The article's helpers

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
