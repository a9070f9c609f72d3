import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

// Images and colours of the module's asset catalogs (`ProjectResources`): `Image("avatar")`,
// `Image(.avatar)`, `UIImage(named:)`, `Color("Brand")`, `Color(.brand)`. An image set's size is
// in the run's image catalog (`ProjectResources.applying(to:)`); what is not in a catalog is
// said once, located.

/// Xcode's generated asset symbols (Xcode 15+, `GeneratedAssetSymbols.swift`): the static
/// members of `ImageResource` and `ColorResource` an asset's name becomes.
enum AssetSymbols {
    enum Kind: String { case image, color }

    /// The symbol Xcode generates for an asset: its words (split at `_`, `-`, spaces, dots and
    /// slashes) joined in lowerCamelCase, a leading capital run lowercased (`UIAccent` →
    /// `uiAccent`), and a last word naming the kind dropped when words remain (`AccentColor` →
    /// `accent`, `adult_products_image` → `adultProducts`, `Initial-Image` → `initial`, but
    /// `Image` → `image` and `welcomeVCimage` unchanged). Checked against generated files of
    /// public repositories (`GeneratedAssetSymbols.swift`: "tiko_avatar" → `tikoAvatar`,
    /// "Coffee-Mocha" → `coffeeMocha`, "img_graph_2" → `imgGraph2`, "UIColour" → `uiColour`).
    /// UNCERTAIN (no generated file seen): a name starting with a digit is prefixed with `_`, and
    /// an asset in a namespace (`Icons/bell`) is named by all its words (`iconsBell`).
    static func symbol(for name: String, kind: Kind) -> String {
        var words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard !words.isEmpty else { return name }
        let suffix = kind == .image ? "Image" : "Color"
        if var last = words.popLast() {
            if last.lowercased() == suffix.lowercased(), !words.isEmpty {
                // `adult_products_image`: the whole last word names the kind.
            } else if last.hasSuffix(suffix), last.count > suffix.count,
                      last.dropLast(suffix.count).last.map({ $0.isLowercase || $0.isNumber }) == true {
                // `AccentColor`: a capitalised last word after a lowercase letter or digit.
                last.removeLast(suffix.count)
                words.append(last)
            } else {
                words.append(last)
            }
        }
        var symbol = lowercasingLeadingCapitals(words[0])
        for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        return symbol.first?.isNumber == true ? "_" + symbol : symbol
    }

    /// `Accent` → `accent`, `UIAccent` → `uiAccent`, `URL` → `url`.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var count = characters.prefix { $0.isUppercase }.count
        if count > 1, count < characters.count, characters[count].isLowercase { count -= 1 }
        return String(characters.prefix(count)).lowercased() + String(characters.dropFirst(count))
    }

    /// The asset a symbol names, among `names`.
    static func asset(forSymbol symbol: String, kind: Kind, in names: some Sequence<String>) -> String? {
        names.filter { self.symbol(for: $0, kind: kind) == symbol }.min()
    }
}

/// `ImageResource`: an image of the module's asset catalogs (`Image(.avatar)`).
struct ImageResourceValue: AssetResource, Hashable {
    let name: String
    static let bridge = AssetSymbols.resourceBridge("ImageResource", kind: .image) { ImageResourceValue(name: $0) }
}

/// `ColorResource`: a colour of the module's asset catalogs (`Color(.brand)`).
struct ColorResourceValue: AssetResource, Hashable {
    let name: String
    static let bridge = AssetSymbols.resourceBridge("ColorResource", kind: .color) { ColorResourceValue(name: $0) }
}

/// A generated asset symbol's value: the asset's name.
protocol AssetResource: Bridged {
    var name: String { get }
}

