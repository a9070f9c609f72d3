import Foundation
import LayoutLab
import SwiftSyntax

/// A `Layout` declared in the file, run by the engine like any custom layout: its
/// `sizeThatFits` and `placeSubviews` evaluate the parsed bodies. The engine memoises and
/// traces it exactly as it would the same Layout written in Swift.
struct InterpretedLayout: TraceNamedLayout {
    let instance: Instance
    let interpreter: Interpreter

    var traceName: String { instance.type.name }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        interpreter.duringLayout(CGSize.zero) {
            let method = try interpreter.layoutMethod(of: instance.type, named: "sizeThatFits")
            let value = try interpreter.callLayoutMethod(method, on: instance, [.native(proposal), .native(subviews), .void])
            guard let size = try Coercion.convert(value, to: .size, at: method.name) as? CGSize else {
                throw LocatedError("sizeThatFits must return a CGSize", at: method.name)
            }
            guard !size.width.isNaN, !size.height.isNaN, size.width >= 0, size.height >= 0 else {
                throw LocatedError("\(instance.type.name).sizeThatFits returned \(size.appleDescription); sizes must be non-negative numbers",
                                   at: method.name)
            }
            return size
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        interpreter.duringLayout(()) {
            let method = try interpreter.layoutMethod(of: instance.type, named: "placeSubviews")
            _ = try interpreter.callLayoutMethod(method, on: instance, [.native(bounds), .native(proposal), .native(subviews), .void])
        }
    }
}

extension Interpreter {
    func layoutMethod(of type: TypeDeclaration, named name: String) throws -> FunctionDeclSyntax {
        guard let method = type.methods[name]?.first else {
            throw LocatedError("'\(type.name)' needs a \(name) method to be a Layout", at: type.syntax.name)
        }
        return method
    }

    /// Runs a layout method with its parameters bound by position (the protocol fixes them).
    func callLayoutMethod(_ method: FunctionDeclSyntax, on instance: Instance, _ arguments: [Value]) throws -> Value {
        guard let body = method.body else { return .void }
        let scope = Scope.member(of: instance, in: globalScope)
        for (parameter, value) in zip(method.signature.parameterClause.parameters, arguments) {
            scope.declare((parameter.secondName ?? parameter.firstName).text, value, mutable: true)
        }
        return try nested(at: method.name) { try evaluateBody(body.statements, scope, builder: false) }
    }
}
