/// A `.hitmask` file's header and source record, read without decoding the mask: what incremental builds
/// compare. The checksum and the section layout are still verified; the pixels and rects are not decoded.
public struct HitMaskMetadata: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let scale: Double
    public let threshold: UInt8
    public let sourceHasAlpha: Bool
    public let rectMode: RectMode
    public let rectGrid: Int
    public let source: SourceRecord?
    public let maskByteCount: Int

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

    public init(bytes: [UInt8]) throws(HitMaskError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(HitMaskError) in try HitMaskFileParser.parseMetadata(buffer) }
        }
        self = try result.get()
    }

    public init(contentsOf path: String) throws(HitMaskError) {
        self = try HitMaskMetadata(bytes: try FileBytes.read(path: path))
    }
}
