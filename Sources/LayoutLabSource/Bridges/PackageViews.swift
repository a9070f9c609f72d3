import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

// Remote images of well-known packages: Kingfisher's `KFImage`, SDWebImageSwiftUI's
// `WebImage`, NukeUI's `LazyImage`, and `CachedAsyncImage`. LayoutLab loads nothing, so each is
// laid out as it is before its image arrives: its placeholder, or without one a view that
// takes the space it is offered (what Apple documents for AsyncImage's default placeholder,
// "fills the available space"; Kingfisher's KFImage shows `Color.clear` then).
// UNCERTAIN (read from the packages' public source, not measured): WebImage's and LazyImage's
// placeholders without a `placeholder`/content closure are taken to fill their proposal as
// AsyncImage's does.
// Each is accepted only in a file that imports its module, and said once, located. Their
// initialisers taking closures come first, so that a trailing closure is never bound to a
// defaulted parameter of any type (`transaction:`, `scale:`).

/// A package's remote image before it loads: the view it shows meanwhile.
struct RemoteImageValue: Bridged, View {
    let typeName: String
    let module: String
    /// The placeholder (built where it was written), or nil for the default one.
    var placeholder: AnyView?

    var body: some View { (placeholder ?? AnyView(Color.clear))._attribute(typeName, "placeholder (\(module) loads nothing here)") }

    /// The package's own modifiers that change nothing before the image loads: they return the
    /// package's view, so `.resizable().placeholder { … }.fade(duration: 0.25)` chains.
    static let passingModifiers: [String: [String]] = [
        "KFImage": ["resizable", "fade", "forceTransition", "onSuccess", "onFailure", "onProgress", "cacheOriginalImage",
                    "cacheMemoryOnly", "loadDiskFileSynchronously", "cancelOnDisappear", "setProcessor", "setProcessors",
                    "scaleFactor", "startLoadingBeforeViewAppear", "renderingMode", "interpolation", "antialiased",
                    "retry", "downsampling", "reducePriorityOnDisappear", "diskCacheExpiration", "memoryCacheExpiration",
                    "backgroundDecode", "targetCache", "originalCache", "requestModifier", "appendProcessor", "contentConfigure"],
        "WebImage": ["resizable", "indicator", "onSuccess", "onFailure", "onProgress", "renderingMode", "interpolation", "antialiased",
                     "customLoopCount", "playbackRate", "playbackMode", "runLoopMode", "purgeable", "pausable", "resetFrameIndex"],
        "LazyImage": ["processors", "priority", "pipeline", "onStart", "onPreview", "onProgress", "onSuccess", "onFailure",
                      "onCompletion", "onDisappear"],
        "CachedAsyncImage": [],
    ]

    /// The module each type comes from.
    static let modules = ["KFImage": "Kingfisher", "WebImage": "SDWebImageSwiftUI", "LazyImage": "NukeUI",
                          "CachedAsyncImage": "CachedAsyncImage"]

    static let bridge = TypeBridge("remote image") { b in
        for name in Set(passingModifiers.values.joined()) {
            b.method(name, [.anyArguments]) { (image: RemoteImageValue, a) in
                guard passingModifiers[image.typeName]?.contains(name) == true else {
                    throw RuntimeError("\(image.typeName) has no modifier '\(name)' that LayoutLab knows")
                }
                return image.asValue
            }
        }
        // `.placeholder { … }` (Kingfisher: also `{ progress in … }`), `.placeholder(Image(…))` (SDWebImage).
        b.method("placeholder", [Parameter(nil, .function(parameters: [], result: .view, isViewBuilder: true), name: "content")]) {
            (image: RemoteImageValue, a) in
            try image.with(placeholder: a.contentView("content")).asValue
        }
        b.method("placeholder", [Parameter(nil, .function(parameters: [.any], result: .view, isViewBuilder: true), name: "content")]) {
            (image: RemoteImageValue, a) in
            try image.with(placeholder: a.interpreter.anyView(a.content("content", passing: [ProgressValue().asValue]))).asValue
        }
        b.method("placeholder", [Parameter(nil, .view, name: "content")]) { (image: RemoteImageValue, a) in
            try image.with(placeholder: a.contentView("content")).asValue
        }
    }

    private func with(placeholder: AnyView) -> RemoteImageValue {
        var copy = self
        copy.placeholder = placeholder
        return copy
    }

