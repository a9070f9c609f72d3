import Foundation
import LayoutLab

// The values controls, lists and navigation containers take, as the engine defines them.

extension ControlSize: Bridged {
    static let bridge = TypeBridge("ControlSize") { b in
        b.cases(ControlSize.self)
    }
}

extension ButtonRole: Bridged {
    static let bridge = TypeBridge("ButtonRole") { b in
        b.cases([("destructive", ButtonRole.destructive), ("cancel", .cancel)])
    }
}

extension Visibility: Bridged {
    static let bridge = TypeBridge("Visibility") { b in b.cases(Visibility.self) }
}

extension DatePickerComponents: Bridged {
    static let bridge = TypeBridge("DatePickerComponents") { b in
        b.alias("DatePicker.Components", "DatePicker<Label>.Components")
        b.cases([("date", DatePickerComponents.date), ("hourAndMinute", .hourAndMinute)])
        b.converting { value in
            guard case let .array(items) = value else { return nil }
            return DatePickerComponents(items.compactMap { DatePickerComponents.extract($0) }).asValue
        }
    }
}

extension ListSectionSpacing: Bridged {
    static let bridge = TypeBridge("ListSectionSpacing") { b in
        b.cases([("default", ListSectionSpacing.default), ("compact", .compact)])
        b.function("custom", [Parameter(nil, CGFloat.self, name: "spacing")]) { a in
            ListSectionSpacing.custom(try a.get("spacing", CGFloat.self)).asValue
        }
    }
}

extension VerticalEdge.Set: Bridged {
    static let bridge = TypeBridge("VerticalEdge.Set") { b in
        b.constant("top", VerticalEdge.Set.top)
        b.constant("bottom", VerticalEdge.Set.bottom)
        b.constant("all", VerticalEdge.Set.all)
        b.converting { value in
            switch value {
            case let .array(items): return VerticalEdge.Set(items.compactMap { VerticalEdge.Set.extract($0) }).asValue
            case let .native(edge as VerticalEdge): return (edge == .top ? VerticalEdge.Set.top : .bottom).asValue
            default: return nil
            }
        }
    }
}

extension ToolbarItemPlacement: Bridged {
    static let bridge = TypeBridge("ToolbarItemPlacement") { b in
        b.cases([
            ("automatic", ToolbarItemPlacement.automatic), ("principal", .principal), ("navigation", .navigation),
            ("primaryAction", .primaryAction), ("secondaryAction", .secondaryAction), ("status", .status),
            ("confirmationAction", .confirmationAction), ("cancellationAction", .cancellationAction),
            ("destructiveAction", .destructiveAction), ("keyboard", .keyboard), ("topBarLeading", .topBarLeading),
            ("topBarTrailing", .topBarTrailing), ("navigationBarLeading", .navigationBarLeading),
            ("navigationBarTrailing", .navigationBarTrailing), ("bottomBar", .bottomBar),
        ])
    }
}

extension ToolbarPlacement: Bridged {
    static let bridge = TypeBridge("ToolbarPlacement") { b in
        b.cases([("automatic", ToolbarPlacement.automatic), ("navigationBar", .navigationBar), ("tabBar", .tabBar),
                 ("bottomBar", .bottomBar)])
    }
}

extension ToolbarDefaultItemKind: Bridged {
    static let bridge = TypeBridge("ToolbarDefaultItemKind") { b in
        b.cases([("sidebarToggle", ToolbarDefaultItemKind.sidebarToggle), ("title", .title), ("search", .search)])
    }
}

/// Swift's task priorities, which `.task(priority:)` takes (no effect on layout).
extension TaskPriority: Bridged {
    static let bridge = TypeBridge("TaskPriority") { b in
        let priorities: [(String, TaskPriority)] = [("high", .high), ("medium", .medium), ("low", .low), ("userInitiated", .userInitiated),
                                                    ("utility", .utility), ("background", .background)]
        for (name, priority) in priorities { b.constant(name, priority) }
    }
}

extension NavigationBarItem.TitleDisplayMode: Bridged {
    static let bridge = TypeBridge("NavigationBarItem.TitleDisplayMode") { b in
        b.cases([("automatic", NavigationBarItem.TitleDisplayMode.automatic), ("inline", .inline), ("large", .large)])
    }
}

/// `NavigationBarItem`: only a namespace for `TitleDisplayMode` in source.
enum NavigationBarItemNamespace {
    static let bridge = TypeBridge("NavigationBarItem") { b in
        b.nestedType(NavigationBarItem.TitleDisplayMode.bridge)
    }
}

extension ToolbarTitleDisplayMode: Bridged {
    static let bridge = TypeBridge("ToolbarTitleDisplayMode") { b in b.cases(ToolbarTitleDisplayMode.self) }
}

extension SearchFieldPlacement: Bridged {
    static let bridge = TypeBridge("SearchFieldPlacement") { b in
        b.cases([("automatic", SearchFieldPlacement.automatic), ("navigationBarDrawer", .navigationBarDrawer),
                 ("toolbar", .toolbar), ("sidebar", .sidebar)])
        b.function("navigationBarDrawer", [Parameter("displayMode", SearchFieldPlacement.NavigationBarDrawerDisplayMode.self)]) { a in
            SearchFieldPlacement.navigationBarDrawer(displayMode: try a.get("displayMode")).asValue
        }
    }
}

extension SearchFieldPlacement.NavigationBarDrawerDisplayMode: Bridged {
    static let bridge = TypeBridge("SearchFieldPlacement.NavigationBarDrawerDisplayMode") { b in
        b.cases([("automatic", SearchFieldPlacement.NavigationBarDrawerDisplayMode.automatic), ("always", .always)])
    }
}

extension NavigationSplitViewVisibility: Bridged {
    static let bridge = TypeBridge("NavigationSplitViewVisibility") { b in
        b.cases([("automatic", NavigationSplitViewVisibility.automatic), ("all", .all), ("doubleColumn", .doubleColumn),
                 ("detailOnly", .detailOnly)])
    }
}

/// Every bridge of this file, for the registry.
enum ControlValues {
    static let bridges: [TypeBridge] = [
        ControlSize.bridge, ButtonRole.bridge, Visibility.bridge, DatePickerComponents.bridge, ListSectionSpacing.bridge,
        VerticalEdge.Set.bridge, ToolbarItemPlacement.bridge, ToolbarPlacement.bridge, ToolbarDefaultItemKind.bridge,
        TaskPriority.bridge, NavigationBarItemNamespace.bridge,
        ToolbarTitleDisplayMode.bridge, NavigationSplitViewVisibility.bridge, SearchFieldPlacement.bridge,
        SearchFieldPlacement.NavigationBarDrawerDisplayMode.bridge,
    ]
}
