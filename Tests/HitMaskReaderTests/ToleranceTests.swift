import HitMaskTestSupport
import Testing

@testable import HitMaskReader

/// Brute force over every solid pixel: the reference every tolerance answer is checked against.
struct BruteForceDistance {
    let bits: PackedBits

    /// The least squared distance from pixel (x, y) to a solid pixel in `columns` × `rows`, in `metric`.
    func squaredDistance(
        x: Int, y: Int, metric: PixelMetric = .pixels, columns: Range<Int>? = nil, rows: Range<Int>? = nil
    ) -> Double {
        var best = Double.infinity
        for j in rows ?? 0..<bits.height {
            for i in columns ?? 0..<bits.width where bits.isSolid(index: j * bits.width + i) {
                let dx = Double(i - x), dy = Double(j - y)
                best = min(best, metric.xx * dx * dx + 2 * metric.xy * dx * dy + metric.yy * dy * dy)
            }
        }
        return best
    }
}

@Suite("Touch tolerance in pixel space")
struct ToleranceTests {
    static let masks: [(String, PackedBits)] =
        [(1, 1), (5, 3), (17, 9), (26, 19)].flatMap { SyntheticMasks.gallery(width: $0.0, height: $0.1) }
        + [
            ("thin diagonal", SyntheticMasks.make(width: 60, height: 60) { x, y in x == y }),
            ("two dots", SyntheticMasks.make(width: 70, height: 20) { x, y in (x == 2 || x == 67) && y == 10 }),
            // Rows far apart make separate bands, each with its own columns; the transform works only in them.
            (
                "bands",
                SyntheticMasks.make(width: 40, height: 90) { x, y in
                    (y < 4 && x > 30) || (y > 84 && x < 5) || (y == 44 && x == 20)
                }
            ),
            // Long runs of equal column distance (flat edges, solid interiors with specks) enter by their ends only.
            (
                "block with specks",
                SyntheticMasks.make(width: 40, height: 30) { x, y in
                    x >= 4 && x < 36 && y >= 3 && y < 27 && !((x == 20 && y == 15) || (x == 30 && y == 4))
                }
            ),
            ("staircase", SyntheticMasks.make(width: 30, height: 30) { x, y in x + 2 * y < 40 }),
            ("noise", SyntheticMasks.noise(width: 30, height: 22, density: 0.3, seed: 11)),
            ("sparse noise", SyntheticMasks.noise(width: 60, height: 50, density: 0.01, seed: 12)),
            // Rows solid from edge to edge take a shortcut; one with a clear pixel, and those next to it, must not.
            (
                "tall solid with a hole",
                SyntheticMasks.make(width: 12, height: 80) { x, y in
                    !(y == 40 && x == 5) && !(y == 20 && x == 0) && y < 72
                }
            ),
            ("tall solid", SyntheticMasks.make(width: 7, height: 66) { _, _ in true }),
        ]

