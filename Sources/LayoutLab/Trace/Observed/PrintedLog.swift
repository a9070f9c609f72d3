import Foundation

/// A device log held against the lines a SwiftUI file's own `print`s make (issue 33, "device
/// truth for any log"): a published log is whatever its author's code printed, in a format
/// of their own, and LayoutLab can run the same code and print the same lines.
///
/// The log's lines are read without the console's prefix (`ConsoleLine.message`); a line
/// whose text, numbers aside, is one the file prints (its `shape`) is the file's, any other
/// is noise (Xcode's lines, the app's other output) and skipped. The file's lines and the
/// log's are then matched in order (a longest common subsequence of shapes), so a line one
/// side printed and the other did not is found where it is; matched lines have the same text
/// by construction and their numbers are compared within `tolerance`.
public struct PrintedLogComparison: Hashable, Sendable {
    /// A line of the alignment: a matched pair (it differs when a number does) or a line only
    /// one side printed (it always differs).
    public struct Difference: Hashable, Sendable {
        /// The log's line (1-based) and its message, nil when the log lacks the file's line.
        public var logNumber: Int?
        public var logText: String?
        /// The file's line (its 0-based place in the printed output), nil when the file did not print it.
        public var printedIndex: Int?
        public var printedText: String?
        /// For a matched pair, each number that differs: its 0-based place in the line, the log's and the file's value.
        public var numbers: [NumberDifference]

        public var differs: Bool { logNumber == nil || printedIndex == nil || !numbers.isEmpty }

        /// What differs, in a few words: each number's two values, or which side lacks the line; empty when nothing does.
        public var summary: String {
            if logNumber == nil { return "missing in the log" }
            if printedIndex == nil { return "not printed by the file" }
            return numbers.map { "number \($0.index + 1): \(TraceFormatting.length($0.log)) vs \(TraceFormatting.length($0.printed))" }
                .joined(separator: ", ")
        }

        public var description: String {
            switch (logNumber, printedText) {
            case let (number?, printed?):
                return "line \(number): \(logText ?? "")\n  the file prints: \(printed)\n  "
                    + numbers.map { "number \($0.index + 1): \(TraceFormatting.length($0.log)) in the log, \(TraceFormatting.length($0.printed)) printed" }
                    .joined(separator: "; ")
            case let (number?, nil):
                return "line \(number): \(logText ?? "")\n  the file prints no such line here"
            case let (nil, printed?):
                return "the file prints \"\(printed)\" (its line \((printedIndex ?? 0) + 1)); the log has no such line here"
            case (nil, nil):
                return ""
            }
        }
    }

    public struct NumberDifference: Hashable, Sendable {
        public var index: Int
        public var log: CGFloat
        public var printed: CGFloat
    }

    /// One of the log's lines that is the file's: its 1-based number in the log and its text
    /// without the console's prefix.
    public struct LoggedLine: Hashable, Sendable {
        public var number: Int
        public var text: String

        public init(number: Int, text: String) {
            self.number = number
            self.text = text
        }
    }

    /// The file's lines, as printed.
    public var printed: [String]
    /// The log's lines that are the file's (matched or not), in order; none when the log holds
    /// nothing the file prints.
    public var logLines: [LoggedLine]
    /// Every line of both sides in order: matched pairs (differing or not) and lines only one side printed.
    public var lines: [Difference]

    public var logLinesOfTheFile: Int { logLines.count }
    /// How many pairs were matched.
    public var matched: Int { lines.filter { $0.logNumber != nil && $0.printedIndex != nil }.count }
    /// The lines that differ.
    public var differences: [Difference] { lines.filter(\.differs) }

    /// Neither side has a line the other lacks and every matched number is within tolerance.
    public var agrees: Bool { logLinesOfTheFile > 0 && differences.isEmpty }
    /// The log holds no line the file could print: another file's log, or one in a printer's
    /// format LayoutLab does not run.
    public var unrelated: Bool { logLinesOfTheFile == 0 }

