// LayoutLab's layout probe: a drop-in replacement for seed 000's `LayoutProcessInspector`
// that prints JSON Lines `layoutlab import` and `layoutlab verify` read. Copy this file into
// your app instead of the article's inspector; the views you tagged with
// `.inspectLayoutProcess("tag")` keep their tags, and the console shows one line per event:
//
//   {"probe":1,"tag":"🟦","event":"proposal","proposal":{"width":300.0,"height":null}}
//   {"probe":1,"tag":"🟦","event":"report","size":{"width":100.0,"height":100.0}}
//   {"probe":1,"tag":"🟦","event":"placeSubviews","proposal":{"width":300.0,"height":160.0},"size":{"width":100.0,"height":160.0},"position":{"x":151.0,"y":197.0}}
//
// Beyond the inspector's lines it prints every placement (not only with printPosition), with
// the proposal and the bounds the view was placed in. Lengths are Double's description, null
// for nil, "inf" for infinity. Like the inspector it is a `Layout`, so it hides the tagged
// view's layoutPriority and layout values from the container above (seed 000, Considerations).
//
// LayoutLab compiles this very file against its own `Layout` API in its tests
// (Tests/ProbeTests), so the format it prints is the format `layoutlab import` reads.

import Foundation
#if canImport(LayoutLab)
import LayoutLab
#else
import SwiftUI
#endif

struct LayoutProcessInspector: Layout {
    var tag: String
    /// Kept so that `.inspectLayoutProcess(tag, printPosition: true)` compiles: the probe
    /// prints every placement anyway.
    var printPosition: Bool

    init(_ tag: String, printPosition: Bool = false) {
        self.tag = tag
        self.printPosition = printPosition
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        print(LayoutProbeLine.proposal(tag, proposal))
        let size = subviews[0].sizeThatFits(proposal)
        print(LayoutProbeLine.report(tag, size))
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
        print(LayoutProbeLine.placeSubviews(tag, proposal: proposal, bounds: bounds))
    }
}

extension View {
    func inspectLayoutProcess(_ tag: String, printPosition: Bool = false) -> some View {
        LayoutProcessInspector(tag, printPosition: printPosition) { self }
    }
}

/// The probe's lines: format 1 of `layoutlab import`'s JSON Lines.
enum LayoutProbeLine {
    static func proposal(_ tag: String, _ proposal: ProposedViewSize) -> String {
        line(tag, "proposal", "\"proposal\":" + size(proposal.width, proposal.height))
    }

    static func report(_ tag: String, _ size: CGSize) -> String {
        line(tag, "report", "\"size\":" + self.size(size.width, size.height))
    }

    static func placeSubviews(_ tag: String, proposal: ProposedViewSize, bounds: CGRect) -> String {
        line(tag, "placeSubviews", "\"proposal\":" + size(proposal.width, proposal.height)
             + ",\"size\":" + size(bounds.width, bounds.height)
             + ",\"position\":{\"x\":" + length(bounds.minX) + ",\"y\":" + length(bounds.minY) + "}")
    }

    private static func line(_ tag: String, _ event: String, _ fields: String) -> String {
        "{\"probe\":1,\"tag\":" + quoted(tag) + ",\"event\":\"" + event + "\"," + fields + "}"
    }

    private static func size(_ width: CGFloat?, _ height: CGFloat?) -> String {
        "{\"width\":" + length(width) + ",\"height\":" + length(height) + "}"
    }

    private static func length(_ value: CGFloat?) -> String {
        guard let value else { return "null" }
        if value.isNaN { return "\"nan\"" }
        if value.isInfinite { return value < 0 ? "\"-inf\"" : "\"inf\"" }
        return Double(value).description
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20: result += String(format: "\\u%04x", control.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
