import Foundation
import LayoutLab
import SwiftSyntax

/// Everything that changes while one file is interpreted and laid out, in one owner: made once
/// with the `Interpreter` (`SourceProgram.interpret`) and kept across the layout passes of that
/// layout (`InterpretedView.layout`), since views keep their `@State` between passes.
///
/// Each part is named for what it keeps, and its methods are the only way to change it: the
/// interpreter's files and the bridges ask it, they never assign its fields.
final class RunState {
    /// Steps, depth and views built, against `EvaluationLimits`.
    let budget: EvaluationBudget
    /// Warnings raised while building, each once.
    let warnings = Warnings()
    /// Which view is which across layout passes, and the `@State` each keeps.
    let views = ViewIdentities()
    /// A lazy container asking the ForEach that is its whole content for its rows.
    let lazyRows = LazyRowsRequest()
    /// Random numbers and UUIDs, the same every run.
    let sources = DeterministicSources()
    /// String literals' pieces, split once per literal.
    let stringLiterals = StringLiteralCache()
    /// The environment views being built inherit (`.environmentObject`, `.environment`).
    private(set) var environment: SourceEnvironment
    /// The device laid out on (what `UIScreen.main` reports): the options', or the one the
    /// preview names (`layingOut(with:)`).
    private(set) var device: Device
    /// The first error raised while the engine ran interpreted code (a custom layout's method,
    /// GeometryReader content, an alignment guide): reported once the layout returns.
    private(set) var runtimeError: LocatedError?
    /// While a `.task` action runs its synchronous part: its first `await` ends it (`runningTask`).
    private(set) var suspendsAtAwait = false
    /// Images whose size was assumed and said, located (Bridges/Assets.swift): added to the
    /// run's image catalog so that the engine does not say them again.
    private(set) var assumedImages: [String: CGSize] = [:]
    /// The module's resources the run read (`Data(contentsOf:)`): path → SHA-256 of the bytes.
    private(set) var resourcesRead: [String: String] = [:]
    /// The names `--placeholders` stood an opaque value in for, each said once (Placeholders.swift).
    private(set) var unresolvedNames: Set<String> = []

    init(limits: EvaluationLimits, device: Device, environment: EnvironmentValues) {
        budget = EvaluationBudget(limits: limits)
        self.device = device
        self.environment = SourceEnvironment(values: environment)
    }

    /// Views are built for a layout with `configuration`: its device is `UIScreen.main`, and
    /// its root environment what `@Environment` reads outside any `.environment` modifier.
    func layingOut(with configuration: LayoutConfiguration) {
        device = configuration.device
        environment.values = configuration.rootEnvironment
    }

    /// Runs a `.task` action's synchronous part: an `await` in it throws `TaskSuspension`.
    func runningTask<T>(_ body: () throws -> T) rethrows -> T {
        suspendsAtAwait = true
        defer { suspendsAtAwait = false }
        return try body()
    }

    /// The image `name` is laid out at an assumed `size`, said where it is used.
    func assume(image name: String, size: CGSize) {
        assumedImages[name] = size
    }

    /// `--placeholders` stands an opaque value in for `name`: true the first time, when it is said.
    func assumeUnresolved(_ name: String) -> Bool {
        unresolvedNames.insert(name).inserted
    }

    /// The run read `bytes` from the resource at `url`.
    func read(resource url: URL, bytes: Data) {
        resourcesRead[url.path] = SHA256.hex(of: bytes)
    }

    /// A new build of the root (the first, or a later layout pass's): views are counted and
    /// placed afresh; their state boxes are kept.
    func startingBuild() {
        budget.startingBuild()
        views.startingBuild()
    }

    /// Runs `body` with the environment changed, for the content of an environment modifier.
    func withEnvironment<T>(_ change: (inout SourceEnvironment) throws -> Void, _ body: () throws -> T) throws -> T {
        let saved = environment
        defer { environment = saved }
        try change(&environment)
        return try body()
    }

    // MARK: Errors raised during layout

    /// Runs interpreted code on the engine's behalf (it cannot throw): the first error is kept
    /// for later, and `fallback` answers instead.
    func duringLayout<T>(_ fallback: T, _ body: () throws -> T) -> T {
        guard runtimeError == nil else { return fallback }
        do {
            return try body()
        } catch let error as LocatedError {
            runtimeError = error
        } catch let error as ThrownError {
            runtimeError = LocatedError(uncaught: error)
        } catch let error as RuntimeError {
            // `nested` locates a runtime error raised in evaluation; one raised outside any
            // expression (a bridge the engine called) has no node to point at.
            runtimeError = LocatedError(error.message, hints: error.hints)
        } catch {
            runtimeError = LocatedError("\(error)")
        }
        return fallback
    }

    /// Forgets the error of an earlier layout, before laying out again.
    func startingLayout() {
        runtimeError = nil
    }
}

/// How much work the run has done, against `EvaluationLimits`.
final class EvaluationBudget {
    let limits: EvaluationLimits
    private var depth = 0
    private var steps = 0
    /// Views built in the current build, counted against `limits.views`.
    private var viewsBuilt = 0

