// LayoutLabSource reads SwiftUI source with swift-syntax and builds the view tree the
// engine lays out, with located diagnostics for anything it cannot interpret.