extension AssetSymbols {
    /// `ImageResource`'s or `ColorResource`'s bridge: `init(name:bundle:)`, and a static member
    /// per generated symbol of the run's catalogs.
    static func resourceBridge<T: AssetResource>(_ typeName: String, kind: Kind, _ make: @escaping (String) -> T) -> TypeBridge {
        TypeBridge(typeName) { b in
            b.alias("DeveloperToolsSupport." + typeName)
            b.initializer([Parameter("name", String.self), Parameter("bundle", .any, default: true)]) { a in make(try a.get("name")).asValue }
            b.dynamicMembers { interpreter, _, member, arguments in
                guard arguments == nil else { throw RuntimeError("type '\(typeName)' has no member '\(member)(…)'") }
                return make(try AssetBridges.asset(forSymbol: member, kind: kind, interpreter)).asValue
            }
            b.description { (resource: T) in resource.name }
        }
    }
}

/// `UIImage(named:)`: the asset's name, which `Image(uiImage:)` shows as `Image(name)`.
struct UIImageValue: Bridged {
    let name: String

    static let bridge = TypeBridge("UIImage") { b in
        b.alias("NSImage")
        b.initializer([Parameter("named", String.self, name: "name"), Parameter("in", .any, default: true),
                       Parameter("with", .any, default: true)]) { a in
            let name = try a.get("name", String.self)
            // UIKit answers nil for a name no catalog has; with no catalog found, the name is kept
            // (and its size assumed, said once).
            if let resources = a.interpreter.options.resources, !resources.catalogs.isEmpty, resources.imageSets[name] == nil {
                return .none
            }
            AssetBridges.checkImage(named: name, at: a.node("name"), a.interpreter)
            return .some(UIImageValue(name: name).asValue)
        }
        b.description { (image: UIImageValue) in image.name }
    }
}

extension ColorSet.Components {
    /// The colour space (sRGB, Display P3) only changes drawing; the components are kept as written.
    var color: Color { Color(red: red, green: green, blue: blue, opacity: alpha) }
}

/// The asset lookups `Image`'s and `Color`'s bridges make.
enum AssetBridges {
    static let bridges: [TypeBridge] = [ImageResourceValue.bridge, ColorResourceValue.bridge, UIImageValue.bridge]

    /// Xcode's canvas, for a name no catalog has: UIKit logs "No image named '…' found in asset
    /// catalog" and the image is empty.
    static let missingImageNote = "in Xcode the image would be empty, and its console would say \"No image named … found in asset catalog\""

    /// `Image(_:bundle:)`, `Image(decorative:bundle:)` and `Image(_ resource: ImageResource)`.
    static func image(named name: String, at node: Syntax, _ interpreter: Interpreter) -> Value {
        checkImage(named: name, at: node, interpreter)
        return Image(name).asValue
    }

    /// Unless the module's catalogs have an image set named `name` whose size is read (or
    /// `--image` gives it), says once, at the name, what size is assumed, and records the
    /// assumption so that the engine does not say it again unlocated.
    static func checkImage(named name: String, at node: Syntax, _ interpreter: Interpreter) {
        // Without a catalog (a file run outside a project), the engine says the assumed size once.
        guard let resources = interpreter.options.resources, !resources.catalogs.isEmpty,
              !interpreter.options.givenImageNames.contains(name) else { return }
        let assumed = ImageCatalog.assumedAssetSize
        guard let set = resources.imageSets[name] else {
            interpreter.run.assume(image: name, size: assumed)
            interpreter.warn(LocatedError(
                "no image set named '\(name)' (\(resources.searchedDescription)): laid out at an assumed \(assumed.appleDescription)",
                at: node, hints: [missingImageNote + "; give its size with --image \(name)=WxH"] + resources.problems(naming: name)))
            return
        }
        switch set.resolve(scale: interpreter.device.displayScale, scheme: interpreter.environment.values.colorScheme) {
        case .size: return
        case .empty:
            interpreter.run.assume(image: name, size: assumed)
            interpreter.warn(LocatedError("the image set '\(name)' has no image for an iPhone: laid out at an assumed \(assumed.appleDescription)",
                                          at: node, hints: [missingImageNote + "; give its size with --image \(name)=WxH"]))
        case let .unreadable(path):
            interpreter.run.assume(image: name, size: assumed)
            interpreter.warn(LocatedError(
                "the size of the image set '\(name)' cannot be read from \(path) (LayoutLab reads PNG, JPEG, PDF and SVG headers): "
                    + "laid out at an assumed \(assumed.appleDescription)",
                at: node, hints: ["give its size with --image \(name)=WxH"]))
        }
    }

