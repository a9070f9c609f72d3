import Foundation
import LayoutLab

/// The modifiers a preview uses to set up Xcode's canvas: `.previewLayout`, `.previewDevice`,
/// `.previewInterfaceOrientation`. They do not change the view; they travel with it
/// (`ViewValue.preview`), and the preview laid out decides the root's device and proposal
/// (`InterpretedView.configuration`). A preview's own settings win over later ones, as the
/// innermost modifier wins in SwiftUI. Their signatures are the engine's
/// (`API/Modifiers/PreviewModifiers.swift`, which lays nothing out for them); their values are
/// the canvas's, which is the front end's: `PreviewLayout` and `InterfaceOrientation` are read
/// as this file's `PreviewSetting`s, by the bridges of those names.
enum PreviewModifiers {
    typealias V = Declared.View

    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "previewLayout": [setting(V.previewLayoutValue.self)],
        "previewInterfaceOrientation": [setting(V.previewInterfaceOrientationValue.self)],
        "previewDevice": [ModifierOverload(V.previewDeviceValue.self) { view, a in
            guard let device = try a.get(V.previewDeviceValue.value) else { return view }
            return view.previewing(PreviewValues.keepingFirst(\.deviceName, device.rawValue))
        }],
        "previewDisplayName": [ModifierOverload(V.previewDisplayNameValue.self) { view, _ in view }],
        "previewContext": [ModifierOverload(V.previewContextValue.self) { view, _ in view }],
    ]

    private static func setting(_ declared: any DeclaredAPI.Type) -> ModifierOverload {
        ModifierOverload(declared) { view, a in
            guard let setting = PreviewSetting.extract(a.required("value")) else { return view }
            return view.previewing(setting.apply)
        }
    }
}

extension ViewValue {
    /// This view with a canvas setting added to what its preview asks for.
    func previewing(_ change: (inout PreviewRequest) -> Void) -> ViewValue {
        var view = self
        // A view no canvas setting has reached yet asks for nothing.
        var request = preview ?? PreviewRequest()
        change(&request)
        view.preview = request
        return view
    }
}

/// `PreviewDevice(rawValue: "iPhone 15 Pro")`, or a string where a device is expected.
struct PreviewDevice: Bridged {
    let rawValue: String
    static var bridge: TypeBridge { PreviewValues.device }
}

/// A canvas setting a preview asks for: a layout (`PreviewLayout.sizeThatFits`), a trait
/// (`.landscapeLeft`, `.fixedLayout(width:height:)`) or an orientation.
struct PreviewSetting: Bridged {
    /// The bridge the value belongs to: PreviewLayout, PreviewTrait or InterfaceOrientation.
    let kind: String
    let description: String
    let apply: (inout PreviewRequest) -> Void
    /// Each kind has its own bridge (`PreviewValues`); this one describes them all.
    static var bridge: TypeBridge { PreviewValues.layout }
}

enum PreviewValues {
    /// Sets a canvas setting unless a modifier inside this one set it: modifiers apply from the
    /// innermost out, and the innermost setting of a kind is the one the preview keeps.
    static func keepingFirst<T>(_ setting: WritableKeyPath<PreviewRequest, T?>, _ value: T) -> (inout PreviewRequest) -> Void {
        { request in if request[keyPath: setting] == nil { request[keyPath: setting] = value } }
    }

    static let device = TypeBridge("PreviewDevice") { b in
        b.initializer([Parameter("rawValue", String.self)]) { a in PreviewDevice(rawValue: try a.get("rawValue", String.self)).asValue }
        b.converting { value in
            guard case let .string(name) = value else { return nil }
            return PreviewDevice(rawValue: name).asValue
        }
        b.property("rawValue") { (device: PreviewDevice) in .string(device.rawValue) }
        b.description { (device: PreviewDevice) in device.rawValue }
    }

    /// `.previewLayout(.sizeThatFits)`: the root proposed nothing, as the canvas does.
    static let layout = settings("PreviewLayout", [
        ("device", { _ in }),
        ("sizeThatFits", keepingFirst(\.rootProposal, .unspecified)),
    ], fixed: "fixed")

    static let trait = settings("PreviewTrait", [
        ("defaultLayout", { _ in }),
        ("sizeThatFitsLayout", keepingFirst(\.rootProposal, .unspecified)),
    ] + orientations, fixed: "fixedLayout")

    static let orientation = settings("InterfaceOrientation", orientations, fixed: nil)

    nonisolated(unsafe) private static let orientations: [(String, (inout PreviewRequest) -> Void)] = [
        ("portrait", keepingFirst(\.orientation, .portrait)),
        ("portraitUpsideDown", keepingFirst(\.orientation, .portrait)),
        ("landscapeLeft", keepingFirst(\.orientation, .landscape)),
        ("landscapeRight", keepingFirst(\.orientation, .landscape)),
    ]

    private static func settings(_ kind: String, _ members: [(String, (inout PreviewRequest) -> Void)], fixed: String?) -> TypeBridge {
        TypeBridge(kind) { b in
            b.members { PreviewSetting.extract($0)?.kind == kind }
            for (name, apply) in members { b.constant(name, PreviewSetting(kind: kind, description: "." + name, apply: apply)) }
            if let fixed {
                // `.fixed(width: 300, height: 200)`: that proposal.
                b.function(fixed, [Parameter("width", CGFloat.self), Parameter("height", CGFloat.self)]) { a in
                    let width = try a.checked("width", .dimension), height = try a.checked("height", .dimension)
                    let proposal = ProposedViewSize(width: width, height: height)
                    return PreviewSetting(kind: kind, description: ".\(fixed)(\(proposal))", apply: keepingFirst(\.rootProposal, proposal)).asValue
                }
            }
            b.description { (setting: PreviewSetting) in setting.description }
        }
    }
}
