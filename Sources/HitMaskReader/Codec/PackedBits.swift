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

    /// Marks pixels `start ..< start + count` of the stream in `bytes` solid: whole bytes at a time in between.
    @inline(__always)
    package static func setSolid(_ bytes: UnsafeMutableBufferPointer<UInt8>, start: Int, count: Int) {
        guard count > 0 else { return }
        var index = start
        let end = start + count
        while index < end && index & 7 != 0 {
            bytes[index >> 3] |= 0x80 >> UInt8(index & 7)
            index += 1
        }
        if end - index >= 8 {
            let whole = (end - index) >> 3
            bytes.baseAddress!.advanced(by: index >> 3).update(repeating: 0xFF, count: whole)
            index += whole << 3
        }
        while index < end {
            bytes[index >> 3] |= 0x80 >> UInt8(index & 7)
            index += 1
        }
    }

    package var solidPixelCount: Int {
        bytes.reduce(0) { $0 + $1.nonzeroBitCount }
    }

    /// The rows packed to whole bytes (⌈width / 8⌉ per row, most significant bit first), as 1-bit PNG rows are.
    package func byteAlignedRows() -> [UInt8] {
        let rowBytes = (width + 7) / 8
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            for x in 0..<width where isSolid(index: y * width + x) {
                rows[y * rowBytes + x >> 3] |= 0x80 >> UInt8(x & 7)
            }
        }
        return rows
    }
}
