import HitMaskEncoding
import HitMaskOutlines
import HitMaskReader

/// The conformance vectors (Tests/Conformance/vectors): small `.hitmask` files that any reader can test itself
/// against, with what each must give. Valid ones come with the mask they were written from (as PBM) and their
/// header fields and rects (as JSON); invalid ones with the error kind the spec's checks give, one vector per
/// rejection rule. Built from first principles (the writer and hand edits), never by reading files back, and
/// deterministically: `swift run hitmask-vectors Tests/Conformance/vectors` writes the same bytes everywhere.
package struct ConformanceVector {
    package let name: String
    package let about: String
    package let bytes: [UInt8]
    /// The pixels the file holds (valid vectors).
    package let bits: PackedBits?
    package let header: HitMaskHeader?
    package let codec: MaskCodec?
    package let rects: [PixelRect]
    package let source: SourceRecord?
    /// The DIST field the file holds (valid vectors with tolerance data).
    package var distance: DistanceField? = nil
    /// The FRAM frames the file holds.
    package var frames: [AtlasFrame] = []
    /// The OUTL outlines the file holds.
    package var outlines: (settings: OutlineSettings, outlines: [SolidOutline])? = nil
    /// The error kind's slug (invalid vectors): see `ConformanceVector.slug(_:)`.
    package let error: String?
    /// Queries and the answers every reader gives (FORMAT.md, "What readers answer"): `[query, arguments…, answer]`.
    package var queries: [[QueryValue]] = []

    /// An argument or answer of a query: a number, a special double ("nan", "inf", "-inf", "-0"), a frame's index
    /// (or "missing": no frame), a vector's name, a Boolean, null (the whole mask, or no pixel), or an (x, y) pair.
    package enum QueryValue: CustomStringConvertible {
        case number(Double)
        case text(String)
        case flag(Bool)
        case null
        case pair(Int, Int)
        package var description: String {
            switch self {
            case .null: "null"
            case .pair(let x, let y): "[\(x),\(y)]"
            case .number(let value):
                value == value.rounded() && abs(value) < 1e18 ? String(Int64(value)) : "\(value)"
            case .text(let text): "\"\(text)\""
            case .flag(let flag): "\(flag)"
            }
        }
    }

    /// The kinds as vectors name them.
    package static func slug(_ kind: HitMaskError.Kind) -> String {
        switch kind {
        case .notAHitMask: "not-a-hitmask"
        case .truncated: "truncated"
        case .unsupportedVersion: "unsupported-version"
        case .checksumMismatch: "checksum-mismatch"
        case .corruptHeader: "corrupt-header"
        case .corruptSection: "corrupt-section"
        case .unsupportedCodec: "unsupported-codec"
        default: "other"
        }
    }

    /// PBM of larger masks is left out (the JSON still gives their solid count and bounding box).
    package static let largestPBM = 1 << 20

    /// `NAME.json`: sorted keys, one line.
    package var json: String {
        guard let bits, let header, let codec else {
            // Where the spec's checks place the error (FORMAT.md, "Error offsets" and "Error sections"), as the
            // Swift reader reports it; every reader's conformance test compares its own with these.
            var place = #""offset":null,"section":null"#
            do { _ = try HitMask(bytes: bytes) } catch {
                let section = error.section.map { "\"\($0)\"" } ?? "null"
                place = #""offset":\#(error.offset.map(String.init) ?? "null"),"section":\#(section)"#
            }
            return #"{"about":"\#(about)","error":"\#(error ?? "")",\#(place)}"# + "\n"
        }
        let solid = bits.solidPixelCount
        let box = bits.boundingBox().map { "[\($0.x),\($0.y),\($0.width),\($0.height)]" } ?? "null"
        let rectList = rects.map { "[\($0.x),\($0.y),\($0.width),\($0.height)]" }.joined(separator: ",")
        let sourceJSON =
            source.map {
                let hex = String($0.digest, radix: 16)
                return
                    #"{"digest":"\#(String(repeating: "0", count: 16 - hex.count) + hex)","generatorRevision":\#($0.generatorRevision)}"#
            } ?? "null"
        let fields = [
            #""about":"\#(about)""#, #""boundingBox":\#(box)"#, #""codec":\#(codec.rawValue)"#,
            #""flags":\#(bytes[5])"#, #""height":\#(header.height)"#, #""pbm":\#(hasPBM)"#,
            #""distanceField":\#(distance != nil)"#, #""frames":[\#(frames.map(Self.json).joined(separator: ","))]"#,
            #""frameOutlines":\#(frameOutlinesJSON)"#, #""outlines":\#(outlines.map(Self.json) ?? "null")"#,
            #""rectGrid":\#(header.rectGrid)"#, #""rectMode":\#(header.rectMode.rawValue)"#, #""rects":[\#(rectList)]"#,
            #""scale":\#(header.scale)"#, #""solidPixels":\#(solid)"#, #""source":\#(sourceJSON)"#,
            #""threshold":\#(header.threshold)"#, #""width":\#(header.width)"#,
        ]
        let queryList = queries.map { "[" + $0.map(\.description).joined(separator: ",") + "]" }
        let withQueries = queries.isEmpty ? fields : fields + [#""queries":[\#(queryList.joined(separator: ","))]"#]
        return "{" + withQueries.joined(separator: ",") + "}\n"
    }

    /// `NAME.pgm` (valid files with a DIST section): the field as a plain PGM (P2), (width + 30) × (height + 30)
    /// values 0–255, one row of the field per line; its top-left value belongs to pixel (−15, −15).
    package var pgm: String? {
        guard let distance else { return nil }
        let width = distance.width + 2 * DistanceField.margin, height = distance.height + 2 * DistanceField.margin
        var text = "P2\n\(width) \(height)\n255\n"
        for row in 0..<height {
            text += distance.values[row * width..<(row + 1) * width].map(String.init).joined(separator: " ") + "\n"
        }
        return text
    }

    /// Outlines as the vectors' JSON gives them: points in sixteenths of a pixel, pieces as indices into the
    /// region's points (the first of equal points), as the file holds them.
    static func json(_ outlines: (settings: OutlineSettings, outlines: [SolidOutline])) -> String {
        settingsJSON(outlines.settings) + #""regions":\#(regionsJSON(outlines.outlines))}"#
    }

    /// The frames' outlines (FOUT) as the vectors' JSON gives them: the settings, then per frame its regions as in
    /// `outlines`; null without them.
    var frameOutlinesJSON: String {
        guard let settings = frames.first?.outlineSettings else { return "null" }
        return Self.settingsJSON(settings)
            + #""frames":[\#(frames.map { Self.regionsJSON($0.outlines) }.joined(separator: ","))]}"#
    }

    static func settingsJSON(_ settings: OutlineSettings) -> String {
        #"{"epsilon16":\#(Int(settings.epsilon * 16)),"minArea256":\#(Int(settings.minArea * 256)),"mode":\#(settings.mode.rawValue),"maxVertices":\#(settings.maxVertices),"#
    }

    static func regionsJSON(_ outlines: [SolidOutline]) -> String {
        let regions = outlines.map { outline -> String in
            let rings = [outline.outer] + outline.holes
            let points = rings.joined().map { (Int($0.x * 16), Int($0.y * 16)) }
            var firstIndex: [String: Int] = [:]
            for (index, point) in points.enumerated() where firstIndex["\(point)"] == nil {
                firstIndex["\(point)"] = index
            }
            let ringText = rings.map { ring in
                "[" + ring.map { "[\(Int($0.x * 16)),\(Int($0.y * 16))]" }.joined(separator: ",") + "]"
            }
            let pieceText = outline.convexPieces.map { piece in
                "[" + piece.map { String(firstIndex["\((Int($0.x * 16), Int($0.y * 16)))"]!) }.joined(separator: ",")
                    + "]"
            }
            return #"{"pieces":[\#(pieceText.joined(separator: ","))],"rings":[\#(ringText.joined(separator: ","))]}"#
        }
        return "[" + regions.joined(separator: ",") + "]"
    }

    /// One frame as the vectors' JSON gives it (names here are plain ASCII).
    static func json(_ frame: AtlasFrame) -> String {
        let r = frame.pageRect
        let pivot = frame.pivot.map { "[\($0.x),\($0.y)]" } ?? "null"
        let rects = frame.rects.map { "[\($0.x),\($0.y),\($0.width),\($0.height)]" }.joined(separator: ",")
        return #"{"name":"\#(frame.name)","pageRect":[\#(r.x),\#(r.y),\#(r.width),\#(r.height)],"pivot":\#(pivot),"#
            + #""rects":[\#(rects)],"rotation":\#(frame.rotation.rawValue),"sourceSize":[\#(frame.sourceWidth),\#(frame.sourceHeight)],"#
            + #""trim":[\#(frame.trimX),\#(frame.trimY)]}"#
    }

    package var hasPBM: Bool { bits.map { $0.pixelCount <= Self.largestPBM } ?? false }

    /// `NAME.pbm` (plain PBM, P1: 1 is solid), lines of at most 70 digits.
    package var pbm: String? {
        guard let bits, hasPBM else { return nil }
        var text = "P1\n\(bits.width) \(bits.height)\n"
        for y in 0..<bits.height {
            var line = ""
            for x in 0..<bits.width {
                line += bits.isSolid(index: y * bits.width + x) ? "1" : "0"
                if line.count == 70 {
                    text += line + "\n"
                    line = ""
                }
            }
            if !line.isEmpty { text += line + "\n" }
        }
        return text
    }
}

package enum ConformanceVectors {
    package static func all() -> [ConformanceVector] { valid() + invalid() }

    /// A deterministic pattern with edges at every offset (no floating point, no random generator).
    static func pattern(width: Int, height: Int, salt: Int) -> PackedBits {
        SyntheticMasks.make(width: width, height: height) { x, y in
            let h = (x &* 73_856_093) ^ (y &* 19_349_663) ^ (salt &* 83_492_791)
            return (x / 3 + y / 2 + salt) % 4 != 0 && (h >> 5) % 7 != 0
        }
    }

    static let source = SourceRecord(digest: 0x0123_4567_89AB_CDEF, generatorRevision: 4)

    static func header(
        _ bits: PackedBits, scale: Double = 1, threshold: UInt8 = 0, alpha: Bool = true, mode: FitMode = .outer,
        grid: Int = 32
    ) -> HitMaskHeader {
        HitMaskHeader(
            width: bits.width, height: bits.height, scale: scale, threshold: threshold, sourceHasAlpha: alpha,
            rectMode: mode, rectGrid: grid)
    }

    /// A valid vector written by the writer, optionally edited in ways that leave its meaning unchanged.
    static func valid(
        _ name: String, _ about: String, _ bits: PackedBits, codec: MaskCodec, header: HitMaskHeader? = nil,
        source: SourceRecord? = source, distance: Bool = false, frames: [AtlasFrame] = [],
        outlines: (settings: OutlineSettings, outlines: [SolidOutline])? = nil, frameOutlines: OutlineSettings? = nil,
        edit: ((inout EditableMaskFile) -> Void)? = nil
    ) -> ConformanceVector {
        let header = header ?? Self.header(bits)
        // Each frame's outlines, built from its own pixels as the generator builds them.
        var frames = frames, frameOutlinePayload: [UInt8]?
        if let settings = frameOutlines {
            let built = frames.map { try! OutlineBuilder.build(of: PackedBits($0, in: bits), settings: settings) }
            frames = zip(frames, built).map { $0.with(outlines: $1.map(\.outline), settings: settings) }
            frameOutlinePayload = OutlineSectionEncoder.encodeFrames(built, settings: settings)
        }
        let rects = ShapeRectBuilder.rects(for: bits, grid: header.rectGrid, mode: header.rectMode)
        let field = distance ? DistanceField(bits) : nil
        var bytes = HitMaskWriter.fileBytes(
            header: header, codec: codec, maskPayload: MaskEncoder.payload(bits, codec: codec), rects: rects,
            source: source ?? Self.source, distancePayload: field.map(DistanceFieldEncoder.encode), frames: frames,
            outlinePayload: outlines.map { OutlineSectionEncoder.encode($0.outlines, settings: $0.settings) },
            frameOutlinePayload: frameOutlinePayload)
        if source == nil || edit != nil {
            var file = EditableMaskFile(bytes)
            if source == nil { file.sections.removeAll { $0.id == HitMaskFormat.SectionID.source } }
            edit?(&file)
            bytes = file.bytes()
        }
        var vector = ConformanceVector(
            name: name, about: about, bytes: bytes, bits: bits, header: header, codec: codec, rects: rects,
            source: source, distance: field, frames: frames, error: nil)
        vector.outlines = outlines
        return vector
    }

    static func valid() -> [ConformanceVector] {
        let one = SyntheticMasks.make(width: 1, height: 1) { _, _ in true }
        let none = SyntheticMasks.make(width: 1, height: 1) { _, _ in false }
        var vectors = [
            valid("valid-1x1-solid-runs", "1x1 solid, codec 1", one, codec: .runLength),
            valid("valid-1x1-solid-transitions", "1x1 solid, codec 3", one, codec: .transitions),
            valid("valid-1x1-clear-runs", "1x1 clear, codec 1", none, codec: .runLength),
            valid("valid-1x1-clear-transitions", "1x1 clear, codec 3", none, codec: .transitions),
        ]
        for width in [2, 3, 7, 8, 9, 15, 16, 17, 63, 64, 65, 127, 128, 129] {
            let bits = pattern(width: width, height: 5 + width % 4, salt: width)
            for codec in MaskCodec.allCases {
                vectors.append(
                    valid(
                        "valid-width-\(width)-\(codec == .runLength ? "runs" : "transitions")",
                        "a \(bits.width)x\(bits.height) pattern, codec \(codec.rawValue)", bits, codec: codec))
            }
        }
        let clear = SyntheticMasks.make(width: 37, height: 23) { _, _ in false }
        let solid = SyntheticMasks.make(width: 37, height: 23) { _, _ in true }
        let disc = SyntheticMasks.disc(width: 61, height: 47)
        for codec in MaskCodec.allCases {
            let tag = codec == .runLength ? "runs" : "transitions"
            vectors += [
                valid("valid-all-clear-\(tag)", "37x23 all clear: no rects", clear, codec: codec),
                valid("valid-all-solid-\(tag)", "37x23 all solid", solid, codec: codec),
                valid(
                    "valid-no-alpha-\(tag)", "all solid, flags 0 (the source had no alpha)", solid, codec: codec,
                    header: header(solid, alpha: false)),
                valid("valid-disc-\(tag)", "61x47 disc", disc, codec: codec),
            ]
        }
        let tall = pattern(width: 3, height: 200, salt: 9)
        vectors += [
            valid("valid-tall-transitions", "3x200, many rows, codec 3", tall, codec: .transitions),
            valid(
                "valid-rects-inner", "rect mode inner, grid 8", disc, codec: .transitions,
                header: header(disc, mode: .inner, grid: 8)),
            valid(
                "valid-rects-balanced", "rect mode balanced, grid 8", disc, codec: .transitions,
                header: header(disc, mode: .balanced, grid: 8)),
            valid("valid-no-source", "no SRCH section", disc, codec: .transitions, source: nil),
            valid(
                "valid-largest-header-values", "threshold 255, mode 2, grid 4096, scale the largest double", disc,
                codec: .transitions,
                header: header(disc, scale: .greatestFiniteMagnitude, threshold: 255, mode: .balanced, grid: 4096)),
            valid(
                "valid-scale-subnormal", "the smallest positive scale (a subnormal)", one, codec: .runLength,
                header: header(one, scale: .leastNonzeroMagnitude)),
            valid(
                "valid-scale-2", "scale 2 (an @2x asset)", disc, codec: .transitions, header: header(disc, scale: 2)),
            valid("valid-unknown-sections", "sections 8 and 200, which readers skip", disc, codec: .transitions) {
                $0.sections += [(8, [1, 2, 3]), (200, [])]
            },
            valid(
                "valid-outlines-example", "OUTL: the FORMAT.md example (a 2x1 mask, pixel (0, 0) solid, exact outline)",
                exampleOutlineMask, codec: .runLength, outlines: exampleOutlines),
            valid(
                "valid-outlines-disc", "OUTL: a 61x47 disc, mode outer, ε 1", disc, codec: .transitions,
                outlines: built(disc, OutlineSettings())),
            valid(
                "valid-outlines-rings-inner",
                "OUTL: nested rings (holes, a region inside a hole), mode inner, ε 0.5, pieces of at most 5",
                rings, codec: .transitions,
                outlines: built(rings, OutlineSettings(epsilon: 0.5, mode: .inner, maxVertices: 5))),
            valid(
                "valid-outlines-checkerboard",
                "OUTL: a 6x5 checkerboard, mode balanced, exact (pinch corners cut 1/16 px)",
                checkerboard, codec: .transitions,
                outlines: built(checkerboard, OutlineSettings(epsilon: 0, mode: .balanced))),
            valid(
                "valid-outlines-empty", "OUTL with no regions (an all-clear mask), after DIST", clear,
                codec: .transitions, distance: true,
                outlines: built(clear, OutlineSettings(epsilon: 2))),
            valid(
                "valid-frames", "FRAM: four frames, every rotation, a pivot, a negative trim, an empty one", disc,
                codec: .transitions, frames: sampleFrames),
            valid(
                "valid-frame-outlines",
                "FOUT: the four frames' own outlines in their untrimmed sprites (balanced, ε 1; none for the empty one)",
                disc, codec: .transitions, frames: sampleFrames, frameOutlines: OutlineSettings(mode: .balanced)),
            valid(
                "valid-frame-outlines-with-page",
                "OUTL and FOUT: the page's outlines and the frames' (outer, ε 0.5, pieces of at most 6)",
                disc, codec: .transitions, frames: sampleFrames,
                outlines: built(disc, OutlineSettings(epsilon: 0.5, maxVertices: 6)),
                frameOutlines: OutlineSettings(epsilon: 0.5, maxVertices: 6)),
            valid(
                "valid-frame-outlines-no-frames",
                "FRAM with no frames and a FOUT of settings alone (balanced, ε 1, max vertices 8, minimum area 1 px²)",
                one, codec: .runLength
            ) {
                $0.sections += [
                    (HitMaskFormat.SectionID.frames, [0]),
                    (HitMaskFormat.SectionID.frameOutlines, [2, 16, 8, 0x80, 2]),
                ]
            },
            valid(
                "valid-frames-extreme-values",
                "FRAM at the edges of every field: pivots of ±the largest double and a subnormal, trims of -2^31 and 2^31 - 1, a 2^30-pixel source",
                disc, codec: .transitions, frames: extremeFrames),
            valid(
                "valid-outlines-far-points",
                "OUTL on a (2^27 + 1) x 1 mask: points up to 16 x width = 2^31 + 16 sixteenths, past a 32-bit signed integer",
                farMask, codec: .runLength, outlines: farOutlines),
            valid(
                "valid-frames-repeated-name",
                "FRAM: two frames of one name (a writer promise broken: lookups find the first)", disc,
                codec: .transitions,
                frames: [
                    sampleFrames[0],
                    AtlasFrame(
                        name: "hero", pageRect: PixelRect(x: 0, y: 0, width: 1, height: 1), rotation: .none, trimX: 0,
                        trimY: 0, sourceWidth: 1, sourceHeight: 1),
                ]),
            valid(
                "valid-distance-1x1", "1x1 solid with a DIST field (the FORMAT.md example)", one, codec: .runLength,
                distance: true),
            valid(
                "valid-distance-clear", "all clear with a DIST field: 255 everywhere", clear, codec: .transitions,
                distance: true),
            valid(
                "valid-distance-pattern", "a 17x6 pattern with a DIST field", pattern(width: 17, height: 6, salt: 3),
                codec: .transitions, distance: true),
            valid(
                "valid-distance-disc", "a 61x47 disc with a DIST field, then an unknown section", disc,
                codec: .transitions, distance: true
            ) {
                $0.sections += [(9, [7])]
            },
            valid(
                "valid-distance-literal-tokens", "DIST written as one-value literal tokens only (any split is valid)",
                pattern(width: 5, height: 4, salt: 2), codec: .runLength, distance: true
            ) {
                $0["DIST"] = DistanceField(pattern(width: 5, height: 4, salt: 2)).values.flatMap { [0, $0] }
            },
            valid("valid-flags-other-bits", "flags 0xFF: bits 1-7 are ignored", disc, codec: .transitions) {
                $0.fixedHeader[5] = 0xFF
            },
            valid(
                "valid-overlong-varints", "width, RECT count and a section length in longer encodings", one,
                codec: .runLength
            ) {
                $0.width = [0x81, 0x80, 0x80, 0x80, 0x00]
                $0["RECT"] = [0x81, 0x00] + $0["RECT"].dropFirst()
            },
            valid(
                "valid-zero-runs", "codec 1 with zero runs in the middle and at the end",
                pattern(width: 5, height: 2, salt: 1), codec: .runLength
            ) {
                // Each added pair of zero runs keeps the colours in step.
                let runs = $0["MASK"].dropFirst()
                $0["MASK"] = [1] + runs + [0, 0]
                $0["MASK"].insert(contentsOf: [0, 0], at: 2)
            },
            queriesVector(withField: true),
            queriesVector(withField: false),
            valid(
                "valid-limit-32768x32768-clear",
                "width x height = 2^30, the pixel limit, all clear (128 MiB decoded; no PBM)",
                SyntheticMasks.make(width: 32768, height: 32768) { _, _ in false }, codec: .transitions),
        ]
        vectors.append(overlapsVector(others: vectors))
        return vectors
    }

    /// The queries' vectors: a 7x5 page with a frame, and with a DIST field that holds 9 at its solid pixel (0, 0),
    /// where every reader answers 0, or without one, where every reader searches and gives the same answers; the
    /// answers at the edges of every query's arguments (FORMAT.md, "What readers answer"), worked out here by brute
    /// force over the pixels, not by a reader.
    static func queriesVector(withField: Bool) -> ConformanceVector {
        let bits = SyntheticMasks.make(width: 7, height: 5) { x, y in (x * 3 + y * 5) % 4 == 0 }
        let frame = AtlasFrame(
            name: "hero", pageRect: PixelRect(x: 1, y: 1, width: 3, height: 2), rotation: .clockwise, trimX: 1,
            trimY: 0,
            sourceWidth: 4, sourceHeight: 4)
        var values = DistanceField(bits).values
        values[DistanceField.margin * (7 + 2 * DistanceField.margin) + DistanceField.margin] = 9
        let stored = DistanceField(width: 7, height: 5, values: values)
        var vector =
            withField
            ? valid(
                "valid-queries", "the queries' answers at the edges of their arguments; DIST holds 9 at solid (0, 0)",
                bits, codec: .transitions, distance: true, frames: [frame]
            ) {
                $0["DIST"] = stored.values.flatMap { [0, $0] }  // one-value literals
            }
            : valid(
                "valid-queries-no-field",
                "valid-queries without its DIST field: the same answers, searched for instead of read",
                bits, codec: .transitions, frames: [frame])
        if withField {
            vector.distance = DistanceField(bits)  // as read: 0 at every solid pixel, whatever the file holds there
        }
        func isSolid(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < 7 && y < 5 && bits.isSolid(index: y * 7 + x)
        }
        /// The nearest solid pixel's squared distance, for pixels near the page.
        func nearest(_ x: Int, _ y: Int) -> Int {
            var best = Int.max
            for j in 0..<5 {
                for i in 0..<7 where isSolid(i, j) { best = min(best, (i - x) * (i - x) + (j - y) * (j - y)) }
            }
            return best
        }
        typealias Q = ConformanceVector.QueryValue
        let special: [Double: Q] = [.nan: .text("nan"), .infinity: .text("inf"), -.infinity: .text("-inf")]
        func value(_ v: Double) -> Q {
            v.isNaN ? .text("nan") : special[v] ?? (v == 0 && v.sign == .minus ? .text("-0") : .number(v))
        }
        let coordinates: [Double] = [
            0, 1, 2.5, 6, 6.99, 7, -0.0, -0.5, -1, -15, -16, 21, 22, 2_147_483_648, -2_147_483_648,
            4_294_967_297, 9_007_199_254_740_992, 4_611_686_018_427_387_904, -4_611_686_018_427_387_904, 1e300,
            .nan, .infinity, -.infinity,
        ]
        let tolerances: [Double] = [-1, -0.0, 0, 1, 1.5, 2, 3.9, 15.99, 16, 20, 1e9, .infinity, -.infinity, .nan]
        var queries: [[Q]] = []
        for x in coordinates {
            for y in coordinates where (x == y || y == 2.5 || y == 0 || x == 0) {
                let finite = x.isFinite && y.isFinite
                let column = finite ? x.rounded(.down) : 0, row = finite ? y.rounded(.down) : 0
                let near = finite && abs(column) < 64 && abs(row) < 64
                let d2 = near ? nearest(Int(column), Int(row)) : Int.max
                let inside = near && isSolid(Int(column), Int(row))
                queries.append([.text("contains"), value(x), value(y), .flag(inside)])
                // 255 beyond the field's margin (FORMAT.md, DIST), and for positions that are not finite.
                let marginal = near && column >= -15 && row >= -15 && column < 7 + 15 && row < 5 + 15
                queries.append([
                    .text("distanceSquared"), value(x), value(y), .number(Double(marginal ? min(d2, 255) : 255)),
                ])
                for r in tolerances {
                    let answer: Bool
                    if !finite || !(r >= 0) {
                        answer = inside
                    } else if r < 16 {
                        answer = inside || d2 <= min(Int((r * r).rounded(.down)), 254)
                    } else if near {
                        answer = Double(d2) <= r * r
                    } else {
                        answer = r == .infinity || (r >= 1e300)
                    }
                    queries.append([.text("containsWithin"), value(x), value(y), value(r), .flag(answer)])
                }
                // The frame: its untrimmed sprite's pixel, through the page; no frame (a failed lookup): false.
                let pixel = finite && near ? frame.pagePixel(x: Int(column), y: Int(row)) : nil
                queries.append([
                    .text("frameContains"), .number(0), value(x), value(y),
                    .flag(pixel.map { isSolid($0.x, $0.y) } ?? false),
                ])
                queries.append([.text("frameContains"), .text("missing"), value(x), value(y), .flag(false)])
            }
        }
        // Every pixel of the page, of the field's 15-pixel margin and one beyond: where the nearest solid pixel lies
        // between 15 and 16 pixels away (squared distances 226 to 254), a search that stops at 15 pixels answers
        // otherwise than the field does.
        for row in -16...20 {
            for column in -16...22 {
                let x = Double(column), y = Double(row)
                let d2 = nearest(column, row)
                queries.append([.text("distanceSquared"), value(x), value(y), .number(Double(min(d2, 255)))])
                for r in [15.1, 15.5, 15.9] {
                    let answer = d2 <= min(Int((r * r).rounded(.down)), 254)
                    queries.append([.text("containsWithin"), value(x), value(y), value(r), .flag(answer)])
                }
            }
        }
        vector.queries = queries
        return vector
    }

    /// The FORMAT.md "OUTL" example: a 2×1 mask with pixel (0, 0) solid and its exact outline, one 4-vertex piece.
    package static let exampleOutlineMask = SyntheticMasks.make(width: 2, height: 1) { x, _ in x == 0 }
    package static let exampleOutlines: (settings: OutlineSettings, outlines: [SolidOutline]) = {
        let square = [PixelPoint(x: 0, y: 0), PixelPoint(x: 1, y: 0), PixelPoint(x: 1, y: 1), PixelPoint(x: 0, y: 1)]
        return (
            OutlineSettings(epsilon: 0, minArea: 0),
            [SolidOutline(outer: square, holes: [], convexPieces: [square])]
        )
    }()

    /// Frames whose every field sits at a limit FORMAT.md allows (on the 61x47 disc's page).
    static let extremeFrames = [
        AtlasFrame(
            name: "largest", pageRect: PixelRect(x: 0, y: 0, width: 61, height: 47), rotation: .none,
            trimX: Int(Int32.min), trimY: Int(Int32.max), sourceWidth: 1 << 30, sourceHeight: 1,
            pivot: (-.greatestFiniteMagnitude, .greatestFiniteMagnitude)),
        AtlasFrame(
            name: "tiny-pivot", pageRect: PixelRect(x: 60, y: 46, width: 1, height: 1), rotation: .counterClockwise,
            trimX: Int(Int32.max), trimY: Int(Int32.min), sourceWidth: 1, sourceHeight: 1 << 30,
            pivot: (.leastNonzeroMagnitude, -1e308)),
        AtlasFrame(
            name: "whole-numbers", pageRect: PixelRect(x: 0, y: 0, width: 1, height: 1), rotation: .halfTurn,
            trimX: 0, trimY: 0, sourceWidth: 1, sourceHeight: 1, pivot: (0x1p63, -0x1p64)),
    ]

    /// A (2^27 + 1) × 1 clear mask whose one outline (the writer's promises aside: readers check only the bounds)
    /// reaches X = 16 × width, a point no 32-bit signed integer holds.
    static let farMask = PackedBits(width: (1 << 27) + 1, height: 1)
    static let farOutlines: (settings: OutlineSettings, outlines: [SolidOutline]) = {
        let right = Double(farMask.width), left = Double(Int32.max) / 16
        let ring = [
            PixelPoint(x: left, y: 0), PixelPoint(x: right, y: 0), PixelPoint(x: right, y: 1),
            PixelPoint(x: left, y: 1),
        ]
        return (
            OutlineSettings(epsilon: 0, minArea: 0), [SolidOutline(outer: ring, holes: [], convexPieces: [ring])]
        )
    }()

    static let rings = SyntheticMasks.make(width: 40, height: 40) { x, y in
        let d = ((Double(x) - 19.5) * (Double(x) - 19.5) + (Double(y) - 19.5) * (Double(y) - 19.5)).squareRoot()
        return d < 4 || (d >= 8 && d < 12) || (d >= 15 && d < 19)
    }
    static let checkerboard = SyntheticMasks.make(width: 6, height: 5) { x, y in (x + y) % 2 == 0 }

    static func built(_ bits: PackedBits, _ settings: OutlineSettings) -> (
        settings: OutlineSettings, outlines: [SolidOutline]
    ) {
        (settings, try! OutlineBuilder.outlines(of: bits, settings: settings))
    }

    /// A broken file and the kind of error every reader must report for it.
    static func invalid(_ name: String, _ about: String, _ kind: HitMaskError.Kind, _ bytes: [UInt8])
        -> ConformanceVector
    {
        ConformanceVector(
            name: name, about: about, bytes: bytes, bits: nil, header: nil, codec: nil, rects: [], source: nil,
            error: ConformanceVector.slug(kind))
    }

    static func invalid() -> [ConformanceVector] {
        let disc = SyntheticMasks.disc(width: 21, height: 13)
        let base = valid("base", "", disc, codec: .transitions).bytes
        let runs = valid("base", "", disc, codec: .runLength).bytes
        func edited(_ bytes: [UInt8] = base, _ edit: (inout EditableMaskFile) -> Void) -> [UInt8] {
            var file = EditableMaskFile(bytes)
            edit(&file)
            return file.bytes()
        }
        func scale(_ value: Double) -> [UInt8] {
            edited { $0.setFixedHeader(value.bitPattern, at: 8, count: 8) }
        }
        var badCRC = base
        badCRC[20] ^= 0x40
        // A 1-pixel-wide clear mask, then a height one row beyond what its coded bytes can account for.
        let tooTall = valid("base", "", SyntheticMasks.make(width: 1, height: 1) { _, _ in false }, codec: .transitions)
            .bytes
        let tallHeight = UInt64(
            TransitionModel.decisionBudget(dataBytes: EditableMaskFile(tooTall)["MASK"].count - 1) + 1)
        let withDistance = valid("base", "", disc, codec: .transitions, distance: true).bytes
        let withFrames = valid("base", "", disc, codec: .transitions, frames: [sampleFrames[0]]).bytes
        // The one frame's payload: count 1, name "hero", page rect 2 1 8 5, flags 1, trim 0 0, source 6 9, pivot, rects.
        func framesEdited(_ edit: (inout [UInt8]) -> Void) -> [UInt8] { edited(withFrames) { edit(&$0["FRAM"]) } }
        let fieldSize = DistanceField.valueCount(width: 21, height: 13)
        let withOutlines = valid("base", "", exampleOutlineMask, codec: .runLength, outlines: exampleOutlines).bytes
        // The example's payload: 00 00 08 00 01 | 01 04 00 00 20 00 00 20 1F 00 | 01 04 00 02 02 02 (minimum area 0).
        func outlinesEdited(_ edit: (inout [UInt8]) -> Void) -> [UInt8] { edited(withOutlines) { edit(&$0["OUTL"]) } }
        // The one frame (source 6 x 9) with a FOUT section: the OUTL example's region, as that frame's one region:
        // 00 00 08 00 | 01 | 01 04 00 00 20 00 00 20 1F 00 | 01 04 00 02 02 02.
        let frameOutlines: [UInt8] = [0, 0, 8, 0, 1, 1, 4, 0, 0, 0x20, 0, 0, 0x20, 0x1F, 0, 1, 4, 0, 2, 2, 2]
        func frameOutlinesEdited(_ edit: (inout [UInt8]) -> Void) -> [UInt8] {
            edited(withFrames) {
                var payload = frameOutlines
                edit(&payload)
                $0.sections.append((HitMaskFormat.SectionID.frameOutlines, payload))
            }
        }
        return [
            invalid(
                "invalid-frame-outlines-no-frames", "a FOUT section in a file without FRAM", .corruptSection,
                edited { $0.sections.append((HitMaskFormat.SectionID.frameOutlines, [0, 0, 8, 0, 0])) }),
            invalid(
                "invalid-frame-outlines-empty", "an empty FOUT section", .corruptSection,
                frameOutlinesEdited { $0 = [] }),
            invalid("invalid-frame-outlines-mode", "FOUT mode 3", .corruptSection, frameOutlinesEdited { $0[0] = 3 }),
            invalid(
                "invalid-frame-outlines-missing-frame", "FOUT ends before the frame's region count", .corruptSection,
                frameOutlinesEdited { $0 = Array($0[0..<4]) }),
            invalid(
                "invalid-frame-outlines-point-outside", "a point at x = 97/16 in a frame 6 pixels wide",
                .corruptSection,
                frameOutlinesEdited { $0.replaceSubrange(9..<10, with: EditableMaskFile.varint(194)) }),
            invalid(
                "invalid-frame-outlines-count", "more regions claimed than the bytes can hold", .corruptSection,
                frameOutlinesEdited { $0[4] = 2 }),
            invalid(
                "invalid-frame-outlines-trailing", "a byte after the last frame's regions", .corruptSection,
                frameOutlinesEdited { $0 += [0] }),
            invalid("invalid-outlines-empty", "an empty OUTL section", .corruptSection, outlinesEdited { $0 = [] }),
            invalid("invalid-outlines-mode", "OUTL mode 3", .corruptSection, outlinesEdited { $0[0] = 3 }),
            invalid(
                "invalid-outlines-tolerance", "OUTL tolerance 1025/16 px, over 64", .corruptSection,
                outlinesEdited { $0.replaceSubrange(1..<2, with: EditableMaskFile.varint(1025)) }),
            invalid(
                "invalid-outlines-max-vertices", "OUTL max vertices 2", .corruptSection, outlinesEdited { $0[2] = 2 }),
            invalid(
                "invalid-outlines-count", "more regions claimed than the bytes can hold", .corruptSection,
                outlinesEdited { $0[4] = 2 }),
            invalid("invalid-outlines-no-rings", "a region of 0 rings", .corruptSection, outlinesEdited { $0[5] = 0 }),
            invalid("invalid-outlines-two-points", "a ring of 2 points", .corruptSection, outlinesEdited { $0[6] = 2 }),
            invalid(
                "invalid-outlines-point-outside", "a point at x = 3 on a 2-pixel-wide mask", .corruptSection,
                outlinesEdited { $0[9] = 0x60 }),
            invalid(
                "invalid-outlines-point-negative", "a point at y = -1/16", .corruptSection, outlinesEdited { $0[8] = 1 }
            ),
            invalid(
                "invalid-outlines-no-pieces", "a region of 0 convex pieces", .corruptSection,
                outlinesEdited { $0[15] = 0 }),
            invalid(
                "invalid-outlines-piece-too-big", "a piece of 9 vertices over the limit 8", .corruptSection,
                outlinesEdited { $0[16] = 9 }),
            invalid(
                "invalid-outlines-index", "a piece index past the region's 4 points", .corruptSection,
                outlinesEdited { $0[20] = 4 }),
            invalid(
                "invalid-outlines-index-negative", "a piece index of -1", .corruptSection, outlinesEdited { $0[17] = 1 }
            ),
            invalid(
                "invalid-outlines-trailing", "a byte after the last region", .corruptSection,
                outlinesEdited { $0 += [0] }),
            invalid(
                "invalid-frames-outside-page", "a frame's page rect one pixel past the page", .corruptSection,
                framesEdited { $0[8] = 60 }),
            invalid(
                "invalid-frames-flag-bits", "a frame flag bit 3 set", .corruptSection, framesEdited { $0[10] |= 0b1000 }
            ),
            invalid(
                "invalid-frames-empty-name", "a frame with an empty name", .corruptSection, framesEdited { $0[1] = 0 }),
            invalid(
                "invalid-frames-source-0", "a frame of source width 0", .corruptSection, framesEdited { $0[13] = 0 }),
            invalid(
                "invalid-frames-source-too-large", "a frame source of 65536 x 65536 pixels, over 2^30", .corruptSection,
                framesEdited {
                    $0.replaceSubrange(13..<15, with: EditableMaskFile.varint(65536) + EditableMaskFile.varint(65536))
                }),
            invalid(
                "invalid-frames-pivot-nan", "a frame pivot that is NaN", .corruptSection,
                framesEdited {
                    $0.replaceSubrange(
                        15..<23,
                        with: (0..<8).map { UInt8(truncatingIfNeeded: Double.nan.bitPattern >> (8 * UInt64($0))) })
                }),
            invalid(
                "invalid-frames-rect-outside", "a frame rect past its source width", .corruptSection,
                framesEdited { $0[$0.count - 2] = 7 }),
            invalid(
                "invalid-frames-trailing", "a byte after the last frame", .corruptSection, framesEdited { $0 += [0] }),
            invalid(
                "invalid-frames-count", "more frames claimed than the bytes can hold", .corruptSection,
                framesEdited { $0[0] = 9 }),
            invalid(
                "invalid-distance-run-past-end", "a DIST run one value longer than the field", .corruptSection,
                edited(withDistance) { $0["DIST"] = EditableMaskFile.varint(UInt64(fieldSize) << 1 | 1) + [255] }),
            invalid(
                "invalid-distance-short", "DIST tokens one value short of the field", .corruptSection,
                edited(withDistance) { $0["DIST"] = EditableMaskFile.varint(UInt64(fieldSize - 2) << 1 | 1) + [255] }),
            invalid(
                "invalid-distance-trailing", "a byte after the token that completes the field", .corruptSection,
                edited(withDistance) { $0["DIST"] += [0] }),
            invalid(
                "invalid-distance-literal-cut", "a literal token that runs past the payload", .corruptSection,
                edited(withDistance) { $0["DIST"] = EditableMaskFile.varint(UInt64(fieldSize - 1) << 1) + [1, 2, 3] }),
            invalid(
                "invalid-distance-empty", "an empty DIST section", .corruptSection,
                edited(withDistance) { $0["DIST"] = [] }),
            invalid(
                "invalid-distance-too-large", "a DIST section on an 8192x8192 mask: its field exceeds 2^26 values",
                .corruptSection,
                valid("base", "", PackedBits(width: 8192, height: 8192), codec: .transitions) {
                    $0.sections.append((4, [1, 255]))
                }.bytes),
            invalid("invalid-empty", "no bytes at all", .truncated, []),
            invalid("invalid-magic-only-3", "3 bytes of the magic", .truncated, Array(base[0..<3])),
            invalid("invalid-magic-only-4", "the magic and nothing else", .truncated, Array(base[0..<4])),
            invalid(
                "invalid-not-a-hitmask", "a PNG signature", .notAHitMask,
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            invalid(
                "invalid-version-2", "version 2 (a newer writer), whatever follows", .unsupportedVersion,
                Array(base[0..<4]) + [2]),
            invalid(
                "invalid-22-bytes", "one byte short of the smallest header and checksum", .truncated,
                Array(base[0..<22])),
            invalid("invalid-checksum", "one bit flipped", .checksumMismatch, badCRC),
            invalid(
                "invalid-cut-short", "the last byte missing: fails the checksum", .checksumMismatch,
                Array(base.dropLast())),
            invalid("invalid-rect-mode-3", "rect mode 3", .corruptHeader, edited { $0.fixedHeader[7] = 3 }),
            invalid("invalid-scale-nan", "scale NaN", .corruptHeader, scale(.nan)),
            invalid("invalid-scale-infinity", "scale +infinity", .corruptHeader, scale(.infinity)),
            invalid("invalid-scale-minus-infinity", "scale -infinity", .corruptHeader, scale(-.infinity)),
            invalid("invalid-scale-zero", "scale 0", .corruptHeader, scale(0)),
            invalid("invalid-scale-minus-zero", "scale -0", .corruptHeader, scale(-0.0)),
            invalid("invalid-scale-negative", "scale -1", .corruptHeader, scale(-1)),
            invalid("invalid-width-0", "width 0", .corruptHeader, edited { $0.width = [0] }),
            invalid("invalid-height-0", "height 0", .corruptHeader, edited { $0.height = [0] }),
            invalid(
                "invalid-over-pixel-limit", "32768 x 32769 pixels, over 2^30", .corruptHeader,
                edited {
                    $0.width = EditableMaskFile.varint(32768)
                    $0.height = EditableMaskFile.varint(32769)
                }),
            invalid(
                "invalid-size-overflow", "width = height = 2^32 - 1: the product needs 64-bit arithmetic",
                .corruptHeader,
                edited {
                    $0.width = EditableMaskFile.varint(0xFFFF_FFFF)
                    $0.height = EditableMaskFile.varint(0xFFFF_FFFF)
                }),
            invalid(
                "invalid-width-varint-33-bits", "a width varint over 32 bits", .corruptHeader,
                edited { $0.width = [0x80, 0x80, 0x80, 0x80, 0x10] }),
            invalid(
                "invalid-width-varint-6-bytes", "a width varint of 6 bytes", .corruptHeader,
                edited { $0.width = [0x95, 0x80, 0x80, 0x80, 0x80, 0x00] }),
            invalid("invalid-rect-grid-0", "rect grid 0", .corruptHeader, edited { $0.rectGrid = [0] }),
            invalid(
                "invalid-rect-grid-4097", "rect grid 4097", .corruptHeader,
                edited { $0.rectGrid = EditableMaskFile.varint(4097) }),
            invalid("invalid-section-order", "RECT before MASK", .corruptSection, edited { $0.sections.swapAt(0, 1) }),
            invalid(
                "invalid-section-repeated", "MASK twice", .corruptSection,
                edited { $0.sections.insert($0.sections[0], at: 1) }),
            invalid(
                "invalid-unknown-section-repeated", "an unknown id twice", .corruptSection,
                edited { $0.sections += [(9, []), (9, [])] }),
            invalid(
                "invalid-section-id-0", "a section with id 0", .corruptSection,
                edited { $0.sections.insert((0, []), at: 0) }),
            invalid(
                "invalid-section-length-past-crc", "RECT's length runs into the checksum", .corruptSection,
                edited { $0.sections.removeLast() }.withLength(of: 1, plus: 1)),
            invalid(
                "invalid-leftover-byte", "one byte (an id, no length) between the last section and the CRC",
                .corruptSection, repairingChecksum(Array(base.dropLast(4)) + [200, 0, 0, 0, 0])),
            invalid("invalid-mask-missing", "no MASK section", .corruptSection, edited { $0.sections.removeFirst() }),
            invalid("invalid-rect-missing", "no RECT section", .corruptSection, edited { $0.sections.remove(at: 1) }),
            invalid(
                "invalid-mask-empty", "a MASK section with no codec byte", .corruptSection, edited { $0["MASK"] = [] }),
            invalid("invalid-codec-0", "codec 0", .unsupportedCodec, edited { $0["MASK"][0] = 0 }),
            invalid(
                "invalid-codec-2", "codec 2 (retired before release)", .unsupportedCodec, edited { $0["MASK"][0] = 2 }),
            invalid(
                "invalid-codec-255", "codec 255, and its data is garbage", .unsupportedCodec,
                edited { $0["MASK"] = [255, 1, 2, 3] }),
            invalid(
                "invalid-rect-count", "more rects claimed than the bytes can hold", .corruptSection,
                edited { $0["RECT"] = [200] + $0["RECT"].dropFirst() }),
            invalid(
                "invalid-rect-empty", "a rect of width 0", .corruptSection, edited { $0["RECT"] = [1, 0, 0, 0, 1] }),
            invalid(
                "invalid-rect-outside", "a rect one pixel wider than the mask", .corruptSection,
                edited { $0["RECT"] = [1, 0, 0, 22, 1] }),
            invalid(
                "invalid-rect-trailing", "a byte after the last rect", .corruptSection, edited { $0["RECT"] += [0] }),
            invalid("invalid-source-short", "a 9-byte SRCH", .corruptSection, edited { $0["SRCH"].removeLast() }),
            invalid("invalid-source-long", "an 11-byte SRCH", .corruptSection, edited { $0["SRCH"] += [0] }),
            invalid(
                "invalid-runs-short", "codec 1 runs that cover one pixel too few", .corruptSection,
                edited(runs) { $0["MASK"][$0["MASK"].count - 1] -= 1 }),
            invalid(
                "invalid-runs-long", "codec 1 runs that cover one pixel too many", .corruptSection,
                edited(runs) { $0["MASK"] += [1] }),
            invalid(
                "invalid-runs-varint", "codec 1 data ending inside a varint", .corruptSection,
                edited(runs) { $0["MASK"] += [0x80] }),
            invalid("invalid-runs-empty", "codec 1 with no runs", .corruptSection, edited(runs) { $0["MASK"] = [1] }),
            invalid(
                "invalid-transitions-short", "codec 3 data of 4 bytes", .corruptSection,
                edited { $0["MASK"] = [3, 0, 0, 0, 0] }),
            invalid(
                "invalid-transitions-prefix", "codec 3 data whose first byte is not 0", .corruptSection,
                edited { $0["MASK"][1] = 1 }),
            invalid(
                "invalid-transitions-trailing", "a byte after the last row's data", .corruptSection,
                edited { $0["MASK"] += [0] }),
            invalid(
                "invalid-transitions-cut", "codec 3 data missing its last byte", .corruptSection,
                edited { $0["MASK"].removeLast() }),
            invalid(
                "invalid-transitions-pass-beyond-row", "codec 3: a pass with b2 at the row's end", .corruptSection,
                crafted(width: 4, [(.isV0, false), (.isPass, true)])),
            invalid(
                "invalid-transitions-vertical-outside", "codec 3: a vertical +1 change beyond the row's end",
                .corruptSection,
                crafted(
                    width: 4,
                    [
                        (.isV0, false), (.isPass, false), (.isHorizontal, false), (.isNegative, false),
                        (.isMagnitude1, true),
                    ])),
            invalid(
                "invalid-transitions-run-leaves-row", "codec 3: a first horizontal run of 5 in a row of 4",
                .corruptSection,
                crafted(width: 4, [(.isV0, false), (.isPass, false), (.isHorizontal, true)], runs: [(0, false, 4, 5)])),
            invalid(
                "invalid-transitions-empty-second-run", "codec 3: a second horizontal run of 0 before the row's end",
                .corruptSection,
                crafted(
                    width: 4, [(.isV0, false), (.isPass, false), (.isHorizontal, true)],
                    runs: [(0, false, 4, 1), (1, true, 0, 0)])),
            invalid(
                "invalid-transitions-too-tall", "a height the data cannot reach: over 5700 x bytes + 32768 rows",
                .corruptSection,
                edited(tooTall) { $0.height = EditableMaskFile.varint(tallHeight) }),
        ]
    }
}

extension ConformanceVectors {
    /// Frames for a 61x47 page (the disc): all four rotations, a pivot, a negative trim, an empty page rect.
    package static let sampleFrames = [
        AtlasFrame(
            name: "hero", pageRect: PixelRect(x: 2, y: 1, width: 8, height: 5), rotation: .clockwise, trimX: 0,
            trimY: 0,
            sourceWidth: 6, sourceHeight: 9, pivot: (3, 4.5), rects: [PixelRect(x: 0, y: 0, width: 5, height: 8)]),
        AtlasFrame(
            name: "enemy_1", pageRect: PixelRect(x: 20, y: 10, width: 30, height: 25), rotation: .counterClockwise,
            trimX: -2, trimY: 3, sourceWidth: 30, sourceHeight: 34,
            rects: [PixelRect(x: 1, y: 4, width: 20, height: 20)]),
        AtlasFrame(
            name: "coin", pageRect: PixelRect(x: 40, y: 30, width: 21, height: 17), rotation: .halfTurn, trimX: 1,
            trimY: 1,
            sourceWidth: 23, sourceHeight: 19),
        AtlasFrame(
            name: "blank", pageRect: PixelRect(x: 0, y: 0, width: 0, height: 0), rotation: .none, trimX: 0, trimY: 0,
            sourceWidth: 4, sourceHeight: 4),
    ]
}

/// The mode questions of codec 3, for crafting decisions.
enum ModeQuestion { case isV0, isPass, isHorizontal, isNegative, isMagnitude1 }

extension ConformanceVectors {
    /// A one-row file whose codec-3 data takes exactly these decisions in the first row's first context (then
    /// the given horizontal runs: colour, second?, predicted, length), coded with the real coder and models: it
    /// breaks whichever rule the last decision breaks. No rects, so only the pixels are wrong.
    static func crafted(
        width: Int, _ modes: [(ModeQuestion, Bool)],
        runs: [(color: Int, second: Bool, predicted: Int, length: Int)] = []
    ) -> [UInt8] {
        let context = TransitionModel.modeContext(
            above: TransitionModel.noCategory, a0: -1, b1: width, b2: width, color: 0)
        var coder = RangeEncoder()
        var models = TransitionModel.initialModels
        BitModel.rates.withUnsafeBufferPointer { rates in
            for (question, bit) in modes {
                let index =
                    switch question {
                    case .isV0: TransitionModel.isV0 + context
                    case .isPass: TransitionModel.isPass + context
                    case .isHorizontal: TransitionModel.isHorizontal + context
                    case .isNegative: TransitionModel.isNegative + context
                    case .isMagnitude1: TransitionModel.isMagnitude1 + context * 2
                    }
                coder.encode(bit, &models[index], rates: rates)
            }
            for run in runs {
                // FORMAT.md "Run lengths": v = length + 1 in L bits; L − 1 "longer" answers, a stop, the bit below
                // the leading one, then the rest even.
                let base = TransitionModel.runContext(color: run.color, second: run.second, predicted: run.predicted)
                let value = run.length + 1, bits = Int.bitWidth - value.leadingZeroBitCount
                for k in 1...bits where k < TransitionModel.maxRunBits {
                    coder.encode(k < bits, &models[TransitionModel.runLength + base + k - 1], rates: rates)
                }
                guard bits > 1 else { continue }
                coder.encode(
                    (value >> (bits - 2)) & 1 == 1, &models[TransitionModel.runTopBit + base + bits - 1], rates: rates)
                for shift in stride(from: bits - 3, through: 0, by: -1) { coder.encodeEven((value >> shift) & 1 == 1) }
            }
        }
        let bits = PackedBits(width: width, height: 1)
        return HitMaskWriter.fileBytes(
            header: header(bits), codec: .transitions, maskPayload: coder.finish(), rects: [], source: source)
    }
}

extension [UInt8] {
    /// The file with section `index`'s length varint increased by `plus`, checksum repaired.
    fileprivate func withLength(of index: Int, plus: UInt64) -> [UInt8] {
        let file = EditableMaskFile(self)
        let name = HitMaskFormat.SectionID.name(file.sections[index].id)
        return file.bytes(lengthEncodings: [
            name: EditableMaskFile.varint(UInt64(file.sections[index].payload.count) + plus)
        ])
    }
}
