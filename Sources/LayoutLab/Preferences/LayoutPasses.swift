import Foundation

// Layout, then the actions of `.onPreferenceChange` and `.onGeometryChange` (and `.onAppear`,
// `.task`: LifecycleActions.swift), then layout again.
// SwiftUI runs those actions after an update (OpenSwiftUI `PreferenceBinder`,
// `GeometryActionBinder`, audited complete): an observer's action runs with its first value,
// then whenever its value differs from the one it last ran with. Actions usually set `@State`,
// so the view is rebuilt and laid out once more, until no action runs.
//
// A loop that never settles: SwiftUI's cycle detector (`UpdateCycleDetector`, ttl 2) lets one
// observer's action run at most twice in one frame and logs "… tried to update multiple times
// per frame." when it is refused. LayoutLab counts a whole run as one frame, applies the same
// rule per observer, and also stops after `maximumPasses` layouts with a diagnostic, so a run
// always ends.
// UNCERTAIN (no source says how many updates one frame holds): the run is one frame; iOS 18's
// geometry detector (refusing a value seen among its last three in the frame) is not modelled.

extension ViewTree {
    /// How many layouts a run makes at most when observers keep changing state.
    public static let defaultMaximumLayoutPasses = 8

    /// How many times one observer's action may run in a run (SwiftUI's per-frame limit).
    static let actionsPerObserver = 2

    /// Lays out the tree `build` makes; while `.onPreferenceChange`/`.onGeometryChange`
    /// actions fire, runs them (they set the state `build` reads), rebuilds and lays out again.
    /// Returns the last layout; its `layoutPass` says how many were made and every trace event
    /// carries its pass. The sink hears `layoutWillBegin` once (first tree),
    /// `layoutPassWillBegin` before each later pass, and `layoutDidEnd` once.
    public static func layout(
        configuration: LayoutConfiguration = LayoutConfiguration(), sink: (any TraceSink)? = nil,
        maximumPasses: Int = defaultMaximumLayoutPasses, maximumTraceEvents: Int = ViewTree.maximumTraceEvents,
        build: () throws -> ViewTree
    ) throws -> LayoutResult {
        var delivered: [String: (value: Any, count: Int)] = [:]
        var tree = try build()
        try tree.validate(configuration)
        sink?.layoutWillBegin(tree: tree, configuration: configuration)
        var result = try tree.run(
            configuration: configuration, sink: sink, layoutPass: 1, firstSequence: 0, maximumTraceEvents: maximumTraceEvents)
        var sizeQueries = result.sizeQueries
        var diagnostics = result.diagnostics
        func report(_ message: String) { if !diagnostics.contains(message) { diagnostics.append(message) } }

        while true {
            // Each runs its action and says whether it may have changed state.
            var actions: [() -> Bool] = []
            for index in result.observations.indices {
                let observation = result.observations[index]
                let last = delivered[observation.identity]
                let changed = last.map { !observation.isEqual($0.value, observation.value) } ?? true
                var fires = changed
                if changed, let last, last.count >= actionsPerObserver {
                    fires = false
                    report(observation.kind == .preferenceChange
                           ? "Bound preference \(observation.name) tried to update multiple times per frame."
                           : "Geometry action tried to update multiple times per frame.")
                }
                result.observations[index].fires = fires
                guard fires else { continue }
                delivered[observation.identity] = (observation.value, (last?.count ?? 0) + 1)
                actions.append {
                    if let perform = observation.performReportingChange { return perform() }
                    observation.perform(previousValue: last?.value)
                    return true
                }
            }
            if actions.isEmpty { break }
            if result.layoutPass >= maximumPasses {
                for index in result.observations.indices { result.observations[index].fires = false }
                report("Layout did not settle after \(maximumPasses) passes: onPreferenceChange/onGeometryChange actions kept changing state.")
                break
            }
            var changed = false
            for action in actions { changed = action() || changed }
            // Only onAppear/task actions that set no state ran: SwiftUI does not lay out again.
            if !changed { break }
            let pass = result.layoutPass + 1
            tree = try build()
            try tree.validate(configuration)
            sink?.layoutPassWillBegin(pass, tree: tree)
            result = try tree.run(configuration: configuration, sink: sink, layoutPass: pass, firstSequence: result.eventCount,
                                  maximumTraceEvents: maximumTraceEvents)
            sizeQueries += result.sizeQueries
            for message in result.diagnostics { report(message) }
        }
        result.sizeQueries = sizeQueries
        result.diagnostics = diagnostics
        sink?.layoutDidEnd(result)
        return result
    }
}

extension View {
    /// Lays this view out as `ViewTree.layout(configuration:sink:maximumPasses:build:)` does,
    /// rebuilding it after the actions of its observers ran (its `@State` is shared between builds).
    public func layout(
        configuration: LayoutConfiguration = LayoutConfiguration(), sink: (any TraceSink)? = nil, maximumPasses: Int
    ) throws -> LayoutResult {
        try ViewTree.layout(configuration: configuration, sink: sink, maximumPasses: maximumPasses) { ViewTree(self) }
    }
}
