import SwiftUI

// A notes screen with toolbar items: an inline title, a leading edit button, a trailing
// compose button, and a bottom bar with a count, as Apple's Notes lays them out.

struct NotesScreen: View {
    let notes = ["Groceries", "Trip ideas", "Book list", "Meeting notes"]

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                Text(note)
            }
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(notes.count) Notes")
                        .font(.caption)
                }
            }
        }
    }
}

#Preview {
    NotesScreen()
}
