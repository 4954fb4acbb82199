#include "hitmask_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libpng reports errors by longjmp. Swift frames must never be crossed by one, so every
// libpng call happens below a setjmp in this file, and errors come back as a status + message.

typedef struct hm_context {
    char *message;
    size_t message_size;
    const uint8_t *data;
    size_t size;
    size_t offset;
    hm_png_buffer *output;
} hm_context;

static void hm_on_error(png_structp png, png_const_charp text) {
    hm_context *context = (hm_context *)png_get_error_ptr(png);
    snprintf(context->message, context->message_size, "%s", text ? text : "unknown libpng error");
    png_longjmp(png, 1);
}

static void hm_on_warning(png_structp png, png_const_charp text) {
    // Warnings (unknown ancillary chunks, odd colour profiles, …) do not affect alpha: stay quiet.
    (void)png;
    (void)text;
}

static void hm_read_from_memory(png_structp png, png_bytep destination, size_t count) {
    hm_context *context = (hm_context *)png_get_io_ptr(png);
    if (count > context->size - context->offset) {
        png_error(png, "file is truncated (read beyond end of data)");
    }
    memcpy(destination, context->data + context->offset, count);
    context->offset += count;
}

// Eight bytes in the order they lie in memory, the first in the low byte.
static inline uint64_t hm_load_bytes(const png_byte *bytes) {
    uint64_t word;
    memcpy(&word, bytes, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    word = __builtin_bswap64(word);
#endif
    return word;
}

// 0x80 in each byte of `word` that is at least `step` (1…255), 0 elsewhere: whole-word arithmetic with no carry
// between bytes. The high bit of (byte | 0x80) − (step & 0x7F) says whether the low seven bits reach the step's;
// the bytes' own high bits settle the rest.
static inline uint64_t hm_bytes_at_least(uint64_t word, unsigned step) {
    const uint64_t high = 0x8080808080808080u, ones = 0x0101010101010101u;
    uint64_t low_bits_reach = ((word | high) - (step & 0x7F) * ones) & high;
    return (step & 0x80 ? word & low_bits_reach : word | low_bits_reach) & high;
}

// The high bits of a word's eight bytes as one byte: `order` is the multiplier that moves byte i's flag to its
// pixel's bit (most significant first); each lands on a bit of its own, so nothing carries.
static inline uint8_t hm_gather_flags(uint64_t flags, uint64_t order) {
    return (uint8_t)(((flags >> 7) * order) >> 56);
}

// Bytes in pixel order; RGBA pixels 0…7 with their alphas gathered as bytes 0, 4, 1, 5, 2, 6, 3, 7; grey + alpha
// pixels as bytes 0, 2, 4, 6, 1, 3, 5, 7.
#define HM_IN_ORDER 0x8040201008040201u
#define HM_RGBA_ORDER 0x8020080240100401u
#define HM_GREY_ALPHA_ORDER 0x8008400420021001u

static void hm_place_row(const uint8_t *packed, uint32_t width, uint8_t *bits, uint64_t row_start);

// The 8-bit case, eight pixels at a time with no branch per pixel (their alpha bytes compared a word at a time),
// into `packed` aligned to the row's start; then shifted into place in the stream. A palette row whose solid
// entries are the indices from some k up comes here too, as one channel with cutoff k − 1.
static void hm_threshold_row8(const png_byte *row, uint32_t width, int channels, unsigned cutoff, uint8_t *packed,
                              uint8_t *bits, uint64_t row_start) {
    uint32_t whole = width / 8;
    const png_byte *pixels = row;
    unsigned step = cutoff + 1;  // solid: alpha ≥ step
    if (step > 255) {
        memset(packed, 0, whole);  // no alpha is above 255
        pixels += (size_t)8 * whole * channels;
    } else if (channels == 4) {
        const uint64_t alphas = 0x8000000080000000u;  // bytes 3 and 7
        for (uint32_t i = 0; i < whole; i++, pixels += 32) {
            uint64_t flags = (hm_bytes_at_least(hm_load_bytes(pixels), step) & alphas) >> 24 |
                             (hm_bytes_at_least(hm_load_bytes(pixels + 8), step) & alphas) >> 16 |
                             (hm_bytes_at_least(hm_load_bytes(pixels + 16), step) & alphas) >> 8 |
                             (hm_bytes_at_least(hm_load_bytes(pixels + 24), step) & alphas);
            packed[i] = hm_gather_flags(flags, HM_RGBA_ORDER);
        }
    } else if (channels == 2) {
        const uint64_t alphas = 0x8000800080008000u;  // bytes 1, 3, 5 and 7
        for (uint32_t i = 0; i < whole; i++, pixels += 16) {
            uint64_t flags = (hm_bytes_at_least(hm_load_bytes(pixels), step) & alphas) >> 8 |
                             (hm_bytes_at_least(hm_load_bytes(pixels + 8), step) & alphas);
            packed[i] = hm_gather_flags(flags, HM_GREY_ALPHA_ORDER);
        }
    } else if (channels == 1) {
        // Palette indices compared with the first solid one (hm_palette_step).
        for (uint32_t i = 0; i < whole; i++, pixels += 8) {
            packed[i] = hm_gather_flags(hm_bytes_at_least(hm_load_bytes(pixels), step), HM_IN_ORDER);
        }
    } else {
        for (uint32_t i = 0; i < whole; i++, pixels += 8 * channels) {
            unsigned byte = 0;
            for (int k = 0; k < 8; k++) byte |= (unsigned)(pixels[k * channels + channels - 1] > cutoff) << (7 - k);
            packed[i] = (uint8_t)byte;
        }
    }
    if (width % 8) {
        const png_byte *alpha = pixels + (channels - 1);
        unsigned byte = 0;
        for (uint32_t k = 0; k < width % 8; k++) byte |= (unsigned)(alpha[k * channels] > cutoff) << (7 - k);
        packed[whole] = (uint8_t)byte;
    }
    hm_place_row(packed, width, bits, row_start);
}

// A palette row, one index a byte, through `solid` (1 for each entry whose tRNS alpha is above the cutoff).
static void hm_pack_palette_row(const png_byte *row, uint32_t width, const uint8_t *solid, uint8_t *packed) {
    uint32_t whole = width / 8;
    for (uint32_t i = 0; i < whole; i++, row += 8) {
        packed[i] = (uint8_t)(solid[row[0]] << 7 | solid[row[1]] << 6 | solid[row[2]] << 5 | solid[row[3]] << 4 |
                              solid[row[4]] << 3 | solid[row[5]] << 2 | solid[row[6]] << 1 | solid[row[7]]);
    }
    if (width % 8) {
        unsigned byte = 0;
        for (uint32_t k = 0; k < width % 8; k++) byte |= (unsigned)solid[row[k]] << (7 - k);
        packed[whole] = (uint8_t)byte;
    }
}

// Shifts a row packed from its first bit into the stream: its first bit goes to bit (row_start mod 8) of byte
// row_start / 8.
static void hm_place_row(const uint8_t *packed, uint32_t width, uint8_t *bits, uint64_t row_start) {
    uint8_t *out = bits + (row_start >> 3);
    unsigned offset = (unsigned)(row_start & 7);
    size_t count = (width + 7) / 8;
    if (offset == 0) {
        // Bits past the row's end in its last byte are 0: the next row keeps these and sets its own.
        memcpy(out, packed, count);
        return;
    }
    unsigned carry = out[0] & (0xFF << (8 - offset));
    uint64_t end_bit = offset + width;  // bits of this row within out[…]
    for (size_t i = 0; i < count; i++) {
        unsigned byte = packed[i];
        out[i] = (uint8_t)(carry | (byte >> offset));
        carry = (byte << (8 - offset)) & 0xFF;
    }
    if (end_bit > count * 8) out[count] = (uint8_t)carry;
}

// The 16-bit case, eight pixels a byte with no branch per pixel (big-endian alpha samples, compared whole), into
// `packed` aligned to the row's start; then shifted into place in the stream.
static void hm_threshold_row16(const png_byte *row, uint32_t width, int channels, unsigned cutoff, uint8_t *packed,
                               uint8_t *bits, uint64_t row_start) {
    const png_byte *alpha = row + 2 * (channels - 1);
    const size_t stride = 2 * (size_t)channels;
    uint32_t whole = width / 8;
    for (uint32_t i = 0; i < whole; i++) {
        unsigned byte = 0;
        for (int k = 0; k < 8; k++, alpha += stride) byte |= (unsigned)((alpha[0] << 8 | alpha[1]) > cutoff) << (7 - k);
        packed[i] = (uint8_t)byte;
    }
    if (width % 8) {
        unsigned byte = 0;
        for (uint32_t k = 0; k < width % 8; k++, alpha += stride) {
            byte |= (unsigned)((alpha[0] << 8 | alpha[1]) > cutoff) << (7 - k);
        }
        packed[whole] = (uint8_t)byte;
    }
    hm_place_row(packed, width, bits, row_start);
}

// The k for which a palette's solid entries are exactly the indices k…255 (1 ≤ k ≤ 255), or 0 when there is none.
// Most palettes with transparency list their transparent entries first in tRNS: their rows are then thresholded
// like alpha bytes, eight indices a word; other palettes go through the table, an index at a time.
static unsigned hm_palette_step(const uint8_t *solid) {
    unsigned k = 0;
    while (k < 256 && !solid[k]) k++;
    if (k == 0 || k == 256) return 0;
    for (unsigned index = k; index < 256; index++) {
        if (!solid[index]) return 0;
    }
    return k;
}

static void hm_threshold_row(const png_byte *row, uint32_t width, int channels, int sample_bits, unsigned cutoff,
                             const uint8_t *palette_solid, unsigned palette_step, uint8_t *packed, uint8_t *bits,
                             uint64_t row_start) {
    if (palette_step) {
        hm_threshold_row8(row, width, 1, palette_step - 1, packed, bits, row_start);
    } else if (palette_solid) {
        hm_pack_palette_row(row, width, palette_solid, packed);
        hm_place_row(packed, width, bits, row_start);
    } else if (sample_bits == 8) {
        hm_threshold_row8(row, width, channels, cutoff, packed, bits, row_start);
    } else {
        hm_threshold_row16(row, width, channels, cutoff, packed, bits, row_start);
    }
}

// Marks pixels [start, start + count) of the packed stream solid.
static void hm_set_run(uint8_t *bits, uint64_t start, uint64_t count) {
    uint64_t index = start, end = start + count;
    for (; index < end && (index & 7); index++) bits[index >> 3] |= (uint8_t)(0x80u >> (index & 7));
    if (end - index >= 8) {
        memset(bits + (index >> 3), 0xFF, (size_t)((end - index) >> 3));
        index += (end - index) & ~(uint64_t)7;
    }
    for (; index < end; index++) bits[index >> 3] |= (uint8_t)(0x80u >> (index & 7));
}

// Checks the signature and creates libpng's read struct for `context`'s bytes; NULL, with the reason in the
// context's message, when either fails. (The caller sets the jump buffer: a setjmp cannot be returned from.)
static png_structp hm_create_reader(hm_context *context) {
    if (context->size < 8 || png_sig_cmp((png_const_bytep)context->data, 0, 8) != 0) {
        snprintf(context->message, context->message_size, "not a PNG file (bad signature)");
        return NULL;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, context, hm_on_error, hm_on_warning);
    if (!png) snprintf(context->message, context->message_size, "out of memory");
    return png;
}

static uint32_t hm_big_endian32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

// The CRC-32 of a PNG chunk (its type and data), a bit at a time: only ever run over one 17-byte IHDR.
static uint32_t hm_chunk_crc(const uint8_t *bytes, size_t count) {
    uint32_t crc = 0xFFFFFFFFu;
    for (size_t i = 0; i < count; i++) {
        crc ^= bytes[i];
        for (int bit = 0; bit < 8; bit++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
    }
    return ~crc;
}

// The size from the IHDR chunk, which the PNG specification puts first, read directly when nothing in the chunk
// would make libpng refuse it (its length, type and CRC, libpng's size limits, a valid colour type and depth, the
// methods): this spares a libpng reader, which cost about as much as thresholding a small sprite. Anything else
// goes through libpng, for its message. Later chunks are checked when the mask is decoded.
static int hm_png_size_from_header(const uint8_t *data, size_t size, hm_png_size *out) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (size < 33 || memcmp(data, signature, 8) != 0) return 0;
    const uint8_t *chunk = data + 8, *fields = chunk + 8;
    if (hm_big_endian32(chunk) != 13 || memcmp(chunk + 4, "IHDR", 4) != 0) return 0;
    if (hm_chunk_crc(chunk + 4, 17) != hm_big_endian32(chunk + 21)) return 0;
    uint32_t width = hm_big_endian32(fields), height = hm_big_endian32(fields + 4);
    if (width == 0 || height == 0 || width > PNG_USER_WIDTH_MAX || height > PNG_USER_HEIGHT_MAX) return 0;
    unsigned depth = fields[8], color = fields[9];
    int depth_fits;
    switch (color) {
    case PNG_COLOR_TYPE_GRAY: depth_fits = depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16; break;
    case PNG_COLOR_TYPE_PALETTE: depth_fits = depth == 1 || depth == 2 || depth == 4 || depth == 8; break;
    case PNG_COLOR_TYPE_RGB:
    case PNG_COLOR_TYPE_GRAY_ALPHA:
    case PNG_COLOR_TYPE_RGB_ALPHA: depth_fits = depth == 8 || depth == 16; break;
    default: depth_fits = 0;
    }
    if (!depth_fits || fields[10] != 0 || fields[11] != 0 || fields[12] > 1) return 0;
    out->width = width;
    out->height = height;
    return 1;
}

/* The one checksum rule of every pixel read (masks and pictures alike): each chunk's CRC-32 is checked, but zlib's
   Adler-32 of the inflated pixels is not recomputed (7% of generating pingus-data), since the IDAT chunks' CRCs
   already cover each compressed byte that zlib inflates. */
static void hm_set_checksum_rule(png_structp png) {
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#else
    (void)png;
#endif
}

int hm_png_read_size(const uint8_t *data, size_t size, hm_png_size *out) {
    memset(out, 0, sizeof(*out));
    if (hm_png_size_from_header(data, size, out)) return 0;
    hm_context context = {out->message, sizeof(out->message), data, size, 0, NULL};
    png_structp png = hm_create_reader(&context);
    if (!png) return 1;
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) snprintf(out->message, sizeof(out->message), "out of memory");
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return 1;
    }
    png_set_read_fn(png, &context, hm_read_from_memory);
    png_read_info(png, info);
    out->width = png_get_image_width(png, info);
    out->height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    out->message[0] = 0;
    return 0;
}

