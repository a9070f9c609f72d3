import Foundation
import LayoutLab

// Controls (spec §22), with SwiftUI's initialisers; each calls the engine's view of that name
// (Layout/Controls). Actions, bounds, steps and the values a control edits change no geometry
// in the engine: actions never run, and a control is given its label and what it shows.

enum ControlViews {
    static let bridges: [TypeBridge] = [button, link, menu, labeledContent, toggle, stepper, datePicker, colorPicker, slider,
                                        textField("TextField"), textField("SecureField"), textEditor, picker, label,
                                        contentUnavailableView, progressView]

    nonisolated(unsafe) private static let title = Parameter(nil, String.self, name: "title")
    nonisolated(unsafe) private static let onEditingChanged = Parameter.closure("onEditingChanged", arity: 1, default: true)

    private static let button = TypeBridge("Button") { b in
        typealias B = Declared.Button
        b.initializer(B.initActionLabel.self) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView(B.initActionLabel.label)
                return Button(action: {}, label: { label })
            }
        }
        b.initializer(B.initRoleActionLabel.self) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView(B.initRoleActionLabel.label)
                return Button(role: try a.get(B.initRoleActionLabel.role), action: {}, label: { label })
            }
        }
        b.initializer(B.initTitleAction.self) { a in ContainerViews.view(Button(try a.get(B.initTitleAction.title)) {}) }
        b.initializer(B.initTitleRoleAction.self) { a in
            typealias D = B.initTitleRoleAction
            return ContainerViews.view(Button(try a.get(D.title), role: try a.get(D.role)) {})
        }
        b.initializer(B.initTitleSystemImageAction.self) { a in
            typealias D = B.initTitleSystemImageAction
            return ContainerViews.view(Button(try a.get(D.title), systemImage: try a.get(D.systemImage)) {})
        }
        b.initializer(B.initTitleSystemImageRoleAction.self) { a in
            typealias D = B.initTitleSystemImageRoleAction
            return ContainerViews.view(Button(try a.get(D.title), systemImage: try a.get(D.systemImage), role: try a.get(D.role)) {})
        }
    }

    private static let link = TypeBridge("Link") { b in
        let destination = Parameter("destination", URL.self)
        b.initializer([title, destination]) { a in
            ContainerViews.view(Link(try a.get("title", String.self), destination: try a.get("destination")))
        }
        b.initializer([destination, .content("label")]) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView("label")
                return Link(destination: try a.get("destination"), label: { label })
            }
        }
    }

    /// The menu's items show in a pop-up, outside the layout: their closure never runs.
    private static let menu = TypeBridge("Menu") { b in
        b.initializer([.closure("content"), .content("label")]) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView("label")
                return Menu(content: { EmptyView() }, label: { label })
            }
        }
        b.initializer([title, .closure("content")]) { a in
            ContainerViews.view(Menu(try a.get("title", String.self)) { EmptyView() })
        }
    }

    private static let labeledContent = TypeBridge("LabeledContent") { b in
        b.initializer([.content("content"), .content("label")]) { a in
            ContainerViews.deferred(a) {
                let (content, label) = (try a.contentView("content"), try a.contentView("label"))
                return LabeledContent(content: { content }, label: { label })
            }
        }
        b.initializer([title, .content("content")]) { a in
            ContainerViews.deferred(a) {
                let content = try a.contentView("content")
                return LabeledContent(try a.get("title", String.self)) { content }
            }
        }
        b.initializer([title, Parameter("value", String.self)]) { a in
            ContainerViews.view(LabeledContent(try a.get("title", String.self), value: try a.get("value", String.self)))
        }
        // `LabeledContent("Total", value: 3.5, format: .number)`: the value as `Text(_:format:)` shows it.
        b.initializer([title, Parameter("value", .any), Parameter("format", FormatStyle.self)]) { a in
            let value = try Formatting.format(a.value("value") ?? .none, style: a.value("format") ?? .none, a.interpreter)
            return ContainerViews.view(LabeledContent(try a.get("title", String.self), value: value))
        }
    }

    private static let toggle = TypeBridge("Toggle") { b in
        b.initializer(Declared.Toggle.initIsOnLabel.self) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView(Declared.Toggle.initIsOnLabel.label)
                return Toggle(isOn: .constant(false), label: { label })
            }
        }
        b.initializer(Declared.Toggle.initTitleIsOn.self) { a in
            ContainerViews.view(Toggle(try a.get(Declared.Toggle.initTitleIsOn.title, as: String.self), isOn: .constant(false)))
        }
    }

    private static let stepper = TypeBridge("Stepper") { b in
        let value = Parameter.binding("value")
        let bounds = Parameter("in", .builtin(Bridges.range), name: "bounds")
        let step = Parameter("step", Double.self, default: true)
        for parameters in [[value, bounds, step, onEditingChanged], [value, step, onEditingChanged]] {
            b.initializer(parameters + [.content("label")]) { a in
                ContainerViews.deferred(a) {
                    let label = try a.contentView("label")
                    return Stepper(value: Binding<Int>.constant(0), label: { label })
                }
            }
            b.initializer([title] + parameters) { a in
                ContainerViews.view(Stepper(try a.get("title", String.self), value: Binding<Int>.constant(0)))
            }
        }
        let increments = [Parameter.closure("onIncrement"), .closure("onDecrement"), onEditingChanged]
        b.initializer([.content("label")] + increments) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView("label")
                return Stepper(label: { label }, onIncrement: nil, onDecrement: nil)
            }
        }
        b.initializer([title] + increments) { a in
            ContainerViews.view(Stepper(try a.get("title", String.self), onIncrement: nil, onDecrement: nil))
        }
    }

    private static let datePicker = TypeBridge("DatePicker") { b in
        let selection = Parameter.binding("selection")
        let bounds = Parameter("in", .builtin(Bridges.range), name: "bounds")
        let components = Parameter.optional("displayedComponents", DatePickerComponents.self)
        for parameters in [[selection, components], [selection, bounds, components]] {
            b.initializer(parameters + [.content("label")]) { a in
                ContainerViews.deferred(a) {
                    let label = try a.contentView("label")
                    guard let components = try a.optional("displayedComponents", DatePickerComponents.self) else {
                        return DatePicker(selection: .constant(Date()), label: { label })
                    }
                    return DatePicker(selection: .constant(Date()), displayedComponents: components, label: { label })
                }
            }
            b.initializer([title] + parameters) { a in
                let title: String = try a.get("title")
                guard let components = try a.optional("displayedComponents", DatePickerComponents.self) else {
                    return ContainerViews.view(DatePicker(title, selection: .constant(Date())))
                }
                return ContainerViews.view(DatePicker(title, selection: .constant(Date()), displayedComponents: components))
            }
        }
    }

    private static let colorPicker = TypeBridge("ColorPicker") { b in
        let selection = Parameter.binding("selection")
        let opacity = Parameter("supportsOpacity", Bool.self, default: true)
        b.initializer([selection, opacity, .content("label")]) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView("label")
                return ColorPicker(selection: .constant(.clear), label: { label })
            }
        }
        b.initializer([title, selection, opacity]) { a in
            ContainerViews.view(ColorPicker(try a.get("title", String.self), selection: .constant(.clear)))
        }
    }

    /// A Slider shows value labels when given them; its label is not shown on iOS (§22.4). Its
    /// value, bounds and step change no geometry: the engine's Slider is given a constant value.
    private static let slider = TypeBridge("Slider") { b in
        typealias S = Declared.Slider
        let valueLabelled: [any DeclaredAPI.Type] = [
            S.initValueInLabelMinimumValueLabelMaximumValueLabelOnEditingChanged.self,
            S.initValueInStepLabelMinimumValueLabelMaximumValueLabelOnEditingChanged.self,
            S.initValueInOnEditingChangedMinimumValueLabelMaximumValueLabelLabel.self,
            S.initValueInStepOnEditingChangedMinimumValueLabelMaximumValueLabelLabel.self,
        ]
        for declared in valueLabelled {
            b.initializer(declared) { a in
                ContainerViews.deferred(a) {
                    let (label, minimum, maximum) = (try a.contentView("label"), try a.contentView("minimumValueLabel"),
                                                     try a.contentView("maximumValueLabel"))
                    return Slider(value: Binding<Double>.constant(0), label: { label }, minimumValueLabel: { minimum },
                                  maximumValueLabel: { maximum })
                }
            }
        }
        for declared: any DeclaredAPI.Type in [S.initValueInLabelOnEditingChanged.self, S.initValueInStepLabelOnEditingChanged.self] {
            b.initializer(declared) { a in
                ContainerViews.deferred(a) {
                    let label = try a.contentView("label")
                    return Slider(value: Binding<Double>.constant(0), label: { label })
                }
            }
        }
        for declared: any DeclaredAPI.Type in [S.initValueInOnEditingChanged.self, S.initValueInStepOnEditingChanged.self] {
            b.initializer(declared) { _ in ContainerViews.view(Slider(value: Binding<Double>.constant(0))) }
        }
    }

    /// TextField and SecureField show their text, or their title (the prompt when given) while empty.
    private static func textField(_ name: String) -> TypeBridge {
        TypeBridge(name) { b in
            b.initializer([title, .binding("text")]) { a in
                let (title, text) = (try a.get("title", String.self), try a.boundString("text"))
                return ContainerViews.view(name == "SecureField" ? AnyView(SecureField(title, text: .constant(text)))
                                                                : AnyView(TextField(title, text: .constant(text))))
            }
            b.initializer([title, .binding("text"), Parameter("prompt", .optional(.bridged(Text.self)))]) { a in
                let (title, text, prompt) = (try a.get("title", String.self), try a.boundString("text"), try a.optional("prompt", Text.self))
                return ContainerViews.view(name == "SecureField" ? AnyView(SecureField(title, text: .constant(text), prompt: prompt))
                                                                : AnyView(TextField(title, text: .constant(text), prompt: prompt)))
            }
            // Only a TextField grows along an axis.
            if name == "TextField" {
                b.initializer([title, .binding("text"), Parameter("axis", Axis.self)]) { a in
                    ContainerViews.view(TextField(try a.get("title", String.self), text: .constant(try a.boundString("text")), axis: try a.get("axis")))
                }
                b.initializer([title, .binding("text"), Parameter("prompt", .optional(.bridged(Text.self))), Parameter("axis", Axis.self)]) { a in
                    ContainerViews.view(TextField(try a.get("title", String.self), text: .constant(try a.boundString("text")),
                                                  prompt: try a.optional("prompt", Text.self), axis: try a.get("axis")))
                }
            }
        }
    }

    private static let textEditor = TypeBridge("TextEditor") { b in
        b.initializer([.binding("text")]) { _ in ContainerViews.view(TextEditor(text: .constant(""))) }
    }

    /// Options are matched to the selection by tag (`.tag`, else a ForEach's id).
    private static let picker = TypeBridge("Picker") { b in
        let selection = Parameter.binding("selection")
        b.initializer([selection, .content("content"), .content("label")]) { a in
            let selected = try a.selection("selection")
            return ContainerViews.deferred(a) {
                let (content, label) = (try a.contentView("content"), try a.contentView("label"))
                return Picker(selection: .constant(selected), content: { content }, label: { label })
            }
        }
        b.initializer([selection, .view("label"), .content("content")]) { a in
            let selected = try a.selection("selection")
            return ContainerViews.deferred(a) {
                let (content, label) = (try a.contentView("content"), try a.contentView("label"))
                return Picker(selection: .constant(selected), label: label, content: { content })
            }
        }
        b.initializer([title, selection, .content("content")]) { a in
            let selected = try a.selection("selection")
            return ContainerViews.deferred(a) {
                let content = try a.contentView("content")
                return Picker(try a.get("title", String.self), selection: .constant(selected)) { content }
            }
        }
    }

    private static let label = TypeBridge("Label") { b in
        b.initializer([title, Parameter("systemImage", String.self, name: "image")]) { a in
            ContainerViews.view(Label(try a.get("title", String.self), systemImage: try a.get("image", String.self)))
        }
        b.initializer([title, Parameter("image", String.self)]) { a in
            ContainerViews.view(Label(try a.get("title", String.self), image: try a.get("image", String.self)))
        }
        b.initializer([.content("title"), .content("icon")]) { a in
            ContainerViews.deferred(a) {
                let (title, icon) = (try a.contentView("title"), try a.contentView("icon"))
                return Label(title: { title }, icon: { icon })
            }
        }
    }

    private static let contentUnavailableView = TypeBridge("ContentUnavailableView") { b in
        b.initializer([.content("label"), .content("description", default: true), .content("actions", default: true)]) { a in
            ContainerViews.deferred(a) {
                let (label, description, actions) = (try a.contentView("label"), try a.contentView("description"),
                                                     try a.contentView("actions"))
                return ContentUnavailableView(label: { label }, description: { description }, actions: { actions })
            }
        }
        b.initializer([title, Parameter("systemImage", String.self, name: "image"), Parameter("description", .optional(.bridged(Text.self)), default: true)]) { a in
            let (title, image) = (try a.get("title", String.self), try a.get("image", String.self))
            guard let description = try a.optional("description", Text.self) else {
                return ContainerViews.view(ContentUnavailableView(title, systemImage: image))
            }
            return ContainerViews.view(ContentUnavailableView(title, systemImage: image, description: description))
        }
        b.computedConstant("search") { _ in ContainerViews.view(ContentUnavailableView.search) }
        b.function("search", [Parameter("text", String.self)]) { a in
            ContainerViews.view(ContentUnavailableView.search(text: try a.get("text", String.self)))
        }
    }

    private static let progressView = TypeBridge("ProgressView") { b in
        b.initializer([]) { _ in ContainerViews.view(ProgressView()) }
        b.initializer([Parameter("value", .optional(.bridged(Double.self))), .optional("total", Double.self)]) { a in
            let value = try progress(a, "value")
            guard let total = try progress(a, "total") else { return ContainerViews.view(ProgressView(value: value)) }
            return ContainerViews.view(ProgressView(value: value, total: total))
        }
        b.initializer([title, Parameter("value", .optional(.bridged(Double.self))), .optional("total", Double.self)]) { a in
            let (title, value) = (try a.get("title", String.self), try progress(a, "value"))
            guard let total = try progress(a, "total") else { return ContainerViews.view(ProgressView(title, value: value)) }
            return ContainerViews.view(ProgressView(title, value: value, total: total))
        }
    }

    private static func progress(_ a: Arguments, _ name: String) throws -> Double? {
        guard let value = try a.optional(name, Double.self) else { return nil }
        guard value.isFinite else { throw LocatedError("ProgressView: '\(name)' must be a finite number, not \(value)", at: a.node(name)) }
        return value
    }
}
