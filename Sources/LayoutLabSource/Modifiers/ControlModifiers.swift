import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

/// The modifiers of lists, navigation containers and controls that take part in layout, each
/// calling the engine's modifier of that name (spec §22–§24). Styles and sizes travel in the
/// environment; titles, display modes, bar visibility and toolbar items are what the content
/// tells its navigation container; a tag is what a Picker or TabView matches its selection by.
enum ControlModifiers {
    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "listStyle": [style(V.listStyleStyle.self, ListStyleValue.self, "ListStyle") { v, s in v.listStyle(s.style) }],
        "listSectionSpacing": [
            LayoutModifiers.wrapping(Declared.View.listSectionSpacingSpacing_ListSectionSpacing.self) { v, a in
                v.listSectionSpacing(try a.get(Declared.View.listSectionSpacingSpacing_ListSectionSpacing.spacing))
            },
            LayoutModifiers.wrapping(Declared.View.listSectionSpacingSpacing_CGFloat.self) { v, a in
                v.listSectionSpacing(try a.checked(Declared.View.listSectionSpacingSpacing_CGFloat.spacing, .signed))
            },
        ],
        "listRowInsets": [wrapping(V.listRowInsetsInsets.self) { v, a in
            let insets = try a.get(V.listRowInsetsInsets.insets)
            // Negative insets pull the row's content out (SwiftUI allows them); a non-finite one
            // would place the row nowhere.
            if let insets, ![insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy(\.isFinite) {
                throw LocatedError("listRowInsets: every inset must be a finite number, not \(insets)", at: a.node("insets"))
            }
            return v.listRowInsets(insets)
        }],
        "buttonStyle": [style(V.buttonStyleStyle.self, ButtonStyleValue.self, "ButtonStyle") { v, s in v.buttonStyle(s.style) }],
        "pickerStyle": [style(V.pickerStyleStyle.self, PickerStyleValue.self, "PickerStyle") { v, s in v.pickerStyle(s.style) }],
        "labelStyle": [style(V.labelStyleStyle.self, LabelStyleValue.self, "LabelStyle") { v, s in v.labelStyle(s.style) }],
        "tabViewStyle": [style(V.tabViewStyleStyle.self, TabViewStyleValue.self, "TabViewStyle") { v, s in v.tabViewStyle(s.style) }],
        "datePickerStyle": [style(V.datePickerStyleStyle.self, DatePickerStyleValue.self, "DatePickerStyle") { v, s in v.datePickerStyle(s.style) }],
        "textFieldStyle": [style(V.textFieldStyleStyle.self, TextFieldStyleValue.self, "TextFieldStyle") { v, s in v.textFieldStyle(s.style) }],
        "progressViewStyle": [style(V.progressViewStyleStyle.self, ProgressViewStyleValue.self, "ProgressViewStyle") { v, s in
            v.progressViewStyle(s.style)
        }],
        "labelsHidden": [wrapping(V.labelsHidden.self) { v, _ in v.labelsHidden() }],
        "controlSize": [ModifierOverload(V.controlSizeControlSize.self) { view, a in
            let size = try a.get(V.controlSizeControlSize.controlSize)
            return a.interpreter.writingEnvironment(view, { $0.controlSize = size }) { $0.controlSize(size) }
        }],
        "dynamicTypeSize": [
            ModifierOverload(V.dynamicTypeSizeSize.self) { view, a in
                let size = try a.get(V.dynamicTypeSizeSize.size)
                return a.interpreter.writingEnvironment(view, { $0.dynamicTypeSize = size }) { $0.dynamicTypeSize(size) }
            },
            ModifierOverload(V.dynamicTypeSizeRange.self) { view, a in
                let range = try LocatedError.locating(at: a.node("range"), context: "dynamicTypeSize: ") { () throws -> any RangeExpression<DynamicTypeSize> in
                    guard let bounded = try DynamicTypeSize.clampingRange(a.required("range")) else {
                        throw RuntimeError("dynamicTypeSize needs a range with at least one bound")
                    }
                    return bounded
                }
                return a.interpreter.writingEnvironment(view, { $0.dynamicTypeSize = DynamicTypeSize.clamped($0.dynamicTypeSize, to: range) }) {
                    $0.dynamicTypeSize(range)
                }
            },
        ],
        "tag": [ModifierOverload(V.tagTagIncludeOptional.self) { view, a in
            let tag = try LocatedError.locating(at: a.node("tag"), context: "tag(_:): ") { try TagValue(a.required("tag")) }
            return .deferred { try a.interpreter.anyView(view).tag(tag) }
        }],
        // A Text's overload first: a String, evaluated for it, is no Text, and the next takes it.
        "navigationTitle": [
            wrapping(V.navigationTitleTitle_Text.self) { v, a in v.navigationTitle(try a.get(V.navigationTitleTitle_Text.title)) },
            wrapping(V.navigationTitleTitle_S.self) { v, a in v.navigationTitle(try a.get(V.navigationTitleTitle_S.title, as: String.self)) },
        ],
        "navigationBarTitle": [
            wrapping(V.navigationBarTitleTitle_Text.self) { v, a in v.navigationBarTitle(try a.get(V.navigationBarTitleTitle_Text.title)) },
            wrapping(V.navigationBarTitleTitle_S.self) { v, a in v.navigationBarTitle(try a.get(V.navigationBarTitleTitle_S.title, as: String.self)) },
            wrapping(V.navigationBarTitleTitleDisplayMode_Text.self) { v, a in
                typealias D = V.navigationBarTitleTitleDisplayMode_Text
                return v.navigationBarTitle(try a.get(D.title), displayMode: try a.get(D.displayMode))
            },
            wrapping(V.navigationBarTitleTitleDisplayMode_S.self) { v, a in
                typealias D = V.navigationBarTitleTitleDisplayMode_S
                return v.navigationBarTitle(try a.get(D.title, as: String.self), displayMode: try a.get(D.displayMode))
            },
        ],
        "navigationBarTitleDisplayMode": [wrapping(V.navigationBarTitleDisplayModeMode.self) { v, a in
            v.navigationBarTitleDisplayMode(try a.get(V.navigationBarTitleDisplayModeMode.mode))
        }],
        "toolbarTitleDisplayMode": [wrapping(V.toolbarTitleDisplayModeMode.self) { v, a in
            v.toolbarTitleDisplayMode(try a.get(V.toolbarTitleDisplayModeMode.mode))
        }],
        // SwiftUI's four: a Text or a String prompt, with or without iOS 17's `isPresented:`.
        "searchable": [
            wrapping(V.searchableTextPlacementPrompt_BindingString.self) { v, a in
                typealias D = V.searchableTextPlacementPrompt_BindingString
                return v.searchable(text: .constant(""), placement: try a.get(D.placement), prompt: try a.get(D.prompt))
            },
            wrapping(V.searchableTextPlacementPrompt_BindingString2.self) { v, a in
                typealias D = V.searchableTextPlacementPrompt_BindingString2
                return v.searchable(text: .constant(""), placement: try a.get(D.placement), prompt: try a.get(D.prompt, as: String.self))
            },
            wrapping(V.searchableTextIsPresentedPlacementPrompt_BindingString.self) { v, a in
                typealias D = V.searchableTextIsPresentedPlacementPrompt_BindingString
                return v.searchable(text: .constant(""), isPresented: .constant(false), placement: try a.get(D.placement), prompt: try a.get(D.prompt))
            },
            wrapping(V.searchableTextIsPresentedPlacementPrompt_BindingString2.self) { v, a in
                typealias D = V.searchableTextIsPresentedPlacementPrompt_BindingString2
                return v.searchable(text: .constant(""), isPresented: .constant(false), placement: try a.get(D.placement),
                                    prompt: try a.get(D.prompt, as: String.self))
            },
        ],
        "navigationBarHidden": [wrapping(V.navigationBarHiddenHidden.self) { v, a in
            v.navigationBarHidden(try a.get(V.navigationBarHiddenHidden.hidden))
        }],
        "toolbar": [
            wrapping(V.toolbarVisibilityFor.self) { v, a in
                v.toolbar(try a.get(V.toolbarVisibilityFor.visibility), for: try a.array(V.toolbarVisibilityFor.bars.name, of: ToolbarPlacement.self))
            },
            // The engine's two `content:` forms, toolbar content or views (`toolbarContent_Content`),
            // have one parameter list: this binds both, and what the closure builds decides
            // (`toolbar(_:_:)` below), as Swift's overload resolution does.
            ModifierOverload(V.toolbarContent_ToolbarContentList.self) { view, a in try toolbar(view, a) },
            ModifierOverload(V.toolbarIdContent.self) { view, a in try toolbar(view, a) },
            // `.toolbar(removing: .sidebarToggle)`: removes a system item from the bars.
            wrapping(V.toolbarRemoving.self) { v, a in v.toolbar(removing: try a.get(V.toolbarRemoving.defaultItemKind)) },
        ],
    ]

