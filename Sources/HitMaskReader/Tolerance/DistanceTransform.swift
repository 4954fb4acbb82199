extension DistanceField {
    /// The field of a mask, by the exact Euclidean distance transform of Felzenszwalb and Huttenlocher
    /// ("Distance Transforms of Sampled Functions", 2012), limited to where a value can be below the cap.
    ///
    /// Only a pixel within 15 rows and 15 columns of a solid pixel can be nearer than 16, so the work is done in
    /// *bands*: runs of rows within 15 of a row that has solid pixels, and in each only the columns within 15 of
    /// the band's solid ones. Everything else keeps the far value, set by one fill: a sparse picture costs what its
    /// shapes' surroundings cost, not its area. In a band, a pass down and up each column finds the distance to the
    /// nearest solid pixel in that column (capped at 16: a parabola whose apex is 16 or more rows away never gives a
    /// value below 256), then a pass along each row takes the lower envelope of the parabolas (x − k)² + column(k)²,
    /// written only within 15 columns of each parabola's apex.
    package init(_ bits: PackedBits) {
        let width = bits.width, height = bits.height
        let paddedWidth = width + 2 * Self.margin
        var values = [UInt8](repeating: Self.farValue, count: Self.valueCount(width: width, height: height))
        var workspace = BandWorkspace()
        values.withUnsafeMutableBufferPointer { values in
            bits.bytes.withUnsafeBufferPointer { packed in
                for band in Self.bands(of: bits) {
                    workspace.transform(
                        band, packed: packed, imageWidth: width, imageHeight: height, into: values, paddedWidth: paddedWidth)
                }
            }
        }
        self.init(width: width, height: height, values: values)
    }

    /// A band, in the padded field's coordinates: rows within `margin` of an image row with solid pixels (merged where
    /// they meet), and the columns within `margin` of those rows' solid pixels.
    struct Band {
        var rows: Range<Int>
        var columns: Range<Int>
    }

    /// The bands of a mask, top to bottom. A padded row outside every band lies 16 or more rows from every solid
    /// pixel, and a column outside its band's range 16 or more columns from every solid pixel of the band.
    static func bands(of bits: PackedBits) -> [Band] {
        let reach = 2 * margin + 1  // image row y reaches padded rows y ..< y + 2·margin + 1
        var bands: [Band] = []
        for y in 0..<bits.height {
            let rowStart = y * bits.width
            guard let first = bits.firstSolidIndex(in: rowStart..<rowStart + bits.width),
                let last = bits.lastSolidIndex(in: first..<rowStart + bits.width)
            else { continue }
            // Image column x is padded column x + margin; it reaches x ..< x + 2·margin + 1.
            let rows = y..<y + reach, columns = (first - rowStart)..<(last - rowStart + reach)
            if let current = bands.last, current.rows.upperBound >= rows.lowerBound {
                bands[bands.count - 1] = Band(
                    rows: current.rows.lowerBound..<rows.upperBound,
                    columns: min(current.columns.lowerBound, columns.lowerBound)..<max(current.columns.upperBound, columns.upperBound))
            } else {
                bands.append(Band(rows: rows, columns: columns))
            }
        }
        return bands
    }
}

/// The arrays one band's transform works in, kept across bands so that a mask allocates them once.
private struct BandWorkspace {
    /// Rows from each band pixel to the nearest solid pixel in its column, capped at 16; row-major, band-wide.
    var columnDistance: [UInt8] = []
    /// The column distances carried from row to row, and the current image row's pixels as 0 or 0xFF.
    var carried: [UInt8] = []
    var solidRow: [UInt8] = []
    let envelope = LowerEnvelope()

    static let cap: UInt8 = 16

