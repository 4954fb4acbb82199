import HitMaskReader

/// Writes physics outlines as the OUTL section (docs/FORMAT.md, "OUTL"): the settings, then per region its rings as
/// coordinate deltas in sixteenths of a pixel (one running point through the section) and its convex pieces as
/// vertex indices into the region's rings (one running index through the region), so most values take a byte.
package enum OutlineSectionEncoder {
    package static func encode(_ outlines: [SolidOutline], settings: OutlineSettings) -> [UInt8] {
        var writer = ByteWriter()
        writer.write(settings.mode.rawValue)
        writer.writeVarint(Int((settings.epsilon * 16).rounded()))
        writer.writeVarint(settings.maxPieceVertices)
        writer.writeVarint(outlines.count)
        var previous = (x: 0, y: 0)
        for outline in outlines {
            let rings = [outline.outer] + outline.holes
            writer.writeVarint(rings.count)
            // Piece vertices are ring vertices (a bridge to a hole repeats one): the first index of each point.
            var indexOfPoint: [Int64: Int] = [:]
            var count = 0
            for ring in rings {
                writer.writeVarint(ring.count)
                for point in ring {
                    let x = Int((point.x * 16).rounded()), y = Int((point.y * 16).rounded())
                    writer.writeVarint(Int(FrameSectionEncoder.zigzag(x - previous.x)))
                    writer.writeVarint(Int(FrameSectionEncoder.zigzag(y - previous.y)))
                    previous = (x, y)
                    if indexOfPoint[key(x, y)] == nil { indexOfPoint[key(x, y)] = count }
                    count += 1
                }
            }
            writer.writeVarint(outline.convexPieces.count)
            var previousIndex = 0
            for piece in outline.convexPieces {
                writer.writeVarint(piece.count)
                for point in piece {
                    let x = Int((point.x * 16).rounded()), y = Int((point.y * 16).rounded())
                    guard let index = indexOfPoint[key(x, y)] else {
                        preconditionFailure("a convex piece's vertex \(point) is not a vertex of its region")
                    }
                    writer.writeVarint(Int(FrameSectionEncoder.zigzag(index - previousIndex)))
                    previousIndex = index
                }
            }
        }
        return writer.bytes
    }

    private static func key(_ x: Int, _ y: Int) -> Int64 { Int64(x) << 32 | Int64(UInt32(truncatingIfNeeded: y)) }
}
