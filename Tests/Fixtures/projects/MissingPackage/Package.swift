// swift-tools-version:5.9
// A package whose Gallery target imports RemoteKit, a package that is not checked out: its
// RemoteAvatar and ShimmerBanner are names nothing here declares (ProjectRunTests, --placeholders).
import PackageDescription

let package = Package(
    name: "Gallery",
    dependencies: [.package(url: "https://example.com/RemoteKit.git", from: "1.0.0")],
    targets: [
        .target(name: "Gallery", dependencies: ["RemoteKit"]),
    ]
)
