import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

/// `.onAppear(perform:)`, `.onChange(of:initial: true)` and `.task`: actions the engine runs
/// once after the view's first layout (LayoutLab's Preferences/LifecycleActions.swift has
/// their order and its sources); their `print`s are output, and state they set lays the view
/// out again.
enum LifecycleModifiers {
    private typealias V = Declared.View

    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "onAppear": [ModifierOverload(V.onAppearPerform.self) { view, a in
            let interpreter = a.interpreter
            // `onAppear()` runs nothing.
            guard let action = a.function(V.onAppearPerform.action) else {
                return .deferred { try interpreter.anyView(view)._attribute("onAppear", "nil") }
            }
            let node = a.node(V.onAppearPerform.action)
            return .deferred {
                try interpreter.anyView(view).lifecycleAction(.appear) {
                    interpreter.reportingStateChange(of: action) { _ = try interpreter.invoke(action, [], at: node) }
                }
            }
        }],
        // SwiftUI's three (the engine's API/Modifiers/LifecycleModifiers.swift): iOS 17's
        // `onChange(of:initial:_:)` with a zero- or a two-parameter action (the binder tells them
        // apart by the closure's parameters), and iOS 14's deprecated `onChange(of:perform:)`.
        "onChange": [
            ModifierOverload(V.onChangeOfInitialAction_V.self) { view, a in try onChange(view, a, passing: { _ in [] }) },
            ModifierOverload(V.onChangeOfInitialAction_V2.self) { view, a in try onChange(view, a, passing: { [$0, $0] }) },
            ModifierOverload(V.onChangeOfPerform.self) { view, a in try onChange(view, a, passing: nil) },
        ],
        "task": [ModifierOverload(V.taskPriorityAction.self, task), ModifierOverload(V.taskIdPriorityAction.self, task)],
    ]

    /// `onChange(of:initial:_:)` with `initial: true` runs its action once the view appears,
    /// among its onAppears in the order written (benigumo's logs, LifecycleActions.swift), given
    /// the value as both the old and the new one (`passing`). Otherwise (and always for
    /// `perform:`, `passing` nil) the action runs only when the value changes between updates;
    /// LayoutLab does not compare values across layout passes, so it runs nothing then.
    private static func onChange(_ view: ViewValue, _ a: Arguments, passing: ((Value) -> [Value])?) throws -> ViewValue {
        let interpreter = a.interpreter
        guard let passing, try a.get(V.onChangeOfInitialAction_V.initial) else {
            return .deferred { try interpreter.anyView(view)._attribute("onChange", "not run: only when the value changes") }
        }
        let action = try a.requiredFunction("action"), node = a.node("action")
        let arguments = passing(a.required("value"))
        return .deferred {
            try interpreter.anyView(view).lifecycleAction(.appear) {
                interpreter.reportingStateChange(of: action) { _ = try interpreter.invoke(action, arguments, at: node) }
            }
        }
    }

    /// `.task { … }`: its action as far as its first `await`. SwiftUI starts the task once the
    /// view appears; what runs before the task first suspends runs then, the rest later, when
    /// what it awaits is done, which a layout at rest does not wait for.
    /// UNCERTAIN (issue 33, rule 6): an `await` of code that would not suspend (a main-actor
    /// async function) runs on in Swift; LayoutLab stops at the first `await` whatever it awaits.
    private static func task(_ view: ViewValue, _ a: Arguments) throws -> ViewValue {
        let interpreter = a.interpreter
        let action = try a.requiredFunction("action")
        let node = a.node("action")
        return .deferred {
            try interpreter.anyView(view).lifecycleAction(.task) {
                interpreter.reportingStateChange(of: action) {
                    do {
                        _ = try interpreter.run.runningTask { try interpreter.invoke(action, [], at: node) }
                    } catch is TaskSuspension {
                        // The rest of the task runs after what it awaits: not in this layout.
                    }
                }
            }
        }
    }
}

extension Interpreter {
    /// Runs an onAppear or task action (errors kept for after the layout, as `duringLayout`
    /// keeps them) and says whether it may have changed state, so that the view is laid out
    /// again. Only an action that does nothing but print is known not to: any other statement
    /// (an assignment, a call that may set state or change an object in place) counts as a change.
    func reportingStateChange(of function: Function, _ action: () throws -> Void) -> Bool {
        duringLayout(()) { try action() }
        guard case let .closure(closure, _) = function.kind else { return true }
        return !closure.statements.allSatisfy { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return name == "print" || name == "debugPrint"
        }
    }
}

/// Thrown at the first `await` of a `.task` action (`Interpreter.suspendsAtAwait`): where its
/// synchronous part ends. Interpreted `catch` clauses catch only `ThrownError`, so it reaches `task`.
struct TaskSuspension: Error {}
