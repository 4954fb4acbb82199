import CHitMaskPNG
import HitMaskReader

/// The alpha samples of a decoded PNG, at the source's precision (8 or 16 bits).
/// Owns the C buffer libpng's reader filled.
final class AlphaPlane {
    let width: Int
    let height: Int
    /// 8 or 16.
    let sampleBits: Int
    /// False when the PNG has neither an alpha channel nor a tRNS chunk: every pixel is opaque.
    let hasAlpha: Bool
    private var image: hm_png_alpha

    /// Decodes a whole PNG held in memory. Throws `PNGDecodingError` with libpng's reason.
    init(pngBytes: [UInt8]) throws(PNGDecodingError) {
        var image = hm_png_alpha()
        let status = pngBytes.withUnsafeBufferPointer { buffer in
            hm_png_decode_alpha(buffer.baseAddress, buffer.count, UInt64(HitMaskFormat.maxPixelCount), &image)
        }
        guard status == 0 else {
            let reason = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw PNGDecodingError(reason: reason.isEmpty ? "libpng refused the file" : reason)
        }
        self.image = image
        width = Int(image.width)
        height = Int(image.height)
        sampleBits = Int(image.sample_bits)
        hasAlpha = image.has_alpha != 0 && image.samples != nil
    }

    deinit { hm_png_alpha_free(&image) }

    /// The mask of pixels whose alpha is above `threshold`: alpha8 > t, or alpha16 > t × 257 at full precision.
    func mask(threshold: UInt8) -> PackedBits {
        var bits = PackedBits(width: width, height: height)
        let count = width * height
        guard hasAlpha, let samples = image.samples else {
            bits.setSolid(start: 0, count: count)
            return bits
        }
        if sampleBits == 16 {
            let alpha = samples.assumingMemoryBound(to: UInt16.self)
            let cutoff = UInt16(threshold) * 257
            for index in 0..<count where alpha[index] > cutoff { bits.setSolid(index: index) }
        } else {
            let alpha = samples.assumingMemoryBound(to: UInt8.self)
            for index in 0..<count where alpha[index] > threshold { bits.setSolid(index: index) }
        }
        return bits
    }
}

/// libpng refused a file; `reason` is its message.
public struct PNGDecodingError: Error, Equatable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
