import Foundation
import LayoutLab

/// The modifiers a `PreviewProvider` uses to set up Xcode's canvas: `.previewLayout`,
/// `.previewDevice`. They do not change the view; the first preview's settings decide the
/// root's proposal and device (`InterpretedView.preview`).
enum PreviewModifiers {
    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "previewLayout": [ModifierOverload(parameters: [Parameter(nil, .any, name: "layout")]) { view, a in
            var request = a.interpreter.previewRequest ?? PreviewRequest()
            guard a.interpreter.previewRequest?.rootProposal == nil else { return view }
            switch a.value("layout")?.unwrapped {
            case let .implicitMember(member)? where member.name == "sizeThatFits":
                request.rootProposal = .unspecified
            case let .implicitMember(member)? where member.name == "fixed":
                let arguments = member.arguments ?? []
                let width = arguments.first { $0.label == "width" }?.value.number
                let height = arguments.first { $0.label == "height" }?.value.number
                request.rootProposal = ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
            default:
                return view
            }
            a.interpreter.previewRequest = request
            return view
        }],
        "previewDevice": [ModifierOverload(parameters: [Parameter(nil, .any, name: "device")]) { view, a in
            guard a.interpreter.previewRequest?.deviceName == nil else { return view }
            var request = a.interpreter.previewRequest ?? PreviewRequest()
            switch a.value("device")?.unwrapped {
            case let .string(name)?: request.deviceName = name
            case let .native(device as InertValue)?: request.deviceName = device.typeName
            default: return view
            }
            a.interpreter.previewRequest = request
            return view
        }],
        "previewDisplayName": [ModifierOverload(parameters: [Parameter(nil, .any, name: "name")]) { view, _ in view }],
        "previewInterfaceOrientation": [ModifierOverload(parameters: [Parameter(nil, .any, name: "orientation")]) { view, _ in view }],
        "previewContext": [ModifierOverload(parameters: [Parameter(nil, .any, name: "context")]) { view, _ in view }],
    ]
}
