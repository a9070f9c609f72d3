import SwiftUI

// Editing a profile: text fields, a segmented picker, a date picker and a colour picker in a
// Form, with the title displayed inline and Cancel/Save toolbar buttons.

struct ProfileEditor: View {
    @State private var name = "Mira Okafor"
    @State private var bio = ""
    @State private var pronouns = 0
    @State private var birthday = Date()
    @State private var accent = Color.purple
    @State private var isPublic = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Name") {
                    TextField("Name", text: $name)
                    TextField("Bio", text: $bio, axis: .vertical)
                        .lineLimit(3, reservesSpace: true)
                }
                Section("About") {
                    Picker("Pronouns", selection: $pronouns) {
                        Text("she").tag(0)
                        Text("he").tag(1)
                        Text("they").tag(2)
                    }
                    .pickerStyle(.segmented)
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                    ColorPicker("Accent colour", selection: $accent)
                    Toggle("Public profile", isOn: $isPublic)
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
            }
        }
    }
}

#Preview {
    ProfileEditor()
}
