import Foundation
import LayoutLab

// The environment values a device gives the root view, and the others layout reads, with
// their real types: `@Environment(\.horizontalSizeClass)` is a `UserInterfaceSizeClass?`,
// `dynamicTypeSize >= .accessibility1` compares Dynamic Type sizes. The values are the
// engine's (`Device.environment`, `LayoutConfiguration.rootEnvironment`).

extension UserInterfaceSizeClass: Bridged {
    static let bridge = TypeBridge("UserInterfaceSizeClass") { b in b.cases(UserInterfaceSizeClass.self) }
}

extension ColorScheme: Bridged {
    static let bridge = TypeBridge("ColorScheme") { b in b.cases(ColorScheme.self) }
}

extension LayoutDirection: Bridged {
    static let bridge = TypeBridge("LayoutDirection") { b in
        b.cases([("leftToRight", LayoutDirection.leftToRight), ("rightToLeft", .rightToLeft)])
    }
}

extension DynamicTypeSize: Bridged {
    static let bridge = TypeBridge("DynamicTypeSize") { b in
        b.cases(DynamicTypeSize.self)
        b.ordering { (a: DynamicTypeSize, b: DynamicTypeSize) in a < b }
        b.property("isAccessibilitySize") { (size: DynamicTypeSize) in .bool(size.isAccessibilitySize) }
    }

    /// `...DynamicTypeSize.xxLarge`, `.small ... .large`, `.large...` as the engine's range.
    static func clampingRange(_ value: Value) throws -> (any RangeExpression<DynamicTypeSize>)? {
        guard case let .range(range) = value.unwrapped else { return nil }
        func bound(_ value: Value?) throws -> DynamicTypeSize? {
            guard let value else { return nil }
            guard let size = DynamicTypeSize.extract(value) else {
                throw RuntimeError("a Dynamic Type size range has DynamicTypeSize bounds, not \(value.typeName)")
            }
            return size
        }
        switch (try bound(range.lower), try bound(range.upper)) {
        case let (lower?, upper?):
            guard lower <= upper else { throw RuntimeError("a range's lower bound must not be greater than its upper bound") }
            return range.isClosed ? lower...upper : lower..<upper
        case let (lower?, nil): return lower...
        case let (nil, upper?): return range.isClosed ? ...upper : ..<upper
        case (nil, nil): return nil
        }
    }
}

extension EnvironmentKeys {
    /// The engine's environment values source can read and write, by key path name.
    nonisolated(unsafe) static let layoutEntries: [String: Entry] = [
        "horizontalSizeClass": .engine(\.horizontalSizeClass),
        "verticalSizeClass": .engine(\.verticalSizeClass),
        "dynamicTypeSize": .engine(\.dynamicTypeSize),
        "colorScheme": .engine(\.colorScheme),
        "displayScale": .engine(\.displayScale),
        "layoutDirection": .engine(\.layoutDirection),
        "controlSize": .engine(\.controlSize),
        "defaultMinListRowHeight": .engine(\.defaultMinListRowHeight),
    ]
}

extension EnvironmentKeys.Entry {
    /// An engine value of a bridged type: read from the interpreter's copy, written to it and,
    /// for layout, to the engine's with `.environment(keyPath, value)`.
    static func engine<T: Bridged>(_ keyPath: WritableKeyPath<EnvironmentValues, T>) -> Self {
        Self(type: .bridged(T.self), get: { $0.values[keyPath: keyPath].asValue },
             set: { environment, value in
                 if let typed = T.extract(value) { environment.values[keyPath: keyPath] = typed }
             },
             apply: { view, value in
                 guard let typed = T.extract(value) else { return view }
                 return AnyView(view.environment(keyPath, typed))
             })
    }

    static func engine<T: Bridged>(_ keyPath: WritableKeyPath<EnvironmentValues, T?>) -> Self {
        Self(type: .optional(.bridged(T.self)), get: { Value($0.values[keyPath: keyPath]) },
             set: { environment, value in environment.values[keyPath: keyPath] = T.extract(value) },
             apply: { view, value in AnyView(view.environment(keyPath, T.extract(value))) })
    }
}

/// Every bridge of this file, for the registry.
enum DeviceEnvironmentBridges {
    static let bridges: [TypeBridge] = [
        UserInterfaceSizeClass.bridge, ColorScheme.bridge, LayoutDirection.bridge, DynamicTypeSize.bridge,
    ]
}
