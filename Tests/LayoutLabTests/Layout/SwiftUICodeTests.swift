import Foundation
import Testing
@testable import LayoutLab

/// SwiftUI code as people write it, compiled against LayoutLab unchanged but for the import.
private struct SettingsView: View {
    @State private var wifi = true
    @State private var volume = 0.5
    @State private var name = ""
    @State private var flavor = "Vanilla"
    @State private var items = ["A", "B", "C"]

    var body: some View {
        TabView {
            NavigationStack {
                Form {
                    Section("Network") {
                        Toggle("Wi-Fi", isOn: $wifi)
                        LabeledContent("Address", value: "10.0.0.1")
                        NavigationLink("Details", value: 1)
                    }
                    Section {
                        Slider(value: $volume, in: 0...1)
                        Stepper("Count", value: .constant(3), in: 0...10)
                        TextField("Name", text: $name)
                        Picker("Flavor", selection: $flavor) {
                            ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0) }
                        }
                    } header: {
                        Text("Preferences")
                    } footer: {
                        Text("Saved on this device.")
                    }
                    Section {
                        ForEach(items, id: \.self) { Text($0) }
                            .onDelete(perform: delete)
                            .onMove { _, _ in }
                        Button("Sign Out", role: .destructive) {}
                    }
                }
                .navigationTitle("Settings")
                .navigationDestination(for: Int.self) { Text("Detail \($0)") }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
                }
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(0)

            List(0..<3) { Text("Row \($0)") }
                .listStyle(.plain)
                .tabItem { Label("List", systemImage: "list.bullet") }
                .tag(1)
        }
    }

    private func delete(at offsets: IndexSet) {}
}

@Suite("SwiftUI code compiles and lays out")
struct SwiftUICodeTests {
    @Test("A settings screen: TabView → NavigationStack → Form of sections with controls")
    func settings() throws {
        let laidOut = try LaidOut(SettingsView())
        // The Form is hosted below the large title and above the tab bar (§24.3: 402 × 633 at 158).
        #expect(try laidOut.placed("Form") == CGRect(x: 0, y: 158, width: 402, height: 633))
        // Its first section: the "Network" header band, then the Toggle row (31 + 22 tall).
        let toggle = try laidOut.placed("Toggle")
        #expect(toggle.minX == 36 && toggle.width == 330 && toggle.height == 31)
        #expect(try laidOut.placed("Switch").maxX == 366)
        // The second tab is not laid out.
        #expect(try laidOut.frame("Row 0") == nil)
        // The picker is a row: its label leading, the selection trailing.
        #expect(try laidOut.placed("Picker").width == 330)
        #expect(try laidOut.frame("Vanilla", 0) != nil && laidOut.frame("Chocolate", 0) == nil)
    }
}
