import SwiftUI

// A settings screen as every app has one: a Form in a NavigationStack with a large title,
// sections with headers and footers, toggles, a picker and a stepper.

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct SettingsView: View {
    @State private var notificationsOn = true
    @State private var soundsOn = false
    @State private var appearance = Appearance.system
    @State private var fontSize = 17

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Notifications", isOn: $notificationsOn)
                    Toggle("Sounds", isOn: $soundsOn)
                        .disabled(!notificationsOn)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Sounds play only when notifications are on.")
                }

                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.rawValue.capitalized).tag(option)
                        }
                    }
                    Stepper("Text size: \(fontSize)", value: $fontSize, in: 12...24)
                }

                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
