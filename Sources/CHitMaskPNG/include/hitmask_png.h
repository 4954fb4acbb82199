#ifndef HITMASK_PNG_H
#define HITMASK_PNG_H

#include <stddef.h>
#include <stdint.h>

// libpng's errors never leave this C layer: every function returns 0 on success, or non-zero with a
// human-readable reason in `message`.

#ifdef __cplusplus
extern "C" {
#endif

/// A PNG's size, read from its header alone.
typedef struct hm_png_size {
    uint32_t width;
    uint32_t height;
    char message[256];
} hm_png_size;

/// The image size from the signature and the IHDR chunk (through libpng, for its message, when either is not as
/// libpng would accept it): enough to size the mask.
int hm_png_read_size(const uint8_t *data, size_t size, hm_png_size *out);

/// What decoding a mask learned about its source.
typedef struct hm_png_mask {
    /// 0 when the source has neither an alpha channel nor a tRNS chunk: every pixel is then solid.
    uint8_t has_alpha;
    uint8_t source_color_type;
    uint8_t source_bit_depth;
    uint8_t source_interlaced;
    char message[256];
} hm_png_mask;

/// Decodes a whole PNG held in memory, including its trailing chunks and checksums, straight into `bits`:
/// bit y·width + x of a continuous stream, most significant bit first, set iff the pixel's alpha is above
/// `threshold` (16-bit alpha: above threshold × 257). `bits_count` must be ⌈width·height / 8⌉ (from
/// hm_png_read_size). Rows are thresholded as they are decoded, so memory is the bits plus one row, except for
/// Adam7-interlaced images, which libpng assembles whole. Palette transparency and grey/RGB colour keys count.
int hm_png_decode_mask(const uint8_t *data, size_t size, uint8_t threshold, uint8_t *bits, size_t bits_count,
                       hm_png_mask *out);

/// An encoded file in memory. Free with hm_png_buffer_free.
typedef struct hm_png_buffer {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
    char message[256];
} hm_png_buffer;

/// Encodes a 1-bit greyscale PNG (1 = white) from rows packed most significant bit first,
/// `row_bytes` = ceil(width / 8) bytes per row. Output is deterministic (no time chunk).
int hm_png_encode_gray1(const uint8_t *rows, uint32_t width, uint32_t height, hm_png_buffer *out);

/// libpng's row filter flags, restated because Swift does not import macros built from other macros.
enum {
    HM_PNG_FILTER_NONE = 0x08,
    HM_PNG_FILTER_SUB = 0x10,
    HM_PNG_FILTER_UP = 0x20,
    HM_PNG_FILTER_AVG = 0x40,
    HM_PNG_FILTER_PAETH = 0x80,
    HM_PNG_ALL_FILTERS = 0xF8,
};

/// The same with explicit libpng filter flags (PNG_FILTER_NONE … PNG_ALL_FILTERS) and zlib strategy (0–3),
/// at compression level 9: for benchmarks that look for the smallest possible 1-bit PNG.
int hm_png_encode_gray1_tuned(const uint8_t *rows, uint32_t width, uint32_t height, int filters, int strategy,
                              hm_png_buffer *out);
void hm_png_buffer_free(hm_png_buffer *buffer);

/// Decodes any PNG to 8-bit RGBA rows (straight alpha, width * 4 bytes a row) in out->bytes, with the checks
/// hm_png_decode_mask makes (chunk CRCs, not zlib's Adler-32), so a PNG that makes a mask also makes a picture.
/// Returns 0, or 1 with the reason in out->message.
int hm_png_decode_rgba(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, hm_png_buffer *out);

/// Encodes 8-bit RGBA rows (width * 4 bytes a row) as a PNG. Deterministic (no time chunk).
int hm_png_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, hm_png_buffer *out);

#ifdef __cplusplus
}
#endif

#endif
