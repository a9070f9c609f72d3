import Foundation
import LayoutLab

/// `.position`, `.offset`, `.scaleEffect`, `.rotationEffect`, `.containerRelativeFrame` and `.safeAreaPadding` (spec §20), each calling the
/// engine's modifier of that name.
enum GeometryModifiers {
    typealias M = LayoutModifiers

    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "position": [
            M.wrapping(Declared.View.positionPosition.self) { v, a in
                let position = try a.get(Declared.View.positionPosition.position)
                try a.check("position", [("x", position.x), ("y", position.y)], .signed)
                return v.position(position)
            },
            M.wrapping(Declared.View.positionXY.self) { v, a in
                v.position(x: try a.checked(Declared.View.positionXY.x, .signed), y: try a.checked(Declared.View.positionXY.y, .signed))
            },
        ],
        // A geometry effect: the drawing moves, not the layout (spec §4.5, §20.2).
        "offset": [
            M.wrapping(Declared.View.offsetOffset.self) { v, a in
                let offset = try a.get(Declared.View.offsetOffset.offset)
                try a.check("offset", [("width", offset.width), ("height", offset.height)], .signed)
                return v.offset(offset)
            },
            M.wrapping(Declared.View.offsetXY.self) { v, a in
                v.offset(x: try a.checked(Declared.View.offsetXY.x, .signed), y: try a.checked(Declared.View.offsetXY.y, .signed))
            },
        ],
        // Geometry effects too (issue 33 rule 5): layout is unchanged, a frame read in global
        // coordinates is transformed (the engine's `scaleEffect`, `rotationEffect`).
        "scaleEffect": [
            M.wrapping(Declared.View.scaleEffectScaleAnchor.self) { v, a in
                typealias D = Declared.View.scaleEffectScaleAnchor
                return v.scaleEffect(try a.checked(D.scale, .signed), anchor: try a.get(D.anchor))
            },
            M.wrapping(Declared.View.scaleEffectXYAnchor.self) { v, a in
                typealias D = Declared.View.scaleEffectXYAnchor
                return v.scaleEffect(x: try a.checked(D.x, .signed), y: try a.checked(D.y, .signed), anchor: try a.get(D.anchor))
            },
        ],
        "rotationEffect": [M.wrapping(Declared.View.rotationEffectAngleAnchor.self) { v, a in
            typealias D = Declared.View.rotationEffectAngleAnchor
            return v.rotationEffect(try a.get(D.angle), anchor: try a.get(D.anchor))
        }],
        "containerRelativeFrame": [
            M.wrapping(Declared.View.containerRelativeFrameAxesAlignment.self) { v, a in
                typealias D = Declared.View.containerRelativeFrameAxesAlignment
                return v.containerRelativeFrame(try a.get(D.axes), alignment: try a.get(D.alignment))
            },
            M.wrapping(Declared.View.containerRelativeFrameAxesCountSpanSpacingAlignment.self) { v, a in
                typealias D = Declared.View.containerRelativeFrameAxesCountSpanSpacingAlignment
                return v.containerRelativeFrame(try a.get(D.axes), count: try a.get(D.count), span: try a.get(D.span),
                                                spacing: try a.checked(D.spacing, .signed), alignment: try a.get(D.alignment))
            },
            M.wrapping(Declared.View.containerRelativeFrameAxesAlignmentLength.self) { v, a in
                typealias D = Declared.View.containerRelativeFrameAxesAlignmentLength
                return v.containerRelativeFrame(try a.get(D.axes), alignment: try a.get(D.alignment), try lengthClosure(a))
            },
        ],
        "scenePadding": [M.wrapping(Declared.View.scenePaddingEdges.self) { v, a in
            v.scenePadding(try a.get(Declared.View.scenePaddingEdges.edges))
        }],
        "safeAreaPadding": [
            M.wrapping(Declared.View.safeAreaPaddingInsets.self) { v, a in v.safeAreaPadding(try a.get(Declared.View.safeAreaPaddingInsets.insets)) },
            M.wrapping(Declared.View.safeAreaPaddingLength.self) { v, a in
                v.safeAreaPadding(try a.checked(Declared.View.safeAreaPaddingLength.length, .signed))
            },
            M.wrapping(Declared.View.safeAreaPaddingEdgesLength.self) { v, a in
                typealias D = Declared.View.safeAreaPaddingEdgesLength
                return v.safeAreaPadding(try a.get(D.edges), try a.checked(D.length, .signed))
            },
        ],
    ]

    /// `.containerRelativeFrame(.horizontal) { length, axis in length / 3 }`: the closure, run by
    /// the engine when it sizes the frame.
    private static func lengthClosure(_ a: Arguments) throws -> (CGFloat, Axis) -> CGFloat {
        guard let closure = a.function("length") else {
            throw LocatedError("containerRelativeFrame needs a closure (length, axis) -> CGFloat", at: a.node("length"))
        }
        let interpreter = a.interpreter, node = a.node("length")
        return { length, axis in
            interpreter.duringLayout(length) {
                let value = try interpreter.invoke(closure, [Value(length), axis.asValue], at: node)
                guard let number = value.number else {
                    throw LocatedError("containerRelativeFrame: the closure must return a CGFloat, not \(value.typeName)", at: node)
                }
                return CGFloat(number)
            }
        }
    }
}
