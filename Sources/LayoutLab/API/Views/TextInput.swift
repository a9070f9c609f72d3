import Foundation

// Text input controls (spec §22.4, Layout/Controls/TextFieldLayout.swift).

/// An editable text field: the proposed width, one line of its font tall; with `axis:
/// .vertical`, as many lines as its text wraps to (within `lineLimit`).
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    let text: String
    var axis: Axis = .horizontal

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.add(.leaf(TextFieldLayout(shown: text.isEmpty ? title : text, axis: axis)), kind: "TextField", label: title,
                     attributes: axis == .vertical ? [NodeAttribute("axis", "vertical")] : [])]
    }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text.wrappedValue
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.title = prompt?.content ?? String(title)
        self.text = text.wrappedValue
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        self.axis = axis
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis
    }
}

/// A one-line field whose text is hidden; laid out like a TextField.
public struct SecureField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    let text: String

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        // Shown as bullets: one per character, each about as wide as a lowercase letter.
        let shown = text.isEmpty ? title : String(repeating: "•", count: text.count)
        return [builder.add(.leaf(TextFieldLayout(shown: shown)), kind: "SecureField", label: title)]
    }
}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text.wrappedValue
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.title = prompt?.content ?? String(title)
        self.text = text.wrappedValue
    }
}

/// A multi-line text editor: it takes the space it is offered.
public struct TextEditor: View, PrimitiveView {
    public typealias Body = Never

    public init(text: Binding<String>) {}

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.add(.leaf(TextEditorLayout()), kind: "TextEditor")]
    }
}

/// A style for text fields (SwiftUI's `TextFieldStyle`): LayoutLab knows the built-in ones.
public protocol TextFieldStyle {
    var _kind: _TextFieldStyleKind { get }
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .automatic }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the style of the text fields inside this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environmentWrite(\.textFieldStyle, style._kind, attribute: "textFieldStyle", style._kind.rawValue)
    }
}
