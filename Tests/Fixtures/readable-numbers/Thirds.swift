// Lengths in thirds and sevenths, so that every table LayoutLab prints for people has numbers
// like 33.333333333333336 to round (ReadableNumbersTests).

let parent: CGFloat = 100
let third: CGFloat = 100 / 3

VStack(alignment: .leading, spacing: 0) {
    Color.red
        .frame(minWidth: parent / 7, maxWidth: third)
        .inspectLayoutProcess("frame")
    Text("Hello, world.")
}
.frame(width: parent)

let layoutlabObservation = (
    node: "frame",
    axis: "width",
    candidates: [
        "parent": "parent",
        "min": "min(frame)",
        "max": "max(frame)",
    ]
)

let layoutlabCases: [[String: Any]] = [
    ["parent": 100, "adopted": "max"],
    ["parent": 200, "adopted": "max"],
]
