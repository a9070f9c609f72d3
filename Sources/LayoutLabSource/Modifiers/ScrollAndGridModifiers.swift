import Foundation
import LayoutLab

/// The modifiers of scroll views and grids (spec §16.4, §16.5, §18.1), each calling the engine's
/// modifier of that name: the grid cell modifiers, content margins and the scroll behaviours
/// the engine records.
enum ScrollAndGridModifiers {
    typealias M = LayoutModifiers

    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "gridCellColumns": [M.wrapping([Parameter(nil, Int.self, name: "count")]) { v, a in
            let count: Int = try a.get("count")
            if let problem = GridCellColumnsRule.problem(with: count) {
                throw LocatedError("gridCellColumns: a cell \(problem), not \(count)", at: a.node("count"))
            }
            return v.gridCellColumns(count)
        }],
        "gridColumnAlignment": [M.wrapping([Parameter(nil, HorizontalAlignment.self, name: "guide")]) { v, a in
            v.gridColumnAlignment(try a.get("guide"))
        }],
        "gridCellAnchor": [M.wrapping([Parameter(nil, UnitPoint.self, name: "anchor")]) { v, a in v.gridCellAnchor(try a.get("anchor")) }],
        "gridCellUnsizedAxes": [M.wrapping([Parameter(nil, Axis.Set.self, name: "axes")]) { v, a in v.gridCellUnsizedAxes(try a.get("axes")) }],
        "contentMargins": [
            M.wrapping([Parameter(nil, CGFloat.self, name: "length"), placement]) { v, a in
                v.contentMargins(try a.get("length", CGFloat.self), for: try a.optional("for") ?? .automatic)
            },
            M.wrapping([.optional(nil, Edge.Set.self, name: "edges"), Parameter(nil, EdgeInsets.self, name: "insets"), placement]) { v, a in
                v.contentMargins(try a.optional("edges") ?? .all, try a.get("insets", EdgeInsets.self), for: try a.optional("for") ?? .automatic)
            },
            M.wrapping([.optional(nil, Edge.Set.self, name: "edges"), Parameter(nil, .optional(.bridged(CGFloat.self)), name: "length"),
                        placement]) { v, a in
                v.contentMargins(try a.optional("edges") ?? .all, try a.checked("length", .signed), for: try a.optional("for") ?? .automatic)
            },
        ],
        "defaultScrollAnchor": [
            M.wrapping([Parameter(nil, .optional(.bridged(UnitPoint.self)), name: "anchor")]) { v, a in
                v.defaultScrollAnchor(try a.optional("anchor", UnitPoint.self))
            },
            M.wrapping([Parameter(nil, .optional(.bridged(UnitPoint.self)), name: "anchor"), Parameter("for", ScrollAnchorRole.self, name: "role")]) { v, a in
                v.defaultScrollAnchor(try a.optional("anchor", UnitPoint.self), for: try a.get("role"))
            },
        ],
        "scrollIndicators": [M.wrapping([Parameter(nil, ScrollIndicatorVisibility.self, name: "visibility"), .optional("axes", Axis.Set.self)]) { v, a in
            v.scrollIndicators(try a.get("visibility"), axes: try a.optional("axes") ?? [.vertical, .horizontal])
        }],
        "scrollIndicatorsFlash": [
            M.wrapping([Parameter("onAppear", Bool.self)]) { v, a in v.scrollIndicatorsFlash(onAppear: try a.get("onAppear")) },
            M.wrapping([Parameter("trigger", .any)]) { v, a in
                v.scrollIndicatorsFlash(trigger: Formatting.describe(a.value("trigger") ?? .none, a.interpreter))
            },
        ],
        "scrollTargetLayout": [M.wrapping([.optional("isEnabled", Bool.self)]) { v, a in v.scrollTargetLayout(isEnabled: try a.bool("isEnabled") ?? true) }],
        "scrollTargetBehavior": [M.wrapping([Parameter(nil, ScrollTargetBehaviorValue.self, name: "behavior")]) { v, a in
            v.scrollTargetBehavior(try a.get("behavior", ScrollTargetBehaviorValue.self))
        }],
        "scrollClipDisabled": [M.wrapping([.optional(nil, Bool.self, name: "disabled")]) { v, a in v.scrollClipDisabled(try a.bool("disabled") ?? true) }],
        "scrollBounceBehavior": [M.wrapping([Parameter(nil, ScrollBounceBehavior.self, name: "behavior"), .optional("axes", Axis.Set.self)]) { v, a in
            v.scrollBounceBehavior(try a.get("behavior"), axes: try a.optional("axes") ?? [.vertical])
        }],
        "scrollPosition": [M.wrapping([Parameter("id", .any, name: "id"), .optional("anchor", UnitPoint.self)]) { v, a in
            guard case let .binding(binding)? = a.value("id") else {
                throw LocatedError("scrollPosition(id:) takes a binding to the scrolled-to id: $position", at: a.node("id"))
            }
            let id = try a.interpreter.read(binding.place, at: a.node("id"), a.scope)
            return v.scrollPosition(id: Binding.constant(id.isNil ? nil : Formatting.describe(id.unwrapped, a.interpreter)),
                                    anchor: try a.optional("anchor"))
        }],
    ]

    nonisolated(unsafe) private static let placement = Parameter.optional("for", ContentMarginPlacement.self)
}
