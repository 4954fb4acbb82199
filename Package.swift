// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "HitMask",
    // The runtime needs nothing newer than SwiftUI's `Shape` (iOS 13 and its siblings); the generator and the CLI
    // time their work with `ContinuousClock` (macOS 13).
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        // Everything an app needs, in one import: the reader, view-space geometry and the scene.
        .library(name: "HitMask", targets: ["HitMask"]),
        // Only the reader (format, codecs, pixel queries), for game engines that place sprites themselves.
        .library(name: "HitMaskReader", targets: ["HitMaskReader"]),
        // The engine behind the CLI and the plugins, for the project's own tools: not a supported API (as
        // swift-openapi-generator's _OpenAPIGeneratorCore); depend on the CLI or the plugins instead.
        .library(name: "_HitMaskGenerator", targets: ["HitMaskGenerator"]),
        // The single-header C reader (Sources/CHitMask/include/hitmask.h), for C and C++ code built with SwiftPM.
        .library(name: "HitMaskC", targets: ["CHitMask"]),
        .executable(name: "hitmask", targets: ["hitmask"]),
        .plugin(name: "GenerateHitMasks", targets: ["GenerateHitMasks"]),
        .plugin(name: "HitMaskBuildPlugin", targets: ["HitMaskBuildPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: builds the DocC catalog. No target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Runtime (Swift standard library only, so it can ship inside apps and game engines)

        // The reader: the file format, its codecs and pixel queries.
        .target(name: "HitMaskReader"),
        // View and scene coordinates: content modes, transforms, sprite placement, platform adapters.
        .target(name: "HitMaskGeometry", dependencies: ["HitMaskReader"]),
        // Layered hit testing over many placed masks.
        .target(name: "HitMaskScene", dependencies: ["HitMaskReader", "HitMaskGeometry"]),
        // Re-exports the three, so an app writes `import HitMask`.
        .target(name: "HitMask", dependencies: ["HitMaskReader", "HitMaskGeometry", "HitMaskScene"]),
        // The same reader in C99 as one header (hitmask.h), for engines: copy the file, or depend on this target.
        .target(name: "CHitMask"),

        // MARK: Generator

        // Physics outlines from a mask: tracing, simplifying, triangulating and convex pieces. Pure Swift.
        .target(name: "HitMaskOutlines", dependencies: ["HitMaskReader"]),
        // Writing the format: mask codecs, shape rects, file layout. Pure Swift, no libpng.
        .target(name: "HitMaskEncoding", dependencies: ["HitMaskReader", "HitMaskOutlines"]),
        // The system libpng, found through pkg-config.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]
        ),
        // libpng reports errors with longjmp, which must never cross Swift frames:
        // this C target owns every setjmp and hands Swift a status and a message.
        .target(name: "CHitMaskPNG", dependencies: ["CLibPNG"]),
        // PNG decoding through libpng, thresholding, scanning, batches, configuration, atlases, inspection.
        .target(
            name: "HitMaskGenerator",
            dependencies: ["HitMaskReader", "HitMaskEncoding", "HitMaskOutlines", "CHitMaskPNG"]
        ),
        // `hitmask report` pages: what a check found, drawn in one self-contained HTML file. The pages carry
        // hitmask.js (Readers/JavaScript) and their own script and styles (Page/) as string constants, so a copied
        // hitmask binary needs no resource bundle: `swift run embed-web-assets` writes them to
        // Generated/WebAssets.swift after an edit (committed; a plugin-built file made SwiftPM rebuild the generator
        // on every command-plugin run).
        .target(
            name: "HitMaskReport",
            dependencies: ["HitMaskGenerator", "HitMaskReader", "HitMaskEncoding"],
            exclude: ["Page"]
        ),
        // `swift run embed-web-assets`: writes HitMaskReport's Generated/WebAssets.swift (see above).
        .executableTarget(name: "embed-web-assets"),

        // Command-line tool: parses arguments and prints; the work is in HitMaskGenerator.
        .executableTarget(
            name: "hitmask",
            dependencies: [
                "HitMaskGenerator", "HitMaskReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Plugins (both only assemble arguments and run the hitmask tool; logic in Plugins/Shared)

        .plugin(
            name: "GenerateHitMasks",
            capability: .command(
                intent: .custom(
                    verb: "generate-hitmasks",
                    description: "Generate .hitmask files for the PNG images of this package's targets"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes .hitmask files into the targets' HitMasks folders")
                ]
            ),
            dependencies: ["hitmask"]
        ),
        .plugin(name: "HitMaskBuildPlugin", capability: .buildTool(), dependencies: ["hitmask"]),

        // MARK: Benchmarks

        // libpng baselines (the floors the generator and loader are measured against), in C.
        .target(name: "CHitMaskBenchmarkPNG", dependencies: ["CLibPNG"]),
        // Size and speed ratios against baselines measured in the same run.
        .executableTarget(
            name: "hitmask-benchmark",
            dependencies: [
                "HitMask", "HitMaskEncoding", "HitMaskOutlines", "HitMaskGenerator", "CHitMaskBenchmarkPNG", "CHitMask",
            ]
        ),

        // MARK: Tests

        // Synthetic masks, files built from them, and the PNG conformance suite, shared by the test targets.
        .target(
            name: "HitMaskTestSupport",
            dependencies: ["HitMask", "HitMaskReader", "HitMaskEncoding", "HitMaskOutlines"],
            path: "Tests/HitMaskTestSupport",
            resources: [.copy("Fixtures")]
        ),
        // The reader alone: no libpng.
        .testTarget(
            name: "HitMaskReaderTests",
            dependencies: ["HitMaskReader", "HitMaskEncoding", "HitMaskOutlines", "HitMaskTestSupport"],
            resources: [.copy("FuzzFindings")]
        ),
        // The Swift and C readers against the conformance vectors and each other.
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["CHitMask", "HitMaskReader", "HitMaskGeometry", "HitMaskEncoding", "HitMaskTestSupport"],
            path: "Tests/Conformance",
            exclude: ["README.md"],
            resources: [.copy("vectors")]
        ),
        // Writes the conformance vectors: `swift run hitmask-vectors Tests/Conformance/vectors`.
        .executableTarget(
            name: "hitmask-vectors",
            dependencies: ["HitMaskTestSupport"],
            path: "Tests/ConformanceVectorWriter"
        ),
        .testTarget(name: "HitMaskOutlinesTests", dependencies: ["HitMaskOutlines", "HitMaskTestSupport"]),
        .testTarget(name: "HitMaskEncodingTests", dependencies: ["HitMaskEncoding", "HitMaskTestSupport"]),
        .testTarget(name: "HitMaskGeometryTests", dependencies: ["HitMask", "HitMaskTestSupport"]),
        .testTarget(name: "HitMaskSceneTests", dependencies: ["HitMask", "HitMaskScene", "HitMaskTestSupport"]),
        .testTarget(
            name: "HitMaskGeneratorTests",
            dependencies: ["HitMaskGenerator", "HitMaskEncoding", "HitMaskTestSupport"],
            resources: [.copy("PNGFuzzFindings")]
        ),
        .testTarget(name: "HitMaskReportTests", dependencies: ["HitMaskReport", "HitMaskTestSupport"]),
        .testTarget(name: "HitMaskCLITests", dependencies: ["hitmask", "HitMask", "HitMaskTestSupport"]),
        // Compiles Plugins/Shared/PluginSupport.swift (through a symbolic link) to test the plugins' logic.
        .testTarget(name: "PluginSupportTests", dependencies: ["hitmask", "HitMaskTestSupport"]),
    ]
)
