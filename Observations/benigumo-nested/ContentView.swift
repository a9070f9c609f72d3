import SwiftUI

// 【SwiftUI】onAppear() ・onChange(initial: true) ・task() の実行順序 (benigumo, 2024-03-28)
// https://android.benigumo.com/20240328/onappear-onchange-task
// the nested listing: the deepest views first, every task after every onAppear.
// The article shows the view's body; the struct around it is the only addition. Its console
// output, as the article prints it, is in device.log.
struct ContentView: View {
    var body: some View {
        Group {
            VStack {
                Text("hello")
                    .task { print("Text task") }
                    .onChange(of: true, initial: true) { print("Text onChange") }
                    .onAppear { print("Text onAppear") }
            }
            .task { print(" VStack task") }
            .onChange(of: true, initial: true) { print(" VStack onChange") }
            .onAppear { print(" VStack onAppear") }
        }
        .task { print("Group task") }
        .onChange(of: true, initial: true) { print("Group onChange") }
        .onAppear { print("Group onAppear") }
    }
}