    /// The values of every pixel of `band`: column distances down and up, then each row's envelope.
    mutating func transform(
        _ band: DistanceField.Band, packed: UnsafeBufferPointer<UInt8>, imageWidth: Int, imageHeight: Int,
        into values: UnsafeMutableBufferPointer<UInt8>, paddedWidth: Int
    ) {
        let envelope = self.envelope
        let margin = DistanceField.margin, cap = Self.cap
        let bandWidth = band.columns.count
        let count = bandWidth * band.rows.count
        if columnDistance.count < count { columnDistance = [UInt8](repeating: 0, count: count) }
        if carried.count < bandWidth {
            carried = [UInt8](repeating: 0, count: bandWidth)
            solidRow = [UInt8](repeating: 0, count: bandWidth)
        }
        // The band's columns that are image columns, as band indices.
        let firstImage = max(band.columns.lowerBound, margin), endImage = min(band.columns.upperBound, margin + imageWidth)
        columnDistance.withUnsafeMutableBufferPointer { distance in
            carried.withUnsafeMutableBufferPointer { carried in
                solidRow.withUnsafeMutableBufferPointer { solid in
                    carried.update(repeating: cap)
                    // Downwards, carrying the distance to the last solid pixel seen.
                    for (bandRow, row) in band.rows.enumerated() {
                        let y = row - margin
                        solid.update(repeating: 0)
                        if y >= 0 && y < imageHeight && firstImage < endImage {
                            Self.unpack(
                                packed, from: y &* imageWidth &+ firstImage &- margin, count: endImage &- firstImage,
                                into: solid.baseAddress! + (firstImage &- band.columns.lowerBound))
                        }
                        let carry = carried.baseAddress!, row = solid.baseAddress!
                        let out = distance.baseAddress! + bandRow &* bandWidth
                        for i in 0..<bandWidth {
                            let next = min(carry[i] &+ 1, cap) & ~row[i]
                            carry[i] = next
                            out[i] = next
                        }
                    }
                    // Upwards, keeping the nearer of the two; each row, once final, gets its values while it is in
                    // the cache: the lower envelope of its columns' parabolas.
                    carried.update(repeating: cap)
                    let carry = carried.baseAddress!
                    for bandRow in stride(from: band.rows.count - 1, through: 0, by: -1) {
                        let line = distance.baseAddress! + bandRow &* bandWidth
                        for i in 0..<bandWidth {
                            let below = min(carry[i] &+ 1, line[i])
                            carry[i] = below
                            line[i] = below
                        }
                        envelope.build(UnsafeBufferPointer(start: line, count: bandWidth), cap: cap)
                        let start = (band.rows.lowerBound &+ bandRow) &* paddedWidth &+ band.columns.lowerBound
                        envelope.write(into: UnsafeMutableBufferPointer(rebasing: values[start..<start &+ bandWidth]))
                    }
                }
            }
        }
    }

    /// Pixels `start ..< start + count` of the packed stream as bytes, 0 (clear) or 0xFF (solid): eight at a time,
    /// from the two source bytes that hold them, through a table of each byte's eight.
    static func unpack(_ packed: UnsafeBufferPointer<UInt8>, from start: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let expanded = Self.expanded
        var i = 0
        while i < count {
            let index = start &+ i, byte = index >> 3, shift = UInt16(index & 7)
            let next = byte &+ 1 < packed.count ? UInt16(packed[byte &+ 1]) : 0
            let bits = Int(truncatingIfNeeded: ((UInt16(packed[byte]) << 8 | next) << shift) >> 8)
            if count &- i >= 8 {
                UnsafeMutableRawPointer(out + i).storeBytes(of: expanded[bits].littleEndian, as: UInt64.self)
            } else {
                for k in 0..<(count &- i) { out[i &+ k] = 0 &- UInt8(truncatingIfNeeded: (bits >> (7 &- k)) & 1) }
            }
            i &+= 8
        }
    }

    /// Each byte's eight pixels, most significant bit first, as the bytes 0 or 0xFF of a little-endian word.
    // Written once, in the initializer, and only read after: safe to share.
    nonisolated(unsafe) static let expanded: UnsafePointer<UInt64> = {
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
        for byte in 0..<256 {
            table[byte] = (0..<8).reduce(0) { word, k in (byte >> (7 - k)) & 1 == 1 ? word | 0xFF << (8 * UInt64(k)) : word }
        }
        return UnsafePointer(table)
    }()

}

/// The lower envelope of the parabolas (x − k)² + g(k)² over the columns k of one row whose g is below the cap
/// (Felzenszwalb–Huttenlocher), then its values at every whole x.
///
/// Each parabola is kept with the first whole x from which it is lowest (the ceiling of where it meets the one
/// before), and one that is lowest at no whole x is dropped: so the envelope is exact at every whole x, in integer
/// arithmetic. Where two parabolas p < q meet is p + (d² + t) / 2d with d = q − p and t the difference of their
/// heights.
///
/// Inside a run of three or more columns of equal g (a solid run, g = 0, or the row just past a flat edge), only the
/// run's two ends enter the envelope: beyond the run an end is nearer than any column inside it, and inside it each
/// column's own value, g², is then applied as a ceiling. Solid interiors and straight edges, most of a sprite's
/// pixels, so cost a fill instead of a parabola each.
private final class LowerEnvelope {
    /// A parabola of the envelope: its apex k, its height g(k)², and the first whole x where it is lowest.
    private struct Parabola {
        var apex: Int
        var height: Int
        var start: Int
    }

    /// A run of three or more columns of equal g below the cap, for its ceiling once the envelope is written.
    private struct Plateau {
        var start: Int
        var end: Int
        var g: UInt8
    }

    // Owned buffers, grown to the widest band: a row's work then checks no array's uniqueness or bounds.
    private var parabolas = UnsafeMutablePointer<Parabola>.allocate(capacity: 0)
    private var plateaus = UnsafeMutablePointer<Plateau>.allocate(capacity: 0)
    private var capacity = 0
    private var count = 0
    private var plateauCount = 0