    /// Compares `log` (a console log, as pasted) with `printed` (what the file's `print`s
    /// wrote, terminators included); numbers agree when they differ by at most `tolerance`
    /// (half a device pixel: `0.5 / displayScale`).
    public init(log: String, printed: String, tolerance: CGFloat) {
        let printedLines = Self.lines(printed: printed)
        let shapes = Set(printedLines.map(PrintedLine.shape))
        let logLines = log.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let message = ConsoleLine.message(line)
            return shapes.contains(PrintedLine.shape(message)) ? LoggedLine(number: index + 1, text: message) : nil
        }
        self.init(logLines: logLines, printed: printedLines, tolerance: tolerance)
    }

    /// Compares lines already chosen from a log (an observed run's `printed_lines`) with the
    /// lines a file printed, in order.
    public init(logLines: [LoggedLine], printed: [String], tolerance: CGFloat) {
        self.printed = printed
        self.logLines = logLines
        var lines: [Difference] = []
        if !logLines.isEmpty {
            for step in Self.align(logLines.map { PrintedLine.shape($0.text) }, printed.map(PrintedLine.shape)) {
                switch step {
                case let .both(l, p):
                    let numbers = zip(PrintedLine.numbers(logLines[l].text), PrintedLine.numbers(printed[p])).enumerated()
                        .filter { abs($0.element.0 - $0.element.1) > tolerance || $0.element.0.isNaN != $0.element.1.isNaN }
                        .map { NumberDifference(index: $0.offset, log: $0.element.0, printed: $0.element.1) }
                    lines.append(Difference(logNumber: logLines[l].number, logText: logLines[l].text, printedIndex: p,
                                            printedText: printed[p], numbers: numbers))
                case let .logOnly(l):
                    lines.append(Difference(logNumber: logLines[l].number, logText: logLines[l].text, numbers: []))
                case let .printedOnly(p):
                    lines.append(Difference(printedIndex: p, printedText: printed[p], numbers: []))
                }
            }
        }
        self.lines = lines
    }

    /// What a file's `print`s wrote, as lines: split at newlines, blank lines dropped (a
    /// console shows them as nothing to compare).
    public static func lines(printed: String) -> [String] {
        printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    enum Step: Equatable { case both(Int, Int), logOnly(Int), printedOnly(Int) }

    /// The longest common subsequence of the two sequences of shapes, as steps in order.
    static func align(_ log: [String], _ printed: [String]) -> [Step] {
        let n = log.count, m = printed.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = log[i] == printed[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, log[i] == printed[j] {
                steps.append(.both(i, j)); i += 1; j += 1
            } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
                steps.append(.printedOnly(j)); j += 1
            } else {
                steps.append(.logOnly(i)); i += 1
            }
        }
        return steps
    }
}

/// A printed line's text and numbers.
enum PrintedLine {
    /// The line with each number replaced by `#`: what two lines share when they differ only in numbers.
    static func shape(_ line: some StringProtocol) -> String {
        var shape = ""
        scan(String(line).trimmingCharacters(in: .whitespaces), text: { shape.append($0) }, number: { _ in shape.append("#") })
        return shape
    }

    /// The line's numbers, in order.
    static func numbers(_ line: some StringProtocol) -> [CGFloat] {
        var numbers: [CGFloat] = []
        scan(String(line), text: { _ in }, number: { numbers.append(CGFloat(Double($0) ?? .nan)) })
        return numbers
    }

    /// Splits `line` into text and numbers: `-12`, `94.33333333333333`, `1e-05`, as Swift's
    /// description of a `CGFloat`, `Double` or `Int` writes them, standing alone (the `2` of
    /// `VStack2` or `2x` is text).
    private static func scan(_ line: String, text: (Character) -> Void, number: (String) -> Void) {
        let characters = Array(line)
        func isWord(_ index: Int) -> Bool {
            index >= 0 && index < characters.count && (characters[index].isLetter || characters[index] == "_")
        }
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < characters.count && characters[index].isASCII && characters[index].isNumber }
        var index = 0
        while index < characters.count {
            var end = index
            if characters[index] == "-" || characters[index] == "+" { end += 1 }
            let startsNumber = isDigit(end) && !isWord(index - 1) && !isDigit(index - 1) && (index == 0 || characters[index - 1] != ".")
            guard startsNumber else {
                text(characters[index])
                index += 1
                continue
            }
            while isDigit(end) { end += 1 }
            if end < characters.count, characters[end] == ".", isDigit(end + 1) {
                end += 1
                while isDigit(end) { end += 1 }
            }
            if end < characters.count, characters[end] == "e" || characters[end] == "E" {
                var exponent = end + 1
                if exponent < characters.count, characters[exponent] == "-" || characters[exponent] == "+" { exponent += 1 }
                if isDigit(exponent) {
                    end = exponent
                    while isDigit(end) { end += 1 }
                }
            }
            if isWord(end) {
                // `2x`, `3D`: a word that starts with digits.
                while index < end || isWord(index) || isDigit(index) { text(characters[index]); index += 1 }
                continue
            }
            number(String(characters[index..<end]))
            index = end
        }
    }
}

/// A console line without what the console adds before the app's text: Xcode's and
/// Console's `2024-05-01 10:00:00.123456+0200 App[123:4567] ` (date, time, process and its
/// ids). Anything after that prefix (an os_log `[Category]`) is the app's.
public enum ConsoleLine {
    public static func message(_ line: some StringProtocol) -> String {
        let text = String(line).trimmingCharacters(in: .whitespaces)
        let characters = Array(text)
        // `2024-05-01 10:00:00`: digits and separators where a timestamp has them.
        let pattern = Array("dddd-dd-dd dd:dd:dd")
        guard characters.count > pattern.count, zip(pattern, characters).allSatisfy({ expected, found in
            expected == "d" ? found.isASCII && found.isNumber : expected == " " ? found == " " || found == "T" : expected == found
        }) else { return text }
        // The rest of the timestamp (fraction, time zone) runs to the next space; then the
        // process, `Name[pid:thread] `, whose name may hold spaces.
        let afterTime = characters[pattern.count...].firstIndex(of: " ").map { $0 + 1 } ?? characters.count
        let rest = String(characters[afterTime...])
        if let close = rest.range(of: "] "), let open = rest[..<close.lowerBound].lastIndex(of: "["),
           rest[rest.index(after: open)..<close.lowerBound].allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "x" }) {
            return String(rest[close.upperBound...]).trimmingCharacters(in: .whitespaces)
        }
        return rest.trimmingCharacters(in: .whitespaces)
    }
}
