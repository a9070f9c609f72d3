// Seed 001 ("SwiftUIのframeのminWidth maxWidth観測隊"), "親VStack、子Rectangleのとき": the seven
// Rectangle cases of the article's screenshot code (seed001-rectangle-min-max.swift) as one study,
// one case per Rectangle: .frame(minWidth:maxWidth:) in a VStack 200 pt wide. A Rectangle has
// no ideal size of its own to speak of (it takes what it is offered), so, as in the article,
// the candidates are the parent's 200 and the frame's min and max; "adopted" is the one the
// article saw taken (親 = parent in the comments).
//
//     layoutlab observe Examples/frame-rectangle-7-cases.swift
//
// A case that does not set minWidth or maxWidth leaves it nil, as below.

let minWidth: CGFloat? = nil
let maxWidth: CGFloat? = nil

VStack {
    Rectangle()
        .frame(minWidth: minWidth, maxWidth: maxWidth)
        .inspectLayoutProcess("frame")
}
.frame(width: 200)

// MARK: - The study (Examples/README.md, "Declaring a study")

/// The width the frame (tagged "frame") takes, against the parent's width (the proposal the
/// VStack places the frame with) and minWidth and maxWidth when a case gives them.
let layoutlabObservation = (
    node: "frame",
    axis: "width",
    candidates: [
        "parent": "proposal(frame)",
        "min": "minWidth",
        "max": "maxWidth",
    ]
)

/// The article's seven Rectangles, in its order.
let layoutlabCases: [[String: Any]] = [
    //min調査
    ["minWidth": 100, "adopted": "parent"],  // min < (親)
    ["minWidth": 300, "adopted": "min"],  // 親 < (min)
    //max調査
    ["maxWidth": 100, "adopted": "max"],  // (max) < 親
    ["maxWidth": 300, "adopted": "parent"],  // (親) < max
    //min & max調査
    ["minWidth": 100, "maxWidth": 150, "adopted": "max"],  // min < (max) < 親
    ["minWidth": 150, "maxWidth": 250, "adopted": "parent"],  // min < (親) < max
    ["minWidth": 250, "maxWidth": 300, "adopted": "min"],  // 親 < (min) < max
]
