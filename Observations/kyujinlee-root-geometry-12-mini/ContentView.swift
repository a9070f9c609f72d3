import SwiftUI

// dq (Kyu jin Lee, August 2022), https://github.com/dq-QQQ/dq: the app's root view reads the
// GeometryProxy of a GeometryReader that fills the window (dq/Source/View/MainView/MainView.swift:
// `GeometryReader { proxy in … }` and, in its content's onAppear, `viewModel.setGeoProxy(proxy)`),
// and the author noted in dq/Source/ViewModel/ViewModel.swift the size that proxy has on three
// iPhones, as Swift prints a CGSize: "//(428.0, 845.0) 12promax", "//(390.0, 763.0) 12pro",
// "//same 12", "//(375.0, 728.0) 12mini". This file is MainView reduced to the GeometryReader
// and its content's onAppear; printing proxy.size there, where the app stored the proxy, is
// LayoutLab's addition, to read the noted value as a line of the console.
struct MainView: View {
    var body: some View {
        GeometryReader { proxy in
            VStack {
                Color.clear
            }
            .onAppear {
                print(proxy.size)
            }
        }
    }
}

#Preview {
    MainView()
}
