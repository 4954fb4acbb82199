import CHitMaskPNG
import HitMask

/// The smallest 1-bit greyscale PNG libpng can make of a mask: every filter setting × every zlib strategy at
/// level 9 with the largest memory level, as PNG optimizers search. The baseline the MASK section must beat.
enum OneBitPNGBaseline {
    static let filterSettings: [Int32] = [
        Int32(HM_PNG_FILTER_NONE), Int32(HM_PNG_FILTER_SUB), Int32(HM_PNG_FILTER_UP), Int32(HM_PNG_FILTER_AVG),
        Int32(HM_PNG_FILTER_PAETH), Int32(HM_PNG_ALL_FILTERS),
    ]
    static let strategies: [Int32] = [0, 1, 2, 3]  // default, filtered, Huffman only, RLE

    static func smallestSize(_ bits: PackedBits) -> Int {
        let rows = bits.byteAlignedRows()
        var smallest = Int.max
        for filters in filterSettings {
            for strategy in strategies {
                var buffer = hm_png_buffer()
                let status = rows.withUnsafeBufferPointer {
                    hm_png_encode_gray1_tuned(
                        $0.baseAddress, UInt32(bits.width), UInt32(bits.height), filters, strategy, &buffer)
                }
                if status == 0 { smallest = min(smallest, buffer.count) }
                hm_png_buffer_free(&buffer)
            }
        }
        return smallest
    }

    /// The 1-bit PNG that Pillow's `save(optimize=True)` makes, as the maintainers' size bar uses: each row's
    /// filter chosen adaptively, zlib level 9 with the filtered strategy (what Pillow 13's files show).
    /// The file, or nil when libpng fails.
    static func pillowStyle(_ bits: PackedBits) -> [UInt8]? {
        let rows = bits.byteAlignedRows()
        var buffer = hm_png_buffer()
        defer { hm_png_buffer_free(&buffer) }
        let status = rows.withUnsafeBufferPointer {
            hm_png_encode_gray1_tuned(
                $0.baseAddress, UInt32(bits.width), UInt32(bits.height), Int32(HM_PNG_ALL_FILTERS), 1, &buffer)
        }
        guard status == 0, let bytes = buffer.bytes else { return nil }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
    }
}
