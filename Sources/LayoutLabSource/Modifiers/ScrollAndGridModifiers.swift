import Foundation
import LayoutLab

/// The modifiers of scroll views and grids (spec §16.4, §16.5, §18.1), each calling the engine's
/// modifier of that name: the grid cell modifiers, content margins and the scroll behaviours
/// the engine records.
enum ScrollAndGridModifiers {
    typealias M = LayoutModifiers

    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "gridCellColumns": [M.wrapping(Declared.View.gridCellColumnsCount.self) { v, a in
            let count = try a.get(Declared.View.gridCellColumnsCount.count)
            if let problem = GridCellColumnsRule.problem(with: count) {
                throw LocatedError("gridCellColumns: a cell \(problem), not \(count)", at: a.node(Declared.View.gridCellColumnsCount.count))
            }
            return v.gridCellColumns(count)
        }],
        "gridColumnAlignment": [M.wrapping(Declared.View.gridColumnAlignmentGuide.self) { v, a in
            v.gridColumnAlignment(try a.get(Declared.View.gridColumnAlignmentGuide.guide))
        }],
        "gridCellAnchor": [M.wrapping(Declared.View.gridCellAnchorAnchor.self) { v, a in
            v.gridCellAnchor(try a.get(Declared.View.gridCellAnchorAnchor.anchor))
        }],
        "gridCellUnsizedAxes": [M.wrapping(Declared.View.gridCellUnsizedAxesAxes.self) { v, a in
            v.gridCellUnsizedAxes(try a.get(Declared.View.gridCellUnsizedAxesAxes.axes))
        }],
        "contentMargins": [
            M.wrapping(Declared.View.contentMarginsLengthFor.self) { v, a in
                typealias D = Declared.View.contentMarginsLengthFor
                return v.contentMargins(try a.get(D.length), for: try a.get(D.placement))
            },
            M.wrapping(Declared.View.contentMarginsEdgesInsetsFor.self) { v, a in
                typealias D = Declared.View.contentMarginsEdgesInsetsFor
                return v.contentMargins(try a.get(D.edges), try a.get(D.insets), for: try a.get(D.placement))
            },
            M.wrapping(Declared.View.contentMarginsEdgesLengthFor.self) { v, a in
                typealias D = Declared.View.contentMarginsEdgesLengthFor
                return v.contentMargins(try a.get(D.edges), try a.checked(D.length, .signed), for: try a.get(D.placement))
            },
        ],
        "defaultScrollAnchor": [
            M.wrapping(Declared.View.defaultScrollAnchorAnchor.self) { v, a in
                v.defaultScrollAnchor(try a.get(Declared.View.defaultScrollAnchorAnchor.anchor))
            },
            M.wrapping(Declared.View.defaultScrollAnchorAnchorFor.self) { v, a in
                typealias D = Declared.View.defaultScrollAnchorAnchorFor
                return v.defaultScrollAnchor(try a.get(D.anchor), for: try a.get(D.role))
            },
        ],
        "scrollIndicators": [M.wrapping(Declared.View.scrollIndicatorsVisibilityAxes.self) { v, a in
            typealias D = Declared.View.scrollIndicatorsVisibilityAxes
            return v.scrollIndicators(try a.get(D.visibility), axes: try a.get(D.axes))
        }],
        "scrollIndicatorsFlash": [
            M.wrapping(Declared.View.scrollIndicatorsFlashOnAppear.self) { v, a in
                v.scrollIndicatorsFlash(onAppear: try a.get(Declared.View.scrollIndicatorsFlashOnAppear.onAppear))
            },
            M.wrapping(Declared.View.scrollIndicatorsFlashTrigger.self) { v, a in
                // The trigger is any Equatable value; the engine records it as the source prints it.
                let trigger = a.required(Declared.View.scrollIndicatorsFlashTrigger.value.name)
                return v.scrollIndicatorsFlash(trigger: Formatting.describe(trigger, a.interpreter))
            },
        ],
        "scrollTargetLayout": [M.wrapping(Declared.View.scrollTargetLayoutIsEnabled.self) { v, a in
            v.scrollTargetLayout(isEnabled: try a.get(Declared.View.scrollTargetLayoutIsEnabled.isEnabled))
        }],
        "scrollTargetBehavior": [M.wrapping(Declared.View.scrollTargetBehaviorBehavior.self) { v, a in
            v.scrollTargetBehavior(try a.get(Declared.View.scrollTargetBehaviorBehavior.behavior, as: ScrollTargetBehaviorValue.self))
        }],
        "scrollClipDisabled": [M.wrapping(Declared.View.scrollClipDisabledDisabled.self) { v, a in
            v.scrollClipDisabled(try a.get(Declared.View.scrollClipDisabledDisabled.disabled))
        }],
        "scrollBounceBehavior": [M.wrapping(Declared.View.scrollBounceBehaviorBehaviorAxes.self) { v, a in
            typealias D = Declared.View.scrollBounceBehaviorBehaviorAxes
            return v.scrollBounceBehavior(try a.get(D.behavior), axes: try a.get(D.axes))
        }],
        "scrollPosition": [M.wrapping(Declared.View.scrollPositionIdAnchor.self) { v, a in
            typealias D = Declared.View.scrollPositionIdAnchor
            guard case let .binding(binding)? = a.value(D.id.name) else {
                throw LocatedError("scrollPosition(id:) takes a binding to the scrolled-to id: $position", at: a.node(D.id))
            }
            let id = try a.interpreter.read(binding.place, at: a.node(D.id), a.scope)
            return v.scrollPosition(id: Binding.constant(id.isNil ? nil : Formatting.describe(id.unwrapped, a.interpreter)),
                                    anchor: try a.get(D.anchor))
        }],
    ]
}
