extension DistanceField {
    /// The field of a mask, by the exact Euclidean distance transform of Felzenszwalb and Huttenlocher
    /// ("Distance Transforms of Sampled Functions", 2012): a pass down and up each column finds the distance to
    /// the nearest solid pixel in that column, then a pass along each row takes the lower envelope of the parabolas
    /// (x − k)² + column(k)². Both are linear in the number of pixels.
    ///
    /// Column distances are capped at 16: a parabola whose apex is 16 or more rows away never gives a value below
    /// 256, so it is left out of the envelope, and a row with no other parabola is far everywhere.
    package init(_ bits: PackedBits) {
        let margin = Self.margin
        let width = bits.width, height = bits.height
        let paddedWidth = width + 2 * margin, paddedHeight = height + 2 * margin
        let cap = UInt8(Self.limit)
        // columnDistance[y · paddedWidth + x]: rows from padded pixel (x, y) to the nearest solid pixel in its
        // column, at most 16. Only image pixels can be solid.
        var columnDistance = [UInt8](repeating: cap, count: paddedWidth * paddedHeight)
        var rowIsNear = [Bool](repeating: false, count: paddedHeight)
        columnDistance.withUnsafeMutableBufferPointer { distance in
            bits.bytes.withUnsafeBufferPointer { packed in
                var last = [UInt8](repeating: cap, count: paddedWidth)
                // The current row's pixels, one byte each (0 or 0xFF) with the margins clear, so that the loops
                // below have no branch and vectorise.
                var solidRow = [UInt8](repeating: 0, count: paddedWidth)
                last.withUnsafeMutableBufferPointer { last in
                    // Downwards, carrying the distance to the last solid pixel seen.
                    for y in 0..<paddedHeight {
                        let imageY = y - margin, row = y * paddedWidth
                        if imageY >= 0 && imageY < height {
                            for imageX in 0..<width {
                                let index = imageY * width + imageX
                                solidRow[margin + imageX] = packed[index >> 3] & (0x80 >> UInt8(index & 7)) != 0 ? 0xFF : 0
                            }
                        } else if imageY == height {
                            for x in 0..<paddedWidth { solidRow[x] = 0 }
                        }
                        solidRow.withUnsafeBufferPointer { solid in
                            for x in 0..<paddedWidth {
                                let next = min(last[x] &+ 1, cap) & ~solid[x]
                                last[x] = next
                                distance[row + x] = next
                            }
                        }
                    }
                    // Upwards, keeping the nearer of the two, and noting rows where some column is within reach.
                    for x in 0..<paddedWidth { last[x] = cap }
                    for y in stride(from: paddedHeight - 1, through: 0, by: -1) {
                        let row = y * paddedWidth
                        var nearest = cap
                        for x in 0..<paddedWidth {
                            let below = min(last[x] &+ 1, distance[row + x])
                            last[x] = below
                            distance[row + x] = below
                            nearest = min(nearest, below)
                        }
                        let near = nearest < cap
                        rowIsNear[y] = near
                    }
                }
            }
        }

        var values = [UInt8](repeating: Self.farValue, count: paddedWidth * paddedHeight)
        var envelope = LowerEnvelope(capacity: paddedWidth)
        values.withUnsafeMutableBufferPointer { values in
            columnDistance.withUnsafeBufferPointer { distance in
                for y in 0..<paddedHeight where rowIsNear[y] {
                    let row = y * paddedWidth
                    envelope.build(UnsafeBufferPointer(rebasing: distance[row..<row + paddedWidth]), cap: cap)
                    envelope.write(into: UnsafeMutableBufferPointer(rebasing: values[row..<row + paddedWidth]))
                }
            }
        }
        self.init(width: width, height: height, values: values)
    }
}

/// The lower envelope of the parabolas (x − k)² + g(k)² over the columns k of one row whose g is below the cap
/// (Felzenszwalb–Huttenlocher), then its values at every x.
///
/// Where two parabolas meet is a fraction with a denominator below 2²², and is computed in Double with an error
/// far below 2⁻²²: so the envelope picks the same parabola at every whole x as exact arithmetic would, or one of
/// equal value there. (Exact integer fractions would overflow 64 bits on very wide images.)
private struct LowerEnvelope {
    /// The parabolas' apexes k and heights g(k)² in the envelope, left to right, and where each starts to be lowest.
    private var apexes: [Int]
    private var heights: [Int]
    private var starts: [Double]
    private var count = 0

    init(capacity: Int) {
        apexes = [Int](repeating: 0, count: capacity)
        heights = [Int](repeating: 0, count: capacity)
        starts = [Double](repeating: 0, count: capacity)
    }

    mutating func build(_ distances: UnsafeBufferPointer<UInt8>, cap: UInt8) {
        count = 0
        apexes.withUnsafeMutableBufferPointer { apexes in
            heights.withUnsafeMutableBufferPointer { heights in
                starts.withUnsafeMutableBufferPointer { starts in
                    for q in 0..<distances.count where distances[q] < cap {
                        let g = Int(distances[q]), h = g * g
                        var start = -Double.infinity
                        while count > 0 {
                            // Where parabola q meets the last one, p < q: ((h(q) + q²) − (h(p) + p²)) / (2(q − p)).
                            let p = apexes[count - 1]
                            start = Double((h + q * q) - (heights[count - 1] + p * p)) / Double(2 * (q - p))
                            if count > 1 && start <= starts[count - 1] { count -= 1 } else { break }
                        }
                        apexes[count] = q
                        heights[count] = h
                        starts[count] = count == 0 ? -.infinity : start
                        count += 1
                    }
                }
            }
        }
    }

    /// The envelope's values, capped at 255, at x = 0 ..< values.count.
    func write(into values: UnsafeMutableBufferPointer<UInt8>) {
        guard count > 0 else { return }
        apexes.withUnsafeBufferPointer { apexes in
            heights.withUnsafeBufferPointer { heights in
                starts.withUnsafeBufferPointer { starts in
                    var position = 0
                    for x in 0..<values.count {
                        while position + 1 < count && starts[position + 1] <= Double(x) { position += 1 }
                        let offset = x - apexes[position]
                        values[x] = UInt8(min(offset * offset + heights[position], 255))
                    }
                }
            }
        }
    }
}
