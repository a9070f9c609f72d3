// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LayoutLab",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutLab", targets: ["LayoutLab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "603.0.0"..<"604.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        // The engine: SwiftUI's layout process, modelled and traced. Foundation only.
        .target(name: "LayoutLab"),
        .testTarget(name: "LayoutLabTests", dependencies: ["LayoutLab"]),
    ]
)
