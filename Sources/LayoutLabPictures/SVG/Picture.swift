import Foundation
import LayoutLab

/// A drawing LayoutLab writes as SVG, as a self-contained HTML page, or (through
/// `PNGRenderer`) as PNG.
public protocol Picture {
    /// A standalone SVG document.
    var svg: String { get }
    /// One HTML file that needs nothing else: no network, no external script or style.
    var html: String { get }
    /// The document's size in points (= CSS pixels, = PNG pixels at 1×).
    var size: CGSize { get }
}

extension RunPicture: Picture {
    public var size: CGSize { viewBox.size }
    public var html: String { html(events: []) }

    /// The page with the run's trace beside the picture, steppable.
    public func html(events: [TraceEvent]) -> String { RunPage(picture: self, events: events).html }
}

/// The HTML page of a picture with nothing to interact with: the SVG and its title.
enum StaticPage {
    static func html(title: String, svg: String, after: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(SVGWriter.escape(title))</title>
        <style>
        body { margin: 0; padding: 16px; font: 13px -apple-system, 'Helvetica Neue', Arial, sans-serif; color: #1c1c1e; }
        h1 { font-size: 15px; margin: 0 0 12px; }
        table { border-collapse: collapse; margin-top: 16px; }
        td, th { border: 1px solid #d1d1d6; padding: 2px 8px; text-align: right; }
        </style>
        </head>
        <body>
        <h1>\(SVGWriter.escape(title))</h1>
        \(svg)
        \(after)
        </body>
        </html>

        """
    }

    /// An SVG document without its XML declaration, to inline in HTML.
    static func inline(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.range(of: "?>\n") else { return svg }
        return String(svg[end.upperBound...])
    }
}
