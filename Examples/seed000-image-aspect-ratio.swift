// Seed 000 (000_722b9c5ab6c8f212.txt), "Usage Examples › aspectRatio" without a ratio: a
// resizable SF Symbol is first asked for its ideal size, then offered the fitted proposal.

struct ContentView: View {
    var body: some View {
        Image(systemName: "swift") // (22.000000000000004, 18.666666666666668)
            .resizable()
            .inspectLayoutProcess("resizable")
            .aspectRatio(contentMode: .fit)
            .inspectLayoutProcess("aspectRatio")
    }
}