    /// Says, once and located, what stands in for the image; refuses a type whose module the file does not import.
    static func make(_ typeName: String, _ a: Arguments, placeholder: AnyView? = nil, fromContent: Bool = false) throws -> Value {
        let module = modules[typeName] ?? typeName
        guard a.interpreter.program.imports.contains(module) else {
            throw LocatedError("\(typeName) comes from the package \(module), which this file does not import", at: a.call, hints: [
                "add `import \(module)` as the file in its app does; LayoutLab then lays it out as its placeholder",
            ])
        }
        a.interpreter.warn(LocatedError(
            "\(typeName) (\(module)) is laid out as its placeholder, as before its image loads: LayoutLab loads no images",
            at: a.call, hints: [placeholder == nil ? "without a placeholder it takes the space it is offered, as AsyncImage's default placeholder does"
                                    : fromContent ? "its content closure is laid out as given no image yet (image and error nil)" : "its placeholder is laid out"]))
        return RemoteImageValue(typeName: typeName, module: module, placeholder: placeholder).asValue
    }
}

/// What a Kingfisher placeholder closure is given (`{ progress in … }`): no progress yet.
struct ProgressValue: Bridged {
    static let bridge = TypeBridge("Progress") { b in
        b.initializer([.anyArguments]) { _ in ProgressValue().asValue }
        b.property("fractionCompleted") { (_: ProgressValue) in .double(0) }
        b.property("completedUnitCount") { (_: ProgressValue) in .int(0) }
        b.property("totalUnitCount") { (_: ProgressValue) in .int(0) }
    }
}

/// What a content closure is given before the image loads: NukeUI's `LazyImageState` and
/// AsyncImage's `AsyncImagePhase.empty` (for CachedAsyncImage), with no image and no error.
struct LoadingStateValue: Bridged {
    static let bridge = TypeBridge("LazyImageState") { b in
        b.alias("AsyncImagePhase")
        b.constant("empty", LoadingStateValue())
        for name in ["image", "error", "result", "imageContainer"] { b.property(name) { (_: LoadingStateValue) in .none } }
        b.property("isLoading") { (_: LoadingStateValue) in .bool(true) }
        b.property("progress") { (_: LoadingStateValue) in ProgressValue().asValue }
        b.equality { (_: LoadingStateValue, _: LoadingStateValue) in true }
        b.description { (_: LoadingStateValue) in "empty" }
    }
}

enum PackageViews {
    private static var url: Parameter { Parameter("url", .any, name: "url") }
    private static var imageContent: Parameter { Parameter.closure("content", name: "content", arity: 1) }

    static let bridges: [TypeBridge] = [
        TypeBridge("KFImage") { b in
            for label in [nil, "source"] as [String?] {
                b.initializer([Parameter(label, .any, name: "url"), Parameter("isLoaded", .any, default: true)]) { a in
                    try RemoteImageValue.make("KFImage", a)
                }
            }
            b.function("url", [Parameter(nil, .any, name: "url"), Parameter("cacheKey", .any, default: true)]) { a in
                try RemoteImageValue.make("KFImage", a)
            }
        },
        TypeBridge("WebImage") { b in
            let options = [Parameter("scale", .any, default: true), Parameter("options", .any, default: true),
                           Parameter("context", .any, default: true), Parameter("isAnimating", .any, default: true)]
            b.initializer([url] + options + [imageContent, .content("placeholder")]) { a in
                try RemoteImageValue.make("WebImage", a, placeholder: try a.contentView("placeholder"))
            }
            b.initializer([url] + options) { a in try RemoteImageValue.make("WebImage", a) }
        },
        TypeBridge("LazyImage") { b in
            for label in ["url", "request"] {
                let source = Parameter(label, .any, name: "url")
                b.initializer([source, Parameter("transaction", .any, default: true), imageContent]) { a in
                    let content = try a.interpreter.anyView(a.content("content", passing: [LoadingStateValue().asValue]))
                    return try RemoteImageValue.make("LazyImage", a, placeholder: content, fromContent: true)
                }
                b.initializer([source, Parameter("transaction", .any, default: true)]) { a in try RemoteImageValue.make("LazyImage", a) }
            }
        },
        TypeBridge("CachedAsyncImage") { b in
            let options = [Parameter("urlCache", .any, default: true), Parameter("scale", .any, default: true)]
            b.initializer([url] + options + [imageContent, .content("placeholder")]) { a in
                try RemoteImageValue.make("CachedAsyncImage", a, placeholder: try a.contentView("placeholder"))
            }
            b.initializer([url] + options + [Parameter("transaction", .any, default: true), imageContent]) { a in
                let content = try a.interpreter.anyView(a.content("content", passing: [LoadingStateValue().asValue]))
                return try RemoteImageValue.make("CachedAsyncImage", a, placeholder: content, fromContent: true)
            }
            b.initializer([url] + options) { a in try RemoteImageValue.make("CachedAsyncImage", a) }
        },
        RemoteImageValue.bridge, ProgressValue.bridge, LoadingStateValue.bridge,
    ]
}
