import Foundation
import HitMask

/// Where load time goes: each mask loaded on its own (the fastest of five), then the fewest masks that take half
/// of the time against the rest. The coded transitions cost per change, not per pixel, so a few dense pictures
/// (font atlases, say) can set a corpus's Mpx/s.
enum LoadProfile {
    static func printHalves(masks: [[UInt8]], paths: [String]) {
        let loads = zip(masks, paths).compactMap { bytes, path -> (path: String, pixels: Int, seconds: Double)? in
            guard let mask = try? HitMask(bytes: bytes) else { return nil }
            let time = fastest(5) { _ = try? HitMask(bytes: bytes) }
            return (path, mask.width * mask.height, seconds(time))
        }.sorted { $0.seconds > $1.seconds }
        let total = loads.reduce(0) { $0 + $1.seconds }
        var slowCount = 0, slowSeconds = 0.0
        while slowCount < loads.count, slowSeconds < total / 2 {
            slowSeconds += loads[slowCount].seconds
            slowCount += 1
        }
        let slow = loads[..<slowCount], rest = loads[slowCount...]
        func rate(_ part: ArraySlice<(path: String, pixels: Int, seconds: Double)>) -> String {
            let pixels = part.reduce(0) { $0 + $1.pixels }, seconds = part.reduce(0) { $0 + $1.seconds }
            return String(format: "%.1f Mpx at %.0f Mpx/s", Double(pixels) / 1e6, Double(pixels) / seconds / 1e6)
        }
        print(
            "  each mask alone: the \(slow.count) slowest take half the time, \(rate(slow)); "
                + "the other \(rest.count), \(rate(rest))")
        let names = slow.prefix(3).map {
            "\($0.path.split(separator: "/").last ?? "") (\(String(format: "%.0f", Double($0.pixels) / $0.seconds / 1e6)) Mpx/s)"
        }
        print("  slowest: " + names.joined(separator: ", "))
    }
}
