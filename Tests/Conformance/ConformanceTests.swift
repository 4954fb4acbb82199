import CHitMask
import Foundation
import HitMaskEncoding
import HitMaskReader
import HitMaskTestSupport
import Testing

/// What the C reader (hitmask.h) makes of some bytes, in the Swift reader's terms.
struct CReading: Equatable {
    var error: String?
    /// Where the check failed (FORMAT.md "Error offsets"); nil when compared with a vector, whose JSON gives none.
    var offset: Int?
    var width = 0, height = 0, codec = 0, threshold = 0, rectMode = 0, rectGrid = 0, flags = 0
    var scale = 0.0
    var rects: [PixelRect] = []
    var bits: [UInt8] = []
    var source: SourceRecord?
    /// The DIST field's values, or nil without one.
    var distance: [UInt8]?
    var frames: [AtlasFrame] = []
    /// The OUTL outlines as one list of numbers (see `outlineSignature`), or nil without the section.
    var outlines: [Int]?
    /// The FOUT outlines: the settings and frame count, then each frame's regions as in `outlineSignature`.
    var frameOutlines: [Int]?

    typealias Regions = [(rings: [[(Int, Int)]], pieces: [[(Int, Int)]])]

    /// Settings, then per region its rings (point count, then x, y in sixteenths) and its pieces (vertex count,
    /// then each vertex's x, y): what two readers must agree on, whichever of equal points an index names.
    static func outlineSignature(mode: Int, epsilon16: Int, maxVertices: Int, minArea256: Int, regions: Regions)
        -> [Int]
    {
        [mode, epsilon16, maxVertices, minArea256] + regionSignature(regions)
    }

    static func frameOutlineSignature(mode: Int, epsilon16: Int, maxVertices: Int, minArea256: Int, frames: [Regions])
        -> [Int]
    {
        [mode, epsilon16, maxVertices, minArea256, frames.count] + frames.flatMap(regionSignature)
    }

    static func regionSignature(_ regions: Regions) -> [Int] {
        var list = [regions.count]
        for region in regions {
            list.append(region.rings.count)
            for ring in region.rings { list += [ring.count] + ring.flatMap { [$0.0, $0.1] } }
            list.append(region.pieces.count)
            for piece in region.pieces { list += [piece.count] + piece.flatMap { [$0.0, $0.1] } }
        }
        return list
    }

    static func slug(_ error: hm_error) -> String {
        switch error {
        case HM_ERROR_NOT_HITMASK: "not-a-hitmask"
        case HM_ERROR_TRUNCATED: "truncated"
        case HM_ERROR_UNSUPPORTED_VERSION: "unsupported-version"
        case HM_ERROR_CHECKSUM: "checksum-mismatch"
        case HM_ERROR_CORRUPT_HEADER: "corrupt-header"
        case HM_ERROR_CORRUPT_SECTION: "corrupt-section"
        case HM_ERROR_UNSUPPORTED_CODEC: "unsupported-codec"
        default: String(cString: hm_error_string(error))
        }
    }

