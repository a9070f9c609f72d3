import Foundation

/// A deterministic corpus of fuzz inputs: the repository's Examples, mutated, and generated
/// programs. Input `index` depends only on the seed, the profile and the examples, so any input
/// of a campaign can be made again by itself.
///
///     let corpus = FuzzCorpus(examples: try FuzzCorpus.examples(in: examplesFolder), seed: 14, profile: .suite)
///     for index in 0..<300 { let input = corpus.input(index) … }
public struct FuzzCorpus: Sendable {
    public struct Example: Sendable {
        public var name: String
        public var text: String
    }

    public let examples: [Example]
    public let seed: UInt64
    public let profile: FuzzProfile

    public init(examples: [Example], seed: UInt64, profile: FuzzProfile) {
        self.examples = examples
        self.seed = seed
        self.profile = profile
    }

    /// Every `.swift` file under `directory`, subfolders included, sorted by path.
    public static func examples(in directory: URL) throws -> [Example] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var examples: [Example] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let name = url.path.replacingOccurrences(of: directory.path + "/", with: "")
            examples.append(Example(name: name, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return examples.sorted { $0.name < $1.name }
    }

    public func input(_ index: Int) -> FuzzInput {
        var random = FuzzRandom(seed: seed, index: index)
        var builder = InputBuilder(index: index, random: random, profile: profile, examples: examples)
        let roll = random.below(100)
        if profile.commandLine && roll < 12 {
            builder.commandLine()
        } else if profile.commandLine && roll < 17 {
            builder.database()
        } else if profile.commandLine && roll < 20 {
            builder.outputSize()
        } else if roll < 45 || examples.isEmpty {
            builder.generated()
        } else {
            builder.mutatedExample()
        }
        return builder.input
    }
}

/// Makes one input: picks what to do with the input's own generator and records each step.
private struct InputBuilder {
    var random: FuzzRandom
    let profile: FuzzProfile
    let examples: [FuzzCorpus.Example]
    var input: FuzzInput

    init(index: Int, random: FuzzRandom, profile: FuzzProfile, examples: [FuzzCorpus.Example]) {
        var random = random
        _ = random.next()
        self.random = random
        self.profile = profile
        self.examples = examples
        input = FuzzInput(index: index, origin: "", steps: [], source: Data())
    }

    // MARK: Mutated examples

    mutating func mutatedExample() {
        let example = random.pick(examples)
        input.origin = example.name
        input.family = "mutated example"
        var tokens = SourceTokens(example.text)
        for _ in 0..<random.int(in: 1...3) { mutate(&tokens) }
        var bytes = Array(tokens.text.utf8)
        if random.chance(1, in: 6) { mutateBytes(&bytes) }
        input.source = Data(bytes)
        if profile.commandLine, random.chance(1, in: 8) { addRunOptions() }
    }