    @Test("the distance transform equals brute force at every pixel of the field, margins included")
    func distanceTransformIsExact() {
        for (name, bits) in Self.masks {
            let field = DistanceField(bits)
            let reference = BruteForceDistance(bits: bits)
            let margin = DistanceField.margin
            var mismatches = 0
            for y in -margin - 2..<bits.height + margin + 2 {
                for x in -margin - 2..<bits.width + margin + 2 {
                    let exact = reference.squaredDistance(x: x, y: y)
                    let expected = exact < 255 ? Int(exact) : 255
                    if field.squaredDistance(x: x, y: y) != expected { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "\(name) \(bits.width)×\(bits.height)")
        }
    }

    /// A tile sheet like the dense art of games: solid tiles with thin gaps, holes and a long clear stretch, wider
    /// than one chunk of rows and with stretches longer than a block of the transform (each skipped when its answer
    /// is known), and some rows solid from edge to edge.
    @Test("the distance transform is exact on a wide tile sheet, against stamping discs around every edge pixel")
    func distanceTransformIsExactOnTileSheets() {
        let width = 700, height = 120
        let bits = SyntheticMasks.make(width: width, height: height) { x, y in
            if y >= 100 && y < 103 { return true }  // solid from edge to edge
            if x >= 380 && x < 690 && y < 60 { return false }  // a clear stretch longer than a block
            let inTile = x % 67 > 2 && y % 41 > 1  // gaps of 3 columns and 2 rows
            let hole = (x * 7 + y * 13) % 97 == 0
            return inTile && !hole && !(x > 690 && y % 5 == 0)
        }
        // The reference: 0 on solid pixels, and each edge pixel (a solid pixel with a clear or missing neighbour,
        // the only kind that can be nearest to a clear pixel) lowers the values within 15 pixels of it.
        let margin = DistanceField.margin, paddedWidth = width + 2 * margin
        var reference = [Int](repeating: 255, count: paddedWidth * (height + 2 * margin))
        func solid(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < width && y < height && bits.isSolid(index: y * width + x)
        }
        for y in 0..<height {
            for x in 0..<width where solid(x, y) {
                reference[(y + margin) * paddedWidth + x + margin] = 0
                guard !(solid(x - 1, y) && solid(x + 1, y) && solid(x, y - 1) && solid(x, y + 1)) else { continue }
                for dy in -margin...margin {
                    for dx in -margin...margin where dx * dx + dy * dy < 255 {
                        let index = (y + dy + margin) * paddedWidth + x + dx + margin
                        reference[index] = min(reference[index], dx * dx + dy * dy)
                    }
                }
            }
        }
        let field = DistanceField(bits)
        var mismatches = 0
        for y in -margin..<height + margin {
            for x in -margin..<width + margin
            where field.squaredDistance(x: x, y: y) != reference[(y + margin) * paddedWidth + x + margin] {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test("a DIST section loads back as the field it was written from, and metadata notices it")
    func sectionRoundTrip() throws {
        for (name, bits) in Self.masks {
            let mask = try HitMask(bytes: SyntheticMasks.file(bits, distanceField: true))
            #expect(mask.distanceField == DistanceField(bits), "\(name)")
            #expect(try HitMaskMetadata(bytes: SyntheticMasks.file(bits, distanceField: true)).hasDistanceField)
            #expect(try HitMask(bytes: SyntheticMasks.file(bits)).distanceField == nil)
            #expect(try !HitMaskMetadata(bytes: SyntheticMasks.file(bits)).hasDistanceField)
        }
    }

    @Test("contains(tolerance:) and distance agree with brute force, with and without a field, for any radius")
    func queriesMatchBruteForce() throws {
        var random = SeededGenerator(seed: 11)
        for (name, bits) in Self.masks {
            let plain = try HitMask(bytes: SyntheticMasks.file(bits))
            let withField = plain.withDistanceField()
            let reference = BruteForceDistance(bits: bits)
            for _ in 0..<300 {
                let x = Int.random(in: -30..<bits.width + 30, using: &random)
                let y = Int.random(in: -30..<bits.height + 30, using: &random)
                // Whole-number radii hit the boundary exactly (distances are square roots of integers).
                let radius =
                    Bool.random(using: &random)
                    ? Double(Int.random(in: 0...25, using: &random)).squareRoot()
                        * Double(Int.random(in: 1...5, using: &random))
                    : Double.random(in: 0..<40, using: &random)
                let exact = reference.squaredDistance(x: x, y: y).squareRoot()
                for mask in [plain, withField] {
                    #expect(
                        mask.contains(x: x, y: y, tolerance: radius) == (exact <= radius),
                        "\(name) (\(x), \(y)) r \(radius)")
                    #expect(mask.distance(toX: x, y: y) == min(exact, 16), "\(name) (\(x), \(y))")
                    #expect(mask.distance(toX: x, y: y, cappedAt: 40) == min(exact, 40), "\(name) (\(x), \(y))")
                }
                let position = (x: Double(x) + Double.random(in: 0..<1, using: &random), y: Double(y) + 0.999)
                #expect(withField.contains(x: position.x, y: position.y, tolerance: radius) == (exact <= radius))
            }
        }
    }

    @Test("a tolerance of 0 asks exactly what contains asks; NaN and far-away positions are clear")
    func edgeCases() throws {
        let bits = SyntheticMasks.disc(width: 30, height: 20)
        let mask = try HitMask(bytes: SyntheticMasks.file(bits)).withDistanceField()
        for y in -2..<22 {
            for x in -2..<32 { #expect(mask.contains(x: x, y: y, tolerance: 0) == mask.contains(x: x, y: y)) }
        }
        #expect(!mask.contains(x: .nan, y: 3, tolerance: 100))
        #expect(!mask.contains(x: 1e300, y: -1e300, tolerance: 1000))
        #expect(mask.contains(x: 1e300, y: 5, tolerance: .infinity))
        #expect(!mask.contains(x: 5, y: 5, tolerance: -1) || mask.contains(x: 5, y: 5))
        let empty = try HitMask(bytes: SyntheticMasks.file(PackedBits(width: 4, height: 4))).withDistanceField()
        #expect(!empty.contains(x: 1, y: 1, tolerance: .infinity))
        #expect(empty.distance(toX: 1, y: 1) == 16)
    }

    @Test("a pixel however far out is measured from where it is, not from a nearer stand-in")
    func farPixelsMatchBruteForce() throws {
        // Offsets are scaled by a power of two where their squares would overflow, as the search scales them.
        func exactDistance(_ bits: PackedBits, x: Double, y: Double, metric: PixelMetric) -> Double {
            let magnitude = max(abs(x), abs(y))
            let scale =
                magnitude < 0x1p500 ? 1 : Double(sign: .plus, exponent: 499 - magnitude.exponent, significand: 1)
            var best = Double.infinity
            for j in 0..<bits.height {
                for i in 0..<bits.width where bits.isSolid(index: j * bits.width + i) {
                    let dx = (Double(i) - x) * scale, dy = (Double(j) - y) * scale
                    best = min(best, metric.xx * dx * dx + 2 * metric.xy * dx * dy + metric.yy * dy * dy)
                }
            }
            return best.squareRoot() / scale
        }
        let far: [Double] = [-1.5e9, -0x1p31 - 3, 3e9, 1e15, -0x1p62, 1e19, -1e300, 1e308]
        let near: [Double] = [-7, 5, 0.5]
        let sheared = PixelMetric(a: 0.3, b: 0.4, c: -1.2, d: 0.9)
        for (name, bits) in Self.masks.suffix(6) {
            let mask = try HitMask(bytes: SyntheticMasks.file(bits)).withDistanceField()
            func search(_ x: Double, _ y: Double, _ radius: Double, _ metric: PixelMetric) -> Double? {
                mask.nearestSolidSearch.distance(
                    fromPixelAt: x, y: y, within: radius, metric: metric, window: mask.wholeImage)
            }
            for (x, y) in far.flatMap({ x in (near + far).flatMap { y in [(x, y), (y, x)] } }) {
                // In pixels the answer is brute force's to the last bit, at the radius itself too.
                let exact = exactDistance(bits, x: x, y: y, metric: .pixels)
                for radius in [exact, exact * (1 - 1e-12), exact * (1 + 1e-12), exact / 2, .infinity] {
                    #expect(search(x, y, radius, .pixels) == (exact <= radius ? exact : nil), "\(name) (\(x), \(y))")
                }
                // Sheared, pixels near the nearest are equally near to within rounding: the same up to that.
                let shearedExact = exactDistance(bits, x: x, y: y, metric: sheared)
                for radius in [shearedExact * (1 + 1e-12), .infinity] {
                    let found = search(x, y, radius, sheared) ?? 0
                    #expect(abs(found - shearedExact) <= shearedExact * 1e-14, "\(name) (\(x), \(y)) r \(radius)")
                }
                #expect(search(x, y, shearedExact * (1 - 1e-12), sheared) == nil, "\(name) (\(x), \(y))")
                let within = mask.contains(x: x, y: y, tolerance: exact)
                let short = mask.contains(x: x, y: y, tolerance: exact * (1 - 1e-12))
                #expect(within && !short, "\(name) (\(x), \(y))")
                #expect(mask.distance(toX: x, y: y, cappedAt: .infinity) == exact, "\(name) (\(x), \(y))")
                if let column = Int(exactly: x), let row = Int(exactly: y) {
                    #expect(mask.distance(toX: column, y: row, cappedAt: .infinity) == exact, "\(name) (\(x), \(y))")
                }
            }
        }
        let disc = try HitMask(bytes: SyntheticMasks.file(SyntheticMasks.disc(width: 30, height: 20)))
        #expect(disc.distance(toX: Int.max, y: Int.min, cappedAt: 1e19) == 1e19)
        #expect(!disc.contains(x: .infinity, y: 3, tolerance: .infinity))
    }

    @Test("a stretched or sheared metric is searched exactly, inside a window too")
    func metricsMatchBruteForce() throws {
        var random = SeededGenerator(seed: 5)
        let metrics = [
            PixelMetric(a: 2, b: 0, c: 0, d: 0.5), PixelMetric(a: 0.3, b: 0.4, c: -1.2, d: 0.9),
            PixelMetric(a: 3, b: 0, c: 0, d: 3),
        ]
        for (name, bits) in Self.masks.suffix(10) {
            let mask = try HitMask(bytes: SyntheticMasks.file(bits)).withDistanceField()
            let reference = BruteForceDistance(bits: bits)
            for metric in metrics {
                for _ in 0..<100 {
                    let x = Int.random(in: -20..<bits.width + 20, using: &random)
                    let y = Int.random(in: -20..<bits.height + 20, using: &random)
                    let radius = Double.random(in: 0..<50, using: &random)
                    let columns = bits.width / 4..<max(bits.width / 4 + 1, bits.width * 3 / 4)
                    let rows = 0..<bits.height
                    let window = NearestSolidSearch.Columns(x: columns, y: rows)
                    let exact = reference.squaredDistance(x: x, y: y, metric: metric, columns: columns, rows: rows)
                        .squareRoot()
                    let found = mask.distance(fromX: x, y: y, within: radius, metric: metric, window: window)
                    #expect(found == (exact <= radius ? exact : nil), "\(name) \(metric) (\(x), \(y)) r \(radius)")
                    let whole = reference.squaredDistance(x: x, y: y, metric: metric).squareRoot()
                    let foundWhole = mask.distance(fromX: x, y: y, within: radius, metric: metric)
                    #expect(foundWhole == (whole <= radius ? whole : nil), "\(name) \(metric) (\(x), \(y)) r \(radius)")
                }
            }
        }
    }

    @Test("a damaged DIST section is refused, naming the section")
    func damagedSections() throws {
        let bits = SyntheticMasks.disc(width: 9, height: 7)
        let valid = SyntheticMasks.file(bits)
        let count = DistanceField.valueCount(width: 9, height: 7)
        // Appends a DIST section with `payload` after SRCH and repairs the checksum.
        func withDistance(_ payload: [UInt8]) -> [UInt8] {
            var body = Array(valid.dropLast(4)) + [4]
            var length = payload.count
            while length >= 0x80 {
                body.append(UInt8(length & 0x7F) | 0x80)
                length >>= 7
            }
            body.append(UInt8(length))
            body += payload
            let crc = CRC32.checksum(body)
            return body + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) }
        }
        func varint(_ value: Int) -> [UInt8] {
            var bytes: [UInt8] = [], rest = value
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            return bytes + [UInt8(rest)]
        }
        let whole = varint((count - 1) << 1 | 1) + [255]
        // A field of 255 everywhere loads with 0 at the solid pixels: values there are read as 0 (FORMAT.md, DIST).
        let loaded = try #require(try HitMask(bytes: withDistance(whole)).distanceField)
        for y in -15..<7 + 15 {
            for x in -15..<9 + 15 {
                let solid = x >= 0 && y >= 0 && x < 9 && y < 7 && bits.isSolid(index: y * 9 + x)
                #expect(loaded.squaredDistance(x: x, y: y) == (solid ? 0 : 255), "(\(x), \(y))")
            }
        }
        let cases: [(String, [UInt8])] = [
            ("too long a run", varint(count << 1 | 1) + [255]),
            ("too short", varint((count - 2) << 1 | 1) + [255]),
            ("a byte left over", whole + [0]),
            ("a literal cut short", varint((count - 1) << 1) + [1, 2, 3]),
            ("empty", []),
        ]
        for (label, payload) in cases {
            #expect(throws: HitMaskError.self, "\(label)") { try HitMask(bytes: withDistance(payload)) }
            do {
                _ = try HitMask(bytes: withDistance(payload))
            } catch {
                #expect(error.kind == .corruptSection && error.section == "DIST", "\(label): \(error)")
            }
        }
    }
}
