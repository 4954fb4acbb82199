/// Where one side of an overlap finds its sprite's pixels in a bit stream: a whole mask, or an atlas frame's
/// untrimmed sprite read from its page. Sprite pixels outside `minX ..< maxX`, `minY ..< maxY` are clear (outside
/// the sprite, trimmed away, or off the page), so an overlap only walks where both sides keep pixels.
struct OverlapSprite {
    let minX: Int, maxX: Int, minY: Int, maxY: Int
    /// The stream's rows: the mask's or page's width and height.
    let stride: Int, rows: Int
    /// Where sprite pixel (0, 0) lies in the stream, in pixels (it may lie outside it: only kept pixels are read).
    let originX: Int, originY: Int
    /// A frame stored turned, whose rows are read a pixel at a time (unturned sprites read 64 at once).
    let turnedFrame: AtlasFrame?

    init(width: Int, height: Int) {
        (minX, maxX, minY, maxY) = (0, width, 0, height)
        (stride, rows, originX, originY, turnedFrame) = (width, height, 0, 0, nil)
    }

    /// A frame of a `pageWidth` × `pageHeight` page: its kept pixels inside its sprite and inside the page (a frame
    /// is a description, so one of another page is read through this one's pixels, as `contains(x:y:in:)` reads it).
    init(_ frame: AtlasFrame, pageWidth: Int, pageHeight: Int) {
        let left = max(0, frame.trimX), right = min(frame.sourceWidth, frame.trimX + frame.trimmedWidth)
        let top = max(0, frame.trimY), bottom = min(frame.sourceHeight, frame.trimY + frame.trimmedHeight)
        (stride, rows) = (pageWidth, pageHeight)
        originX = frame.pageRect.x - frame.trimX
        originY = frame.pageRect.y - frame.trimY
        if frame.rotation == .none {
            (minX, maxX) = (max(left, -originX), min(right, pageWidth - originX))
            (minY, maxY) = (max(top, -originY), min(bottom, pageHeight - originY))
            turnedFrame = nil
        } else {
            (minX, maxX, minY, maxY) = (left, right, top, bottom)
            turnedFrame = frame
        }
    }

    /// The sprite's pixels (x ..< x + count, y), count ≤ 64, MSB first; `(x, y)` and the run lie in the kept pixels.
    @inline(__always)
    func window(_ bits: UnsafeBufferPointer<UInt8>, x: Int, y: Int, count: Int) -> UInt64 {
        guard let frame = turnedFrame else {
            return PixelOverlap.window(bits, at: (originY + y) * stride + originX + x)
        }
        var word: UInt64 = 0
        for k in 0..<count {
            guard let pixel = frame.pagePixel(x: x + k, y: y), 0 <= pixel.x, pixel.x < stride, 0 <= pixel.y,
                pixel.y < rows
            else { continue }
            let index = pixel.y * stride + pixel.x
            if bits[index >> 3] & (0x80 >> UInt8(index & 7)) != 0 {
                word |= 1 << UInt64(63 - k)
            }
        }
        return word
    }
}
