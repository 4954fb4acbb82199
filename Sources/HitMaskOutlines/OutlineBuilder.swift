import HitMaskReader

/// A region's outlines as the builder makes them: what the runtime reads, and its convex pieces as indices into
/// the region's vertices (outer boundary, then each hole), which is how the OUTL section stores them.
package struct BuiltOutline: Sendable {
    package let outline: SolidOutline
    package let pieceIndices: [[Int32]]
}

/// A mask's physics outlines from its bits: exact pixel-edge outlines (OutlineTracer), simplified within the
/// settings' tolerance on the mode's side (OutlineSimplifier), and cut into convex pieces of at most the settings'
/// vertex count (Triangulator, ConvexDecomposer). What `--outlines` stores, and what the tools draw and export.
package enum OutlineBuilder {
    /// The largest side outlines are made for: coordinates in sixteenths of a pixel, and their differences, then
    /// stay within the format's 32-bit varints.
    package static let maxSide = 1 << 26

    /// The longest boundary, in pixel edges, outlines are made for. Making them takes up to about 90 bytes of memory
    /// and 2 µs per pixel edge (a 2048² picture of noise: 4.2 million edges, 370 MB, 8 s), so this bounds a job at
    /// about 1.5 GB and half a minute, far beyond any sprite or atlas page, while a 32768² checkerboard (allowed as
    /// a mask) would otherwise need terabytes.
    package static let maxBoundaryLength = 1 << 24

    /// Why a mask gets no outlines: a side too long for the format's coordinates, or a boundary too long to trace.
    package struct Refusal: Error, CustomStringConvertible {
        package let description: String
    }

    package static func outlines(of bits: PackedBits, settings: OutlineSettings) throws(Refusal) -> [SolidOutline] {
        try build(of: bits, settings: settings).map(\.outline)
    }

    package static func build(
        of bits: PackedBits, settings: OutlineSettings, maxBoundaryLength: Int = maxBoundaryLength
    ) throws(Refusal) -> [BuiltOutline] {
        guard bits.width < maxSide, bits.height < maxSide else {
            throw Refusal(
                description: "outlines need both sides below \(maxSide) pixels, not \(bits.width)×\(bits.height)")
        }
        guard
            let exact = OutlineTracer.shapes(
                of: bits, joiningCorners: settings.mode != .inner, maxBoundaryLength: maxBoundaryLength)
        else {
            throw Refusal(
                description:
                    "outlines are made for boundaries of at most \(maxBoundaryLength) pixel edges, and this mask's is longer"
            )
        }
        let simplified = OutlineSimplifier.simplify(exact, epsilon: settings.epsilon, mode: settings.mode)
        let shapes = droppingSmall(simplified, below: settings.minArea)
        return shapes.map { shape in
            let triangulation = Triangulator.triangulate(shape)
            let pieces = ConvexDecomposer.pieces(of: triangulation, maxVertices: settings.maxVertices)
            // The triangulation's points are the outer boundary's, then each hole's.
            let vertices = triangulation.points.map { PixelPoint(x: $0.x, y: $0.y) }
            var start = shape.outer.points.count
            let holes = shape.holes.map { hole in
                defer { start += hole.points.count }
                return Array(vertices[start..<(start + hole.points.count)])
            }
            let outline = SolidOutline(
                outer: Array(vertices[..<shape.outer.points.count]), holes: holes,
                convexPieces: pieces.map { $0.map { vertices[Int($0)] } })
            return BuiltOutline(outline: outline, pieceIndices: pieces)
        }
    }

    /// The shapes without regions, and holes, that enclose less than `minArea` square pixels. Leaving out a hole
    /// keeps its region simple and apart from the others (the hole lay strictly inside it), and a region's holes go
    /// with it.
    static func droppingSmall(_ shapes: [OutlineShape], below minArea: Double) -> [OutlineShape] {
        guard minArea > 0 else { return shapes }
        func isSmall(_ polygon: OutlinePolygon) -> Bool { abs(polygon.doubledSignedArea) < 2 * minArea }
        return shapes.compactMap { shape in
            guard !isSmall(shape.outer) else { return nil }
            return OutlineShape(outer: shape.outer, holes: shape.holes.filter { !isSmall($0) })
        }
    }
}
