import Foundation

/// A style for progress views (SwiftUI's `ProgressViewStyle`): LayoutLab knows the built-in
/// ones (ProgressViewLayout says what each lays out).
public protocol ProgressViewStyle {
    var _kind: _ProgressViewStyleKind { get }
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: _ProgressViewStyleKind { .automatic }
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: _ProgressViewStyleKind { .linear }
}

public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: _ProgressViewStyleKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets the style of the progress views inside this view (spec §22.4, ProgressViewLayout).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environmentWrite(\.progressViewStyle, style._kind, attribute: "progressViewStyle", style._kind.rawValue)
    }
}
