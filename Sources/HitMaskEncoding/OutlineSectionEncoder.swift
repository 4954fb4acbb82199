import HitMaskOutlines
import HitMaskReader

/// Writes physics outlines as the OUTL section (docs/FORMAT.md, "OUTL"): the settings, then per region its rings as
/// coordinate deltas in sixteenths of a pixel (one running point through the section) and its convex pieces as
/// vertex indices into the region's rings (one running index through the region), so most values take a byte; and
/// an atlas page's frames' outlines as the FOUT section, the same per frame.
package enum OutlineSectionEncoder {
    package static func encode(_ outlines: [BuiltOutline], settings: OutlineSettings) -> [UInt8] {
        encode(outlines.map(\.outline), pieceIndices: outlines.map(\.pieceIndices), settings: settings)
    }

    /// FOUT: each frame's outlines in turn, the running point starting afresh per frame.
    package static func encodeFrames(_ frames: [[BuiltOutline]], settings: OutlineSettings) -> [UInt8] {
        var writer = ByteWriter()
        writeSettings(settings, into: &writer)
        for outlines in frames {
            writeRegions(outlines.map(\.outline), pieceIndices: outlines.map(\.pieceIndices), into: &writer)
        }
        return writer.bytes
    }

    /// Outlines made by hand: each piece vertex stands for the first vertex of its region at the same point.
    package static func encode(_ outlines: [SolidOutline], settings: OutlineSettings) -> [UInt8] {
        let pieceIndices = outlines.map { outline in
            var indexOfPoint: [PixelPoint: Int32] = [:]
            for (index, point) in (outline.outer + outline.holes.joined()).enumerated() where indexOfPoint[point] == nil
            {
                indexOfPoint[point] = Int32(index)
            }
            return outline.convexPieces.map { piece in
                piece.map { point in
                    guard let index = indexOfPoint[point] else {
                        preconditionFailure("a convex piece's vertex \(point) is not a vertex of its region")
                    }
                    return index
                }
            }
        }
        return encode(outlines, pieceIndices: pieceIndices, settings: settings)
    }

    private static func encode(_ outlines: [SolidOutline], pieceIndices: [[[Int32]]], settings: OutlineSettings)
        -> [UInt8]
    {
        var writer = ByteWriter()
        writeSettings(settings, into: &writer)
        writeRegions(outlines, pieceIndices: pieceIndices, into: &writer)
        return writer.bytes
    }

    private static func writeSettings(_ settings: OutlineSettings, into writer: inout ByteWriter) {
        writer.write(settings.mode.rawValue)
        writer.writeVarint(Int((settings.epsilon * 16).rounded()))
        writer.writeVarint(settings.maxVertices)
        writer.writeVarint(Int((settings.minArea * 256).rounded()))
    }

    /// A region count and the regions, the running point starting at (0, 0).
    private static func writeRegions(
        _ outlines: [SolidOutline], pieceIndices: [[[Int32]]], into writer: inout ByteWriter
    ) {
        writer.writeVarint(outlines.count)
        var previous = (x: 0, y: 0)
        for (outline, pieces) in zip(outlines, pieceIndices) {
            writer.writeVarint(1 + outline.holes.count)
            for ring in [outline.outer] + outline.holes {
                writer.writeVarint(ring.count)
                for point in ring {
                    let x = Int((point.x * 16).rounded()), y = Int((point.y * 16).rounded())
                    writer.writeVarint(Int(FrameSectionEncoder.zigzag(x - previous.x)))
                    writer.writeVarint(Int(FrameSectionEncoder.zigzag(y - previous.y)))
                    previous = (x, y)
                }
            }
            writer.writeVarint(pieces.count)
            var previousIndex = 0
            for piece in pieces {
                writer.writeVarint(piece.count)
                for index in piece {
                    writer.writeVarint(Int(FrameSectionEncoder.zigzag(Int(index) - previousIndex)))
                    previousIndex = Int(index)
                }
            }
        }
    }
}
