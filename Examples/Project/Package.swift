// swift-tools-version:5.9
// A small app package: the Profile screen uses its own model and the DesignSystem target's
// spacing and card modifier. `layoutlab run App/Profile/ProfileView.swift` reads both targets.
import PackageDescription

let package = Package(
    name: "Project",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "DesignSystem"),
        .target(name: "Profile", dependencies: ["DesignSystem"], path: "App/Profile"),
    ]
)
