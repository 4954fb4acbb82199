extension PackedBits {
    /// The smallest rect holding every solid pixel, or nil when no pixel is solid.
    ///
    /// Computed at load, so it skips clear bytes eight pixels at a time, and in each row looks only left of the
    /// leftmost and right of the rightmost solid pixel found so far.
    func boundingBox() -> PixelRect? {
        guard let first = firstSolidIndex(in: 0..<pixelCount), let last = lastSolidIndex(in: 0..<pixelCount) else {
            return nil
        }
        let minY = first / width, maxY = last / width
        var minX = width, maxX = -1
        for y in minY...maxY {
            let rowStart = y * width
            if minX > 0, let x = firstSolidIndex(in: rowStart..<rowStart + minX) { minX = x - rowStart }
            if maxX < width - 1, let x = lastSolidIndex(in: rowStart + maxX + 1..<rowStart + width) { maxX = x - rowStart }
        }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The first solid pixel of the stream in `range`.
    func firstSolidIndex(in range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var index = range.lowerBound
            while index < range.upperBound {
                if index & 7 == 0, range.upperBound - index >= 8 {
                    let byte = bytes[index >> 3]
                    // Most significant bit first: the first solid pixel is the highest set bit.
                    if byte != 0 { return index + byte.leadingZeroBitCount }
                    index += 8
                } else {
                    if bytes[index >> 3] & (0x80 >> UInt8(index & 7)) != 0 { return index }
                    index += 1
                }
            }
            return nil
        }
    }

    /// The last solid pixel of the stream in `range`.
    func lastSolidIndex(in range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            var index = range.upperBound - 1
            while index >= range.lowerBound {
                if index & 7 == 7, index - range.lowerBound >= 7 {
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