    /// Opens and decodes; `allocating` picks hm_decode, else hm_decode_into with buffers from here.
    init(_ bytes: [UInt8], allocating: Bool) {
        var file = hm_file()
        let opened = bytes.withUnsafeBytes { hm_open($0.baseAddress, $0.count, &file) }
        guard opened == HM_OK else {
            error = Self.slug(opened)
            offset = file.error_offset
            return
        }
        var decoded = hm_error(0)
        // hm_file points into the bytes: decode while they are pinned.
        bytes.withUnsafeBytes { raw in
            _ = hm_open(raw.baseAddress, raw.count, &file)
            if allocating {
                var pointer: UnsafeMutablePointer<UInt8>?
                decoded = hm_decode(&file, &pointer)
                if let pointer {
                    self.bits = Array(UnsafeBufferPointer(start: pointer, count: hm_bits_size(&file)))
                    free(pointer)
                }
            } else {
                var bits = [UInt8](repeating: 0xA5, count: hm_bits_size(&file))
                var scratch = [UInt64](repeating: 0, count: (hm_scratch_size(&file) + 7) / 8)
                decoded = bits.withUnsafeMutableBytes { b in
                    scratch.withUnsafeMutableBytes { s in
                        hm_decode_into(&file, b.baseAddress, b.count, s.baseAddress, hm_scratch_size(&file))
                    }
                }
                self.bits = bits
            }
        }
        if decoded == HM_OK, hm_distance_size(&file) > 0 || file.distance_data != nil {
            var field = [UInt8](repeating: 0xA5, count: hm_distance_size(&file))
            bytes.withUnsafeBytes { raw in
                _ = hm_open(raw.baseAddress, raw.count, &file)
                decoded = field.withUnsafeMutableBufferPointer {
                    hm_decode_distance_into(&file, $0.baseAddress, $0.count)
                }
            }
            // A value at a solid pixel reads as 0 whatever the file says (FORMAT.md "DIST"): the C reader leaves
            // that to its query (hm_contains first), so it is applied here to compare what both readers mean.
            let width = Int(file.width) + 30
            if !field.isEmpty && bits.count * 8 >= Int(file.width) * Int(file.height) {
                for y in 0..<Int(file.height) {
                    for x in 0..<Int(file.width) {
                        let i = y * Int(file.width) + x
                        if bits[i >> 3] & (0x80 >> UInt8(i & 7)) != 0 { field[(y + 15) * width + x + 15] = 0 }
                    }
                }
            }
            distance = field
        }
        if decoded == HM_OK {
            bytes.withUnsafeBytes { raw in
                _ = hm_open(raw.baseAddress, raw.count, &file)
                var set = hm_outlines()
                decoded = hm_open_outlines(&file, &set)
                guard decoded == HM_OK, file.outline_data != nil else { return }
                outlines = Self.outlineSignature(
                    mode: Int(set.mode), epsilon16: Int(set.epsilon_16), maxVertices: Int(set.max_vertices),
                    minArea256: Int(set.min_area_256),
                    regions: Self.regions(of: set))
            }
        }
        if decoded == HM_OK {
            bytes.withUnsafeBytes { raw in
                _ = hm_open(raw.baseAddress, raw.count, &file)
                guard file.frame_outline_data != nil else { return }
                var frames: [Regions] = []
                var set = hm_outlines()
                var cursor = hm_frame_outline_cursor()
                for k in 0..<max(1, file.frame_count) {
                    decoded = hm_open_frame_outlines(&file, &cursor, k, &set)
                    // Beside a FRAM of no frames, FOUT is its settings alone: checked, and no frame to ask for.
                    if file.frame_count == 0 && decoded == HM_END {
                        decoded = HM_OK
                        return
                    }
                    guard decoded == HM_OK else { return }
                    frames.append(Self.regions(of: set))
                }
                frameOutlines = Self.frameOutlineSignature(
                    mode: Int(set.mode), epsilon16: Int(set.epsilon_16), maxVertices: Int(set.max_vertices),
                    minArea256: Int(set.min_area_256), frames: frames)
            }
        }
        guard decoded == HM_OK else {
            error = Self.slug(decoded)
            offset = file.error_offset
            bits = []
            distance = nil
            outlines = nil
            frameOutlines = nil
            return
        }
        width = Int(file.width)
        height = Int(file.height)
        codec = Int(file.codec)
        threshold = Int(file.threshold)
        rectMode = Int(file.rect_mode)
        rectGrid = Int(file.rect_grid)
        flags = Int(file.flags)
        scale = file.scale
        var cRects = [hm_rect](repeating: hm_rect(), count: Int(file.rect_count))
        _ = hm_read_rects(&file, &cRects, file.rect_count)
        rects = cRects.map { PixelRect(x: Int($0.x), y: Int($0.y), width: Int($0.width), height: Int($0.height)) }
        if file.has_source != 0 {
            source = SourceRecord(digest: file.source_digest, generatorRevision: file.generator_revision)
        }
        bytes.withUnsafeBytes { raw in
            _ = hm_open(raw.baseAddress, raw.count, &file)
            var cursor = 0
            var frame = hm_frame()
            while hm_read_frame(&file, &cursor, &frame) == HM_OK {
                let name = String(
                    decoding: UnsafeRawBufferPointer(start: frame.name, count: frame.name_length), as: UTF8.self)
                // The rects: x, y, width, height varints (checked by hm_open).
                var values: [Int] = [], at = 0, shift = 0, value = 0
                while values.count < 4 * Int(frame.rect_count) {
                    let byte = Int(frame.rect_data[at])
                    at += 1
                    value |= (byte & 0x7F) << shift
                    shift += 7
                    if byte & 0x80 == 0 { (values, value, shift) = (values + [value], 0, 0) }
                }
                let rects = stride(from: 0, to: values.count, by: 4).map {
                    PixelRect(x: values[$0], y: values[$0 + 1], width: values[$0 + 2], height: values[$0 + 3])
                }
                frames.append(
                    AtlasFrame(
                        name: name,
                        pageRect: PixelRect(
                            x: Int(frame.page_x), y: Int(frame.page_y), width: Int(frame.page_width),
                            height: Int(frame.page_height)),
                        rotation: AtlasFrame.Rotation(rawValue: UInt8(frame.rotation))!, trimX: Int(frame.trim_x),
                        trimY: Int(frame.trim_y),
                        sourceWidth: Int(frame.source_width), sourceHeight: Int(frame.source_height),
                        pivot: frame.has_pivot != 0 ? (frame.pivot_x, frame.pivot_y) : nil, rects: rects))
            }
        }
    }

