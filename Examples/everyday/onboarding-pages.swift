import SwiftUI

// Onboarding: three pages in a paged TabView, each an illustration, a title and a body, and
// a Continue button below the pages.

struct OnboardingPage: Identifiable {
    let id: Int
    let title: String
    let message: String
    let color: Color
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 32)
                .fill(page.color.gradient)
                .frame(width: 220, height: 220)
            Text(page.title)
                .font(.largeTitle.bold())
            Text(page.message)
                .font(.body)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 32)
        }
    }
}

struct OnboardingView: View {
    @State private var selection = 0
    let pages = [
        OnboardingPage(id: 0, title: "Track", message: "Log your runs, rides and swims in one place.", color: .orange),
        OnboardingPage(id: 1, title: "Share", message: "Cheer on friends and see their progress.", color: .pink),
        OnboardingPage(id: 2, title: "Improve", message: "Weekly insights show how far you have come.", color: .green),
    ]

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                ForEach(pages) { page in
                    OnboardingPageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page)
            Button {
                selection = min(selection + 1, pages.count - 1)
            } label: {
                Text(selection == pages.count - 1 ? "Get Started" : "Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
        }
    }
}

#Preview {
    OnboardingView()
}
