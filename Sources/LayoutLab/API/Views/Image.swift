import Foundation

/// A view that displays an image or an SF Symbol at its natural size, or resized to fit
/// its proposal once `.resizable()` (spec §2.4). Natural sizes come from the `ImageCatalog`.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum Scale: Hashable, Sendable { case small, medium, large }

    let source: ImageSource
    var isResizable = false
    var capInsets = EdgeInsets()

    public init(systemName: String) { source = .systemSymbol(systemName) }
    public init(_ name: String) { source = .asset(name) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        return copy
    }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let layout = ImageLayout(source: source, resizable: isResizable, capInsets: capInsets)
        var attributes: [NodeAttribute] = []
        if case .systemSymbol = source { attributes.append(NodeAttribute("systemName", "true")) }
        if isResizable { attributes.append(NodeAttribute("resizable", "true")) }
        return [builder.add(.leaf(layout), kind: "Image", label: source.description, attributes: attributes)]
    }
}

extension View {
    /// Scales SF Symbol images in this view relative to their font (spec §2.4).
    public func imageScale(_ scale: Image.Scale) -> some View {
        environmentWrite(\.imageScale, scale, attribute: "imageScale", "\(scale)")
    }
}
