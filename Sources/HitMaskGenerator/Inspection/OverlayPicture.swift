import Foundation
import HitMaskEncoding
import HitMaskReader

/// A picture of what the generator made of an image, as SVG: the source sprite (when its PNG is given), the mask's
/// solid pixels, the shape rects and the simplified outlines with their holes, drawn over one another at the
/// image's pixel size, so a user can see at a glance what a mask holds. Deterministic: the same inputs give the
/// same bytes.
public enum OverlayPicture {
    public static func svg(
        for mask: HitMask, sourcePNG: [UInt8]? = nil, epsilon: Double = 1, mode: RectMode = .outer
    ) -> String {
        let width = mask.width, height = mask.height
        var lines = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \##(width) \##(height)" width="\##(width * 4)" height="\##(height * 4)" shape-rendering="crispEdges">"##,
            ##"<rect width="\##(width)" height="\##(height)" fill="#f4f4f4"/>"##,
        ]
        if let sourcePNG {
            lines.append(##"<image width="\##(width)" height="\##(height)" style="image-rendering:pixelated" href="data:image/png;base64,\##(Data(sourcePNG).base64EncodedString())"/>"##)
        }
        // Solid pixels as one path of row runs.
        var runs: [String] = []
        var changes: [Int] = []
        for y in 0..<height {
            changes.removeAll(keepingCapacity: true)
            mask.bits.appendChanges(ofRow: y, to: &changes)
            if changes.count % 2 == 1 { changes.append(width) }
            for k in stride(from: 0, to: changes.count, by: 2) {
                runs.append("M\(changes[k]) \(y)h\(changes[k + 1] - changes[k])v1h-\(changes[k + 1] - changes[k])z")
            }
        }
        lines.append(##"<path d="\##(runs.joined())" fill="#1e88e5" fill-opacity="0.35"/>"##)
        for rect in mask.rects {
            lines.append(##"<rect x="\##(rect.x)" y="\##(rect.y)" width="\##(rect.width)" height="\##(rect.height)" fill="none" stroke="#43a047" stroke-width="0.15"/>"##)
        }
        let shapes = OutlineSimplifier.simplify(
            OutlineTracer.shapes(of: mask.bits, joiningCorners: mode != .inner), epsilon: epsilon, mode: mode, bits: mask.bits)
        func path(_ polygon: OutlinePolygon) -> String {
            "M" + polygon.points.map { "\(number($0.x)) \(number($0.y))" }.joined(separator: "L") + "Z"
        }
        for shape in shapes {
            let d = ([shape.outer] + shape.holes).map(path).joined()
            lines.append(##"<path d="\##(d)" fill="none" stroke="#e53935" stroke-width="0.2" stroke-linejoin="round"/>"##)
            for point in ([shape.outer] + shape.holes).flatMap(\.points) {
                lines.append(##"<circle cx="\##(number(point.x))" cy="\##(number(point.y))" r="0.3" fill="#e53935"/>"##)
            }
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}
