extension PackedBits {
    /// The smallest rect holding every solid pixel, or nil when no pixel is solid.
    ///
    /// Computed at load, so it skips clear bytes eight pixels at a time, and in each row looks only left of the
    /// leftmost and right of the rightmost solid pixel found so far.
    package func boundingBox() -> PixelRect? {
        guard let first = firstSolidIndex(in: 0..<pixelCount), let last = lastSolidIndex(in: 0..<pixelCount) else {
            return nil
        }
        let minY = first / width, maxY = last / width
        var minX = width, maxX = -1
        for y in minY...maxY {
            let rowStart = y * width
            if minX > 0, let x = firstSolidIndex(in: rowStart..<rowStart + minX) { minX = x - rowStart }
            if maxX < width - 1, let x = lastSolidIndex(in: rowStart + maxX + 1..<rowStart + width) {
                maxX = x - rowStart
            }
        }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The first solid pixel of the stream in `range`.
    package func firstSolidIndex(in range: Range<Int>) -> Int? {
        let index = nextChange(from: range.lowerBound, before: range.upperBound, solid: false)
        return index < range.upperBound ? index : nil
    }

    /// The last solid pixel of the stream in `range`.
    package func lastSolidIndex(in range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var index = range.upperBound - 1
            while index >= range.lowerBound {
                if index & 7 == 7, index - range.lowerBound >= 7 {
                    // Whole clear words first, then the byte.
                    while index - range.lowerBound >= 71,
                        UnsafeRawPointer(bytes.baseAddress! + (index >> 3) - 7).loadUnaligned(as: UInt64.self) == 0
                    {
                        index -= 64
                    }
                    let byte = bytes[index >> 3]
                    // The last solid pixel of a byte is its lowest set bit.
                    if byte != 0 { return index - byte.trailingZeroBitCount }
                    index -= 8
                } else {
                    if bytes[index >> 3] & (0x80 >> UInt8(index & 7)) != 0 { return index }
                    index -= 1
                }
            }
            return nil
        }
    }
}

extension PackedBits {
    /// The first index in `start ..< end` whose pixel is not `solid`, or `end`: whole bytes and words of equal
    /// pixels are skipped at once, so scanning a mask costs per change, not per pixel.
    @inline(__always)
    package func nextChange(from start: Int, before end: Int, solid: Bool) -> Int {
        bytes.withUnsafeBufferPointer { Self.nextChange(in: $0, from: start, before: end, solid: solid) }
    }

    @inline(__always)
    static func nextChange(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int, solid: Bool) -> Int {
        let flip: UInt8 = solid ? 0xFF : 0
        var index = start
        while index < end {
            let offset = index & 7
            // The byte's pixels from `index` on, as set bits where they differ from `solid`.
            let differing = (bytes[index >> 3] ^ flip) << UInt8(offset)
            if differing != 0 { return min(end, index + differing.leadingZeroBitCount) }
            index += 8 - offset
            while end - index >= 64 {
                let word = UnsafeRawPointer(bytes.baseAddress! + (index >> 3)).loadUnaligned(as: UInt64.self)
                guard word == (solid ? .max : 0) else { break }
                index += 64
            }
        }
        return end
    }

    /// Appends the x positions in row `y` where a pixel differs from the one to its left (the row starting
    /// clear): alternately where solid runs start and end.
    package func appendChanges(ofRow y: Int, to changes: inout [Int]) {
        bytes.withUnsafeBufferPointer { bytes in
            Self.forEachChange(in: bytes, from: y * width, before: (y + 1) * width) { changes.append($0) }
        }
    }

    /// Calls `body` with each row's changes in turn (as `appendChanges(ofRow:to:)` gives them), in one reused
    /// buffer that `body` may append to.
    package func forEachRowChanges(_ body: (_ y: Int, _ changes: inout [Int]) -> Void) {
        // Gathered in a buffer of their own, then appended at once: one array append a row, not one a change (the
        // rows of a dense sprite have hundreds of changes).
        let found = UnsafeMutablePointer<Int>.allocate(capacity: width + 1)
        defer { found.deallocate() }
        var changes: [Int] = []
        bytes.withUnsafeBufferPointer { bytes in
            for y in 0..<height {
                var count = 0
                Self.forEachChange(in: bytes, from: y * width, before: (y + 1) * width) { x in
                    found[count] = x
                    count += 1
                }
                changes.removeAll(keepingCapacity: true)
                changes.append(contentsOf: UnsafeBufferPointer(start: found, count: count))
                body(y, &changes)
            }
        }
    }

    /// Calls `body` with the position (from `start`) of each pixel of `start ..< end` that differs from the one
    /// before it, the pixel before `start` taken as clear. 56 pixels a word: the cost is per word and per change.
    @inline(__always)
    static func forEachChange(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int, _ body: (Int) -> Void
    ) {
        var index = start
        var previous: UInt64 = 0  // the last pixel of the previous word, in bit 0
        while index < end {
            // The next pixels at the top of a word, most significant bit first; 56 at most, so that a load at any
            // bit offset holds them all.
            let byte = index >> 3
            var word: UInt64
            if byte + 8 <= bytes.count {
                word = UnsafeRawPointer(bytes.baseAddress! + byte).loadUnaligned(as: UInt64.self).bigEndian
            } else {
                word = 0
                for k in 0..<8 where byte + k < bytes.count { word |= UInt64(bytes[byte + k]) << (56 - 8 * k) }
            }
            word <<= UInt64(index & 7)
            let taken = min(56, end - index)
            // A set bit where a pixel differs from the one before it, for the pixels taken.
            var differing = (word ^ (word >> 1 | previous << 63)) & ~(UInt64.max >> UInt64(taken))
            while differing != 0 {
                let offset = differing.leadingZeroBitCount
                body(index - start + offset)
                differing &= ~(1 << UInt64(63 - offset))
            }
            previous = (word >> UInt64(64 - taken)) & 1
            index += taken
        }
    }
}
