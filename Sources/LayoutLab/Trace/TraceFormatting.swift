import Foundation

/// How trace printers write lengths, proposals and sizes for people.
public enum TraceFormatting {
    /// A length as people read it: at most two decimals, no trailing zeros (`94.33`, `300`,
    /// `0.5`), infinity as `∞`. The one place LayoutLab rounds a number for presentation (tables,
    /// traces, picture labels, messages); stored and machine-readable values (json, jsonl, csv,
    /// SQL) keep full precision. A printed log's number differs from the model's by more than
    /// half a pixel (at least 1/12 pt) before verify names it, so two decimals show the difference.
    public static func length(_ value: CGFloat) -> String {
        var bytes: [UInt8] = []
        appendLength(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `length(value)`'s bytes: what table, markdown and trace print a length as, without
    /// a String per cell.
    public static func appendLength(_ value: CGFloat, to bytes: inout [UInt8]) {
        if value.isNaN { return ByteText.append("nan", to: &bytes) }
        if value == .infinity { return ByteText.append("∞", to: &bytes) }
        if value == -.infinity { return ByteText.append("-∞", to: &bytes) }
        let hundredths = (Double(value) * 100).rounded()
        guard abs(hundredths) < 1e15 else { return ByteText.append(String(format: "%.0f", Double(value)), to: &bytes) }
        // k/100 for a whole k below 10¹⁵ in magnitude has at most 15 significant digits, so the
        // double nearest to it prints as k/100 in Swift's shortest round-tripping form, in
        // positional notation from 0.01 up: its digits are written from k itself, the whole part,
        // then the hundredths without a trailing zero (`-0.05`, `12.3`, `300`). Zero, -0.001
        // rounded included, is `0`.
        if hundredths == 0 { return bytes.append(UInt8(ascii: "0")) }
        let k = Int64(hundredths)
        if k < 0 { bytes.append(UInt8(ascii: "-")) }
        let (whole, fraction) = k.magnitude.quotientAndRemainder(dividingBy: 100)
        ByteText.append(Int64(whole), to: &bytes)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") &+ UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") &+ UInt8(fraction % 10)) }
    }

    /// `300 × nil`, `300 × ∞`.
    public static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(proposal.width.map(length) ?? "nil") × \(proposal.height.map(length) ?? "nil")"
    }

    public static func size(_ size: CGSize) -> String { "\(length(size.width)) × \(length(size.height))" }

    public static func point(_ point: CGPoint) -> String { "(\(length(point.x)), \(length(point.y)))" }

    /// What a node is called in a trace: its kind, and its label when it has one.
    public static func name(of node: some TraceNode) -> String { name(kind: node.kind, label: node.label) }

    /// `text` after two spaces a level: a tree's rows. Written in one allocation, since
    /// `String(repeating: "  ", count:)` appends its two spaces `depth` times, and a 1,000-deep
    /// chain's trace is 200,000 such rows (most of printing it, in a profile).
    public static func indented(_ text: String, depth: Int) -> String {
        var text = text
        return text.withUTF8 { utf8 in
            let indent = 2 * max(0, depth)
            return String(unsafeUninitializedCapacity: indent + utf8.count) { buffer in
                buffer.initialize(repeating: UInt8(ascii: " "))
                _ = UnsafeMutableBufferPointer(rebasing: buffer[indent...]).initialize(from: utf8)
                return buffer.count
            }
        }
    }

    /// `VStack`, `Text "Hello"`, `inspectLayoutProcess 🟥`; line breaks in a label are written
    /// `\n`, so that a node stays on one line of a table.
    public static func name(kind: String, label: String?) -> String {
        guard let label = label.map(shown) else { return kind }
        return kind == "Text" ? "Text \"\(label)\"" : "\(kind) \(label)"
    }

    /// Labels past this many characters are cut, with an ellipsis, in printed tables: a Text
    /// of a million characters made a table line a megabyte wide, and measuring its display
    /// width took longer than laying it out.
    public static let maximumLabelLength = 200

    private static func shown(_ label: String) -> String {
        // Escaping makes no character fewer, so the first `maximumLabelLength + 1` characters decide
        // what is shown: a label of a million characters is not searched whole (fuzz input 92).
        let kept = label.utf8.count > 4 * (maximumLabelLength + 1) ? String(label.prefix(maximumLabelLength + 1)) : label
        let escaped = kept.replacingOccurrences(of: "\n", with: "\\n")
        // Bytes bound characters: most labels skip counting them.
        guard escaped.utf8.count > maximumLabelLength, escaped.count > maximumLabelLength else { return escaped }
        return escaped.prefix(maximumLabelLength) + "…"
    }
}

