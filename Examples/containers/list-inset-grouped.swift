// A settings screen as a List in iOS's default style (.insetGrouped, spec §23.2): cards inset
// 16 from the list's sides, rows 44 tall at least, section headers in the footnote style.
//
//     layoutlab run Examples/containers/list-inset-grouped.swift

struct Account: Identifiable {
    let id: Int
    let name: String
    let detail: String
}

struct SettingsList: View {
    let accounts = [
        Account(id: 1, name: "iCloud", detail: "200 GB"),
        Account(id: 2, name: "Work", detail: "Exchange"),
        Account(id: 3, name: "Gmail", detail: "Mail, Calendars"),
    ]
    @State private var airplaneMode = false

    var body: some View {
        List {
            Section {
                Toggle("Airplane Mode", isOn: $airplaneMode)
                LabeledContent("Wi-Fi", value: "Home")
                LabeledContent("Bluetooth", value: "On")
            }
            Section("Accounts") {
                ForEach(accounts) { account in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(account.name)
                        Text(account.detail)
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
                .onDelete { _ in }
            }
            Section {
                Button("Sign Out", role: .destructive) {}
            } footer: {
                Text("Signing out removes the accounts' data from this iPhone.")
            }
        }
    }
}

#Preview {
    SettingsList()
}
