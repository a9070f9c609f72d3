import SwiftUI

// A contacts index: a LazyVStack with pinned section headers inside a ScrollView, one
// section per initial.

struct ContactsIndex: View {
    let names = ["Abel", "Alma", "Anton", "Bea", "Boris", "Carla", "Cem", "Chloe", "Dario", "Dana", "Eli", "Emma"]

    private var sections: [(initial: String, names: [String])] {
        Dictionary(grouping: names) { String($0.prefix(1)) }
            .sorted { $0.key < $1.key }
            .map { (initial: $0.key, names: $0.value) }
    }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(sections, id: \.initial) { section in
                    Section {
                        ForEach(section.names, id: \.self) { name in
                            Text(name)
                                .padding(.horizontal)
                                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                        }
                    } header: {
                        Text(section.initial)
                            .font(.headline)
                            .padding(.horizontal)
                            .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
                            .background(.bar)
                    }
                }
            }
        }
    }
}

#Preview {
    ContactsIndex()
}
