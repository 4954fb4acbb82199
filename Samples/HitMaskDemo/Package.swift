// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "HitMaskDemo",
    dependencies: [
        // The repository may be checked out under any folder name, so the package is named explicitly.
        .package(name: "HitMask", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "HitMaskDemo",
            dependencies: [.product(name: "HitMask", package: "HitMask")],
            // HitMasks/ is where `swift package generate-hitmasks` writes; this target gets its masks from the
            // build-tool plugin instead, so the checked-in folder is left out of the build.
            exclude: ["HitMasks"],
            resources: [.process("Sprites")],
            plugins: [.plugin(name: "HitMaskBuildPlugin", package: "HitMask")]
        ),
    ]
)
