/// A mask stored at one bit per pixel: pixel (x, y) is bit `y * width + x` of a continuous stream,
/// most significant bit first within each byte. Rows are not padded, so memory is ⌈width·height / 8⌉ bytes.
package struct PackedBits: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package private(set) var bytes: [UInt8]

    /// An all-clear mask. The caller has checked `width * height` against the format's limits.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.bytes = [UInt8](repeating: 0, count: (width * height + 7) / 8)
    }

    /// The bits a `SolidPixels` shares (the same buffer, not a copy).
    package init(_ pixels: SolidPixels, height: Int) {
        (width, self.height, bytes) = (pixels.width, height, pixels.bytes)
    }

    package var pixelCount: Int { width * height }

    @inline(__always)
    package func isSolid(index: Int) -> Bool {
        bytes.withUnsafeBufferPointer { $0[index >> 3] & (0x80 >> UInt8(index & 7)) != 0 }
    }

    @inline(__always)
    package mutating func setSolid(index: Int) {
        bytes.withUnsafeMutableBufferPointer { $0[index >> 3] |= 0x80 >> UInt8(index & 7) }
    }

    /// Marks pixels `start ..< start + count` of the row-major stream solid.
    package mutating func setSolid(start: Int, count: Int) {
        bytes.withUnsafeMutableBufferPointer { Self.setSolid($0, start: start, count: count) }
    }

    /// The packed bytes, for a decoder that sets many runs.
    package mutating func withUnsafeMutableBytes<Result, Failure>(
        _ body: (UnsafeMutableBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var result: Swift.Result<Result, Failure>!
        bytes.withUnsafeMutableBufferPointer { buffer in
            result = Swift.Result { () throws(Failure) in try body(buffer) }
        }
        return try result.get()
    }

    /// Marks pixels `start ..< start + count` of the stream in `bytes` solid: a mask for each partial byte at
    /// the ends, whole bytes in between.
    @inline(__always)
    package static func setSolid(_ bytes: UnsafeMutableBufferPointer<UInt8>, start: Int, count: Int) {
        guard count > 0 else { return }
        let end = start + count
        let first = start >> 3, last = (end - 1) >> 3
        // Bits from `start` on in the first byte, bits up to `end` in the last (most significant bit first).
        let head = UInt8(0xFF) >> UInt8(start & 7)
        let tail = UInt8(0xFF) << UInt8(7 - ((end - 1) & 7))
        if first == last {
            bytes[first] |= head & tail
            return
        }
        bytes[first] |= head
        if last - first > 1 {
            bytes.baseAddress!.advanced(by: first + 1).update(repeating: 0xFF, count: last - first - 1)
        }
        bytes[last] |= tail
    }

    /// Counted a word at a time.
    package var solidPixelCount: Int {
        bytes.withUnsafeBytes { raw in
            var count = 0
            var offset = 0
            while raw.count - offset >= 8 {
                count += raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).nonzeroBitCount
                offset += 8
            }
            while offset < raw.count {
                count += raw[offset].nonzeroBitCount
                offset += 1
            }
            return count
        }
    }

    /// The rows packed to whole bytes (⌈width / 8⌉ per row, most significant bit first), as 1-bit PNG rows are.
    /// A byte at a time: each output byte is the 8 stream bits from its row's start, read from two source bytes.
    package func byteAlignedRows() -> [UInt8] {
        let rowBytes = (width + 7) / 8
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        bytes.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { rows in
                for y in 0..<height {
                    let rowStart = y * width
                    for k in 0..<rowBytes {
                        let bit = rowStart + 8 * k, shift = bit & 7, index = bit >> 3
                        let high = UInt16(source[index]) << 8
                        let low = index + 1 < source.count ? UInt16(source[index + 1]) : 0
                        var byte = UInt8(truncatingIfNeeded: (high | low) >> (8 - shift))
                        // The last byte of a row keeps only the row's own pixels.
                        let valid = min(8, width - 8 * k)
                        if valid < 8 { byte &= UInt8(0xFF) << UInt8(8 - valid) }
                        rows[y * rowBytes + k] = byte
                    }
                }
            }
        }
        return rows
    }
}