    deinit {
        parabolas.deallocate()
        plateaus.deallocate()
    }

    func build(_ distances: UnsafeBufferPointer<UInt8>, cap: UInt8) {
        if capacity < distances.count {
            parabolas.deallocate()
            plateaus.deallocate()
            capacity = distances.count
            parabolas = .allocate(capacity: capacity)
            plateaus = .allocate(capacity: capacity / 3 + 1)
        }
        // Locals, not the object's fields, in the loop.
        var count = 0, plateauCount = 0
        let parabolas = self.parabolas, plateaus = self.plateaus, meetings = Self.nearMeetings
        var q = 0
        while q < distances.count {
            let g = distances[q]
            let end = Self.runEnd(distances, from: q)
            if g < cap {
                Self.add(q, g, to: parabolas, count: &count, meetings: meetings)
                if end &- q >= 2 { Self.add(end &- 1, g, to: parabolas, count: &count, meetings: meetings) }
                if end &- q >= 3 {
                    plateaus[plateauCount] = Plateau(start: q &+ 1, end: end &- 1, g: g)
                    plateauCount &+= 1
                }
            }
            q = end
        }
        (self.count, self.plateauCount) = (count, plateauCount)
    }

    /// The end of the run of bytes equal to `line[start]`, eight bytes at a time.
    @inline(__always)
    static func runEnd(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let value = line[start], pattern = UInt64(value) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(line.baseAddress!)
        var i = start &+ 1
        while i &+ 8 <= line.count {
            let differing = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ pattern
            if differing != 0 { return i &+ UInt64(littleEndian: differing).trailingZeroBitCount / 8 }
            i &+= 8
        }
        while i < line.count && line[i] == value { i &+= 1 }
        return i
    }

    /// Parabola q with g(q) = g: the ones it hides at every whole x are dropped, and it starts where it is lowest.
    @inline(__always)
    private static func add(
        _ q: Int, _ g: UInt8, to parabolas: UnsafeMutablePointer<Parabola>, count: inout Int, meetings: UnsafePointer<Int16>
    ) {
        let h = Int(g) &* Int(g)
        var start = Int.min
        while count > 0 {
            let last = parabolas[count &- 1], d = q &- last.apex, t = h &- last.height
            // Where the two meet: last.apex + ⌈(d² + t) / 2d⌉, from the table for near ones.
            start = last.apex &+ (d < 32 ? Int(meetings[d &* 451 &+ t &+ 225]) : ceilingByDivision(d &* d &+ t, over: d))
            if start <= last.start { count &-= 1 } else { break }
        }
        parabolas[count] = Parabola(apex: q, height: h, start: count == 0 ? Int.min : start)
        count &+= 1
    }

    /// ⌈(d² + t) / 2d⌉ for each d < 32 and |t| ≤ 225 (t: the difference of two heights g² below 256), at
    /// d·451 + t + 225: parabolas that meet lie within a few columns nearly always, and a division costs many times
    /// a load. Made once and kept for the process's life.
    // Written once, in the initializer, and only read after: safe to share.
    nonisolated(unsafe) private static let nearMeetings: UnsafePointer<Int16> = {
        let table = UnsafeMutablePointer<Int16>.allocate(capacity: 32 * 451)
        for d in 0..<32 {
            for t in -225...225 {
                table[d * 451 + t + 225] = d == 0 ? 0 : Int16(truncatingIfNeeded: ceilingByDivision(d * d + t, over: d))
            }
        }
        return UnsafePointer(table)
    }()

    /// ⌈n / 2d⌉ for d ≥ 1 and n of either sign.
    static func ceilingByDivision(_ n: Int, over d: Int) -> Int {
        let twice = 2 * d
        return n >= 0 ? (n + twice - 1) / twice : -(-n / twice)
    }

    /// The envelope's values where they are below 255, each parabola's from where it is lowest to where the next
    /// is, and no farther than 15 columns from its apex (beyond, its value is 256 or more: the far value, already
    /// there); then each run of equal g's own ceiling inside it.
    func write(into values: UnsafeMutableBufferPointer<UInt8>) {
        let reach = DistanceField.margin
        for k in 0..<count {
            let parabola = parabolas[k]
            let apex = parabola.apex, height = parabola.height
            let low = max(parabola.start, apex &- reach, 0)
            let high = min(k &+ 1 < count ? parabolas[k &+ 1].start : values.count, apex &+ reach &+ 1, values.count)
            var x = low
            while x < high {
                let offset = x &- apex
                values[x] = UInt8(truncatingIfNeeded: min(offset &* offset &+ height, 255))
                x &+= 1
            }
        }
        for k in 0..<plateauCount {
            let plateau = plateaus[k], ceiling = plateau.g &* plateau.g
            for x in plateau.start..<plateau.end { values[x] = min(values[x], ceiling) }
        }
    }
}
