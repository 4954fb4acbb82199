/// A `.hitmask` file's header and source record, read without decoding the mask: what incremental builds
/// compare. The checksum and the section layout are still verified; the pixels and rects are not decoded.
package struct HitMaskMetadata: Sendable, Equatable {
    package let header: HitMaskHeader
    package let source: SourceRecord?
    package let maskByteCount: Int
    /// Whether the file has a DIST section (tolerance data); it is not decoded here.
    package let hasDistanceField: Bool
    /// How many atlas frames the file's FRAM section holds (checked like the rest, not kept).
    package let frameCount: Int
    /// How the file's outlines (OUTL) were made, or nil when it has none (checked like the rest, not kept).
    package let outlineSettings: OutlineSettings?

    init(
        header: HitMaskHeader, source: SourceRecord?, maskByteCount: Int, hasDistanceField: Bool, frameCount: Int,
        outlineSettings: OutlineSettings?
    ) {
        (self.header, self.source, self.maskByteCount) = (header, source, maskByteCount)
        (self.hasDistanceField, self.frameCount, self.outlineSettings) = (hasDistanceField, frameCount, outlineSettings)
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
