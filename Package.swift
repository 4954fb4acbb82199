// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "HitMask",
    products: [
        .library(name: "HitMask", targets: ["HitMask"]),
        .library(name: "HitMaskGenerator", targets: ["HitMaskGenerator"]),
        .executable(name: "hitmask", targets: ["hitmask"]),
        .plugin(name: "GenerateHitMasks", targets: ["GenerateHitMasks"]),
        .plugin(name: "HitMaskBuildPlugin", targets: ["HitMaskBuildPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Runtime reader: Swift standard library only, so it can ship inside apps and game engines.
        .target(name: "HitMask"),

        // Generator: PNG decoding through the system libpng, thresholding, shape rects, encoding, scanning.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]
        ),
        // libpng reports errors with longjmp, which must never cross Swift frames:
        // this C target owns every setjmp and hands Swift a status and a message.
        .target(name: "CHitMaskPNG", dependencies: ["CLibPNG"]),
        .target(name: "HitMaskGenerator", dependencies: ["HitMask", "CHitMaskPNG"]),

        // Command-line tool: parses arguments and prints; the work is in HitMaskGenerator.
        .executableTarget(
            name: "hitmask",
            dependencies: [
                "HitMaskGenerator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Plugins: both only assemble arguments and run the hitmask tool (logic in Plugins/Shared).
        .plugin(
            name: "GenerateHitMasks",
            capability: .command(
                intent: .custom(verb: "generate-hitmasks", description: "Generate .hitmask files for the PNG images of this package's targets"),
                permissions: [.writeToPackageDirectory(reason: "Writes .hitmask files into the targets' HitMasks folders")]
            ),
            dependencies: ["hitmask"]
        ),
        .plugin(name: "HitMaskBuildPlugin", capability: .buildTool(), dependencies: ["hitmask"]),

        // Benchmarks: size and speed ratios against baselines measured in the same run.
        .executableTarget(
            name: "hitmask-benchmark",
            dependencies: ["HitMask", "HitMaskGenerator", "CHitMaskPNG"]
        ),

        // Tests
        .testTarget(
            name: "HitMaskTests",
            dependencies: ["HitMask", "HitMaskGenerator"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "HitMaskCLITests", dependencies: ["hitmask"]),
        // Compiles Plugins/Shared/PluginSupport.swift (through a symbolic link) to test the plugins' logic.
        .testTarget(name: "PluginSupportTests"),
    ]
)