int hm_png_decode_mask(const uint8_t *data, size_t size, uint8_t threshold, uint8_t *bits, size_t bits_count,
                       hm_png_mask *out) {
    memset(out, 0, sizeof(*out));
    hm_context context = {out->message, sizeof(out->message), data, size, 0, NULL};
    png_structp png = hm_create_reader(&context);
    if (!png) return 1;
    png_infop info = png_create_info_struct(png);
    // Written after setjmp and read after a longjmp: must be volatile.
    png_bytep volatile image = NULL;
    png_bytepp volatile row_pointers = NULL;
    uint8_t *volatile packed = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) snprintf(out->message, sizeof(out->message), "out of memory");
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        free(image);
        free(row_pointers);
        free(packed);
        return 1;
    }
    png_set_read_fn(png, &context, hm_read_from_memory);
    hm_set_checksum_rule(png);
    png_read_info(png, info);

    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    if (((uint64_t)width * height + 7) / 8 != bits_count) png_error(png, "the image's size changed between reads");
    out->source_color_type = png_get_color_type(png, info);
    out->source_bit_depth = png_get_bit_depth(png, info);
    out->source_interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    int has_alpha = (out->source_color_type & PNG_COLOR_MASK_ALPHA) || png_get_valid(png, info, PNG_INFO_tRNS);
    out->has_alpha = has_alpha ? 1 : 0;

    // Palette images keep their indices, a byte each, and are thresholded through a table of each entry's alpha
    // (entries past the tRNS chunk are opaque, as libpng expands them), or compared with the first solid index
    // when the solid entries are those from it up: no expansion to RGBA, which costs more than the threshold.
    // Otherwise tRNS → alpha channel, grey below 8 bits → 8 bits; 16-bit samples stay 16-bit.
    uint8_t palette_solid[256];
    int palette = out->source_color_type == PNG_COLOR_TYPE_PALETTE;
    if (palette) {
        png_bytep trans_alpha = NULL;
        int trans_count = 0;
        if (png_get_valid(png, info, PNG_INFO_tRNS)) png_get_tRNS(png, info, &trans_alpha, &trans_count, NULL);
        for (int index = 0; index < 256; index++) {
            palette_solid[index] = (index < trans_count ? trans_alpha[index] : 255) > threshold;
        }
        if (out->source_bit_depth < 8) png_set_packing(png);
    } else {
        png_set_expand(png);
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    int channels = png_get_channels(png, info);
    int sample_bits = png_get_bit_depth(png, info) == 16 ? 16 : 8;
    unsigned cutoff = sample_bits == 16 ? (unsigned)threshold * 257u : threshold;
    int threshold_rows = has_alpha && (palette || (png_get_color_type(png, info) & PNG_COLOR_MASK_ALPHA));
    const uint8_t *row_solid = palette ? palette_solid : NULL;
    unsigned palette_step = palette ? hm_palette_step(palette_solid) : 0;
    size_t row_bytes = png_get_rowbytes(png, info);

    memset(bits, 0, bits_count);
    // One row's bits, byte-aligned, before they are shifted into the stream.
    packed = malloc((size_t)width / 8 + 1);
    if (!packed) png_error(png, "out of memory for a row");
    if (passes > 1) {
        // Adam7: libpng fills a whole image buffer over seven passes (the one case that needs it).
        image = malloc(row_bytes * height);
        row_pointers = malloc(sizeof(png_bytep) * height);
        if (!image || !row_pointers) png_error(png, "out of memory for the interlaced image");
        for (uint32_t y = 0; y < height; y++) row_pointers[y] = image + (size_t)y * row_bytes;
        png_read_image(png, row_pointers);
        if (threshold_rows) {
            for (uint32_t y = 0; y < height; y++) {
                hm_threshold_row(row_pointers[y], width, channels, sample_bits, cutoff, row_solid, palette_step,
                                 packed, bits, (uint64_t)y * width);
            }
        }
    } else {
        // One row at a time, thresholded straight into the bits: memory is the bits plus one row.
        image = malloc(row_bytes);
        if (!image) png_error(png, "out of memory for a row");
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, image, NULL);
            if (threshold_rows) {
                hm_threshold_row(image, width, channels, sample_bits, cutoff, row_solid, palette_step, packed,
                                 bits, (uint64_t)y * width);
            }
        }
    }
    // No transparency at all: every pixel is solid.
    if (!threshold_rows) hm_set_run(bits, 0, (uint64_t)width * height);
    // Reads the remaining chunks up to IEND, so a damaged tail (bad CRC, truncation) is an error too.
    png_read_end(png, NULL);

    png_destroy_read_struct(&png, &info, NULL);
    free(image);
    free(row_pointers);
    free(packed);
    out->message[0] = 0;
    return 0;
}

