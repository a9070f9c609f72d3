import Testing
import LayoutLabStore
@testable import LayoutLabStudies

// `sweep --param` grids in process: value lists, ranges (TO included), both mixed in one axis,
// cases numbered as nested loops in the order given, the million-case cap, and each malformed
// spec's error as the CLI prints it (Tests/layoutlabTests/SweepCommandTests.swift runs the binary).

/// The values of a one-axis grid, after checking the axis's name.
private func values(_ spec: String, name: String = "width") throws -> [String] {
    let grid = try SweepGrid(specs: [spec])
    #expect(grid.axes.map(\.name) == [name])
    return grid.axes.first?.values ?? []
}

/// What the CLI prints for the grid's error (its `error:` and `hint:` lines).
private func refusal(_ specs: String...) -> String? {
    #expect(throws: RunInputError.self) { try SweepGrid(specs: specs) }?.description
}

@Suite("The --param grid")
struct SweepGridTests {
    @Test("NAME=V1,V2,...: the values as written, trimmed, in order")
    func valueLists() throws {
        #expect(try values("width=100,200,300") == ["100", "200", "300"])
        #expect(try values("label=a, bb", name: "label") == ["a", "bb"])
        #expect(try values(" width =nil,.infinity") == ["nil", ".infinity"])
        let grid = try SweepGrid(specs: ["width=100,200,300"])
        #expect(grid.count == 3)
        #expect(grid.cases == [[RunParameter("width", "100")], [RunParameter("width", "200")], [RunParameter("width", "300")]])
    }

    @Test("NAME=FROM...TO:STEP: FROM, then a step at a time up to TO, TO included when a whole number of steps away")
    func ranges() throws {
        #expect(try values("width=100...300:50") == ["100", "150", "200", "250", "300"])
        #expect(try values("width=100...300:75") == ["100", "175", "250"])
        #expect(try values("width=5...5:1") == ["5"])
        // As many decimals as FROM and STEP have.
        #expect(try values("width=0.5...1.5:0.5") == ["0.5", "1.0", "1.5"])
        #expect(try values("width=1...2:0.25") == ["1.00", "1.25", "1.50", "1.75", "2.00"])
        // 0.3 / 0.1 is 2.9999999999999996 in binary: TO is still reached.
        #expect(try values("width=0...0.3:0.1") == ["0.0", "0.1", "0.2", "0.3"])
        // -0.9 + 3 × 0.3 is -1.1e-16 in binary: written 0.0, not -0.0.
        #expect(try values("width=-0.9...0:0.3") == ["-0.9", "-0.6", "-0.3", "0.0"])
    }

    @Test("Lists and ranges mixed in one axis: minWidth=nil,100...300:50")
    func mixed() throws {
        #expect(try values("minWidth=nil,100...300:50", name: "minWidth") == ["nil", "100", "150", "200", "250", "300"])
    }

    @Test("One case per combination, numbered as nested loops over the --param specs in the order given")
    func caseOrder() throws {
        let grid = try SweepGrid(specs: ["a=1,2", "b=x,y,z", "c=p,q"])
        var nested: [[RunParameter]] = []
        for a in ["1", "2"] {
            for b in ["x", "y", "z"] {
                for c in ["p", "q"] { nested.append([RunParameter("a", a), RunParameter("b", b), RunParameter("c", c)]) }
            }
        }
        #expect(grid.count == 12)
        #expect(grid.cases == nested)
        #expect(grid.parameters(ofCase: 7) == [RunParameter("a", "2"), RunParameter("b", "x"), RunParameter("c", "q")])

        // Seed-sized: the CLI test's grid, whose runs it reads back in this order.
        let labelled = try SweepGrid(specs: ["label=a, bb", "width=0.5...1.5:0.5"])
        #expect(labelled.cases.map { $0.map(\.value) } == [
            ["a", "0.5"], ["a", "1.0"], ["a", "1.5"], ["bb", "0.5"], ["bb", "1.0"], ["bb", "1.5"],
        ])
    }

    @Test("At most 1,000,000 cases: an axis or a grid of more is refused before its values are made")
    func caseCap() throws {
        #expect(SweepGrid.maximumCases == 1_000_000)
        let largest = try SweepGrid(specs: ["a=1...1000:1", "b=1...1000:1"])
        #expect(largest.count == 1_000_000)
        #expect(largest.parameters(ofCase: 999_999) == [RunParameter("a", "1000"), RunParameter("b", "1000")])
        #expect(largest.parameters(ofCase: 1_000) == [RunParameter("a", "2"), RunParameter("b", "1")])

        #expect(refusal("a=1...1000:1", "b=1...1000:1", "c=1,2")
            == "error: the grid has 2000000 or more combinations; a sweep records at most 1000000\nhint: use fewer values or a larger step")
        #expect(refusal("width=0...1000000:1")
            == "error: --param width=0...1000000:1: 1000001 or more values; a sweep records at most 1000000 cases\nhint: use a larger step")
        #expect(refusal("width=0...1000000:0.5")
            == "error: --param width=0...1000000:0.5: 2000001 or more values; a sweep records at most 1000000 cases\nhint: use a larger step")
        // Counts past Int (they trapped) or past Double (TO − FROM is infinite).
        #expect(refusal("width=0...1e300:1")
            == "error: --param width=0...1e300:1: more than 1000000 values; a sweep records at most 1000000 cases\nhint: use a larger step")
        #expect(refusal("width=-1e308...1e308:1e300")
            == "error: --param width=-1e308...1e308:1e300: more than 1000000 values; a sweep records at most 1000000 cases\nhint: use a larger step")
        // A range within the cap, and one value more in the same axis.
        #expect(refusal("width=1...1000000:1,0") == "error: --param width=1...1000000:1,0: more than 1000000 values")
    }

    @Test("A malformed spec is refused with the message and hints the CLI prints", arguments: [
        (["width"], "error: --param width: expected NAME=V1,V2,... or NAME=FROM...TO:STEP\n"
            + "hint: for example --param width=100,200,300 or --param width=100...300:50"),
        (["wi dth=1"], "error: --param wi dth=1: 'wi dth' is not a Swift identifier"),
        (["=1"], "error: --param =1: '' is not a Swift identifier"),
        (["width=1,,2"], "error: --param width=1,,2: a value is empty\nhint: separate values with single commas: width=1,2,3"),
        (["width=1,"], "error: --param width=1,: a value is empty\nhint: separate values with single commas: width=1,2,3"),
        (["width=0...10"], "error: --param width=0...10: expected FROM...TO:STEP\nhint: for example width=100...300:50"),
        (["width=0...10:1:2"], "error: --param width=0...10:1:2: expected FROM...TO:STEP\nhint: for example width=100...300:50"),
        (["width=nan...10:1"], "error: --param width=nan...10:1: FROM, TO and STEP must be finite numbers"),
        (["width=a...10:1"], "error: --param width=a...10:1: FROM, TO and STEP must be finite numbers"),
        (["width=0...10:0"], "error: --param width=0...10:0: STEP must be greater than 0"),
        (["width=0...10:-2"], "error: --param width=0...10:-2: STEP must be greater than 0"),
        (["width=3...1:1"], "error: --param width=3...1:1: the range is empty (FROM is greater than TO)"),
        (["width=1", "width=2"], "error: --param width is given twice\nhint: give all of a parameter's values in one --param"),
    ])
    func malformed(specs: [String], printed: String) {
        #expect(#expect(throws: RunInputError.self) { try SweepGrid(specs: specs) }?.description == printed)
    }
}
