/// A `.hitmask` file's header and source record, read without decoding the mask: what incremental builds
/// compare. The checksum and the section layout are still verified; the pixels and rects are not decoded.
package struct HitMaskMetadata: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package let scale: Double
    package let threshold: UInt8
    package let sourceHasAlpha: Bool
    package let rectMode: RectMode
    package let rectGrid: Int
    package let source: SourceRecord?
    package let maskByteCount: Int

    init(header: HitMaskHeader, source: SourceRecord?, maskByteCount: Int) {
        width = header.width
        height = header.height
        scale = header.scale
        threshold = header.threshold
        sourceHasAlpha = header.sourceHasAlpha
        rectMode = header.rectMode
        rectGrid = header.rectGrid
        self.source = source
        self.maskByteCount = maskByteCount
    }

    package init(bytes: [UInt8]) throws(HitMaskError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(HitMaskError) in try HitMaskFileParser.parseMetadata(buffer) }
        }
        self = try result.get()
    }

    package init(contentsOf path: String) throws(HitMaskError) {
        self = try HitMaskMetadata(bytes: try FileBytes.read(path: path))
    }
}
