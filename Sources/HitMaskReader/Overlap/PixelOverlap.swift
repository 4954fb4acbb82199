/// Two masks compared where their rectangles meet, 64 pixels at a time: each row of the meeting rectangle is read
/// from both bit streams as 64-bit windows (MSB first, as the pixels are packed), and their AND holds the shared
/// pixels of that stretch. The rule (FORMAT.md takes it with the conformance vectors, once every reader answers it):
/// a pixel (x, y) of a is shared when it is solid and b's pixel (x − dx, y − dy) is solid too; offsets that put b
/// wholly outside a share none.
struct PixelOverlap {
    /// The rectangle where b, at (dx, dy), meets a, in a's pixels: columns x0 ..< x1, rows y0 ..< y1.
    let x0: Int, x1: Int, y0: Int, y1: Int
    let dx: Int, dy: Int

    /// The meeting rectangle, or nil when b lies wholly outside a (so that no sum below can overflow: the offset
    /// is then within a mask's size of 0, and a mask's side is at most 2^30).
    init?(widthA: Int, heightA: Int, widthB: Int, heightB: Int, dx: Int, dy: Int) {
        guard dx < widthA, dy < heightA, dx > -widthB, dy > -heightB else { return nil }
        (x0, x1) = (max(0, dx), min(widthA, dx + widthB))
        (y0, y1) = (max(0, dy), min(heightA, dy + heightB))
        (self.dx, self.dy) = (dx, dy)
    }

    /// Calls `body` with each row's shared pixels, 64 at a time: (row, first column of the word, the word, MSB
    /// first, its bits past the rectangle cleared). `body` returns false to stop.
    func forEachWord(
        _ a: UnsafeBufferPointer<UInt8>, widthA: Int, _ b: UnsafeBufferPointer<UInt8>, widthB: Int,
        _ body: (_ y: Int, _ x: Int, _ word: UInt64) -> Bool
    ) {
        let columns = x1 - x0
        for y in y0..<y1 {
            let startA = y * widthA + x0
            let startB = (y - dy) * widthB + (x0 - dx)
            var k = 0
            while k < columns {
                var word = Self.window(a, at: startA + k) & Self.window(b, at: startB + k)
                let left = columns - k
                if left < 64 { word &= ~(UInt64.max >> UInt64(left)) }
                if word != 0, !body(y, x0 + k, word) { return }
                k += 64
            }
        }
    }

    /// The 64 bits of the stream from bit `start` on, the first in the most significant place; bits past the end
    /// of the bytes read as 0.
    @inline(__always)
    static func window(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt64 {
        let index = start >> 3
        let shift = UInt64(start & 7)
        if index + 9 <= bytes.count {
            let raw = UnsafeRawPointer(bytes.baseAddress! + index)
            let high = UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self))
            return shift == 0 ? high : (high << shift) | UInt64(bytes[index + 8]) >> (8 - shift)
        }
        var high: UInt64 = 0
        for i in 0..<8 { high = high << 8 | (index + i < bytes.count ? UInt64(bytes[index + i]) : 0) }
        let next: UInt64 = index + 8 < bytes.count ? UInt64(bytes[index + 8]) : 0
        return shift == 0 ? high : (high << shift) | next >> (8 - shift)
    }
}