static void hm_write_to_memory(png_structp png, png_bytep source, size_t count) {
    hm_context *context = (hm_context *)png_get_io_ptr(png);
    hm_png_buffer *buffer = context->output;
    if (count > SIZE_MAX - buffer->count) png_error(png, "output too large");
    if (buffer->count + count > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->count + count) capacity *= 2;
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (!grown) png_error(png, "out of memory for the output");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, source, count);
    buffer->count += count;
}

static void hm_flush(png_structp png) { (void)png; }

int hm_png_encode_gray1(const uint8_t *rows, uint32_t width, uint32_t height, hm_png_buffer *out) {
    return hm_png_encode_gray1_tuned(rows, width, height, PNG_FILTER_NONE, 0, out);
}

int hm_png_encode_gray1_tuned(const uint8_t *rows, uint32_t width, uint32_t height, int filters, int strategy,
                              hm_png_buffer *out) {
    memset(out, 0, sizeof(*out));
    hm_context context = {out->message, sizeof(out->message), NULL, 0, 0, out};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, hm_on_error, hm_on_warning);
    if (!png) {
        snprintf(out->message, sizeof(out->message), "out of memory");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) snprintf(out->message, sizeof(out->message), "out of memory");
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(out->bytes);
        out->bytes = NULL;
        out->count = out->capacity = 0;
        return 1;
    }
    png_set_write_fn(png, &context, hm_write_to_memory, hm_flush);
    png_set_compression_level(png, 9);
    png_set_compression_mem_level(png, 9);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    /* A mask may be up to 2^30 pixels a side long, beyond libpng's default limit of a million; PNG allows 2^31 - 1. */
    png_set_user_limits(png, 0x7FFFFFFF, 0x7FFFFFFF);
    png_set_IHDR(png, info, width, height, 1, PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    size_t row_bytes = ((size_t)width + 7) / 8;
    for (uint32_t y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(rows + (size_t)y * row_bytes));
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    out->message[0] = 0;
    return 0;
}

