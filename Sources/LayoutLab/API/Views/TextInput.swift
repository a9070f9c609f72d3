import Foundation

// Text input controls (spec §22.4, Layout/Controls/TextFieldLayout.swift).

/// A one-line editable text field: the proposed width, one line of its font tall.
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    let text: String

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.add(.leaf(TextFieldLayout(shown: text.isEmpty ? title : text)), kind: "TextField", label: title)]
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