    private mutating func mutate(_ tokens: inout SourceTokens) {
        let all = tokens.tokenIndices()
        guard !all.isEmpty else { return }
        switch random.below(11) {
        case 0:
            let at = random.pick(all)
            input.steps.append("deleted token '\(tokens.pieces[at].text.prefix(20))'")
            tokens.pieces.remove(at: at)
        case 1:
            let at = random.pick(all)
            input.steps.append("duplicated token '\(tokens.pieces[at].text.prefix(20))'")
            tokens.pieces.insert(tokens.pieces[at], at: at)
        case 2:
            let (a, b) = (random.pick(all), random.pick(all))
            input.steps.append("swapped '\(tokens.pieces[a].text.prefix(20))' and '\(tokens.pieces[b].text.prefix(20))'")
            tokens.pieces.swapAt(a, b)
        case 3:
            let other = SourceTokens(random.pick(examples).text)
            let donors = other.tokenIndices()
            guard !donors.isEmpty else { return }
            let piece = other.pieces[random.pick(donors)]
            input.steps.append("spliced '\(piece.text.prefix(20))'")
            tokens.pieces.insert(piece, at: random.pick(all))
        case 4, 5:
            let numbers = tokens.tokenIndices(.number)
            guard !numbers.isEmpty else { return mutate(&tokens) }
            let value = random.pick(Catalog.extremeNumbers)
            if random.chance(1, in: 2) {
                input.steps.append("every number → \(value)")
                for at in numbers { tokens.pieces[at].text = "(\(value))" }
            } else {
                let at = random.pick(numbers)
                input.steps.append("number \(tokens.pieces[at].text) → \(value)")
                tokens.pieces[at].text = "(\(value))"
            }
        case 6:
            let strings = tokens.tokenIndices(.string).filter { tokens.pieces[$0].text.hasPrefix("\"") }
            guard !strings.isEmpty else { return mutate(&tokens) }
            let at = random.pick(strings)
            let value = random.pick(Catalog.strings(length: random.pick(profile.stringLengths)))
            input.steps.append("string → \(value.unicodeScalars.count) scalars '\(value.prefix(8))…'")
            tokens.pieces[at].text = "\"" + value + "\""
        case 7:
            // Wrap the content of a `{ … }` in many VStacks.
            let opens = all.filter { tokens.pieces[$0].text == "{" }
            guard let open = opens.isEmpty ? nil : random.pick(opens), let close = matching(tokens, open) else { return }
            let levels = random.pick(profile.nestingLevels)
            input.steps.append("wrapped a block in \(levels) VStacks")
            tokens.pieces.insert(SourceTokens.Piece(text: String(repeating: "}", count: levels), kind: .punctuation), at: close)
            tokens.pieces.insert(SourceTokens.Piece(text: String(repeating: "VStack {", count: levels), kind: .punctuation), at: open + 1)
        case 8:
            // A long modifier chain after a call.
            let closes = all.filter { tokens.pieces[$0].text == ")" }
            guard !closes.isEmpty else { return mutate(&tokens) }
            let levels = random.pick(profile.nestingLevels)
            let modifier = random.pick([".padding()", ".frame(width: 10)", ".offset(x: 1)", ".fixedSize()"])
            input.steps.append("\(levels) × \(modifier)")
            tokens.pieces.insert(SourceTokens.Piece(text: String(repeating: modifier, count: levels), kind: .word), at: random.pick(closes) + 1)
        case 9:
            // A modifier with extreme numbers after a call.
            let closes = all.filter { tokens.pieces[$0].text == ")" }
            guard !closes.isEmpty else { return mutate(&tokens) }
            let modifier = fill(random.pick(Catalog.views.compactMap { view in view.firstIndex(of: ".").map { String(view[$0...]) } }))
            input.steps.append("added \(modifier.prefix(80))")
            tokens.pieces.insert(SourceTokens.Piece(text: modifier, kind: .word), at: random.pick(closes) + 1)
        default:
            let words = tokens.tokenIndices(.word)
            guard !words.isEmpty else { return }
            let at = random.pick(words)
            let replacement = random.pick(["ForEach", "GeometryReader", "ScrollView", "Layout", "self", "nil", "Self", "body", "some", "inout", "_"])
            input.steps.append("word \(tokens.pieces[at].text) → \(replacement)")
            tokens.pieces[at].text = replacement
        }
    }

