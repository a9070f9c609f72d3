import SwiftUI

// 【SwiftUI】onAppear() ・onChange(initial: true) ・task() の実行順序 (benigumo, 2024-03-28)
// https://android.benigumo.com/20240328/onappear-onchange-task
// the second listing: task() runs last wherever it is written.
// The article shows the view's body; the struct around it is the only addition. Its console
// output, as the article prints it, is in device.log.
struct ContentView: View {
    var body: some View {
        Text("hello")
            .task { print("Text task") }
            .onAppear { print("Text onAppear") }
            .onChange(of: true, initial: true) { print("Text onChange") }
    }
}
