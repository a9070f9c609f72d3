import Foundation

/// "Did you mean …?" for misspelt names.
enum Suggestions {
    /// The candidate nearest to `name` by edit distance, if it is near enough to be a typo.
    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        let allowed = name.count <= 3 ? 1 : name.count <= 8 ? 2 : 3
        return distance <= allowed ? candidate : nil
    }

    static func hint(for name: String, in candidates: some Sequence<String>) -> [String] {
        closest(to: name, in: candidates).map { ["did you mean '\($0)'?"] } ?? []
    }

    /// Edit distance counting a swap of neighbours as one edit (`widht` → `width`); names are
    /// short, so the quadratic table is fine. Very long inputs are not compared (not typos).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if abs(a.count - b.count) > 3 || a.count > 64 || b.count > 64 { return Int.max / 2 }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