    /// Every region of an opened set of outlines, read with hm_read_region into buffers of the sizes it gives.
    static func regions(of set: hm_outlines) -> Regions {
        var set = set
        var ringSizes = [UInt32](repeating: 0, count: Int(set.max_rings)),
            xy = [Int64](repeating: 0, count: 2 * Int(set.max_points))
        var pieceSizes = [UInt32](repeating: 0, count: Int(set.max_pieces)),
            indices = [UInt32](repeating: 0, count: Int(set.max_indices))
        var cursor = hm_outline_cursor()
        var regions: Regions = []
        for _ in 0..<set.region_count {
            ringSizes.withUnsafeMutableBufferPointer { rs in
                xy.withUnsafeMutableBufferPointer { p in
                    pieceSizes.withUnsafeMutableBufferPointer { ps in
                        indices.withUnsafeMutableBufferPointer { ix in
                            var region = hm_region(
                                ring_count: 0, point_count: 0, piece_count: 0, ring_sizes: rs.baseAddress,
                                xy: p.baseAddress, piece_sizes: ps.baseAddress, piece_indices: ix.baseAddress)
                            guard hm_read_region(&set, &cursor, &region) == HM_OK else { return }
                            let points = (0..<Int(region.point_count)).map { (Int(p[2 * $0]), Int(p[2 * $0 + 1])) }
                            var rings: [[(Int, Int)]] = [], at = 0
                            for r in 0..<Int(region.ring_count) {
                                rings.append(Array(points[at..<at + Int(rs[r])]))
                                at += Int(rs[r])
                            }
                            var pieces: [[(Int, Int)]] = []
                            at = 0
                            for k in 0..<Int(region.piece_count) {
                                pieces.append((at..<at + Int(ps[k])).map { points[Int(ix[$0])] })
                                at += Int(ps[k])
                            }
                            regions.append((rings, pieces))
                        }
                    }
                }
            }
        }
        return regions
    }

    /// The same view of a mask the Swift reader loaded.
    init(swift mask: HitMask, flags: Int) {
        width = mask.width
        height = mask.height
        codec = Int(mask.codec.rawValue)
        threshold = Int(mask.threshold)
        rectMode = Int(mask.rectMode.rawValue)
        rectGrid = mask.rectGrid
        self.flags = flags
        scale = mask.scale
        rects = mask.rects
        bits = mask.bits.bytes
        source = mask.source
        distance = mask.distanceField?.values
        // Frames as FRAM gives them; their outlines (FOUT) compared on their own.
        frames = mask.frames.map {
            AtlasFrame(
                name: $0.name, pageRect: $0.pageRect, rotation: $0.rotation, trimX: $0.trimX, trimY: $0.trimY,
                sourceWidth: $0.sourceWidth, sourceHeight: $0.sourceHeight, pivot: $0.pivot, rects: $0.rects)
        }
        func sixteenths(_ points: [PixelPoint]) -> [(Int, Int)] { points.map { (Int($0.x * 16), Int($0.y * 16)) } }
        func regions(_ outlines: [SolidOutline]) -> Regions {
            outlines.map { (([$0.outer] + $0.holes).map(sixteenths), $0.convexPieces.map(sixteenths)) }
        }
        outlines = mask.outlineSettings.map { settings in
            Self.outlineSignature(
                mode: Int(settings.mode.rawValue), epsilon16: Int(settings.epsilon * 16),
                maxVertices: settings.maxVertices, minArea256: Int(settings.minArea * 256),
                regions: regions(mask.outlines))
        }
        frameOutlines = mask.frames.first?.outlineSettings.map { settings in
            Self.frameOutlineSignature(
                mode: Int(settings.mode.rawValue), epsilon16: Int(settings.epsilon * 16),
                maxVertices: settings.maxVertices, minArea256: Int(settings.minArea * 256),
                frames: mask.frames.map { regions($0.outlines) })
        }
    }

