import Foundation

// Xcode's canvas settings (SwiftUI's preview modifiers, Apple's "Previews in Xcode" pages): they
// change no layout of the view. The engine declares them, as SwiftUI does, so that their
// signatures are written once and the front end binds them by declaration; Xcode's canvas,
// which chooses the root's device and proposal from them, is LayoutLabSource's
// (`PreviewModifiers`, `PreviewRequest`), so here they return the view as it is.

/// How the canvas proposes a preview's root: as the device does, nothing (`sizeThatFits`), or a
/// fixed size.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview is drawn on, by its name (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// A preview's orientation.
public struct InterfaceOrientation: Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

/// A context a preview is shown in (a widget's family, …).
public protocol PreviewContext {}

extension View {
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}
