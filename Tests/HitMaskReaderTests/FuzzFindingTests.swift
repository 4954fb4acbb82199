import Foundation
import HitMaskReader
import Testing

@Suite("Every input the fuzzer or a boundary-value file ever broke the reader with")
struct FuzzFindingTests {
    static let folder = Bundle.module.url(forResource: "FuzzFindings", withExtension: nil)!

    static let findings: [URL] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0 != "README.md" }.sorted().map { folder.appendingPathComponent($0) }

    @Test("the findings are there")
    func present() {
        #expect(Self.findings.contains { $0.lastPathComponent == "crash-size-product-overflow" })
    }

    @Test("each finding loads consistently or is refused with a place")
    func replay() throws {
        for url in Self.findings {
            let bytes = [UInt8](try Data(contentsOf: url))
            switch load(bytes) {
            case .success(let mask):
                expectConsistent(mask, url.lastPathComponent)
                // What the fuzzer asks of every mask that loads, tolerance and frames included, must not trap.
                for candidate in [mask, mask.withDistanceField()] {
                    _ =
                        candidate.distance(toX: Int.min, y: Int.max)
                        + candidate.distance(toX: mask.width / 2, y: mask.height / 2)
                    _ = candidate.contains(x: Int.max, y: Int.min, tolerance: .infinity)
                    _ = candidate.contains(x: -16, y: mask.height + 15, tolerance: 20)
                }
                for frame in mask.frames.prefix(64) {
                    _ =
                        mask.contains(x: Int.min, y: 0, in: frame)
                        || mask.contains(x: frame.sourceWidth / 2, y: 0, in: frame)
                }
            case .failure(let error): #expect(error.section != nil, "\(url.lastPathComponent): \(error)")
            }
            _ = try? HitMaskMetadata(bytes: bytes)
        }
    }

    @Test("the size overflow is a corrupt header")
    func sizeOverflow() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("crash-size-product-overflow")))
        let error = refusal(bytes, "overflow")
        #expect(error?.kind == .corruptHeader && error?.offset == 16)
    }
}
