/// Where one side of an overlap finds its sprite's pixels in a bit stream: a whole mask, or an atlas frame's
/// untrimmed sprite read from its page. Sprite pixels outside `minX ..< maxX`, `minY ..< maxY` are clear (outside
/// the sprite or its solid pixels' bounding box, trimmed away, or off the page), so an overlap only walks where both
/// sides keep pixels. Plain numbers only: the walk copies it freely.
struct OverlapSprite {
    let minX: Int, maxX: Int, minY: Int, maxY: Int
    /// The stream's rows: the mask's or page's width and height.
    let stride: Int, rows: Int
    /// Where sprite pixel (0, 0) lies in the stream, in pixels (it may lie outside it: only kept pixels are read).
    let originX: Int, originY: Int
    /// A frame's turn (none: its rows are read 64 pixels at once, else a pixel at a time), its kept pixels' page
    /// corner and unturned size, and where they start in the sprite.
    let rotation: AtlasFrame.Rotation
    let pageX: Int, pageY: Int, keptWidth: Int, keptHeight: Int, trimX: Int, trimY: Int

    /// A whole mask: only its solid pixels' bounding box (nil: none) can meet anything, so the walk skips the
    /// transparent margins most sprites have.
    init(width: Int, height: Int, boundingBox: PixelRect?) {
        let box = boundingBox ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        (minX, maxX, minY, maxY) = (box.x, box.x + box.width, box.y, box.y + box.height)
        (stride, rows, originX, originY) = (width, height, 0, 0)
        rotation = .none
        (pageX, pageY, keptWidth, keptHeight, trimX, trimY) = (0, 0, 0, 0, 0, 0)
    }

    /// A frame of a `pageWidth` × `pageHeight` page: its kept pixels inside its sprite and inside the page (a frame
    /// is a description, so one of another page is read through this one's pixels, as `contains(x:y:in:)` reads it).
    init(_ frame: AtlasFrame, pageWidth: Int, pageHeight: Int) {
        (rotation, pageX, pageY) = (frame.rotation, frame.pageRect.x, frame.pageRect.y)
        (keptWidth, keptHeight, trimX, trimY) = (frame.trimmedWidth, frame.trimmedHeight, frame.trimX, frame.trimY)
        let left = max(0, trimX), right = min(frame.sourceWidth, trimX + keptWidth)
        let top = max(0, trimY), bottom = min(frame.sourceHeight, trimY + keptHeight)
        (stride, rows) = (pageWidth, pageHeight)
        (originX, originY) = (pageX - trimX, pageY - trimY)
        if rotation == .none {
            (minX, maxX) = (max(left, -originX), min(right, pageWidth - originX))
            (minY, maxY) = (max(top, -originY), min(bottom, pageHeight - originY))
        } else {
            (minX, maxX, minY, maxY) = (left, right, top, bottom)
        }
    }

    /// The sprite's pixels (x ..< x + count, y), count ≤ 64, MSB first; `(x, y)` and the run lie in the kept pixels.
    @inline(__always)
    func window(_ bits: UnsafeBufferPointer<UInt8>, x: Int, y: Int, count: Int) -> UInt64 {
        rotation == .none
            ? PixelOverlap.window(bits, at: (originY + y) * stride + originX + x)
            : turnedWindow(bits, x: x, y: y, count: count)
    }

    /// A turned frame's pixels, one by one, each where `AtlasFrame.turned` puts it in the page.
    @inline(never)
    func turnedWindow(_ bits: UnsafeBufferPointer<UInt8>, x: Int, y: Int, count: Int) -> UInt64 {
        var word: UInt64 = 0
        let v = y - trimY
        for k in 0..<count {
            let (dx, dy) = AtlasFrame.turned(
                u: x + k - trimX, v: v, by: rotation, width: keptWidth, height: keptHeight)
            let px = pageX + dx, py = pageY + dy
            guard px >= 0, px < stride, py >= 0, py < rows else { continue }
            let index = py * stride + px
            if bits[index >> 3] & (0x80 >> UInt8(index & 7)) != 0 { word |= 1 << UInt64(63 - k) }
        }
        return word
    }
}
