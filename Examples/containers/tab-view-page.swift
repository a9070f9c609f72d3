// An onboarding carousel: `.tabViewStyle(.page)` has no tab bar, so the first page is proposed
// the whole safe area, 402×778 (spec §24).
//
//     layoutlab run Examples/containers/tab-view-page.swift

struct Page: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let text: String
}

let pages = [
    Page(id: 0, symbol: "sparkles", title: "Welcome", text: "Everything you need to plan the week, in one place."),
    Page(id: 1, symbol: "calendar", title: "Plan", text: "Drag tasks onto the days you want to do them."),
    Page(id: 2, symbol: "checkmark.circle", title: "Done", text: "Tick them off and watch the week fill up."),
]

struct OnboardingView: View {
    var body: some View {
        TabView {
            ForEach(pages) { page in
                VStack(spacing: 16) {
                    Image(systemName: page.symbol)
                        .resizable()
                        .scaledToFit()
                        .frame(width: 80, height: 80)
                    Text(page.title).font(.largeTitle.bold())
                    Text(page.text)
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 32)
                }
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}

#Preview {
    OnboardingView()
}
