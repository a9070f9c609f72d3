// A Form in a NavigationStack: the inset-grouped list whose controls take the list's
// labeled-content rows (spec §23.1), under a large title (§24.3).
//
//     layoutlab run Examples/containers/form-settings.swift

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct PreferencesForm: View {
    @State private var name = "Taylor"
    @State private var notifications = true
    @State private var volume = 0.6
    @State private var reminders = 3
    @State private var appearance = Appearance.system

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    Toggle("Notifications", isOn: $notifications)
                }
                Section {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { appearance in
                            Text(appearance.rawValue.capitalized)
                        }
                    }
                    Stepper("Reminders: \(reminders)", value: $reminders, in: 0...10)
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                } header: {
                    Text("Behaviour")
                } footer: {
                    Text("Reminders repeat until they are marked as done.")
                }
                .listSectionSpacing(.compact)
            }
            .navigationTitle("Preferences")
        }
    }
}

#Preview {
    PreferencesForm()
}