    /// What the Swift reader makes of the bytes.
    static func swift(_ bytes: [UInt8]) -> CReading {
        do {
            let mask = try HitMask(bytes: bytes)
            return CReading(swift: mask, flags: Int(bytes[5]))
        } catch {
            var reading = CReading(error: ConformanceVector.slug(error.kind))
            reading.offset = error.offset
            return reading
        }
    }

    init(error: String?) { self.error = error }

    /// The reading less its error offset, to compare with a vector's JSON (which gives the kind alone).
    var withoutOffset: CReading {
        var reading = self
        reading.offset = nil
        return reading
    }
}

@Suite("Conformance vectors: both readers give what each vector says")
struct ConformanceTests {
    static let folder = Bundle.module.url(forResource: "vectors", withExtension: nil)!
    static let vectors = ConformanceVectors.all()

    @Test("the committed vectors are what the writer script makes now (run it after a format change)")
    func upToDate() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        let expected = Self.vectors.flatMap { (vector) -> [String] in
            let pictures: [String] = (vector.pbm == nil ? [] : [".pbm"]) + (vector.pgm == nil ? [] : [".pgm"])
            return ([".hitmask", ".json"] + pictures).map { vector.name + $0 }
        }
        #expect(Set(names) == Set(expected), "swift run hitmask-vectors Tests/Conformance/vectors")
        for vector in Self.vectors {
            let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(vector.name + ".hitmask"))
            #expect([UInt8](bytes) == vector.bytes, "\(vector.name).hitmask")
            let json = try String(
                contentsOf: Self.folder.appendingPathComponent(vector.name + ".json"), encoding: .utf8)
            #expect(json == vector.json, "\(vector.name).json")
            if let pgm = vector.pgm {
                let committed = try String(
                    contentsOf: Self.folder.appendingPathComponent(vector.name + ".pgm"), encoding: .utf8)
                #expect(committed == pgm, "\(vector.name).pgm")
            }
        }
    }

    /// What a vector's JSON and PBM say a reader must give, read back from the committed files.
    static func expectation(_ name: String) throws -> CReading {
        let data = try Data(contentsOf: folder.appendingPathComponent(name + ".json"))
        let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        if let error = json["error"] as? String { return CReading(error: error) }
        var reading = CReading(error: nil)
        reading.width = json["width"] as! Int
        reading.height = json["height"] as! Int
        reading.codec = json["codec"] as! Int
        reading.threshold = json["threshold"] as! Int
        reading.rectMode = json["rectMode"] as! Int
        reading.rectGrid = json["rectGrid"] as! Int
        reading.flags = json["flags"] as! Int
        reading.scale = (json["scale"] as! NSNumber).doubleValue
        reading.rects = (json["rects"] as! [[Int]]).map { PixelRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
        if let source = json["source"] as? [String: Any] {
            reading.source = SourceRecord(
                digest: UInt64(source["digest"] as! String, radix: 16)!,
                generatorRevision: UInt16(source["generatorRevision"] as! Int))
        }
        for frame in json["frames"] as! [[String: Any]] {
            let page = frame["pageRect"] as! [Int], trim = frame["trim"] as! [Int], size = frame["sourceSize"] as! [Int]
            let pivot = (frame["pivot"] as? [NSNumber]).map { ($0[0].doubleValue, $0[1].doubleValue) }
            reading.frames.append(
                AtlasFrame(
                    name: frame["name"] as! String,
                    pageRect: PixelRect(x: page[0], y: page[1], width: page[2], height: page[3]),
                    rotation: AtlasFrame.Rotation(rawValue: UInt8(frame["rotation"] as! Int))!, trimX: trim[0],
                    trimY: trim[1],
                    sourceWidth: size[0], sourceHeight: size[1], pivot: pivot,
                    rects: (frame["rects"] as! [[Int]]).map {
                        PixelRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
                    }))
        }
        func regions(_ list: Any?) -> CReading.Regions {
            (list as! [[String: Any]]).map { region in
                let rings = (region["rings"] as! [[[Int]]]).map { $0.map { ($0[0], $0[1]) } }
                let points = Array(rings.joined())
                return (rings, (region["pieces"] as! [[Int]]).map { $0.map { points[$0] } })
            }
        }
        if let outlines = json["outlines"] as? [String: Any] {
            reading.outlines = CReading.outlineSignature(
                mode: outlines["mode"] as! Int, epsilon16: outlines["epsilon16"] as! Int,
                maxVertices: outlines["maxVertices"] as! Int, minArea256: outlines["minArea256"] as! Int,
                regions: regions(outlines["regions"]))
        }
        if let outlines = json["frameOutlines"] as? [String: Any] {
            reading.frameOutlines = CReading.frameOutlineSignature(
                mode: outlines["mode"] as! Int, epsilon16: outlines["epsilon16"] as! Int,
                maxVertices: outlines["maxVertices"] as! Int, minArea256: outlines["minArea256"] as! Int,
                frames: (outlines["frames"] as! [Any]).map(regions))
        }
        if json["distanceField"] as! Bool {
            let text = try String(contentsOf: folder.appendingPathComponent(name + ".pgm"), encoding: .utf8)
            reading.distance = text.split(whereSeparator: \.isWhitespace).dropFirst(4).map { UInt8($0)! }
        }
        if json["pbm"] as! Bool {
            let text = try String(contentsOf: folder.appendingPathComponent(name + ".pbm"), encoding: .utf8)
            let digits = text.split(separator: "\n").dropFirst(2).joined().map { $0 == "1" }
            var bits = PackedBits(width: reading.width, height: reading.height)
            for (index, solid) in digits.enumerated() where solid { bits.setSolid(index: index) }
            reading.bits = bits.bytes
        } else {
            // Only the clear limit vector has no PBM: its bits are all 0.
            reading.bits = [UInt8](repeating: 0, count: (reading.width * reading.height + 7) / 8)
        }
        return reading
    }

    @Test("the Swift reader", arguments: vectors.map(\.name))
    func swiftReader(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".hitmask")))
        #expect(CReading.swift(bytes).withoutOffset == (try Self.expectation(name)))
    }

    @Test(
        "the C reader, allocating and into caller buffers, refusing at the Swift reader's offset",
        arguments: vectors.map(\.name))
    func cReader(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".hitmask")))
        let expected = try Self.expectation(name)
        #expect(CReading(bytes, allocating: true).withoutOffset == expected)
        #expect(CReading(bytes, allocating: false).withoutOffset == expected)
        #expect(CReading(bytes, allocating: true).offset == CReading.swift(bytes).offset)
    }
}

