/// Where one side of an overlap finds its sprite's pixels in a bit stream: a whole mask, or an atlas frame's
/// untrimmed sprite read from its page. Sprite pixels outside `minX ..< maxX`, `minY ..< maxY` are clear (outside
/// the sprite or its solid pixels' bounding box, trimmed away, or off the page), so an overlap only walks where both
/// sides keep pixels. Plain numbers only: the walk copies it freely.
struct OverlapSprite {
    /// Variables only so that `mirrored(acrossX:acrossY:)` can move them.
    private(set) var minX: Int, maxX: Int, minY: Int, maxY: Int
    /// The sprite's size: the mask's, or the frame's untrimmed one.
    let width: Int, height: Int
    /// Read mirrored within `width` × `height` (placed sprites' flips), and whether rows are read whole: unturned
    /// and unmirrored.
    private(set) var mirrorsX = false, mirrorsY = false, readsWholeRows: Bool
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
        (self.width, self.height) = (width, height)
        rotation = .none
        readsWholeRows = true
        (pageX, pageY, keptWidth, keptHeight, trimX, trimY) = (0, 0, 0, 0, 0, 0)
    }

    /// A frame of a `pageWidth` × `pageHeight` page: its kept pixels inside its sprite and inside the page (a frame
    /// is a description, so one of another page is read through this one's pixels, as `contains(x:y:in:)` reads it).
    init(_ frame: AtlasFrame, pageWidth: Int, pageHeight: Int) {
        (rotation, pageX, pageY) = (frame.rotation, frame.pageRect.x, frame.pageRect.y)
        (width, height) = (frame.sourceWidth, frame.sourceHeight)
        readsWholeRows = rotation == .none
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

    /// The sprite mirrored across x and/or y within its `width` × `height`: its pixel (x, y) is this one's
    /// (width − 1 − x, y).
    func mirrored(acrossX: Bool, acrossY: Bool) -> OverlapSprite {
        var mirror = self
        if acrossX { (mirror.minX, mirror.maxX) = (width - maxX, width - minX) }
        if acrossY { (mirror.minY, mirror.maxY) = (height - maxY, height - minY) }
        (mirror.mirrorsX, mirror.mirrorsY) = (acrossX, acrossY)
        mirror.readsWholeRows = readsWholeRows && !acrossX && !acrossY
        return mirror
    }

    /// The sprite's pixels (x ..< x + count, y), count ≤ 64, MSB first; `(x, y)` and the run lie in the kept pixels.
    @inline(__always)
    func window(_ bits: UnsafeBufferPointer<UInt8>, x: Int, y: Int, count: Int) -> UInt64 {
        readsWholeRows
            ? PixelOverlap.window(bits, at: (originY + y) * stride + originX + x)
            : sideWindow(bits, x: x, y: y, count: count)
    }

    /// The pixels of a side whose rows are not read whole: a turned frame's a pixel at a time; a mirrored side's as
    /// its own pixels from the mirror image of the last on, their order reversed (bits past `count` shift out).
    @inline(never)
    func sideWindow(_ bits: UnsafeBufferPointer<UInt8>, x: Int, y: Int, count: Int) -> UInt64 {
        let row = mirrorsY ? height - 1 - y : y, from = mirrorsX ? width - x - count : x
        let word =
            rotation == .none
            ? PixelOverlap.window(bits, at: (originY + row) * stride + originX + from)
            : turnedWindow(bits, x: from, y: row, count: count)
        return mirrorsX ? word.bitsReversed << UInt64(64 - count) : word
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

extension UInt64 {
    /// The word's bits in the opposite order.
    var bitsReversed: UInt64 {
        var w = self
        w = (w >> 1 & 0x5555_5555_5555_5555) | (w & 0x5555_5555_5555_5555) << 1
        w = (w >> 2 & 0x3333_3333_3333_3333) | (w & 0x3333_3333_3333_3333) << 2
        w = (w >> 4 & 0x0F0F_0F0F_0F0F_0F0F) | (w & 0x0F0F_0F0F_0F0F_0F0F) << 4
        return w.byteSwapped
    }
}
