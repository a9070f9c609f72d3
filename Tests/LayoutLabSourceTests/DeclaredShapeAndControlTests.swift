import Foundation
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 29 item 1: Shape's fill/stroke/strokeBorder and the controls bind through the engine's
// declarations (Declared.Shape, Declared.Stepper, …). Each pair below is two spellings Xcode
// accepts for the same call, compared with each other (no proportional text widths).

/// The drawing attributes (`fill`, `stroke`, `strokeBorder`) of the run's shapes, in tree order.
private func shapeStyles(_ source: String) throws -> [NodeAttribute] {
    let run = try run(source)
    return run.tree.nodes.filter { $0.kind == "Circle" || $0.kind == "RoundedRectangle" }.flatMap(\.attributes)
        .filter { ["fill", "stroke", "strokeBorder"].contains($0.name) }
}

@Suite("Declared: Shape's fill, stroke and strokeBorder as SwiftUI declares them (issue 29)")
struct DeclaredShapeTests {
    @Test("a StrokeStyle's line width is the stroke's; style: and lineWidth: record the same")
    func strokeStyleMatchesLineWidth() throws {
        let styled = try shapeStyles("""
        VStack {
            Circle().stroke(.red, style: StrokeStyle(lineWidth: 3, dash: [2]))
            Circle().stroke(style: StrokeStyle(lineWidth: 5))
            Circle().strokeBorder(.blue, style: StrokeStyle(lineWidth: 4), antialiased: false)
            Circle().strokeBorder(style: StrokeStyle(lineWidth: 6))
        }
        """)
        let widths = try shapeStyles("""
        VStack {
            Circle().stroke(.red, lineWidth: 3)
            Circle().stroke(lineWidth: 5)
            Circle().strokeBorder(.blue, lineWidth: 4)
            Circle().strokeBorder(lineWidth: 6)
        }
        """)
        #expect(styled.count == 4)
        #expect(styled == widths)
        // stroke(lineWidth:) strokes with the foreground style, as stroke(.foreground, lineWidth:) does.
        #expect(try shapeStyles("Circle().stroke(lineWidth: 5)") == shapeStyles("Circle().stroke(.foreground, lineWidth: 5)"))
    }

    @Test("fill's defaults are the engine's: fill() is fill(.foreground), style: changes only drawing")
    func fillDefaults() throws {
        let defaults = try shapeStyles("Circle().fill()")
        #expect(defaults.count == 1)
        #expect(defaults == (try shapeStyles("Circle().fill(.foreground)")))
        #expect(try shapeStyles("Circle().fill(.red, style: FillStyle(eoFill: true))") == shapeStyles("Circle().fill(.red)"))
        // StrokeStyle() with no width is 1 wide, the engine's default.
        #expect(try shapeStyles("Circle().strokeBorder(style: StrokeStyle())") == shapeStyles("Circle().strokeBorder()"))
    }

    @Test("a StrokeStyle where a number is expected is refused at its line")
    func wrongArgument() throws {
        let error = try #require(sourceError("""
        struct ContentView: View {
            var body: some View {
                Circle().stroke(.red, lineWidth: StrokeStyle(lineWidth: 2))
            }
        }
        """))
        #expect(error.diagnostics.first?.line == 3)
    }
}

@Suite("Declared: controls bound by the engine's declarations (issue 29)")
struct DeclaredControlTests {
    /// Every node's kind and frame.
    private func frames(_ body: String) throws -> [String] {
        layoutSignature(try run("""
        struct ContentView: View {
            @State var value = 3.0
            @State var count = 2
            var body: some View {
                \(body)
            }
        }
        """))
    }

    @Test("Slider's step defaults to 1 (V.Stride = 1, as SwiftUI declares it): step: 1 and no step lay out the same")
    func sliderStepDefault() throws {
        #expect(try frames("Slider(value: $value, in: 0...10, step: 1) { Text(\"L\") } minimumValueLabel: { Color.red.frame(width: 9) } maximumValueLabel: { Color.blue.frame(width: 9) }")
                == frames("Slider(value: $value, in: 0...10) { Text(\"L\") } minimumValueLabel: { Color.red.frame(width: 9) } maximumValueLabel: { Color.blue.frame(width: 9) }"))
    }

    @Test("a generic `Binding<V>` parameter is checked: Slider(value: 3) and Stepper(value: count) are refused at their line")
    func bindingChecked() throws {
        for call in ["Slider(value: 3.0)", "Stepper(\"Count\", value: 2)", "Picker(\"P\", selection: 1) { Text(\"A\").tag(1) }"] {
            let error = try #require(sourceError("""
            struct ContentView: View {
                var body: some View {
                    \(call)
                }
            }
            """), "\(call) was accepted")
            #expect(error.diagnostics.first?.line == 3, "\(call): \(error)")
        }
    }

    @Test("ProgressView's value is a number: total: defaults to 1, as the engine declares it")
    func progressTotal() throws {
        #expect(try frames("ProgressView(value: 0.5).frame(width: 200)") == frames("ProgressView(value: 0.5, total: 1).frame(width: 200)"))
        #expect(sourceError("""
        struct ContentView: View {
            var body: some View {
                ProgressView(value: "half")
            }
        }
        """)?.diagnostics.first?.line == 3)
    }
}
