import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

// `--placeholders` (issue 31 item 4). A name that neither the file, its module nor LayoutLab
// declares (a type from a package that is not present, a global of another target) stops a run
// with every such name listed (`MissingNames`). With `--placeholders` the run goes on instead:
// the name is an opaque value (`UnresolvedValue`) whose members and calls are opaque values too,
// and where a view is expected it is laid out as a placeholder of `Placeholders.size`, marked by
// a `placeholder` node attribute. Each name is one warning at its first use, so every assumption
// is on the run; an opaque value used as a number, string or condition is still a located error,
// since any value LayoutLab chose there would be a guess.

/// What `--placeholders` assumes, kept in one place.
enum Placeholders {
    /// The size an unresolved view is laid out at, in a fixed frame. LayoutLab's choice, not
    /// SwiftUI's (the view's real size is unknowable here): the size assumed for an asset no
    /// catalog has, so a user meets one assumed size.
    static let size = ImageCatalog.assumedAssetSize
    /// The node attribute that marks a placeholder in the tree and the recorded run.
    static let attribute = "placeholder"
}

/// A value whose declaration the run cannot see: `Theme`, `Theme.spacing`, `User.mock`,
/// `ProfileImageView(user: user)`. Its members and methods answer more of the same.
struct UnresolvedValue: Bridged {
    /// As written: `Theme.spacing`, `ProfileImageView(…)`.
    let name: String

    static let bridge = TypeBridge("unresolved value") { b in
        b.description { (value: UnresolvedValue) in value.name }
        b.dynamicMembers { _, receiver, member, arguments in
            let base = receiver.flatMap(UnresolvedValue.extract)?.name ?? "?"
            return UnresolvedValue(name: base + "." + member + (arguments == nil ? "" : "(…)")).asValue
        }
    }

    /// The placeholder view laid out where a view is expected.
    var placeholderView: AnyView {
        AnyView(Color.clear.frame(width: Placeholders.size.width, height: Placeholders.size.height)
            ._attribute(Placeholders.attribute, "\(name), \(Int(Placeholders.size.width))×\(Int(Placeholders.size.height)) assumed"))
    }
}

extension Interpreter {
    /// With `--placeholders`, an unresolved name's opaque value, said once per name; without,
    /// the error `unknownName` makes.
    func unresolved(_ name: String, called: Bool, at node: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        guard options.placeholders else { throw unknownName(name, at: node, scope) }
        if run.assumeUnresolved(name) {
            warn(LocatedError("'\(name)' is not declared in the module or modelled by LayoutLab: --placeholders uses an opaque value "
                              + "for it, laid out as a \(Int(Placeholders.size.width))×\(Int(Placeholders.size.height)) placeholder "
                              + "where a view is expected", at: node))
        }
        return UnresolvedValue(name: called ? name + "(…)" : name).asValue
    }
}