/* The simplified API keeps libpng's longjmp inside libpng: errors come back as a zero return and image.message. */
int hm_png_decode_rgba(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, hm_png_buffer *out) {
    memset(out, 0, sizeof(*out));
    hm_context context = {out->message, sizeof(out->message), data, size, 0, NULL};
    png_structp png = hm_create_reader(&context);
    if (!png) return 1;
    png_infop info = png_create_info_struct(png);
    // Written after setjmp and read after a longjmp: must be volatile.
    png_bytepp volatile row_pointers = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) snprintf(out->message, sizeof(out->message), "out of memory");
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        free(row_pointers);
        free(out->bytes);
        out->bytes = NULL;
        return 1;
    }
    png_set_read_fn(png, &context, hm_read_from_memory);
    hm_set_checksum_rule(png);
    png_read_info(png, info);
    uint32_t w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    // Any colour type and depth to 8-bit RGBA: palette and grey expanded, tRNS as alpha, opaque images given 255.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes != (size_t)w * 4) png_error(png, "unexpected row layout");
    size_t count = row_bytes * h;
    out->bytes = (uint8_t *)malloc(count ? count : 1);
    row_pointers = malloc(sizeof(png_bytep) * (h ? h : 1));
    if (!out->bytes || !row_pointers) png_error(png, "out of memory for the picture");
    for (uint32_t y = 0; y < h; y++) row_pointers[y] = out->bytes + (size_t)y * row_bytes;
    png_read_image(png, row_pointers);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(row_pointers);
    out->count = out->capacity = count;
    *width = w, *height = h;
    out->message[0] = 0;
    return 0;
}

int hm_png_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, hm_png_buffer *out) {
    memset(out, 0, sizeof(*out));
    png_image image;
    memset(&image, 0, sizeof(image));
    image.version = PNG_IMAGE_VERSION;
    image.width = width, image.height = height, image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t count = 0;
    if (!png_image_write_get_memory_size(image, count, 0, pixels, 0, NULL)) {
        snprintf(out->message, sizeof(out->message), "%s", image.message);
        return 1;
    }
    out->bytes = (uint8_t *)malloc(count ? count : 1);
    if (!out->bytes) {
        snprintf(out->message, sizeof(out->message), "out of memory");
        return 1;
    }
    if (!png_image_write_to_memory(&image, out->bytes, &count, 0, pixels, 0, NULL)) {
        snprintf(out->message, sizeof(out->message), "%s", image.message);
        free(out->bytes);
        out->bytes = NULL;
        return 1;
    }
    out->count = out->capacity = count;
    return 0;
}

void hm_png_buffer_free(hm_png_buffer *buffer) {
    if (!buffer) return;
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = buffer->capacity = 0;
}
