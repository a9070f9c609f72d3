import Foundation
import LayoutLab

// Controls (spec §22), with SwiftUI's initialisers; each calls the engine's view of that name
// (Layout/Controls). Actions, bounds, steps and the values a control edits change no geometry
// in the engine: actions never run, and a control is given its label and what it shows.

enum ControlViews {
    static let bridges: [TypeBridge] = [button, link, menu, labeledContent, toggle, stepper, datePicker, colorPicker, slider,
                                        textField, secureField, textEditor, picker, label,
                                        contentUnavailableView, progressView]

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
        b.initializer(B.initTitleAction.self) { a in a.titledView(B.initTitleAction.title) { Button($0) {} } }
        b.initializer(B.initTitleRoleAction.self) { a in
            typealias D = B.initTitleRoleAction
            let role = try a.get(D.role)
            return a.titledView(D.title) { Button($0, role: role) {} }
        }
        b.initializer(B.initTitleSystemImageAction.self) { a in
            typealias D = B.initTitleSystemImageAction
            let systemImage = try a.get(D.systemImage)
            return a.titledView(D.title) { Button($0, systemImage: systemImage) {} }
        }
        b.initializer(B.initTitleSystemImageRoleAction.self) { a in
            typealias D = B.initTitleSystemImageRoleAction
            let (systemImage, role) = (try a.get(D.systemImage), try a.get(D.role))
            return a.titledView(D.title) { Button($0, systemImage: systemImage, role: role) {} }
        }
    }

    private static let link = TypeBridge("Link") { b in
        typealias L = Declared.Link
        b.initializer(L.initTitleDestination.self) { a in
            let destination = try a.get(L.initTitleDestination.destination)
            return a.titledView(L.initTitleDestination.title) { Link($0, destination: destination) }
        }
        b.initializer(L.initDestinationLabel.self) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView(L.initDestinationLabel.label)
                return Link(destination: try a.get(L.initDestinationLabel.destination), label: { label })
            }
        }
    }

    /// The menu's items show in a pop-up, outside the layout: their closure never runs.
    private static let menu = TypeBridge("Menu") { b in
        typealias M = Declared.Menu
        b.initializer(M.initContentLabel.self) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView(M.initContentLabel.label)
                return Menu(content: { EmptyView() }, label: { label })
            }
        }
        b.initializer(M.initTitleContent.self) { a in a.titledView(M.initTitleContent.title) { Menu($0) { EmptyView() } } }
    }

    private static let labeledContent = TypeBridge("LabeledContent") { b in
        typealias L = Declared.LabeledContent
        b.initializer(L.initContentLabel.self) { a in
            ContainerViews.deferred(a) {
                let (content, label) = (try a.contentView(L.initContentLabel.content), try a.contentView(L.initContentLabel.label))
                return LabeledContent(content: { content }, label: { label })
            }
        }
        b.initializer(L.initTitleContent.self) { a in
            ContainerViews.deferred(a) {
                let content = try a.contentView(L.initTitleContent.content)
                return try a.titled(L.initTitleContent.title) { LabeledContent($0) { content } }
            }
        }
        b.initializer(L.initTitleValue.self) { a in
            typealias D = L.initTitleValue
            let value = try a.get(D.value, as: String.self)
            return a.titledView(D.title) { LabeledContent($0, value: value) }
        }
        // `LabeledContent("Total", value: 3.5, format: .number)` (iOS 16): the value is formatted as
        // `Text(_:format:)` formats it (Formatting, the interpreter's one home of format styles,
        // which are its own values, not Foundation's) and given to the engine as its String.
        b.initializer(L.initTitleValueFormat.self) { a in
            typealias D = L.initTitleValueFormat
            let value = try Formatting.format(a.required(D.value.name), style: a.required(D.format.name), a.interpreter)
            return a.titledView(D.title) { LabeledContent($0, value: value) }
        }
    }

    /// The engine's Toggle is given the binding's value now (the picture draws the switch on or
    /// off; no geometry depends on it): off when the binding cannot be read, as `Binding(get:set:)`.
    private static let toggle = TypeBridge("Toggle") { b in
        b.initializer(Declared.Toggle.initIsOnLabel.self) { a in
            let isOn = try isOn(a)
            return ContainerViews.deferred(a) {
                let label = try a.contentView(Declared.Toggle.initIsOnLabel.label)
                return Toggle(isOn: .constant(isOn), label: { label })
            }
        }
        b.initializer(Declared.Toggle.initTitleIsOn.self) { a in
            let on = try isOn(a)
            return a.titledView(Declared.Toggle.initTitleIsOn.title) { Toggle($0, isOn: .constant(on)) }
        }
    }

    private static func isOn(_ a: Arguments) throws -> Bool {
        if case let .bool(value)? = try a.boundValue("isOn")?.unwrapped { return value }
        return false
    }

    /// A Stepper's value, bounds and step change no geometry: the engine's is given a constant.
    private static let stepper = TypeBridge("Stepper") { b in
        typealias S = Declared.Stepper
        for declared: any DeclaredAPI.Type in [S.initValueInStepOnEditingChangedLabel.self, S.initValueStepOnEditingChangedLabel.self] {
            b.initializer(declared) { a in
                ContainerViews.deferred(a) {
                    let label = try a.contentView("label")
                    return Stepper(value: Binding<Int>.constant(0), label: { label })
                }
            }
        }
        for declared: any DeclaredAPI.Type in [S.initTitleValueInStepOnEditingChanged.self, S.initTitleValueStepOnEditingChanged.self] {
            b.initializer(declared) { a in
                a.titledView(S.initTitleValueStepOnEditingChanged.title) { Stepper($0, value: Binding<Int>.constant(0)) }
            }
        }
        b.initializer(S.initLabelOnIncrementOnDecrementOnEditingChanged.self) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView(S.initLabelOnIncrementOnDecrementOnEditingChanged.label)
                return Stepper(label: { label }, onIncrement: nil, onDecrement: nil)
            }
        }
        b.initializer(S.initTitleOnIncrementOnDecrementOnEditingChanged.self) { a in
            typealias D = S.initTitleOnIncrementOnDecrementOnEditingChanged
            return a.titledView(D.title) { Stepper($0, onIncrement: nil, onDecrement: nil) }
        }
    }

    /// The displayed components decide which pills show; the selection and range change no geometry.
    private static let datePicker = TypeBridge("DatePicker") { b in
        typealias P = Declared.DatePicker
        for declared: any DeclaredAPI.Type in [P.initSelectionDisplayedComponentsLabel.self, P.initSelectionInDisplayedComponentsLabel.self] {
            b.initializer(declared) { a in
                ContainerViews.deferred(a) {
                    let label = try a.contentView("label")
                    return DatePicker(selection: .constant(Date()),
                                      displayedComponents: try a.get(P.initSelectionDisplayedComponentsLabel.displayedComponents), label: { label })
                }
            }
        }
        for declared: any DeclaredAPI.Type in [P.initTitleSelectionDisplayedComponents.self, P.initTitleSelectionInDisplayedComponents.self] {
            b.initializer(declared) { a in
                typealias D = P.initTitleSelectionDisplayedComponents
                let components = try a.get(D.displayedComponents)
                return a.titledView(D.title) { DatePicker($0, selection: .constant(Date()), displayedComponents: components) }
            }
        }
    }

    private static let colorPicker = TypeBridge("ColorPicker") { b in
        typealias C = Declared.ColorPicker
        b.initializer(C.initSelectionSupportsOpacityLabel.self) { a in
            ContainerViews.deferred(a) {
                let label = try a.contentView(C.initSelectionSupportsOpacityLabel.label)
                return ColorPicker(selection: .constant(.clear), label: { label })
            }
        }
        b.initializer(C.initTitleSelectionSupportsOpacity.self) { a in
            a.titledView(C.initTitleSelectionSupportsOpacity.title) { ColorPicker($0, selection: .constant(.clear)) }
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

    /// TextField and SecureField show their text, or their title (the prompt when given) while
    /// empty: a placeholder styled with Markdown is refused while shown (`Arguments.placeholder`).
    private static let textField = TypeBridge("TextField") { b in
        typealias T = Declared.TextField
        b.initializer(T.initTitleText.self) { a in
            let text = try a.boundString("text")
            return ContainerViews.view(TextField(try a.placeholder(T.initTitleText.title, shown: text.isEmpty), text: .constant(text)))
        }
        b.initializer(T.initTitleTextPrompt.self) { a in
            typealias D = T.initTitleTextPrompt
            let (text, prompt) = (try a.boundString("text"), try a.get(D.prompt))
            return ContainerViews.view(TextField(try a.placeholder(D.title, shown: text.isEmpty && prompt == nil), text: .constant(text),
                                                 prompt: prompt))
        }
        b.initializer(T.initTitleTextAxis.self) { a in
            typealias D = T.initTitleTextAxis
            let text = try a.boundString("text")
            return ContainerViews.view(TextField(try a.placeholder(D.title, shown: text.isEmpty), text: .constant(text), axis: try a.get(D.axis)))
        }
        b.initializer(T.initTitleTextPromptAxis.self) { a in
            typealias D = T.initTitleTextPromptAxis
            let (text, prompt) = (try a.boundString("text"), try a.get(D.prompt))
            return ContainerViews.view(TextField(try a.placeholder(D.title, shown: text.isEmpty && prompt == nil), text: .constant(text),
                                                 prompt: prompt, axis: try a.get(D.axis)))
        }
    }

    private static let secureField = TypeBridge("SecureField") { b in
        typealias T = Declared.SecureField
        b.initializer(T.initTitleText.self) { a in
            let text = try a.boundString("text")
            return ContainerViews.view(SecureField(try a.placeholder(T.initTitleText.title, shown: text.isEmpty), text: .constant(text)))
        }
        b.initializer(T.initTitleTextPrompt.self) { a in
            typealias D = T.initTitleTextPrompt
            let (text, prompt) = (try a.boundString("text"), try a.get(D.prompt))
            return ContainerViews.view(SecureField(try a.placeholder(D.title, shown: text.isEmpty && prompt == nil), text: .constant(text),
                                                   prompt: prompt))
        }
    }

    private static let textEditor = TypeBridge("TextEditor") { b in
        b.initializer(Declared.TextEditor.initText.self) { _ in ContainerViews.view(TextEditor(text: .constant(""))) }
    }

    /// Options are matched to the selection by tag (`.tag`, else a ForEach's id).
    private static let picker = TypeBridge("Picker") { b in
        typealias P = Declared.Picker
        b.initializer(P.initSelectionContentLabel.self) { a in
            let selected = try a.selection("selection")
            return ContainerViews.deferred(a) {
                let (content, label) = (try a.contentView(P.initSelectionContentLabel.content), try a.contentView(P.initSelectionContentLabel.label))
                return Picker(selection: .constant(selected), content: { content }, label: { label })
            }
        }
        b.initializer(P.initSelectionLabelContent.self) { a in
            let selected = try a.selection("selection")
            return ContainerViews.deferred(a) {
                let (content, label) = (try a.contentView(P.initSelectionLabelContent.content), try a.contentView(P.initSelectionLabelContent.label))
                return Picker(selection: .constant(selected), label: label, content: { content })
            }
        }
        b.initializer(P.initTitleSelectionContent.self) { a in
            let selected = try a.selection("selection")
            return ContainerViews.deferred(a) {
                let content = try a.contentView(P.initTitleSelectionContent.content)
                return try a.titled(P.initTitleSelectionContent.title) { Picker($0, selection: .constant(selected)) { content } }
            }
        }
    }

    private static let label = TypeBridge("Label") { b in
        typealias L = Declared.Label
        b.initializer(L.initTitleSystemImage.self) { a in
            let name = try a.get(L.initTitleSystemImage.name)
            return a.titledView(L.initTitleSystemImage.title) { Label($0, systemImage: name) }
        }
        b.initializer(L.initTitleImage.self) { a in
            let name = try a.get(L.initTitleImage.name)
            return a.titledView(L.initTitleImage.title) { Label($0, image: name) }
        }
        b.initializer(L.initTitleIcon.self) { a in
            ContainerViews.deferred(a) {
                let (title, icon) = (try a.contentView(L.initTitleIcon.title), try a.contentView(L.initTitleIcon.icon))
                return Label(title: { title }, icon: { icon })
            }
        }
    }

    private static let contentUnavailableView = TypeBridge("ContentUnavailableView") { b in
        typealias C = Declared.ContentUnavailableView
        b.initializer(C.initLabelDescriptionActions.self) { a in
            typealias D = C.initLabelDescriptionActions
            return ContainerViews.deferred(a) {
                let (label, description, actions) = (try a.contentView(D.label), try a.contentView(D.description), try a.contentView(D.actions))
                return ContentUnavailableView(label: { label }, description: { description }, actions: { actions })
            }
        }
        b.initializer(C.initTitleSystemImageDescription.self) { a in
            typealias D = C.initTitleSystemImageDescription
            let (name, description) = (try a.get(D.name), try a.get(D.description))
            return a.titledView(D.title) { ContentUnavailableView($0, systemImage: name, description: description) }
        }
        b.computedConstant("search") { _ in ContainerViews.view(ContentUnavailableView.search) }
        b.function("search", [Parameter("text", String.self)]) { a in
            ContainerViews.view(ContentUnavailableView.search(text: try a.get("text", String.self)))
        }
    }

    /// Without `total:` the engine's default (1) holds.
    private static let progressView = TypeBridge("ProgressView") { b in
        typealias P = Declared.ProgressView
        b.initializer(P.`init`.self) { _ in ContainerViews.view(ProgressView()) }
        b.initializer(P.initValueTotal.self) { a in
            let value = try progress(a, "value")
            guard let total = try progress(a, "total") else { return ContainerViews.view(ProgressView(value: value)) }
            return ContainerViews.view(ProgressView(value: value, total: total))
        }
        b.initializer(P.initTitleValueTotal.self) { a in
            let (value, total) = (try progress(a, "value"), try progress(a, "total"))
            return a.titledView(P.initTitleValueTotal.title) { title in
                guard let total else { return ProgressView(title, value: value) }
                return ProgressView(title, value: value, total: total)
            }
        }
    }

    private static func progress(_ a: Arguments, _ name: String) throws -> Double? {
        guard let value = try a.optional(name, Double.self) else { return nil }
        guard value.isFinite else { throw LocatedError("ProgressView: '\(name)' must be a finite number, not \(value)", at: a.node(name)) }
        return value
    }
}
