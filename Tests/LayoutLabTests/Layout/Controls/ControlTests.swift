import Foundation
import Testing
@testable import LayoutLab

@Suite("Controls (spec §22)")
struct ControlTests {
    private static let bodyLine: CGFloat = 20.333333333333332

    @Test("§22.5(a): Toggle(\"Wi-Fi\") is (402, 31) at y = 435.5; label at (0, 5.333), switch at (351, 0)")
    func toggleExample() throws {
        let laidOut = try LaidOut(Toggle("Wi-Fi", isOn: .constant(true)))
        let toggle = try laidOut.placed("Toggle")
        #expect(toggle == CGRect(x: 0, y: 435.5, width: 402, height: 31))
        let label = try laidOut.placed("Text")
        #expect(label.minX == 0 && close(label.minY - toggle.minY, (31 - Self.bodyLine) / 2))
        #expect(try laidOut.placed("Switch") == CGRect(x: 351, y: 435.5, width: 51, height: 31))
        // The probes of §6.3: the switch's HStack (min, max), the label's VStack (min, max), the
        // Spacer's minimum; then the switch gets half of 402 − 8, the label the rest.
        let switchStack = try laidOut.node("HStack").path, labelStack = try laidOut.node("VStack").path
        let sizing = laidOut.events.filter { $0.kind == .proposal && $0.pass == .sizing }
            .map { (laidOut.tree[$0.node].path, $0.proposal!) }
            .filter { $0.0 == switchStack || $0.0 == labelStack || laidOut.tree.nodes(named: $0.0).first?.kind == "layoutPriority" }
        #expect(sizing.map(\.1) == [
            ProposedViewSize(width: 0, height: 778), ProposedViewSize(width: .infinity, height: 778),
            ProposedViewSize(width: 0, height: 778), ProposedViewSize(width: .infinity, height: 778),
            ProposedViewSize(width: 0, height: 778),
            ProposedViewSize(width: 197, height: 778), ProposedViewSize(width: 343, height: 778),
            ProposedViewSize(width: 351 - label.width, height: 778),
        ])
        #expect(sizing.map(\.0) == [switchStack, switchStack, labelStack, labelStack, "0.1", switchStack, labelStack, "0.1"])
    }

    @Test("§22.5(a): the label's minimum probe (0, 778) answers 0")
    func toggleLabelMinimum() throws {
        let laidOut = try LaidOut(Toggle("Wi-Fi", isOn: .constant(true)))
        let labelStack = try laidOut.node("VStack").id
        let minimum = laidOut.events.first { $0.kind == .report && $0.node == labelStack }?.size?.width
        withKnownIssue("""
            §22.5(a) reads the label's minimum as a width-0 Text probe (0, §2.5), but §22.2's \
            structure wraps the label in a VStack, which asks its Text for a size at width 0; \
            LayoutLab's Text then reports its widest glyph (W: 16.333). No source says what \
            SwiftUI's Text answers there. The fitting order and every later proposal are the \
            same either way (the switch's flexibility is 0).
            """) {
            #expect(minimum == 0)
        }
        #expect(minimum == 16.333333333333332)
    }

    @Test("§22.2: a long label wraps at proposal − 8 − 51; the toggle is as tall as the label")
    func toggleWrapping() throws {
        let title = String(repeating: "Notifications ", count: 8)
        let laidOut = try LaidOut(Toggle(title, isOn: .constant(false)))
        #expect(try laidOut.proposals("VStack").contains(ProposedViewSize(width: 343, height: 778)))
        let label = try laidOut.placed("Text")
        #expect(label.width <= 343 && label.height > 31)
        #expect(try laidOut.placed("Toggle").height == label.height)
    }

    @Test("§22.5(b): Button(\"Tap\") is its Text, centred at the root")
    func buttonExample() throws {
        let laidOut = try LaidOut(Button("Tap") {})
        let text = try laidOut.placed("Text")
        #expect(try laidOut.placed("Button") == text)
        #expect(text.height == Self.bodyLine && close(text.midX, 201) && close(text.midY, 62 + 389))
    }

    @Test("§22.5(b): .buttonStyle(.bordered) pads the label 12 across and 7 down: (tw + 24, 34.333)")
    func borderedButtonExample() throws {
        let laidOut = try LaidOut(Button("Tap") {}.buttonStyle(.bordered))
        let text = try laidOut.placed("Text"), button = try laidOut.placed("Button")
        #expect(button.size == CGSize(width: text.width + 24, height: Self.bodyLine + 14))
        #expect(text.minX - button.minX == 12 && text.minY - button.minY == 7)
        #expect(try laidOut.proposals("Text").first == ProposedViewSize(width: 378, height: 764))
        let prominent = try LaidOut(Button("Tap") {}.buttonStyle(.borderedProminent))
        #expect(try prominent.placed("Button").size == button.size)
    }

    @Test("§22.3: .plain and .borderless lay out like the default; control sizes step the bordered insets",
          arguments: [ControlSize.mini, .small, .regular, .large, .extraLarge])
    func buttonControlSizes(size: ControlSize) throws {
        let plain = try LaidOut(Button("Tap") {}.buttonStyle(.plain).controlSize(size))
        #expect(try plain.placed("Button") == plain.placed("Text"))
        let borderless = try LaidOut(Button("Tap") {}.buttonStyle(.borderless))
        #expect(try borderless.placed("Button") == borderless.placed("Text"))
        let bordered = try LaidOut(Button("Tap") {}.buttonStyle(.bordered).controlSize(size))
        let insets = PlatformMetrics.iOS18.borderedInsets(size)
        #expect(try bordered.placed("Button").height == Self.bodyLine + insets.top + insets.bottom)
    }

    @Test("§22.3: a label of several views is an HStack of them; Link and Menu are laid out as their labels")
    func buttonLabels() throws {
        let several = try LaidOut(Button {} label: { Image(systemName: "star"); Text("Star") })
        let stack = try several.placed("HStack")
        #expect(try several.placed("Button") == stack)
        #expect(try several.placed("Star").minX - several.placed("Image").maxX == 8)
        let link = try LaidOut(Link("Apple", destination: URL(string: "https://apple.com")!))
        #expect(try link.placed("Link") == link.placed("Text"))
        let menu = try LaidOut(Menu("Options") { Button("A") {}; Button("B") {} })
        #expect(try menu.placed("Menu") == menu.placed("Options"))
        #expect(menu.nodes("A").isEmpty)
    }

    @Test("§22.4: Slider takes the proposed width and is 30 tall; nil width gives 10")
    func slider() throws {
        let laidOut = try LaidOut(Slider(value: .constant(0.5)))
        #expect(try laidOut.placed("Slider") == CGRect(x: 0, y: 62 + 374, width: 402, height: 30))
        let ideal = try LaidOut(Slider(value: .constant(0.5)).fixedSize())
        #expect(try ideal.placed("Slider").size == CGSize(width: 10, height: 30))
        let labelled = try LaidOut(Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: {
            Text("min")
        } maximumValueLabel: { Text("max") })
        #expect(try labelled.placed("Slider").minX == labelled.placed("min").maxX + 8)
        #expect(labelled.nodes("Volume").isEmpty)
    }

    @Test("§22.4: Stepper is labeled content with a 94×32 control")
    func stepper() throws {
        let laidOut = try LaidOut(Stepper("Count", value: .constant(1), in: 0...10))
        #expect(try laidOut.placed("Stepper") == CGRect(x: 0, y: 62 + 373, width: 402, height: 32))
        #expect(try laidOut.placed("StepperControl") == CGRect(x: 308, y: 435, width: 94, height: 32))
    }

    @Test("§22.4: TextField takes the proposed width and is one body line tall; unspecified, its placeholder's width")
    func textFields() throws {
        let laidOut = try LaidOut(VStack(spacing: 0) {
            TextField("Name", text: .constant(""))
            SecureField("Password", text: .constant(""))
            TextEditor(text: .constant(""))
        })
        #expect(try laidOut.placed("TextField").size == CGSize(width: 402, height: Self.bodyLine))
        #expect(try laidOut.placed("SecureField").size == CGSize(width: 402, height: Self.bodyLine))
        #expect(close(try laidOut.placed("TextEditor"), CGRect(x: 0, y: 62 + 2 * Self.bodyLine, width: 402, height: 778 - 2 * Self.bodyLine)))
        let ideal = try LaidOut(TextField("Name", text: .constant("")).fixedSize())
        let text = try LaidOut(Text("Name"))
        #expect(try ideal.placed("TextField").size == text.placed("Text").size)
    }

    @Test("§22.4, §25.2: a vertical TextField is its text's lines tall; lineLimit(3, reservesSpace:) reserves three; .roundedBorder insets 7")
    func verticalAndRoundedTextFields() throws {
        let long = String(repeating: "word ", count: 40)
        let laidOut = try LaidOut(VStack(spacing: 0) {
            TextField("Bio", text: .constant(""), axis: .vertical).lineLimit(3, reservesSpace: true)
            TextField("Long", text: .constant(long), axis: .vertical)
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        })
        #expect(try laidOut.placed("TextField", 0).size == CGSize(width: 402, height: Self.bodyLine + 2 * 22))
        // As tall as the same text wrapped at 402 (several lines, so more than one).
        let text = try LaidOut(Text(long)).placed("Text")
        #expect(try laidOut.placed("TextField", 1).height == text.height && text.height > Self.bodyLine)
        // UNCERTAIN (ControlMetrics.roundedBorderFieldInsets): 20.333 + 14.
        #expect(try laidOut.placed("TextField", 2).size == CGSize(width: 402, height: Self.bodyLine + 14))
        let ideal = try LaidOut(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).fixedSize())
        #expect(try ideal.placed("TextField").width == LaidOut(Text("Name")).placed("Text").width + 14)
    }

    @Test("§22.4: Label is an HStack of icon and title 8 apart; labelStyle picks one or both")
    func label() throws {
        let both = try LaidOut(Label("Star", systemImage: "star"))
        #expect(try both.placed("Text").minX - both.placed("Image").maxX == 8)
        let titleOnly = try LaidOut(Label("Star", systemImage: "star").labelStyle(.titleOnly))
        #expect(try titleOnly.placed("Label") == titleOnly.placed("Text"))
        #expect(try titleOnly.frame("Image") == nil)
        let iconOnly = try LaidOut(Label("Star", systemImage: "star").labelStyle(.iconOnly))
        #expect(try iconOnly.placed("Label") == iconOnly.placed("Image"))
        #expect(try iconOnly.frame("Text") == nil)
        let explicit = try LaidOut(Label("Star", systemImage: "star").labelStyle(.titleAndIcon))
        #expect(try explicit.placed("Label").width == both.placed("Label").width)
    }

    @Test("§22.4: a menu Picker outside a Form is a button of the selected option and a chevron")
    func menuPicker() throws {
        let laidOut = try LaidOut(Picker("Flavor", selection: .constant("b")) {
            Text("Apple").tag("a")
            Text("Banana").tag("b")
        })
        let value = try laidOut.placed("PickerValue")
        #expect(try laidOut.placed("Picker") == value)
        #expect(try laidOut.placed("Banana", 0).minX == value.minX)
        #expect(try laidOut.placed("PickerIndicator").size == ControlMetrics.menuIndicatorSize)
        #expect(try laidOut.frame("Apple", 0) == nil && laidOut.frame("Flavor", 1) == nil)
        // ForEach ids are tags too.
        let forEach = try LaidOut(Picker("N", selection: .constant(2)) { ForEach(0..<4) { Text("n\($0)") } })
        #expect(try forEach.frame("n2", 0) != nil && forEach.frame("n1", 0) == nil)
    }

    @Test("§22.4: a segmented Picker is 32 tall and shares its width; a wheel is 216 tall and centres the selection")
    func segmentedAndWheelPickers() throws {
        let segmented = try LaidOut(Picker("Size", selection: .constant(0)) {
            Text("S").tag(0); Text("M").tag(1); Text("L").tag(2)
        }.pickerStyle(.segmented))
        #expect(try segmented.placed("Picker") == CGRect(x: 0, y: 62 + 373, width: 402, height: 32))
        #expect(try segmented.proposals("M", 1).last == ProposedViewSize(width: 134 - 24, height: nil))
        #expect(close(try segmented.placed("M", 1).midX, 201))
        let wheel = try LaidOut(Picker("Size", selection: .constant(1)) {
            Text("S").tag(0); Text("M").tag(1)
        }.pickerStyle(.wheel))
        #expect(try wheel.placed("Picker") == CGRect(x: 0, y: 62 + 281, width: 402, height: 216))
        #expect(close(try wheel.placed("M", 1).midY, 62 + 389))
        #expect(try wheel.frame("S", 1) == nil)
        // Inline outside a list is a wheel.
        let inline = try LaidOut(Picker("Size", selection: .constant(1)) { Text("S").tag(0) }.pickerStyle(.inline))
        #expect(try inline.placed("Picker").height == 216)
    }

    @Test("Compact DatePicker and ColorPicker are labeled content with their pills and well")
    func datePickers() throws {
        let both = try LaidOut(DatePicker("When", selection: .constant(Date())))
        #expect(try both.placed("DatePicker").height == ControlMetrics.datePillSize.height)
        #expect(try both.placed("TimePill").maxX == 402)
        #expect(try both.placed("TimePill").minX - both.placed("DatePill").maxX == 8)
        let date = try LaidOut(DatePicker("When", selection: .constant(Date()), displayedComponents: .date))
        #expect(date.nodes("TimePill").isEmpty)
        let color = try LaidOut(ColorPicker("Tint", selection: .constant(.red)))
        #expect(try color.placed("ColorWell") == CGRect(x: 374, y: 62 + 375, width: 28, height: 28))
    }

    @Test("LabeledContent: label leading, value trailing; labelsHidden leaves the value")
    func labeledContent() throws {
        let laidOut = try LaidOut(LabeledContent("Name", value: "Ada"))
        #expect(try laidOut.placed("Name").minX == 0 && laidOut.placed("Ada").maxX == 402)
        let hidden = try LaidOut(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
        #expect(try hidden.placed("Toggle").size == PlatformMetrics.iOS18.switchSize)
        #expect(try hidden.frame("Text") == nil)
    }

    @Test("ProgressView keeps its sizes: a linear bar 4 tall, a 20×20 spinner")
    func progressView() throws {
        let bar = try LaidOut(ProgressView(value: 0.5))
        #expect(try bar.placed("ProgressView").size == CGSize(width: 402, height: 4))
        let spinner = try LaidOut(ProgressView())
        #expect(try spinner.placed("ProgressView").size == CGSize(width: 20, height: 20))
    }

    @Test("ContentUnavailableView fills its proposal and centres its icon, title and description")
    func contentUnavailable() throws {
        let laidOut = try LaidOut(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Empty")))
        #expect(try laidOut.placed("frame", 0) == CGRect(x: 0, y: 62, width: 402, height: 778))
        let title = try laidOut.placed("No Mail"), description = try laidOut.placed("Empty")
        #expect(close(title.midX, 201) && close(description.midX, 201))
        #expect(description.minY - title.maxY == 16)
        let search = try LaidOut(ContentUnavailableView.search)
        #expect(search.nodes("No Results").count == 1)
    }
}
