import Foundation
import HitMaskGenerator
import Testing

@Suite("Every input the PNG fuzzer ever broke the PNG path with")
struct PNGFuzzFindingTests {
    static let folder = Bundle.module.url(forResource: "PNGFuzzFindings", withExtension: nil)!

    @Test("each finding is decoded or refused with a reason, never a crash")
    func replay() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0 != "README.md" }
        for name in names.sorted() {
            let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
            do {
                _ = try MaskGenerator.generate(pngBytes: bytes, fileName: name, options: GenerationOptions())
            } catch {
                #expect(!error.description.isEmpty, "\(name)")
            }
        }
    }
}
