extension SolidOutline {
    /// Decodes an OUTL payload (docs/FORMAT.md, "OUTL"): the settings, then each region's rings (outer boundary
    /// first, then holes) as coordinate deltas in sixteenths of a pixel, and its convex pieces as vertex indices.
    /// Every count is checked against the bytes left before anything is reserved, and every point and index against
    /// the mask; the geometric promises (simple polygons, exact tiling) are the writer's, as names are in FRAM.
    static func decodeAll(
        _ payload: HitMaskFileParser.Payload, width: Int, height: Int
    ) throws(HitMaskError) -> (settings: OutlineSettings, outlines: [SolidOutline]) {
        var reader = payload.reader(section: "OUTL")
        let settings = try decodeSettings(&reader, section: "OUTL")
        var previous = (x: Int64(0), y: Int64(0))  // the previous point, in sixteenths, across the whole section
        let outlines = try decodeRegions(
            &reader, section: "OUTL", label: "region", width: width, height: height,
            maxVertices: settings.maxVertices, previous: &previous)
        guard reader.isAtEnd else {
            throw .corruptSection("OUTL", at: reader.offset, "\(reader.remaining) bytes follow the last region")
        }
        return (settings, outlines)
    }

    /// Decodes a FOUT payload (docs/FORMAT.md, "FOUT"): the settings, then for each of the page's frames its
    /// regions as in OUTL, in the frame's untrimmed sprite's pixels, the running point starting afresh per frame.
    /// `frames` is nil when the file has no FRAM section; a FRAM section with no frames makes a FOUT of settings alone.
    static func decodeFrames(
        _ payload: HitMaskFileParser.Payload, frames: [AtlasFrame]?
    ) throws(HitMaskError) -> (settings: OutlineSettings, outlines: [[SolidOutline]]) {
        guard let frames else {
            throw .corruptSection("FOUT", at: payload.fileOffset, "frame outlines in a file without frames (FRAM)")
        }
        var reader = payload.reader(section: "FOUT")
        let settings = try decodeSettings(&reader, section: "FOUT")
        var outlines: [[SolidOutline]] = []
        outlines.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            var previous = (x: Int64(0), y: Int64(0))
            outlines.append(
                try decodeRegions(
                    &reader, section: "FOUT", label: "frame \(index) (\(frame.name)): region", width: frame.sourceWidth,
                    height: frame.sourceHeight, maxVertices: settings.maxVertices, previous: &previous))
        }
        guard reader.isAtEnd else {
            throw .corruptSection(
                "FOUT", at: reader.offset, "\(reader.remaining) bytes follow the last frame's regions")
        }
        return (settings, outlines)
    }

    /// The mode, tolerance and max vertices that start OUTL and FOUT.
    private static func decodeSettings(_ reader: inout ByteReader, section: String) throws(HitMaskError)
        -> OutlineSettings
    {
        let modeOffset = reader.offset
        let modeValue = try reader.readUInt8()
        guard let mode = FitMode(rawValue: modeValue) else {
            throw .corruptSection(section, at: modeOffset, "unknown mode \(modeValue)")
        }
        let epsilonOffset = reader.offset
        let sixteenths = try reader.readVarint()
        guard sixteenths <= UInt32(OutlineSettings.maxEpsilon * 16) else {
            throw .corruptSection(
                section, at: epsilonOffset,
                "tolerance \(sixteenths)/16 px exceeds \(Int(OutlineSettings.maxEpsilon)) px")
        }
        let limitOffset = reader.offset
        let maxVertices = try reader.readVarint()
        let limits = OutlineSettings.maxVerticesRange
        guard maxVertices >= UInt64(limits.lowerBound), maxVertices <= UInt64(limits.upperBound) else {
            throw .corruptSection(
                section, at: limitOffset, "max vertices \(maxVertices) is outside 3...255")
        }
        // Any 32-bit value: the minimum area only says what the writer left out.
        let minArea = Double(try reader.readVarint()) / 256
        return OutlineSettings(
            epsilon: Double(sixteenths) / 16, mode: mode, maxVertices: Int(maxVertices),
            minArea: minArea)
    }

    /// A region count, then that many regions, with points within width × height pixels.
    private static func decodeRegions(
        _ reader: inout ByteReader, section: String, label: String, width: Int, height: Int, maxVertices: Int,
        previous: inout (x: Int64, y: Int64)
    ) throws(HitMaskError) -> [SolidOutline] {
        func corrupt(_ reason: String, at offset: Int) -> HitMaskError { .corruptSection(section, at: offset, reason) }
        let countOffset = reader.offset
        let count = try reader.readVarint()
        // A region takes at least 13 bytes (3 points, a 3-vertex piece and the counts).
        guard UInt64(count) <= UInt64(reader.remaining / 13) else {
            throw corrupt("\(count) regions cannot fit in \(reader.remaining) bytes", at: countOffset)
        }
        let maxX = Int64(width) * 16, maxY = Int64(height) * 16
        var (x, y) = previous
        var outlines: [SolidOutline] = []
        outlines.reserveCapacity(Int(count))
        for region in 0..<Int(count) {
            let regionStart = reader.offset
            // Whatever field shows a problem, the error is at the region's first byte (FORMAT.md "Error offsets").
            do throws(HitMaskError) {
                let ringCount = try reader.readVarint()
                guard ringCount >= 1, UInt64(ringCount) <= UInt64(reader.remaining / 7) else {
                    throw corrupt("\(label) \(region): \(ringCount) rings cannot fit", at: regionStart)
                }
                var rings: [[PixelPoint]] = []
                var points: [PixelPoint] = []
                for _ in 0..<Int(ringCount) {
                    let size = try reader.readVarint()
                    guard size >= 3, UInt64(size) <= UInt64(reader.remaining / 2) else {
                        throw corrupt("\(label) \(region): a ring of \(size) points", at: regionStart)
                    }
                    var ring: [PixelPoint] = []
                    ring.reserveCapacity(Int(size))
                    for _ in 0..<Int(size) {
                        x += Int64(AtlasFrame.unzigzag(try reader.readVarint()))
                        y += Int64(AtlasFrame.unzigzag(try reader.readVarint()))
                        guard (0...maxX).contains(x), (0...maxY).contains(y) else {
                            throw corrupt(
                                "\(label) \(region): point (\(x)/16, \(y)/16) is outside the mask", at: regionStart)
                        }
                        ring.append(PixelPoint(x: Double(x) / 16, y: Double(y) / 16))
                    }
                    rings.append(ring)
                    points.append(contentsOf: ring)
                }
                let pieceCount = try reader.readVarint()
                guard pieceCount >= 1, UInt64(pieceCount) <= UInt64(reader.remaining / 4) else {
                    throw corrupt("\(label) \(region): \(pieceCount) convex pieces cannot fit", at: regionStart)
                }
                var pieces: [[PixelPoint]] = []
                pieces.reserveCapacity(Int(pieceCount))
                var index: Int64 = 0  // the previous index, across the region's pieces
                for _ in 0..<Int(pieceCount) {
                    let size = try reader.readVarint()
                    guard size >= 3, size <= maxVertices else {
                        throw corrupt(
                            "\(label) \(region): a piece of \(size) vertices (limit \(maxVertices))",
                            at: regionStart)
                    }
                    var piece: [PixelPoint] = []
                    piece.reserveCapacity(Int(size))
                    for _ in 0..<Int(size) {
                        index += Int64(AtlasFrame.unzigzag(try reader.readVarint()))
                        guard index >= 0, index < Int64(points.count) else {
                            throw corrupt(
                                "\(label) \(region): vertex index \(index) of \(points.count)", at: regionStart)
                        }
                        piece.append(points[Int(index)])
                    }
                    pieces.append(piece)
                }
                outlines.append(SolidOutline(outer: rings[0], holes: Array(rings.dropFirst()), convexPieces: pieces))
            } catch {
                throw error.placed(atRecord: regionStart)
            }
        }
        previous = (x, y)
        return outlines
    }
}