    /// `Color(_ name: String, bundle:)`: the colour set's colour in the run's colour scheme.
    static func color(named name: String, at node: Syntax, _ interpreter: Interpreter) -> Value {
        guard let resources = interpreter.options.resources, !resources.catalogs.isEmpty else { return Color(name).asValue }
        guard let set = resources.colorSets[name] else {
            interpreter.warn(LocatedError("no colour set named '\(name)' (\(resources.searchedDescription)): drawn as a colour named '\(name)'",
                                          at: node, hints: [
                                              "in Xcode the colour would be clear, and its console would say \"No color named '\(name)' found in asset catalog\"",
                                          ] + resources.problems(naming: name)))
            return Color(name).asValue
        }
        guard let components = set.color(in: interpreter.environment.values.colorScheme) else {
            interpreter.warn(LocatedError("the colour set '\(name)' has no colour for an iPhone", at: node))
            return Color(name).asValue
        }
        return components.color.asValue
    }

    /// The asset a generated symbol names (`.avatar`), or an error as Swift's: the symbol does
    /// not exist when no asset generates it.
    static func asset(forSymbol symbol: String, kind: AssetSymbols.Kind, _ interpreter: Interpreter) throws -> String {
        let type = kind == .image ? "ImageResource" : "ColorResource"
        guard let resources = interpreter.options.resources else {
            throw RuntimeError("type '\(type)' has no member '\(symbol)': no asset catalog was searched", hints: [
                "run the file where it is, inside its project (its asset catalogs are found from the file's folder), or pass --assets DIR",
            ])
        }
        let names = kind == .image ? Array(resources.imageSets.keys) : Array(resources.colorSets.keys)
        if let name = AssetSymbols.asset(forSymbol: symbol, kind: kind, in: names) { return name }
        let symbols = names.map { AssetSymbols.symbol(for: $0, kind: kind) }
        throw RuntimeError("type '\(type)' has no member '\(symbol)': no \(kind == .image ? "image" : "colour") set generates it "
                           + "(\(resources.searchedDescription))", hints: Suggestions.hint(for: symbol, in: symbols))
    }

    /// Image's initialisers from asset catalogs, declared on Image's bridge.
    static func declareImageInitializers(_ b: TypeBridge) {
        b.initializer([Parameter(nil, ImageResourceValue.self, name: "resource")]) { a in
            image(named: try a.get("resource", ImageResourceValue.self).name, at: a.node("resource"), a.interpreter)
        }
    }

    /// Color's initialisers from asset catalogs, declared on Color's bridge.
    static func declareColorInitializers(_ b: TypeBridge) {
        b.initializer([Parameter(nil, ColorResourceValue.self, name: "resource")]) { a in
            color(named: try a.get("resource", ColorResourceValue.self).name, at: a.node("resource"), a.interpreter)
        }
        declareColorSymbols(b)
    }

    /// `Color.brand` and `.foregroundStyle(.brand)`: Xcode also generates each colour symbol as a
    /// static member of `SwiftUI.Color` and of `ShapeStyle where Self == Color`. A name that is no
    /// colour set's symbol is the error Swift gives for an unknown member.
    static func declareColorSymbols(_ b: TypeBridge) {
        b.dynamicMembers { interpreter, receiver, member, arguments in
            if receiver == nil, arguments == nil, let resources = interpreter.options.resources,
               let name = AssetSymbols.asset(forSymbol: member, kind: .color, in: resources.colorSets.keys) {
                return (resources.colorSets[name]?.color(in: interpreter.environment.values.colorScheme)?.color ?? Color(name)).asValue
            }
            let kind = receiver == nil ? "type '\(b.name)'" : "a value of type \(b.name)"
            throw RuntimeError("\(kind) has no member '\(member)'", hints: Suggestions.hint(for: member, in: b.memberNames))
        }
    }
}
