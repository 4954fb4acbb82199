import CHitMaskPNG
import HitMaskReader

/// Writes a mask as a full-size 1-bit greyscale PNG (white = solid) through libpng.
public enum MaskPNGExporter {
    public static func pngBytes(for mask: HitMask) throws(PNGEncodingError) -> [UInt8] {
        let rows = mask.bits.byteAlignedRows()
        var buffer = hm_png_buffer()
        defer { hm_png_buffer_free(&buffer) }
        let status = rows.withUnsafeBufferPointer {
            hm_png_encode_gray1($0.baseAddress, UInt32(mask.width), UInt32(mask.height), &buffer)
        }
        guard status == 0, let bytes = buffer.bytes else {
            let reason = withUnsafeBytes(of: buffer.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw PNGEncodingError(reason: reason.isEmpty ? "libpng could not encode the mask" : reason)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
    }
}

/// Why libpng could not write a mask as a PNG.
public struct PNGEncodingError: Error, Equatable, CustomStringConvertible {
    public let reason: String
    public var description: String { "cannot encode PNG: \(reason)" }
}
