/// Two sprites compared where their kept pixels meet, 64 pixels at a time: each row of the meeting rectangle is read
/// from both bit streams as 64-bit windows (MSB first, as the pixels are packed), and their AND holds the shared
/// pixels of that stretch. The rule (docs/FORMAT.md, "What readers answer"): a pixel (x, y) of a is shared when it is
/// solid and b's pixel (x − dx, y − dy) is solid too; offsets that put b wholly outside a share none.
struct PixelOverlap {
    let a: OverlapSprite, b: OverlapSprite
    /// The rectangle where b, at (dx, dy), meets a, in a's pixels: columns x0 ..< x1, rows y0 ..< y1.
    let x0: Int, x1: Int, y0: Int, y1: Int
    let dx: Int, dy: Int

    /// The meeting rectangle, or nil when it is empty. The offset is tested against the kept pixels before any sum,
    /// so none overflows: past that test it lies within twice a sprite's side (at most 2^30 each) of 0.
    init?(_ a: OverlapSprite, _ b: OverlapSprite, dx: Int, dy: Int) {
        guard a.minX < a.maxX, a.minY < a.maxY, b.minX < b.maxX, b.minY < b.maxY,
            dx < a.maxX - b.minX, dx > a.minX - b.maxX, dy < a.maxY - b.minY, dy > a.minY - b.maxY
        else { return nil }
        (x0, x1) = (max(a.minX, b.minX + dx), min(a.maxX, b.maxX + dx))
        (y0, y1) = (max(a.minY, b.minY + dy), min(a.maxY, b.maxY + dy))
        (self.a, self.b, self.dx, self.dy) = (a, b, dx, dy)
    }

    /// Calls `body` with each row's shared pixels, 64 at a time: (row, first column of the word, the word, MSB
    /// first, its bits past the rectangle cleared). `body` returns false to stop.
    func forEachWord(
        _ bitsA: UnsafeBufferPointer<UInt8>, _ bitsB: UnsafeBufferPointer<UInt8>,
        _ body: (_ y: Int, _ x: Int, _ word: UInt64) -> Bool
    ) {
        let columns = x1 - x0
        for y in y0..<y1 {
            var k = 0
            while k < columns {
                let count = min(64, columns - k)
                var word =
                    a.window(bitsA, x: x0 + k, y: y, count: count)
                    & b.window(bitsB, x: x0 + k - dx, y: y - dy, count: count)
                if count < 64 { word &= ~(UInt64.max >> UInt64(count)) }
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
