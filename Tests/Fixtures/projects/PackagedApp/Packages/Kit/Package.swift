// swift-tools-version:5.9
// A local package the Shop app links (its project file refers to Packages/Kit): its product Kit
// is the KitCore target; KitPreviews is a target no product of the app names.
import PackageDescription

let package = Package(
    name: "Kit",
    products: [.library(name: "Kit", targets: ["KitCore"])],
    targets: [
        .target(name: "KitCore"),
        .target(name: "KitPreviews"),
    ]
)
