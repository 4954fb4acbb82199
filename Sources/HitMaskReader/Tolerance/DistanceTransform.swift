extension DistanceField {
    /// The field of a mask, by the exact Euclidean distance transform of Felzenszwalb and Huttenlocher
    /// ("Distance Transforms of Sampled Functions", 2012): a pass down each column finds the distance to the
    /// nearest solid pixel in that column, then a pass along each row takes the lower envelope of the parabolas
    /// (x − k)² + column(k)². Both are linear in the number of pixels.
    ///
    /// Column distances are capped at 16: a distance at or past the cap already gives a value of 256 or more.
    package init(_ bits: PackedBits) {
        let margin = Self.margin
        let width = bits.width, height = bits.height
        let paddedWidth = width + 2 * margin, paddedHeight = height + 2 * margin
        let cap = Int(Self.limit)
        // columnDistance[y · paddedWidth + x]: rows from padded pixel (x, y) to the nearest solid one in its
        // column, at most `cap`.
        var columnDistance = [Int32](repeating: Int32(cap), count: paddedWidth * paddedHeight)
        columnDistance.withUnsafeMutableBufferPointer { distance in
            // Downwards, then upwards, carrying the distance to the last solid pixel seen.
            var last = [Int32](repeating: Int32(cap), count: paddedWidth)
            for y in 0..<paddedHeight {
                let imageY = y - margin
                for x in 0..<paddedWidth {
                    let imageX = x - margin
                    let solid = imageY >= 0 && imageY < height && imageX >= 0 && imageX < width
                        && bits.isSolid(index: imageY * width + imageX)
                    last[x] = solid ? 0 : min(last[x] + 1, Int32(cap))
                    distance[y * paddedWidth + x] = last[x]
                }
            }
            for x in 0..<paddedWidth { last[x] = Int32(cap) }
            for y in stride(from: paddedHeight - 1, through: 0, by: -1) {
                for x in 0..<paddedWidth {
                    let own = distance[y * paddedWidth + x]
                    last[x] = own == 0 ? 0 : min(last[x] + 1, Int32(cap))
                    distance[y * paddedWidth + x] = min(own, last[x])
                }
            }
        }

        var values = [UInt8](repeating: Self.farValue, count: paddedWidth * paddedHeight)
        var envelope = LowerEnvelope(capacity: paddedWidth)
        var heights = [Int](repeating: 0, count: paddedWidth)
        for y in 0..<paddedHeight {
            for x in 0..<paddedWidth {
                let g = Int(columnDistance[y * paddedWidth + x])
                heights[x] = g * g
            }
            envelope.build(heights)
            for x in 0..<paddedWidth {
                let value = envelope.minimum(at: x, heights)
                values[y * paddedWidth + x] = value < Int(Self.farValue) ? UInt8(value) : Self.farValue
            }
        }
        self.init(width: width, height: height, values: values)
    }
}

/// The lower envelope of the parabolas (x − k)² + h(k) over k, walked left to right (Felzenszwalb–Huttenlocher).
///
/// Where two parabolas meet is a fraction with a denominator below 2²², and is computed in Double with an error
/// far below 2⁻²²: so the envelope picks the same parabola at every whole x as exact arithmetic would, or one of
/// equal value there. (Exact integer fractions would overflow 64 bits on very wide images.)
private struct LowerEnvelope {
    /// The parabolas' apexes k in the envelope, left to right.
    private var apexes: [Int]
    /// Where each parabola of the envelope starts to be the lowest.
    private var starts: [Double]
    private var count = 0
    private var position = 0

    init(capacity: Int) {
        apexes = [Int](repeating: 0, count: capacity)
        starts = [Double](repeating: 0, count: capacity)
    }

    /// Where parabolas p < q meet: ((h(q) + q²) − (h(p) + p²)) / (2(q − p)).
    private static func intersection(_ p: Int, _ q: Int, _ heights: [Int]) -> Double {
        Double((heights[q] + q * q) - (heights[p] + p * p)) / Double(2 * (q - p))
    }

    mutating func build(_ heights: [Int]) {
        count = 1
        position = 0
        apexes[0] = 0
        starts[0] = -.infinity
        for q in 1..<heights.count {
            var start = Self.intersection(apexes[count - 1], q, heights)
            while count > 1 && start <= starts[count - 1] {
                count -= 1
                start = Self.intersection(apexes[count - 1], q, heights)
            }
            apexes[count] = q
            starts[count] = start
            count += 1
        }
    }

    /// The envelope's value at x; calls must come with x increasing from 0.
    mutating func minimum(at x: Int, _ heights: [Int]) -> Int {
        while position + 1 < count && starts[position + 1] <= Double(x) { position += 1 }
        let apex = apexes[position]
        return (x - apex) * (x - apex) + heights[apex]
    }
}
