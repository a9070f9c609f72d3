import Foundation
import LayoutLab

// The engine keys layout values and container values by Swift type (`LayoutValueKey`,
// `ContainerValueKey`), and a running program cannot declare types. Each key a file declares
// (`struct K: LayoutValueKey`, `@Entry var name`) is given one of a fixed set of slot types
// in declaration order; its default value stays with the interpreter.

/// An interpreted value stored in the engine's traits; `unset` until a view sets one (the
/// declared default lives with the interpreter). Non-optional so that node attributes read
/// `Optional(777)` for an `Int?` key, as they would for the same key compiled against the engine.
struct SlotValue: CustomStringConvertible {
    let value: Value?
    static var unset: SlotValue { SlotValue(value: nil) }
    var description: String { value.map { Formatting.describe($0) } ?? "default" }
}

enum SlotTag0 {}
enum SlotTag1 {}
enum SlotTag2 {}
enum SlotTag3 {}
enum SlotTag4 {}
enum SlotTag5 {}
enum SlotTag6 {}
enum SlotTag7 {}
enum SlotTag8 {}
enum SlotTag9 {}
enum SlotTag10 {}
enum SlotTag11 {}
enum SlotTag12 {}
enum SlotTag13 {}
enum SlotTag14 {}
enum SlotTag15 {}

enum LayoutValueSlot<Tag>: LayoutValueKey {
    static var defaultValue: SlotValue { .unset }
}

enum ContainerValueSlot<Tag>: ContainerValueKey {
    static var defaultValue: SlotValue { .unset }
}

protocol KeySlot: Sendable {
    func layoutValue(of subview: LayoutSubview) -> SlotValue
    func settingLayoutValue(_ value: SlotValue, on view: AnyView) -> AnyView
    func containerValue(in values: ContainerValues) -> SlotValue
    func setContainerValue(_ value: SlotValue, in values: inout ContainerValues)
}

struct TaggedKeySlot<Tag>: KeySlot {
    func layoutValue(of subview: LayoutSubview) -> SlotValue { subview[LayoutValueSlot<Tag>.self] }

    func settingLayoutValue(_ value: SlotValue, on view: AnyView) -> AnyView {
        AnyView(view.layoutValue(key: LayoutValueSlot<Tag>.self, value: value))
    }

    func containerValue(in values: ContainerValues) -> SlotValue { values[ContainerValueSlot<Tag>.self] }

    func setContainerValue(_ value: SlotValue, in values: inout ContainerValues) {
        values[ContainerValueSlot<Tag>.self] = value
    }
}

enum KeySlots {
    static let all: [any KeySlot] = [
        TaggedKeySlot<SlotTag0>(), TaggedKeySlot<SlotTag1>(), TaggedKeySlot<SlotTag2>(), TaggedKeySlot<SlotTag3>(),
        TaggedKeySlot<SlotTag4>(), TaggedKeySlot<SlotTag5>(), TaggedKeySlot<SlotTag6>(), TaggedKeySlot<SlotTag7>(),
        TaggedKeySlot<SlotTag8>(), TaggedKeySlot<SlotTag9>(), TaggedKeySlot<SlotTag10>(), TaggedKeySlot<SlotTag11>(),
        TaggedKeySlot<SlotTag12>(), TaggedKeySlot<SlotTag13>(), TaggedKeySlot<SlotTag14>(), TaggedKeySlot<SlotTag15>(),
    ]
    static var count: Int { all.count }
}

extension ContainerValues {
    /// The container value in slot `index`, as a key path can name it
    /// (`.containerValue(\.[layoutLabSlot: 3], value)`).
    subscript(layoutLabSlot index: Int) -> SlotValue {
        get { KeySlots.all.indices.contains(index) ? KeySlots.all[index].containerValue(in: self) : .unset }
        set {
            guard KeySlots.all.indices.contains(index) else { return }
            KeySlots.all[index].setContainerValue(newValue, in: &self)
        }
    }
}
