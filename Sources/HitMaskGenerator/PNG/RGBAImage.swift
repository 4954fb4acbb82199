import CHitMaskPNG

/// An 8-bit RGBA image (straight alpha, rows top to bottom) read from and written to PNG through libpng.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// width × height × 4 bytes: red, green, blue, alpha.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "an RGBA image needs 4 bytes a pixel")
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// Decodes any PNG libpng reads (every colour type and depth, tRNS, interlacing) to RGBA.
    public init(pngBytes: [UInt8]) throws(PNGDecodingError) {
        var buffer = hm_png_buffer()
        defer { hm_png_buffer_free(&buffer) }
        var width: UInt32 = 0, height: UInt32 = 0
        let status = pngBytes.withUnsafeBufferPointer {
            hm_png_decode_rgba($0.baseAddress, $0.count, &width, &height, &buffer)
        }
        guard status == 0, let bytes = buffer.bytes else { throw PNGDecodingError(reason: Self.message(buffer)) }
        self.init(
            width: Int(width), height: Int(height),
            pixels: Array(UnsafeBufferPointer(start: bytes, count: buffer.count)))
    }

    public func pngBytes() throws(PNGEncodingError) -> [UInt8] {
        var buffer = hm_png_buffer()
        defer { hm_png_buffer_free(&buffer) }
        let status = pixels.withUnsafeBufferPointer {
            hm_png_encode_rgba($0.baseAddress, UInt32(width), UInt32(height), &buffer)
        }
        guard status == 0, let bytes = buffer.bytes else { throw PNGEncodingError(reason: Self.message(buffer)) }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
    }

    private static func message(_ buffer: hm_png_buffer) -> String {
        let text = withUnsafeBytes(of: buffer.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng failed" : text
    }
}