/// Prints every event of every node as an aligned table; indentation shows the node's depth:
///
///     seq  pass    event     node    view                 proposal     answer     cache
///       0  sizing  proposal  0       frame                402 × 778               miss
///
/// Events of a later layout pass (`TraceEvent.layoutPass`) have it after their pass: `sizing 2`.
/// The table is aligned once the run ends, so it keeps the rows; use `JSONLinesTracePrinter`
/// for very large traces.
public final class TraceTablePrinter: TraceSink {
    private let write: (String) -> Void
    private var tree: ViewTree?
    private var rows: [[String]] = []

    public static let header = ["seq", "pass", "event", "node", "view", "proposal", "answer", "cache"]

    public init(write: @escaping (String) -> Void) { self.write = write }

    public func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) {
        self.tree = tree
        rows = []
    }

    public func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) { self.tree = tree }

    public func receive(_ event: TraceEvent) {
        guard let tree else { return }
        rows.append(Self.row(for: event, node: tree[event.node]))
    }

    public func layoutDidEnd(_ result: LayoutResult) {
        for line in Self.render(rows) { write(line) }
        rows = []
    }

    /// The table's cells for one event.
    public static func row(for event: TraceEvent, node: some TraceNode) -> [String] {
        var answer = ""
        switch event.kind {
        case .report:
            if let size = event.size {
                answer = TraceFormatting.size(size)
            } else if let length = event.length, let axis = event.axis {
                answer = "\(axis == .horizontal ? "width" : "height") \(TraceFormatting.length(length))"
            }
        case .place, .placeSubviews:
            answer = [event.position.map(TraceFormatting.point), event.size.map(TraceFormatting.size)]
                .compactMap { $0 }.joined(separator: " ")
        case .proposal:
            break
        }
        // A later layout pass (observers' actions changed state) is marked in the pass column.
        let pass = event.layoutPass == 1 ? event.pass.rawValue : "\(event.pass.rawValue) \(event.layoutPass)"
        return [
            String(event.sequence), pass, event.kind.rawValue, node.path,
            TraceFormatting.indented(TraceFormatting.name(of: node), depth: node.depth),
            event.proposal.map(TraceFormatting.proposal) ?? "", answer,
            event.kind == .proposal || event.kind == .report ? event.cache.rawValue : "",
        ]
    }

    /// Aligns rows under the header: numbers to the right, text to the left.
    public static func render(_ rows: [[String]]) -> [String] {
        let all = [header] + rows
        let shape = lineShape(widths: header.indices.map { column in all.map { $0[column].displayWidth }.max() ?? 0 })
        return all.map { row in
            var line: [UInt8] = []
            shape.appendLine(row, to: &line)
            return String(decoding: line, as: UTF8.self)
        }
    }

    /// How the table's lines are written, header included, once the columns' widths are known:
    /// the sequence numbers on the right, two spaces between columns, no trailing spaces.
    public static func lineShape(widths: [Int]) -> AlignedLineShape {
        AlignedLineShape(widths: widths, alignsRight: header.indices.map { $0 == 0 }, open: "", separator: "  ", close: "",
                         trimsTrailingSpaces: true)
    }
}

/// Prints one JSON object per event (JSON Lines). Fields: `seq`, `pass`, `event`, `node`
/// (id), `path`, `view` (kind), `label`, `cache`, and, when present, `proposal` (`width` and
/// `height`, null for unspecified), `size`, `position`, `length`, `axis`, and `layoutPass`
/// after the first pass. Infinite lengths are written as the string "inf".
public final class JSONLinesTracePrinter: TraceSink {
    private let write: (String) -> Void
    private var tree: ViewTree?

