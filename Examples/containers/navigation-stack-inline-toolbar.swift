// An inline title (a 44 pt bar) and toolbar items: the items go in the bars, and an item in the
// bottom bar shows the bottom toolbar, which takes its height from the content (spec §24).
//
//     layoutlab run Examples/containers/navigation-stack-inline-toolbar.swift

struct NoteEditor: View {
    @State private var text = "Buy milk\nCall the plumber"
    @State private var isEditing = true

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .padding(.horizontal)
                .navigationTitle("Note")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Cancel") {}
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") {}
                    }
                    if isEditing {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Bold", systemImage: "bold") {}
                            Spacer()
                            Button("Share", systemImage: "square.and.arrow.up") {}
                        }
                    }
                }
        }
    }
}

#Preview {
    NoteEditor()
}