@Suite("The C and Swift readers agree on every input")
struct DifferentialTests {
    @Test("atlas frames and distance fields answer alike: hm_frame_contains and hm_distance_squared against Swift")
    func frameAndDistanceQueries() throws {
        let page = SyntheticMasks.disc(width: 64, height: 50)
        let bytes = SyntheticMasks.file(page, distanceField: true, frames: ConformanceVectors.sampleFrames)
        let mask = try HitMask(bytes: bytes)
        let field = try #require(mask.distanceField)
        bytes.withUnsafeBytes { raw in
            var file = hm_file()
            #expect(hm_open(raw.baseAddress, raw.count, &file) == HM_OK)
            var values = [UInt8](repeating: 0, count: hm_distance_size(&file))
            var pointer: UnsafeMutablePointer<UInt8>?
            #expect(hm_decode(&file, &pointer) == HM_OK)
            let bits = Array(UnsafeBufferPointer(start: pointer, count: hm_bits_size(&file)))
            free(pointer)
            #expect(
                values.withUnsafeMutableBufferPointer { hm_decode_distance_into(&file, $0.baseAddress, $0.count) }
                    == HM_OK)
            bits.withUnsafeBufferPointer { bitsBuffer in
                values.withUnsafeBufferPointer { fieldBuffer in
                    var cMask = hm_mask(width: file.width, height: file.height, bits: bitsBuffer.baseAddress)
                    for y in -20..<70 {
                        for x in -20..<84 {
                            #expect(
                                Int(hm_distance_squared(&cMask, fieldBuffer.baseAddress, Int64(x), Int64(y)))
                                    == field.squaredDistance(x: x, y: y))
                        }
                    }
                    var cursor = 0
                    var frame = hm_frame()
                    var index = 0
                    while hm_read_frame(&file, &cursor, &frame) == HM_OK {
                        let swiftFrame = mask.frames[index]
                        index += 1
                        for y in -2..<swiftFrame.sourceHeight + 2 {
                            for x in -2..<swiftFrame.sourceWidth + 2 {
                                #expect(
                                    (hm_frame_contains(&cMask, &frame, Int64(x), Int64(y)) != 0)
                                        == mask.contains(x: x, y: y, in: swiftFrame))
                            }
                        }
                    }
                    #expect(index == mask.frames.count)
                }
            }
        }
    }

    @Test("generated masks of every shape, size and codec")
    func generated() {
        for (width, height) in [(1, 1), (5, 3), (8, 8), (33, 17), (64, 2), (130, 9)] {
            for (name, bits) in SyntheticMasks.gallery(width: width, height: height) {
                for codec in MaskCodec.allCases {
                    let bytes = SyntheticMasks.file(bits, codec: codec, distanceField: width < 40)
                    let swift = CReading.swift(bytes)
                    #expect(swift.error == nil && swift.bits == bits.bytes, "\(name) \(width)x\(height) \(codec)")
                    #expect(CReading(bytes, allocating: false) == swift, "\(name) \(width)x\(height) \(codec)")
                }
            }
        }
    }

    @Test("mutated files, checksum repaired: the same acceptance, error kind and pixels", arguments: MaskCodec.allCases)
    func mutations(codec: MaskCodec) {
        let originals = [
            SyntheticMasks.file(SyntheticMasks.disc(width: 23, height: 19), codec: codec),
            SyntheticMasks.file(SyntheticMasks.noise(width: 70, height: 6, density: 0.4, seed: 5), codec: codec),
            SyntheticMasks.file(SyntheticMasks.disc(width: 9, height: 5), codec: codec, distanceField: true),
            SyntheticMasks.file(
                SyntheticMasks.disc(width: 64, height: 50), codec: codec, frames: ConformanceVectors.sampleFrames),
            SyntheticMasks.file(
                SyntheticMasks.ring(width: 30, height: 24), codec: codec, outlines: OutlineSettings(mode: .balanced)),
        ]
        var random = SeededGenerator(seed: 77 + UInt64(codec.rawValue))
        var loaded = 0
        for round in 0..<4000 {
            var bytes = originals[round % originals.count]
            bytes = randomlyEdited(bytes, using: &random)
            bytes = repairingChecksum(bytes)
            let swift = CReading.swift(bytes)
            if swift.error == nil { loaded += 1 }
            #expect(CReading(bytes, allocating: round % 2 == 0) == swift, "round \(round)")
        }
        #expect(loaded > 0)
    }
}

@Suite("The fuzzers' findings, through the C reader too")
struct CFuzzFindingTests {
    /// The reader fuzzers' regression folder (Tests/HitMaskReaderTests/FuzzFindings), shared by both readers.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HitMaskReaderTests/FuzzFindings")

    @Test("each finding gets the same answer from both readers")
    func replay() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0 != "README.md" }
        #expect(!names.isEmpty)
        for name in names.sorted() {
            let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
            #expect(CReading(bytes, allocating: true) == CReading.swift(bytes), "\(name)")
        }
    }
}
