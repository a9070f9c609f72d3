import Testing
@testable import LayoutLabStudies

// Seed 001's notation, checked against rows the article published (their notations are the
// comments of Examples/frame-24-cases.swift; the lengths here are made up to fall in the same
// order), then ties, a value no candidate has, and the tolerance.

/// A case observed with the candidates of Examples/frame-24-cases.swift, in its declared order.
private func observed(parent: Double, ideal: Double, min: Double? = nil, max: Double? = nil, taken: Double?,
                      expected: String? = nil) -> ObservedCase {
    var candidates = [(name: "parent", value: parent), (name: "ideal", value: ideal)]
    if let min { candidates.append((name: "min", value: min)) }
    if let max { candidates.append((name: "max", value: max)) }
    return ObservedCase(caseIndex: 0, run: 1, parameters: [], taken: taken, candidates: candidates, expected: expected)
}

@Suite("Seed 001's notation")
struct NotationTests {
    @Test("The article's rows: candidates by increasing value, the one taken in parentheses, its names with --labels ja")
    func articleRows() {
        let rows: [(ObservedCase, String)] = [
            (observed(parent: 200, ideal: 290, min: 100, taken: 200), "min < (親) < 本来"),
            (observed(parent: 100, ideal: 150, min: 200, taken: 200), "親 < 本来 < (min)"),
            (observed(parent: 200, ideal: 290, max: 100, taken: 100), "(max) < 親 < 本来"),
            (observed(parent: 150, ideal: 200, min: 100, max: 250, taken: 150), "min < (親) < 本来 < max"),
            (observed(parent: 250, ideal: 90, min: 50, max: 150, taken: 150), "min < 本来 < (max) < 親"),
        ]
        for (row, notation) in rows {
            #expect(row.notation(.ja) == notation)
            #expect(row.notation(.en) == notation.replacingOccurrences(of: "親", with: "parent").replacingOccurrences(of: "本来", with: "ideal"))
        }
        #expect(rows[0].0.adopted == ["parent"])
        #expect(rows[4].0.adopted == ["max"])
    }

    @Test("Equal values are joined by = in the declared order, each taken one in parentheses")
    func ties() {
        #expect(Notation.render([("min", 50), ("ideal", 50)], taken: 50) == "(min) = (ideal)")
        #expect(Notation.render([("ideal", 50), ("min", 50)], taken: 50) == "(ideal) = (min)")
        #expect(Notation.render([("b", 10), ("a", 10), ("max", 30)], taken: 30) == "b = a < (max)")
    }

    @Test("When no candidate equals the value taken, the value stands in parentheses where it falls")
    func valueTaken() {
        #expect(Notation.render([("min", 50), ("ideal", 250)], taken: 100) == "min < (100) < ideal")
        #expect(Notation.render([("min", 50)], taken: 100.5) == "min < (100.5)")
        #expect(Notation.render([("max", .infinity), ("min", 120)], taken: 10) == "(10) < min < max")
        #expect(Notation.render([], taken: 42) == "(42)")
    }

    @Test("Lengths within a thousandth of a point are equal; further apart, they are not")
    func tolerance() {
        #expect(Notation.tolerance == 0.001)
        #expect(Notation.render([("parent", 100)], taken: 100.0004) == "(parent)")
        #expect(Notation.render([("parent", 100)], taken: 100.02) == "parent < (100.02)")
        #expect(Notation.render([("a", 10), ("b", 10.0009)], taken: 20) == "a = b < (20)")
    }

    @Test("A case matches when the expected candidate is among those taken; no expectation, no verdict; no run, no notation")
    func matching() {
        let tie = ObservedCase(caseIndex: 3, run: 4, parameters: [], taken: 50, candidates: [("min", 50), ("ideal", 50), ("max", 80)])
        #expect(tie.adopted == ["min", "ideal"])
        #expect(tie.matches == nil)
        var expected = tie
        expected.expected = "ideal"
        #expect(expected.matches == true)
        expected.expected = "max"
        #expect(expected.matches == false)

        let unrecorded = ObservedCase(caseIndex: 5, run: nil, parameters: [], taken: nil, candidates: [], expected: "min")
        #expect(unrecorded.notation(.en) == nil)
        #expect(unrecorded.adopted == [])
        #expect(unrecorded.matches == false)
    }

    @Test("--labels: ja names parent and ideal as the article does, and leaves the other names; en leaves them all")
    func labels() {
        #expect(["parent", "ideal", "min", "max", "other"].map(CandidateLabels.ja.label) == ["親", "本来", "min", "max", "other"])
        #expect(["parent", "ideal", "min"].map(CandidateLabels.en.label) == ["parent", "ideal", "min"])
    }
}
