import Foundation

/// Paths to the PNG conformance suite copied into the test bundle (see Fixtures/pngsuite/PngSuite.LICENSE).
package enum Fixtures {
    package static var pngSuite: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("pngsuite")
    }

    package static func pngSuiteFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: pngSuite.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted().map { pngSuite.appendingPathComponent($0) }
    }

    /// Interlaced palette PNGs with transparency (see Fixtures/interlaced/README.md).
    package static func interlacedPalette(bitDepth: Int) -> URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
            .appendingPathComponent("interlaced/palette-trns-\(bitDepth)-interlaced.png")
    }

    package static func bytes(_ url: URL) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: url.path) ?? Data())
    }

    /// A fresh empty folder, removed when the returned closure is called.
    package static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitmask-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