    public init(write: @escaping (String) -> Void) { self.write = write }

    public func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) { self.tree = tree }
    public func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) { self.tree = tree }

    public func receive(_ event: TraceEvent) {
        guard let tree else { return }
        write(Self.line(for: event, node: tree[event.node]))
    }

    public static func line(for event: TraceEvent, node: some TraceNode) -> String {
        var bytes: [UInt8] = []
        append(event, node: node, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `line(for:node:)`'s object, without its line end: what `layoutlab run` and
    /// `trace` stream in json and jsonl.
    public static func append(_ event: TraceEvent, node: some TraceNode, to bytes: inout [UInt8]) {
        ByteText.append("{\"seq\":", to: &bytes)
        ByteText.append(event.sequence, to: &bytes)
        ByteText.append(",\"pass\":", to: &bytes)
        appendQuoted(event.pass.rawValue, to: &bytes)
        ByteText.append(",\"event\":", to: &bytes)
        appendQuoted(event.kind.rawValue, to: &bytes)
        ByteText.append(",\"node\":", to: &bytes)
        ByteText.append(node.id, to: &bytes)
        ByteText.append(",\"path\":", to: &bytes)
        appendQuoted(node.path, to: &bytes)
        ByteText.append(",\"view\":", to: &bytes)
        appendQuoted(node.kind, to: &bytes)
        ByteText.append(",\"label\":", to: &bytes)
        if let label = node.label { appendQuoted(label, to: &bytes) } else { ByteText.append("null", to: &bytes) }
        ByteText.append(",\"cache\":", to: &bytes)
        appendQuoted(event.cache.rawValue, to: &bytes)
        func pair(_ first: StaticString, _ a: CGFloat?, _ second: StaticString, _ b: CGFloat?) {
            ByteText.append(first, to: &bytes)
            appendNumber(a, to: &bytes)
            ByteText.append(second, to: &bytes)
            appendNumber(b, to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        if let proposal = event.proposal { pair(",\"proposal\":{\"width\":", proposal.width, ",\"height\":", proposal.height) }
        if let size = event.size { pair(",\"size\":{\"width\":", size.width, ",\"height\":", size.height) }
        if let position = event.position { pair(",\"position\":{\"x\":", position.x, ",\"y\":", position.y) }
        if let length = event.length {
            ByteText.append(",\"length\":", to: &bytes)
            appendNumber(length, to: &bytes)
        }
        if let axis = event.axis {
            ByteText.append(axis == .horizontal ? ",\"axis\":\"horizontal\"" : ",\"axis\":\"vertical\"", to: &bytes)
        }
        if event.layoutPass != 1 {
            ByteText.append(",\"layoutPass\":", to: &bytes)
            ByteText.append(event.layoutPass, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// A JSON number; infinities as the strings "inf" and "-inf", nil as null.
    public static func number(_ value: CGFloat?) -> String {
        var bytes: [UInt8] = []
        appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func appendNumber(_ value: CGFloat?, to bytes: inout [UInt8]) {
        guard let value else { return ByteText.append("null", to: &bytes) }
        if value == .infinity { return ByteText.append("\"inf\"", to: &bytes) }
        if value == -.infinity { return ByteText.append("\"-inf\"", to: &bytes) }
        if value.isNaN { return ByteText.append("null", to: &bytes) }
        ByteText.append(Double(value), to: &bytes)
    }

    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A JSON string: quotes, backslashes and control characters escaped (\n, \r, \t, else \u00XX).
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        ByteText.append(text, to: &bytes, needsEscape: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) { byte, bytes in
            switch byte {
            case UInt8(ascii: "\""): ByteText.append("\\\"", to: &bytes)
            case UInt8(ascii: "\\"): ByteText.append("\\\\", to: &bytes)
            case UInt8(ascii: "\n"): ByteText.append("\\n", to: &bytes)
            case UInt8(ascii: "\r"): ByteText.append("\\r", to: &bytes)
            case UInt8(ascii: "\t"): ByteText.append("\\t", to: &bytes)
            case ..<0x20:
                ByteText.append("\\u00", to: &bytes)
                ByteText.appendHex(byte, to: &bytes)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
