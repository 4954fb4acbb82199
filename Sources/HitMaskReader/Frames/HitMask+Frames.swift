/// A texture atlas page's frames: each answers in its own sprite's untrimmed pixels, straight from the page's bits
/// (loading a page with thousands of frames copies no pixels), or as a `HitMask` of its own for views, sprites and
/// scenes.
extension HitMask {
    /// The frame named `name`, or nil when the page has none by that name.
    public func frame(named name: String) -> AtlasFrame? {
        frameTable.index[name].map { frameTable.frames[$0] }
    }

    /// The mask of the frame named `name` (see `mask(for:)`), or nil when the page has none by that name:
    /// `page.frameMask(named: "hero.png")?.contains(x: 3, y: 7)` asks about the untrimmed hero sprite's pixel.
    public func frameMask(named name: String) -> HitMask? {
        frame(named: name).map { mask(for: $0) }
    }

    /// Whether pixel (x, y) of `frame`'s untrimmed sprite is solid (pixel indices, y down). Pixels the atlas
    /// trimmed away, and pixels outside the sprite, are clear. O(1), no allocation.
    public func contains(x: Int, y: Int, in frame: AtlasFrame) -> Bool {
        guard let pixel = frame.pagePixel(x: x, y: y) else { return false }
        return contains(x: pixel.x, y: pixel.y)
    }

    /// Whether the pixel of `frame`'s untrimmed sprite holding the position (x, y) is solid (a position: pixel
    /// (i, j) covers [i, i+1) × [j, j+1)). NaN and infinite positions are clear.
    public func contains(x: Double, y: Double, in frame: AtlasFrame) -> Bool {
        guard x.isFinite, y.isFinite, x >= 0, y >= 0, x < Double(frame.sourceWidth), y < Double(frame.sourceHeight)
        else {
            return false
        }
        return contains(x: Int(x), y: Int(y), in: frame)
    }

    /// The frame as a mask of its own: the untrimmed sprite's size, its pixels, the frame's rects and outlines, the
    /// page's scale and threshold. Use it with content modes, transforms and `HitTestScene` exactly like any mask (it
    /// copies the frame's pixels, a bit each, when called; keep it rather than calling this per query).
    public func mask(for frame: AtlasFrame) -> HitMask {
        let bits = PackedBits(frame, in: self.bits)
        let header = HitMaskHeader(
            width: bits.width, height: bits.height, scale: scale, threshold: threshold, sourceHasAlpha: sourceHasAlpha,
            rectMode: rectMode, rectGrid: rectGrid)
        return HitMask(
            header: header, codec: codec, maskByteCount: 0, bits: bits, boundingBox: bits.boundingBox(),
            rects: frame.rects, source: nil, outlineSettings: frame.outlineSettings, outlines: frame.outlines)
    }
}

extension PackedBits {
    /// The pixels of `frame`'s untrimmed sprite, taken from the page's bits. Only the kept pixels that lie inside
    /// the sprite are visited (the rest is clear), so the work follows the page rect, not the sprite's size.
    package init(_ frame: AtlasFrame, in page: PackedBits) {
        self.init(width: frame.sourceWidth, height: frame.sourceHeight)
        let left = max(0, frame.trimX), right = min(frame.sourceWidth, frame.trimX + frame.trimmedWidth)
        let top = max(0, frame.trimY), bottom = min(frame.sourceHeight, frame.trimY + frame.trimmedHeight)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            for x in left..<right {
                guard let pixel = frame.pagePixel(x: x, y: y), pixel.x < page.width, pixel.y < page.height,
                    page.isSolid(index: pixel.y * page.width + pixel.x)
                else { continue }
                setSolid(index: y * frame.sourceWidth + x)
            }
        }
    }
}
