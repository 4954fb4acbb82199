import ArgumentParser
import Foundation
import HitMaskGenerator

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Describe a .hitmask file: header, sizes, rects and a small preview."
    )

    @Argument(help: "The .hitmask file.")
    var file: String

    @Flag(help: "Print one JSON object (keys: width, height, scale, threshold, solidPixels, fileBytes, maskBytes, rects, …).")
    var json = false

    func run() throws {
        let mask = try loadMask(file)
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        let report = MaskReport(mask: mask, file: file, fileBytes: fileBytes)
        print(json ? report.json() : report.text(preview: AsciiPreview.render(mask)))
    }
}
