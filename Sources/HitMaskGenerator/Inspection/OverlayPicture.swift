import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Pictures of what the generator made of an image: the source sprite (when its PNG is given), the mask's solid
/// pixels, the shape rects (green), the outlines (red, holes orange, vertices as dots) and the convex pieces' inner
/// edges (thin, dark), drawn over one another, so a user can see at a glance what a mask holds. As SVG at the
/// image's pixel size, or as a PNG enlarged `zoom` times. Deterministic: the same inputs give the same bytes.
public enum OverlayPicture {
    public static func svg(for mask: HitMask, outlines: [SolidOutline], sourcePNG: [UInt8]? = nil) -> String {
        let width = mask.width, height = mask.height
        // Shown at the PNG picture's zoom; strokes keep their width on screen whatever the zoom (non-scaling), and
        // the checkerboard's squares are 8 screen pixels at that zoom, as in the PNG.
        let zoom = defaultZoom(for: mask), square = max(1, 8 / zoom),
            dot = max(0.3125, (40 / Double(zoom)).rounded() / 16)
        var lines = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \##(width) \##(height)" width="\##(width * zoom)" height="\##(height * zoom)" shape-rendering="crispEdges">"##,
            ##"<defs><pattern id="checkerboard" width="\##(2 * square)" height="\##(2 * square)" patternUnits="userSpaceOnUse"><rect width="\##(2 * square)" height="\##(2 * square)" fill="#fafafa"/><rect width="\##(square)" height="\##(square)" fill="#e8e8e8"/><rect x="\##(square)" y="\##(square)" width="\##(square)" height="\##(square)" fill="#e8e8e8"/></pattern></defs>"##,
            ##"<rect width="\##(width)" height="\##(height)" fill="url(#checkerboard)"/>"##,
        ]
        if let sourcePNG {
            lines.append(
                ##"<image width="\##(width)" height="\##(height)" style="image-rendering:pixelated" href="data:image/png;base64,\##(Data(sourcePNG).base64EncodedString())"/>"##
            )
        }
        // Solid pixels as one path of row runs.
        var runs: [String] = []
        forEachRun(of: mask) { x, y, length in runs.append("M\(x) \(y)h\(length)v1h-\(length)z") }
        lines.append(##"<path d="\##(runs.joined())" fill="#1e88e5" fill-opacity="0.35"/>"##)
        for rect in mask.rects {
            lines.append(
                ##"<rect x="\##(rect.x)" y="\##(rect.y)" width="\##(rect.width)" height="\##(rect.height)" fill="none" stroke="#43a047" stroke-width="1" vector-effect="non-scaling-stroke"/>"##
            )
        }
        func path(_ polygon: [PixelPoint]) -> String {
            "M" + polygon.map { "\($0.x.formatted16) \($0.y.formatted16)" }.joined(separator: "L") + "Z"
        }
        for outline in outlines {
            let pieces = outline.convexPieces.map(path).joined()
            lines.append(
                ##"<path d="\##(pieces)" fill="none" stroke="#5d4037" stroke-opacity="0.5" stroke-width="0.75" vector-effect="non-scaling-stroke"/>"##
            )
            lines.append(
                ##"<path d="\##(path(outline.outer))" fill="none" stroke="#e53935" stroke-width="1.5" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>"##
            )
            if !outline.holes.isEmpty {
                lines.append(
                    ##"<path d="\##(outline.holes.map(path).joined())" fill="none" stroke="#fb8c00" stroke-width="1.5" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>"##
                )
            }
            for point in ([outline.outer] + outline.holes).joined() {
                lines.append(
                    ##"<circle cx="\##(point.x.formatted16)" cy="\##(point.y.formatted16)" r="\##(dot.formatted16)" fill="#e53935"/>"##
                )
            }
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Enough to bring the longer side near 1024 pixels, from 1 to 16.
    static func defaultZoom(for mask: HitMask) -> Int { min(16, max(1, 1024 / max(mask.width, mask.height))) }

    /// The largest picture drawn, in pixels.
    public static let maxPicturePixels = 1 << 26

    /// The same picture as a PNG, each mask pixel drawn `zoom` × `zoom` (default: enough to bring the longer side
    /// near 1024 pixels, from 1 to 16).
    public static func png(
        for mask: HitMask, outlines: [SolidOutline], sourcePNG: [UInt8]? = nil, zoom: Int? = nil
    ) throws(PictureError) -> [UInt8] {
        let zoom = zoom ?? defaultZoom(for: mask)
        let width = mask.width * zoom, height = mask.height * zoom
        guard width * height <= maxPicturePixels else {
            throw PictureError(
                reason: "a \(width)×\(height) picture exceeds \(maxPicturePixels) pixels: ask for a smaller zoom")
        }
        var canvas = Canvas(width: width, height: height)
        // A checkerboard shows through where the sprite is transparent.
        for y in 0..<height {
            for x in 0..<width { canvas.set(x, y, (x / 8 + y / 8) % 2 == 0 ? (232, 232, 232) : (250, 250, 250)) }
        }
        if let sourcePNG {
            let source: RGBAImage
            do { source = try RGBAImage(pngBytes: sourcePNG) } catch {
                throw PictureError(reason: "the source PNG: \(error.reason)")
            }
            guard source.width == mask.width, source.height == mask.height else {
                throw PictureError(
                    reason: "the source PNG is \(source.width)×\(source.height), the mask \(mask.width)×\(mask.height)")
            }
            for y in 0..<height {
                for x in 0..<width {
                    let i = ((y / zoom) * source.width + x / zoom) * 4
                    let p = source.pixels
                    canvas.blend(x, y, (p[i], p[i + 1], p[i + 2]), Double(p[i + 3]) / 255)
                }
            }
        }
        forEachRun(of: mask) { x, y, length in
            canvas.fill(x * zoom, y * zoom, length * zoom, zoom, (30, 136, 229), 0.35)
        }
        let scale = Double(zoom)
        for rect in mask.rects {
            canvas.frame(rect.x * zoom, rect.y * zoom, rect.width * zoom, rect.height * zoom, (67, 160, 71))
        }
        for outline in outlines {
            for piece in outline.convexPieces { canvas.polygon(piece, scale: scale, (93, 64, 55), 0.45) }
            canvas.polygon(outline.outer, scale: scale, (229, 57, 53), 1)
            for hole in outline.holes { canvas.polygon(hole, scale: scale, (251, 140, 0), 1) }
            for point in ([outline.outer] + outline.holes).joined() {
                let x = Int((point.x * scale).rounded()), y = Int((point.y * scale).rounded())
                canvas.fill(x - 1, y - 1, 3, 3, (183, 28, 28), 1)
            }
        }
        do {
            return try RGBAImage(width: width, height: height, pixels: canvas.pixels).pngBytes()
        } catch {
            throw PictureError(reason: error.reason)
        }
    }

    /// Calls `body` with each run of solid pixels: its first pixel and its length.
    static func forEachRun(of mask: HitMask, _ body: (Int, Int, Int) -> Void) {
        var changes: [Int] = []
        for y in 0..<mask.height {
            changes.removeAll(keepingCapacity: true)
            mask.bits.appendChanges(ofRow: y, to: &changes)
            if changes.count % 2 == 1 { changes.append(mask.width) }
            for k in stride(from: 0, to: changes.count, by: 2) { body(changes[k], y, changes[k + 1] - changes[k]) }
        }
    }

    /// An opaque RGBA canvas with the few drawing operations the picture needs, clipped to its edges.
    struct Canvas {
        typealias Colour = (UInt8, UInt8, UInt8)
        let width: Int, height: Int
        var pixels: [UInt8]

        init(width: Int, height: Int) {
            (self.width, self.height) = (width, height)
            pixels = [UInt8](repeating: 255, count: width * height * 4)
        }

        mutating func set(_ x: Int, _ y: Int, _ colour: Colour) { blend(x, y, colour, 1) }

        mutating func blend(_ x: Int, _ y: Int, _ colour: Colour, _ alpha: Double) {
            guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
            let i = (y * width + x) * 4
            func mix(_ old: UInt8, _ new: UInt8) -> UInt8 {
                UInt8((Double(old) * (1 - alpha) + Double(new) * alpha).rounded())
            }
            pixels[i] = mix(pixels[i], colour.0)
            pixels[i + 1] = mix(pixels[i + 1], colour.1)
            pixels[i + 2] = mix(pixels[i + 2], colour.2)
        }

        mutating func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ colour: Colour, _ alpha: Double) {
            for row in max(0, y)..<max(max(0, y), min(height, y + h)) {
                for column in max(0, x)..<max(max(0, x), min(width, x + w)) { blend(column, row, colour, alpha) }
            }
        }

        /// A one-pixel border just inside the box.
        mutating func frame(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ colour: Colour) {
            fill(x, y, w, 1, colour, 1)
            fill(x, y + h - 1, w, 1, colour, 1)
            fill(x, y, 1, h, colour, 1)
            fill(x + w - 1, y, 1, h, colour, 1)
        }

        /// A closed polygon's edges, one pixel wide, sampled at every pixel step along each edge.
        mutating func polygon(_ points: [PixelPoint], scale: Double, _ colour: Colour, _ alpha: Double) {
            for k in points.indices {
                let a = points[k], b = points[(k + 1) % points.count]
                let ax = a.x * scale, ay = a.y * scale, bx = b.x * scale, by = b.y * scale
                let steps = max(1, Int(max(abs(bx - ax), abs(by - ay)).rounded(.up)))
                for s in 0..<steps {
                    let t = Double(s) / Double(steps)
                    let x = min(Double(width - 1), ax + (bx - ax) * t), y = min(Double(height - 1), ay + (by - ay) * t)
                    blend(Int(x.rounded(.down)), Int(y.rounded(.down)), colour, alpha)
                }
            }
        }
    }
}

/// Why a picture could not be drawn.
public struct PictureError: Error, Equatable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
