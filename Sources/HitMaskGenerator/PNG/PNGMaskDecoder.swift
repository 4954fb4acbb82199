import CHitMaskPNG
import HitMaskReader

/// Decodes a PNG straight into a mask through libpng: each row is thresholded as it is decoded, at the source's
/// native depth, into the packed bits, so no alpha plane or RGBA image is ever held (except for Adam7-interlaced
/// images, which libpng assembles whole).
package enum PNGMaskDecoder {
    /// The mask of pixels whose alpha is above `threshold` (16-bit alpha: above threshold × 257), and whether the
    /// source had any transparency (without it every pixel is solid). Throws with libpng's reason.
    package static func decode(pngBytes: [UInt8], threshold: UInt8) throws(PNGDecodingError) -> (
        bits: PackedBits, hasAlpha: Bool
    ) {
        var size = hm_png_size()
        let sized = pngBytes.withUnsafeBufferPointer { hm_png_read_size($0.baseAddress, $0.count, &size) }
        guard sized == 0 else { throw PNGDecodingError(reason: message(size.message)) }
        let width = Int(size.width), height = Int(size.height)
        // Checked before the mask is allocated.
        if let problem = HitMaskHeader.sizeProblem(width: width, height: height) {
            throw PNGDecodingError(reason: "image too large or empty: \(problem)")
        }
        var bits = PackedBits(width: width, height: height)
        var result = hm_png_mask()
        let status = bits.withUnsafeMutableBytes { bytes in
            pngBytes.withUnsafeBufferPointer {
                hm_png_decode_mask($0.baseAddress, $0.count, threshold, bytes.baseAddress, bytes.count, &result)
            }
        }
        guard status == 0 else { throw PNGDecodingError(reason: message(result.message)) }
        return (bits, result.has_alpha != 0)
    }

    private static func message<T>(_ text: T) -> String {
        let reason = withUnsafeBytes(of: text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return reason.isEmpty ? "libpng refused the file" : reason
    }
}

/// libpng refused a file; `reason` is its message.
public struct PNGDecodingError: Error, Equatable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
