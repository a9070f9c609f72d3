import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutLab
import LayoutLabPictures
import LayoutLabStore
import TestSupport

/// An SVG (or XHTML) document's elements, each with its attributes and the attributes of the
/// `<g>` groups around it, read with Foundation's XML parser: what the tests check a drawing by.
final class SVGDocument: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The enclosing groups' attributes, nearest first.
        var groups: [[String: String]]
        var text = ""

        func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }

        /// x, y, width, height as written.
        var rect: CGRect? {
            guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else { return nil }
            return CGRect(x: x, y: y, width: width, height: height)
        }

        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    }

    private(set) var elements: [Element] = []
    private var stack: [(name: String, attributes: [String: String], index: Int)] = []
    private(set) var error: Error?

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        if !parser.parse() { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let groups = stack.reversed().filter { $0.name == "g" }.map(\.attributes)
        elements.append(Element(name: name, attributes: attributes, groups: groups))
        stack.append((name, attributes, elements.count - 1))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let top = stack.last { elements[top.index].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    /// Elements by name and class.
    func all(_ name: String, class className: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (className == nil || $0.classes.contains(className!)) }
    }

    /// Each node's `rect.frame` by its group's `data-node`.
    var frameRects: [Int: CGRect] {
        var result: [Int: CGRect] = [:]
        for element in all("rect", class: "frame") {
            if let node = element.groups.first?["data-node"].flatMap(Int.init), let rect = element.rect { result[node] = rect }
        }
        return result
    }
}

/// A database with one recorded run of `view`.
struct RecordedDatabase {
    let directory: TemporaryDirectory
    let path: String
    let runID: Int64
    let recorded: RecordedLayout

    init<V: View>(_ view: V, fileName: String = "View.swift", configuration: LayoutConfiguration = LayoutConfiguration()) throws {
        directory = try TemporaryDirectory()
        path = directory.path("pictures.sqlite")
        recorded = try recordLayout(ViewTree(view), in: RunStore(path: path), description: RunDescription(fileName: fileName),
                                    configuration: configuration)
        runID = recorded.runID
    }

    var reader: StoreReader { get throws { try StoreReader(path: path) } }

    func snapshot() throws -> LayoutSnapshot { try LayoutSnapshot(reader: reader, run: runID) }
}

