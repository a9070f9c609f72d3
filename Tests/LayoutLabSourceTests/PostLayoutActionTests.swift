import Foundation
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 33, rule 6: what runs after layout. `.onAppear` and `.task` (its synchronous part)
// run once after the first layout, their prints are output, and state they set lays the view
// out again. The order is the one benigumo printed on a device
// (https://android.benigumo.com/20240328/onappear-onchange-task): deepest views first, one
// view's onAppears as written, every task after every onAppear.

@Suite("Source: what runs after layout (onAppear, task)")
struct PostLayoutActionTests {
    @Test("benigumo's nesting: Text, VStack, Group onAppear, then their tasks in the same order")
    func nestedOrder() throws {
        let run = try run("""
            struct ContentView: View {
                var body: some View {
                    Group {
                        VStack {
                            Text("hello")
                                .task { print("Text task") }
                                .onAppear { print("Text onAppear") }
                        }
                        .task { print(" VStack task") }
                        .onAppear { print(" VStack onAppear") }
                    }
                    .task { print("Group task") }
                    .onAppear { print("Group onAppear") }
                }
            }
            """)
        #expect(run.lines == ["Text onAppear", " VStack onAppear", "Group onAppear", "Text task", " VStack task", "Group task"])
        // They set no state: SwiftUI does not lay the view out again.
        #expect(run.result.layoutPass == 1)
    }

    @Test("One view's onAppears in the order written, its task last whatever its place; siblings in order")
    func writtenOrder() throws {
        let run = try run("""
            struct ContentView: View {
                var body: some View {
                    HStack {
                        Color.red.frame(width: 10, height: 10)
                            .task { print("red task") }
                            .onAppear { print("red 1") }
                            .onAppear { print("red 2") }
                        Color.blue.frame(width: 10, height: 10).onAppear { print("blue") }
                    }
                    .onAppear { print("stack") }
                }
            }
            """)
        #expect(run.lines == ["red 1", "red 2", "blue", "stack", "red task"])
    }

    @Test("A task runs as far as its first await")
    func taskStopsAtAwait() throws {
        let run = try run("""
            struct ContentView: View {
                var body: some View {
                    Color.red.frame(width: 10, height: 10)
                        .task {
                            print("before")
                            try? await Task.sleep(nanoseconds: 1_000_000)
                            print("after")
                        }
                        .onAppear { print("appear") }
                }
            }
            """)
        #expect(run.lines == ["appear", "before"])
    }

    @Test("State set in onAppear lays the view out again (a second, traced pass); the action runs once")
    func stateLaysOutAgain() throws {
        let run = try run("""
            struct ContentView: View {
                @State private var width: CGFloat = 10
                var body: some View {
                    Color.red.frame(width: width, height: 10)
                        .onAppear {
                            print("appear with \\(width)")
                            width = 50
                        }
                }
            }
            """)
        #expect(run.lines == ["appear with 10.0"])
        #expect(run.result.layoutPass == 2)
        #expect(run.result.tree.nodes.first { $0.kind == "frame" }.flatMap { run.result.frame(of: $0.id)?.width } == 50)
    }

    @Test("UNCERTAIN order (LifecycleActions.swift): onAppear, then onGeometryChange, then task")
    func withGeometryChange() throws {
        let run = try run("""
            struct ContentView: View {
                var body: some View {
                    Color.red.frame(width: 30, height: 10)
                        .task { print("task") }
                        .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width in print("width \\(width)") }
                        .onAppear { print("appear") }
                }
            }
            """)
        #expect(run.lines == ["appear", "width 30.0", "task"])
    }

    @Test("onAppear() runs nothing")
    func noAction() throws {
        let run = try run("""
            struct ContentView: View {
                var body: some View { Color.red.frame(width: 10, height: 10).onAppear() }
            }
            """)
        #expect(run.lines.isEmpty && run.result.layoutPass == 1)
    }
}

// Issue 33, rule 7: `@Environment` inside a ViewModifier reads the environment of the view
// it modifies, as in Xcode. Apple's `Environment` page: "A property wrapper that reads a value
// from a view's environment"; its "Environment values" article: "A view inherits its
// environment from its container view, subject to explicit changes from an
// environment(_:_:) view modifier" (so the `.environment` outside the modifier reaches it).
@Suite("Source: @Environment in a ViewModifier")
struct EnvironmentInViewModifierTests {
    @Test("A ViewModifier's @Environment reads the value set outside it: padding by the environment's size class")
    func environmentInModifier() throws {
        let run = try run("""
            struct Inset: ViewModifier {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                func body(content: Content) -> some View {
                    content.padding(sizeClass == .compact ? 5 : 40)
                }
            }

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Color.red.frame(width: 10, height: 10).modifier(Inset())
                            .environment(\\.horizontalSizeClass, .compact)
                        Color.blue.frame(width: 10, height: 10).modifier(Inset())
                            .environment(\\.horizontalSizeClass, .regular)
                    }
                }
            }
            """)
        let paddings = run.result.tree.nodes.filter { $0.kind == "padding" }.map { run.result.frame(of: $0.id)?.size }
        #expect(paddings == [CGSize(width: 20, height: 20), CGSize(width: 90, height: 90)])
    }
}
