// swift-tools-version: 6.0
// The benchmarks (engine, recording), kept out of the main package so that `swift build` and
// `swift test` there never compile it. Run from this folder:
//
//     swift run -c release EngineBenchmark
//     swift run -c release RecordingBenchmark
//     swift run -c release SweepBenchmark
//     swift run -c release ExamplesBenchmark
//     swift run -c release ProjectBenchmark
//     swift run -c release FuzzCampaign --count 20000 --seed 14
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, whatever the checkout is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootIdentity = root.lastPathComponent.lowercased()

let package = Package(
    name: "LayoutLabBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        // Timing, peak memory and scratch databases, shared by the benchmarks.
        .target(name: "BenchmarkSupport"),
        .executableTarget(name: "EngineBenchmark", dependencies: [
            "BenchmarkSupport",
            .product(name: "LayoutLab", package: rootIdentity),
        ]),
        .executableTarget(name: "RecordingBenchmark", dependencies: [
            "BenchmarkSupport",
            .product(name: "LayoutLab", package: rootIdentity),
            .product(name: "LayoutLabStore", package: rootIdentity),
            // The raw SQLite C API, for the baseline: the same rows without LayoutLab or GRDB.
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
            // The real `layoutlab`, built in release beside it: `trace --format` against sqlite3's modes.
            .product(name: "layoutlab", package: rootIdentity),
        ]),
        // Runs the real `layoutlab` (built in release beside it, as this dependency makes
        // SwiftPM do) on a 10,000-run sweep: throughput, kill -9 and resume, matrix time.
        .executableTarget(name: "SweepBenchmark", dependencies: [
            "BenchmarkSupport",
            .product(name: "layoutlab", package: rootIdentity),
            // The matrix's two queries, timed without the process around them.
            .product(name: "LayoutLabStore", package: rootIdentity),
        ]),
        // Runs the real `layoutlab` on every file in Examples/: CPU time per file.
        .executableTarget(name: "ExamplesBenchmark", dependencies: [
            "BenchmarkSupport",
            .product(name: "layoutlab", package: rootIdentity),
        ]),
        // Runs the real `layoutlab` on a file of a generated 1,500-file module, first and cached
        // run, against parsing the module with swift-syntax in process.
        .executableTarget(name: "ProjectBenchmark", dependencies: [
            "BenchmarkSupport",
            .product(name: "layoutlab", package: rootIdentity),
            .product(name: "LayoutLabSource", package: rootIdentity),
        ]),
        // Issue 14's fuzz campaign: the real `layoutlab` (built in release beside it) on
        // mutated and generated inputs, each in its own process with time and memory limits.
        .executableTarget(name: "FuzzCampaign", dependencies: [
            "BenchmarkSupport",
            .product(name: "LayoutLabFuzz", package: rootIdentity),
            .product(name: "layoutlab", package: rootIdentity),
        ]),
    ]
)