    init(limits: EvaluationLimits) {
        self.limits = limits
    }

    func startingBuild() {
        viewsBuilt = 0
    }

    /// Runs `body` one level deeper, refusing to go past the depth limit and counting a step.
    func nested<T>(at node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        steps += 1
        defer { depth -= 1 }
        guard depth <= limits.depth else {
            throw LocatedError("the code nests too deeply (more than \(limits.depth) levels of evaluation)", at: node, hints: [
                "LayoutLab refuses very deep nesting and unbounded recursion instead of crashing; "
                    + "split the view into smaller pieces, or raise the limit with \(EvaluationLimits.flags.depth)",
            ])
        }
        guard steps <= limits.steps else {
            throw LocatedError("evaluation took more than \(limits.steps) steps", at: node, hints: [
                "a loop or recursion that does not end? LayoutLab stops instead of running without bound; "
                    + "raise the limit with \(EvaluationLimits.flags.steps)",
            ])
        }
        // A runtime error is located at the innermost expression being evaluated: never shown unlocated.
        return try LocatedError.locating(at: node, body)
    }

    /// Counts one view built, refusing more than the view limit.
    func countView() throws {
        viewsBuilt += 1
        if viewsBuilt > limits.views {
            throw LocatedError("more than \(limits.views) views were built", hints: [
                "raise the limit with \(EvaluationLimits.flags.views)",
            ])
        }
    }

    /// Refuses a collection larger than the element limit.
    func checkElements(_ count: Int, at node: some SyntaxProtocol) throws {
        guard count <= limits.elements else {
            throw LocatedError("a collection of \(count) elements is larger than LayoutLab builds (\(limits.elements))", at: node,
                               hints: ["raise the limit with \(EvaluationLimits.flags.elements)"])
        }
    }
}

/// Warnings raised while building, in the order raised, each message at each place once.
final class Warnings {
    private(set) var all: [LocatedError] = []
    private var seen: Set<String> = []

    func warn(_ warning: LocatedError) {
        var warning = warning
        warning.severity = .warning
        let key = warning.message + (warning.node.map { "\($0.position.utf8Offset)" } ?? "")
        if seen.insert(key).inserted { all.append(warning) }
    }
}

/// Which view is which across layout passes (see `Interpreter.persistingState`).
final class ViewIdentities {
    /// The `@State` storage of the views built so far, by view identity and property name.
    private var stateBoxes: [String: VariableBox] = [:]
    /// How many views each place has made in the current build (a ForEach's rows).
    private var occurrences: [String: Int] = [:]

    func startingBuild() {
        occurrences = [:]
    }

    /// The identity of the next view made at `place`: the place and how many views it made before.
    func nextIdentity(at place: String) -> String {
        let occurrence = occurrences[place, default: 0]
        occurrences[place] = occurrence + 1
        return "\(place)#\(occurrence)"
    }

    /// The state box kept under `key` by an earlier build, or nil after registering `box` as it.
    func keptStateBox(_ key: String, registering box: VariableBox) -> VariableBox? {
        if let kept = stateBoxes[key] { return kept }
        stateBoxes[key] = box
        return nil
    }
}

/// Set while a lazy container's content, a ForEach, is evaluated: the ForEach leaves its rows
/// for the container to build (Views/LazyForEach.swift).
final class LazyRowsRequest {
    private var requested = false
    private var rows: ForEachRows?

    /// Evaluates a lazy container's content, with the rows a ForEach in it left.
    func collecting<T>(_ body: () throws -> T) throws -> (value: T, rows: ForEachRows?) {
        requested = true
        defer {
            requested = false
            rows = nil
        }
        let value = try body()
        return (value, rows)
    }

    /// Whether the ForEach being evaluated is asked for its rows: only the first one is.
    func claim() -> Bool {
        defer { requested = false }
        return requested
    }

    /// The claimed rows, for the container to build.
    func deliver(_ rows: ForEachRows) {
        self.rows = rows
    }
}

/// Random numbers and identifiers, the same every run (see `SeededGenerator`, `UUIDValue`).
final class DeterministicSources {
    private var random = SeededGenerator()
    private var uuidCount: UInt64 = 0

    func nextRandom() -> UInt64 {
        random.next()
    }

    func shuffle<T>(_ items: inout [T]) {
        items.shuffle(using: &random)
    }

    /// `UUID()`: the next identifier in sequence.
    func nextUUID() -> UUIDValue {
        uuidCount += 1
        return UUIDValue(number: uuidCount)
    }
}

/// String literals' text, by literal (`Interpreter.string(_:_:)`): split into pieces once.
final class StringLiteralCache {
    private var pieces: [SyntaxIdentifier: [StringLiteralPiece]] = [:]

    func pieces(of literal: StringLiteralExprSyntax, _ split: () throws -> [StringLiteralPiece]) rethrows -> [StringLiteralPiece] {
        if let known = pieces[literal.id] { return known }
        let split = try split()
        pieces[literal.id] = split
        return split
    }
}