    private static func wrapping(_ declared: any DeclaredAPI.Type, _ apply: @escaping (AnyView, Arguments) throws -> any View) -> ModifierOverload {
        LayoutModifiers.wrapping(declared, apply)
    }

    private typealias V = Declared.View

    /// `.listStyle(.insetGrouped)`: one of the built-in styles. A style the file declares
    /// (`struct CardStyle: ButtonStyle`) is not modelled: an error, a warning with `--lenient`.
    private static func style<Style: Bridged>(_ declared: any DeclaredAPI.Type, _ type: Style.Type, _ protocolName: String,
                                              _ apply: @escaping (AnyView, Style) -> any View) -> ModifierOverload {
        ModifierOverload(declared) { view, a in
            let value = a.required("style")
            switch value.unwrapped {
            case .record, .object, .enumCase:
                return try a.interpreter.unmodelledModifier(
                    a.callName, message: "a \(protocolName) the file declares ('\(value.typeName)') is not one LayoutLab models",
                    reason: "LayoutLab lays out the built-in \(protocolName)s only", view, at: a.node("style"))
            default:
                let converted = try a.interpreter.coerce(value, to: .bridged(Style.self), in: a.scope, at: a.node("style"))
                guard let style = Style.extract(converted) else {
                    throw LocatedError("\(a.callName): expected a \(protocolName), not \(value.typeName)", at: a.node("style"))
                }
                return .deferred { apply(try a.interpreter.anyView(view), style) }
            }
        }
    }

    /// `.toolbar { ToolbarItem(placement: …) { … } }` (toolbar content) or `.toolbar { Button(…) }`
    /// (views, which go in the navigation bar's trailing side).
    private static func toolbar(_ view: ViewValue, _ a: Arguments) throws -> ViewValue {
        let content = try a.content("content").flattened
        var placements: [ToolbarItemPlacement] = []
        for item in content {
            if case let .toolbarContent(items) = item.content { placements += items }
        }
        guard placements.count == content.count || content.isEmpty else {
            return .deferred { try a.interpreter.anyView(view).toolbar { EmptyView() } }
        }
        return .deferred { try a.interpreter.anyView(view).toolbar { _ToolbarContentList(_placements: placements) } }
    }
}

extension Interpreter {
    /// A modifier that writes an environment value layout reads (`.controlSize`,
    /// `.dynamicTypeSize`): the content's `@Environment` reads see the change, and `apply` gives
    /// the engine's modifier.
    func writingEnvironment(_ view: ViewValue, _ change: @escaping (inout EnvironmentValues) -> Void,
                            _ apply: @escaping (AnyView) -> any View) -> ViewValue {
        .deferred { apply(try self.withEnvironment({ change(&$0.values) }) { try self.anyView(view) }) }
    }
}
