import SwiftUI

// A leaderboard: players sorted by score, the top three picked with prefix, bars scaled to
// the leader, medals from a tuple array, and a Set of friends highlighted.

struct Player: Identifiable, Hashable {
    let id: Int
    let name: String
    let score: Int
}

struct Leaderboard: View {
    let players = [
        Player(id: 1, name: "Ada", score: 320), Player(id: 2, name: "Linus", score: 540),
        Player(id: 3, name: "Grace", score: 410), Player(id: 4, name: "Alan", score: 150),
        Player(id: 5, name: "Edsger", score: 275),
    ]
    let friends: Set<Int> = [1, 3]
    let medals: [(color: Color, size: CGFloat)] = [(.yellow, 28), (.gray, 24), (.brown, 20)]

    private var ranked: [Player] { players.sorted { $0.score > $1.score } }
    private var leaderScore: Int { ranked.first?.score ?? 1 }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(Array(ranked.prefix(3).enumerated()), id: \.element.id) { rank, player in
                HStack(spacing: 10) {
                    Circle()
                        .fill(medals[rank].color)
                        .frame(width: medals[rank].size, height: medals[rank].size)
                        .frame(width: 28)
                    Capsule()
                        .fill(friends.contains(player.id) ? Color.blue : Color.gray.opacity(0.5))
                        .frame(width: 240 * CGFloat(player.score) / CGFloat(leaderScore), height: 14)
                }
            }
        }
        .padding()
        .onAppear {
            assert(ranked.count == players.count, "ranking lost a player")
            print("leader:", ranked.first?.name ?? "none")
        }
    }
}

#Preview {
    Leaderboard()
}
