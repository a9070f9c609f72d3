import Foundation

// `onChange` and `task` as SwiftUI declares them (Apple's `onChange(of:initial:_:)`, iOS 17, with a
// zero- and a two-parameter action; the deprecated iOS 14 `onChange(of:perform:)`;
// `task(priority:_:)` and `task(id:priority:_:)`, iOS 15). `onAppear(perform:)` is in
// DrawingModifiers.swift. What runs and when is Preferences/LifecycleActions.swift's: an action
// runs once, after the view's first layout; an `onChange` action only with `initial: true`, since a
// layout at rest never sees its value change.

extension View {
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        changeAction(initial: initial, action)
    }

    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        // The first time, SwiftUI passes the value as both the old and the new one.
        changeAction(initial: initial) { action(value, value) }
    }

    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        changeAction(initial: false) {}
    }

    /// The task's action is asynchronous and a layout does not wait for it: recorded, not run
    /// (a front end that interprets its synchronous part uses `lifecycleAction(.task)`).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        attribute("task", "action")
    }

    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        attribute("task", "action")
    }

    func changeAction(initial: Bool, _ action: @escaping () -> Void) -> AnyView {
        initial ? AnyView(lifecycleAction(.appear) { action(); return true })
            : AnyView(attribute("onChange", "not run: only when the value changes"))
    }
}
