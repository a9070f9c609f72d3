import Foundation
import SwiftSyntax

/// Somewhere a value lives that code can write: the left side of an assignment, the receiver
/// of a mutating method, an `inout` argument, what a `Binding` reads and writes.
///
/// Structs have value semantics, so writing `a.b.c = 1` reads `a`, changes `b.c` in its copy
/// and writes `a` back; the interpreter does that by walking the place from its root
/// (`Interpreter.write(_:to:)`).
indirect enum Place {
    case variable(VariableBox)
    /// `Binding.constant(x)`: reads `x`, ignores writes.
    case constant(Value)
    /// A property of the value at the base place.
    case member(Place, String)
    /// `base[index]`: an array element, a dictionary entry; with where the index was written.
    case element(Place, [Value], index: Syntax?)
    /// `base!`, `base?` written through.
    case unwrapped(Place)
    /// `Binding(get:set:)` and computed properties with a setter.
    case accessor(get: () throws -> Value, set: (Value) throws -> Void)
}
