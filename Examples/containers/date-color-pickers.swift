// Compact date and colour pickers (iOS's defaults): labeled content whose trailing side holds
// the date and time pills or a 28×28 colour well (ControlMetrics, UNCERTAIN sizes).
//
//     layoutlab run Examples/containers/date-color-pickers.swift

struct EventForm: View {
    @State private var start = Date()
    @State private var end = Date()
    @State private var color = Color.orange

    var body: some View {
        Form {
            Section("Event") {
                DatePicker("Starts", selection: $start)
                DatePicker("Ends", selection: $end, in: start..., displayedComponents: [.date])
                DatePicker(selection: $end, displayedComponents: .hourAndMinute) {
                    Text("Reminder")
                }
                .datePickerStyle(.compact)
                ColorPicker("Colour", selection: $color, supportsOpacity: false)
            }
        }
    }
}

#Preview {
    EventForm()
}