    /// The index of the `}` closing the `{` at `open`.
    private func matching(_ tokens: SourceTokens, _ open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.pieces.count where tokens.pieces[index].kind == .punctuation {
            if tokens.pieces[index].text == "{" { depth += 1 }
            if tokens.pieces[index].text == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private mutating func mutateBytes(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        switch random.below(4) {
        case 0:
            let count = random.int(in: 1...8)
            input.steps.append("flipped bits in \(count) bytes")
            for _ in 0..<count { bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8)) }
        case 1:
            let length = random.below(bytes.count)
            input.steps.append("truncated to \(length) bytes")
            bytes.removeLast(bytes.count - length)
        case 2:
            let invalid: [[UInt8]] = [[0xFF], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0x80], [0xC0, 0xAF], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82]]
            let sequence = random.pick(invalid)
            input.steps.append("inserted invalid UTF-8 \(sequence.map { String($0, radix: 16) }.joined(separator: " "))")
            bytes.insert(contentsOf: sequence, at: random.below(bytes.count))
        default:
            input.steps.append("inserted a NUL byte")
            bytes.insert(0, at: random.below(bytes.count))
        }
    }

    // MARK: Generated programs

    mutating func generated() {
        defer { input.family = input.origin }
        switch random.below(8) {
        case 0, 1, 2:
            // Extreme numbers in every numeric argument of a view and its modifiers.
            let views = (0..<random.int(in: 1...3)).map { _ in fill(random.pick(Catalog.views)) }
            input.origin = "generated: numbers"
            input.steps = views.map { String($0.prefix(120)) }
            input.source = Data(("VStack {\n" + views.joined(separator: "\n") + "\n}\n").utf8)
        case 3:
            let layout = fill(random.pick(Catalog.customLayouts))
            let content = random.pick(["Text(\"a\"); Color.red; Text(\"b\")", "Text(\"only\")", "", "ForEach(0..<3) { _ in Rectangle() }"])
            let use = random.pick(["Broken { \(content) }", "VStack { Broken { \(content) }.frame(width: 100) }",
                                   "HStack { Broken { \(content) }; Text(\"next\") }", "Broken { Broken { \(content) } }.fixedSize()"])
            input.origin = "generated: custom layout"
            input.steps = [String(layout.split(separator: "\n").dropFirst().first ?? ""), use]
            input.source = Data((layout + "\n\n" + use + "\n").utf8)
        case 4:
            let program = fill(random.pick(Catalog.unbounded))
            input.origin = "generated: unbounded"
            input.steps = [String(program.prefix(120))]
            input.source = Data(program.utf8)
        case 5:
            deepNesting()
        case 6:
            let length = random.pick(profile.stringLengths)
            let text = random.pick(Catalog.strings(length: length))
            let modifier = random.pick(["", ".frame(width: 50)", ".lineLimit(1)", ".lineLimit(3).truncationMode(.middle)",
                                        ".fixedSize()", ".frame(width: 100, height: 30)", ".truncationMode(.head).lineLimit(2).frame(width: 10)"])
            input.origin = "generated: long string"
            input.steps = ["Text of \(text.unicodeScalars.count) scalars\(modifier)"]
            input.source = Data("Text(\"\(text)\")\(modifier)\n".utf8)
        case 7 where random.chance(1, in: 4):
            hugeSource()
        default:
            input.origin = "generated: random bytes"
            let length = random.int(in: 1...2_000)
            input.steps = ["\(length) random bytes"]
            input.source = Data((0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        }
    }

    /// A source of `profile.hugeSourceBytes`: many statements, one comment or one string.
    private mutating func hugeSource() {
        let size = random.pick(profile.hugeSourceBytes)
        input.origin = "generated: huge source"
        switch random.below(3) {
        case 0:
            let line = "Text(\"row\").padding(1)\n"
            input.steps = ["\(size / line.utf8.count) top-level views"]
            input.source = Data(String(repeating: line, count: max(1, size / line.utf8.count)).utf8)
        case 1:
            input.steps = ["a comment of \(size) bytes"]
            input.source = Data(("/*" + String(repeating: "x", count: size) + "*/\nText(\"after\")\n").utf8)
        default:
            input.steps = ["a string literal of \(size) bytes"]
            input.source = Data(("let s = \"" + String(repeating: "y", count: size) + "\"\nText(\"\\(s.count)\")\n").utf8)
        }
    }

    private mutating func deepNesting() {
        let levels = random.pick(profile.nestingLevels)
        let (open, inner, close): (String, String, String) = random.pick([
            ("VStack {", "Text(\"deep\")", "}"),
            ("HStack { Spacer(); ", "Color.red", "}"),
            ("(", "1", ")"),
            ("[", "1", "]"),
            ("{ ", "Text(\"closure\")", " }()"),
            ("ZStack { Text(\"a\").overlay { ", "Color.red", "} }"),
            ("Group { if true { ", "Text(\"x\")", "} }"),
        ])
        input.origin = "generated: deep nesting"
        input.steps = ["\(levels) levels of \(open)…\(close)"]
        var text = String(repeating: open, count: levels) + inner + String(repeating: close, count: levels)
        if open == "(" || open == "[" { text = "let value = \(text)\nText(\"\\(value)\")" }
        input.source = Data((text + "\n").utf8)
    }

    // MARK: Command lines

    mutating func commandLine() {
        let example = examples.isEmpty ? FuzzCorpus.Example(name: "none", text: "Text(\"x\")") : random.pick(examples)
        input.origin = example.name
        input.family = "command line"
        input.source = Data(example.text.utf8)
        switch random.below(3) {
        case 0:
            input.command = .other
            input.arguments = random.pick(Catalog.badCommandLines)
            input.steps = ["layoutlab " + input.arguments.joined(separator: " ")]
        case 1:
            // A sweep over extreme values of the file's parameters, few cases.
            input.command = .sweep
            let names = parameterNames(example.text)
            let name = names.isEmpty ? "x" : random.pick(names)
            let values = (0..<random.int(in: 1...4)).map { _ in random.pick(Catalog.extremeNumbers + ["nil", "\"text\"", "[1, 2]"]) }
            input.arguments = ["--param", "\(name)=" + values.joined(separator: ",")]
            input.steps = ["sweep " + input.arguments.joined(separator: " ")]
        default:
            addRunOptions()
            input.steps.insert("run with options", at: 0)
        }
    }

    // MARK: Databases and output (issue 34)

    /// A command given a damaged LayoutLab database or a file that is not one.
    mutating func database() {
        let example = examples.isEmpty ? FuzzCorpus.Example(name: "none", text: "Text(\"x\")") : random.pick(examples)
        input.source = Data(example.text.utf8)
        input.command = .other
        input.arguments = random.pick(DatabaseCommands.all)
        if random.chance(2, in: 3) {
            let damage: DatabaseDamage
            switch random.below(3) {
            case 0: damage = .flippedBits((0..<random.int(in: 1...16)).map { _ in random.next() })
            case 1: damage = .truncated(perMille: random.below(1_000))
            default: damage = .zeroedPage(random.next())
            }
            input.database = .damaged(damage)
            input.origin = "damaged database"
            input.steps = [String("\(damage)".prefix(160)), "layoutlab " + input.arguments.joined(separator: " ")]
        } else {
            let file = random.pick(ForeignFile.allCases)
            input.database = .foreign(file)
            input.origin = "foreign database"
            input.steps = [file.rawValue, "layoutlab " + input.arguments.joined(separator: " ")]
        }
        input.family = input.origin
    }

    /// A layout whose trace grows as the cube of its depth (chained flexible frames: about 2n²
    /// events, each naming an n-deep node path), printed in a format chosen at random: stopped
    /// by the event budget past about 316 frames, within the time limit below it.
    mutating func outputSize() {
        let frames = random.pick(profile.chainedFrames)
        let modifier = random.pick([".frame(maxWidth: .infinity)", ".frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)",
                                    ".frame(minWidth: 10, maxWidth: .infinity).padding(1)"])
        let format = random.pick(["trace", "json", "jsonl", "csv", "inspector", "tree"])
        input.origin = "output size"
        input.family = input.origin
        input.source = Data(("Text(\"Hello\")\n" + String(repeating: "    " + modifier + "\n", count: frames)).utf8)
        input.arguments = ["--format", format] + (random.chance(1, in: 2) ? ["--no-record"] : [])
        input.steps = ["\(frames) × \(modifier)", input.arguments.joined(separator: " ")]
    }

    private mutating func addRunOptions() {
        let names = parameterNames(String(decoding: input.source, as: UTF8.self))
        if let name = names.isEmpty ? nil : random.pick(names) {
            let value = random.pick(Catalog.extremeNumbers + Catalog.extremeIntegers + ["nil", "\"\"", "[", "{ }", "VStack { }", "1 +"])
            input.parameters[name] = value
            input.steps.append("--param \(name)=\(value)")
        }
        if random.chance(1, in: 2) {
            let proposal = random.pick(["0x0", "infxinf", "nilxnil", "1e308x1e308", "0.0001x1e-300", "nanx1", "-0x-0", "5x"])
            input.arguments += ["--proposal", proposal]
            input.steps.append("--proposal \(proposal)")
        }
        if random.chance(1, in: 3) {
            let format = random.pick(["trace", "json", "jsonl", "csv", "tree", "inspector", "markdown"])
            input.arguments += ["--format", format]
            input.steps.append("--format \(format)")
        }
    }

    /// Names `--param` may set: top-level `let`/`var` and `@State` properties, found by eye.
    private func parameterNames(_ text: String) -> [String] {
        var names: [String] = []
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "=" })
            guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }), keyword + 1 < words.count else { continue }
            let isTopLevel = !line.hasPrefix(" ") && !line.hasPrefix("\t")
            if isTopLevel || line.contains("@State") { names.append(String(words[keyword + 1])) }
        }
        return names.filter { $0 != "body" && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }

    // MARK: Slots

    /// `X` slots become extreme floating-point values, `N` slots extreme integers.
    private mutating func fill(_ template: String) -> String {
        let characters = Array(template)
        func isWord(_ index: Int) -> Bool {
            characters.indices.contains(index) && (characters[index].isLetter || characters[index].isNumber || characters[index] == "_")
        }
        var result = ""
        for (index, character) in characters.enumerated() {
            if (character == "X" || character == "N") && !isWord(index - 1) && !isWord(index + 1) {
                result += "(" + random.pick(character == "X" ? Catalog.extremeNumbers : Catalog.extremeIntegers) + ")"
            } else {
                result.append(character)
            }
        }
        return result
    }
}
