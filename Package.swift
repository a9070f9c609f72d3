// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LayoutLab",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutLab", targets: ["LayoutLab"]),
        .library(name: "LayoutLabSource", targets: ["LayoutLabSource"]),
        .library(name: "LayoutLabStore", targets: ["LayoutLabStore"]),
        .library(name: "LayoutLabPictures", targets: ["LayoutLabPictures"]),
        .library(name: "LayoutLabStudies", targets: ["LayoutLabStudies"]),
        .library(name: "LayoutLabFuzz", targets: ["LayoutLabFuzz"]),
        .executable(name: "layoutlab", targets: ["layoutlab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "603.0.0"..<"604.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        // The engine: SwiftUI's layout process, modelled and traced. Foundation only.
        .target(name: "LayoutLab"),
        // SwiftUI source → view tree, with located diagnostics.
        .target(name: "LayoutLabSource", dependencies: [
            "LayoutLab",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ]),
        // Runs recorded in SQLite: migrations, recording, named queries.
        .target(name: "LayoutLabStore", dependencies: [
            "LayoutLab",
            .product(name: "GRDB", package: "GRDB.swift"),
            // SQLite's C API, to bind a recording's rows without building arguments per row.
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ], plugins: ["EmbedSQLPlugin"]),
        // Pictures of recorded runs: the frame tree as text, SVG and HTML drawings, sweeps as small
        // multiples, diffs as overlays, plots; PNG through an installed renderer. Foundation and those two targets only.
        .target(name: "LayoutLabPictures", dependencies: ["LayoutLab", "LayoutLabStore"]),
        // Sweeps and observations without a terminal: the `--param` grid, ordered workers, expressions, notation.
        .target(name: "LayoutLabStudies", dependencies: ["LayoutLab", "LayoutLabSource", "LayoutLabStore"]),
        // Mutated and generated inputs for `layoutlab` (a seeded, deterministic fuzzer), their
        // outcomes, and an in-process runner for the test suite's corpus; Benchmarks/FuzzCampaign
        // runs the real binary on a longer corpus.
        // GRDB: to make the foreign and newer databases its database families are given.
        .target(name: "LayoutLabFuzz", dependencies: [
            "LayoutLab", "LayoutLabSource", "LayoutLabStore", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // Migrations/*.sql and Queries/*.sql built into LayoutLabStore as string constants, with the schema the migrations make.
        // SQLite's C API: it applies the migrations in memory to write the schema they make.
        .executableTarget(name: "EmbedSQL", dependencies: [.product(name: "GRDBSQLite", package: "GRDB.swift")]),
        .plugin(name: "EmbedSQLPlugin", capability: .buildTool(), dependencies: ["EmbedSQL"]),
        // Writes LayoutLabSource's `Generated/DeclaredSwiftUI.swift` from the engine's public API
        // (SwiftUI's signatures and defaults), so each is written once, in the engine. Run by hand
        // (Documentation/Interpreter.md) and by a test that fails when the file is stale: a
        // build-tool plugin would build swift-syntax a second time, as a host tool (~4 min cold).
        .executableTarget(name: "DeclareSwiftUI", dependencies: [
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        // The command-line tool: one file per subcommand.
        .executableTarget(name: "layoutlab", dependencies: [
            "LayoutLab", "LayoutLabSource", "LayoutLabStore", "LayoutLabPictures", "LayoutLabStudies",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // What the test targets below share: the seed listings' views, scratch directories, recording.
        .target(name: "TestSupport", dependencies: ["LayoutLab", "LayoutLabStore"], path: "Tests/TestSupport"),
        .testTarget(name: "LayoutLabTests", dependencies: ["LayoutLab", "TestSupport"]),
        // Seed listings compiled unchanged but for the import, in a module of their own
        // (seed 000's `inspectLayoutProcess` extension would shadow the library's elsewhere).
        .testTarget(name: "SeedListingTests", dependencies: ["LayoutLab"]),
        // LayoutLab's device probe (Observations/Probe/LayoutProbe.swift, linked in) compiled
        // unchanged against LayoutLab, its output read back by `layoutlab import`'s parser.
        .testTarget(name: "ProbeTests", dependencies: ["LayoutLab", "LayoutLabSource"]),
        .testTarget(name: "LayoutLabSourceTests", dependencies: ["LayoutLabSource", "LayoutLab"]),
        .testTarget(name: "LayoutLabStoreTests", dependencies: [
            "LayoutLabStore", "LayoutLab", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // The drawings checked against the stored rows they are drawn from.
        .testTarget(name: "LayoutLabPicturesTests", dependencies: [
            "LayoutLabPictures", "LayoutLab", "LayoutLabStore", "TestSupport",
        ]),
        // The fuzz corpus in the test suite, and the regression tests of what it found.
        .testTarget(name: "LayoutLabFuzzTests", dependencies: [
            "LayoutLabFuzz", "LayoutLabSource", "LayoutLab", "LayoutLabStore", "TestSupport",
        ]),
        // The sweep grid, ordered work, study expressions, notation and observation, called in process.
        .testTarget(name: "LayoutLabStudiesTests", dependencies: [
            "LayoutLabStudies", "LayoutLabSource", "LayoutLabStore", "LayoutLab", "TestSupport",
        ]),
        // Runs the built `layoutlab` binary as a user would; reads its databases directly to check them.
        .testTarget(name: "layoutlabTests", dependencies: [
            "layoutlab", "DeclareSwiftUI", "LayoutLab", "LayoutLabStore", "LayoutLabPictures", "TestSupport",
        ]),
    ]
)
