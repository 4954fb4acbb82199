/* hitmask.h: a single-header reader for .hitmask files (format version 1, docs/FORMAT.md). MIT licence, HitMask authors.

   In ONE C or C++ file:      #define HITMASK_IMPLEMENTATION
                              #include "hitmask.h"
   Options (define before the include that has HITMASK_IMPLEMENTATION):
     HITMASK_STATIC           all functions static to that file
     HITMASK_MALLOC(n) / HITMASK_FREE(p)   allocator for hm_decode and hm_load_file (default malloc / free)
     HITMASK_NO_STDIO         leave out hm_load_file (no <stdio.h>)
     HITMASK_MAX_PIXELS       refuse larger masks with HM_ERROR_TOO_LARGE (default and ceiling: 2^30, the format's)

   Use:  hm_file f;  if (hm_open(bytes, size, &f) == HM_OK) { uint8_t *bits; if (hm_decode(&f, &bits) == HM_OK) {
             hm_mask m = {f.width, f.height, bits};  int solid = hm_contains(&m, x, y);  HITMASK_FREE(bits); } }
   No allocation at all: hm_decode_into(&f, bits, hm_bits_size(&f), scratch, hm_scratch_size(&f)), with scratch
   aligned as malloc aligns (codec 3 keeps its models and two rows of changes there, 23 KB + 10 bytes per change
   a row can hold; codec 1 needs none).
   hm_open checks everything but the pixels (FORMAT.md "Reader checks" 1-8) and keeps pointers into the bytes,
   which must outlive it; decoding checks the pixel data (step 9). */
#ifndef HITMASK_H
#define HITMASK_H

#include <stddef.h>
#include <stdint.h>

#if defined(HITMASK_STATIC) && (defined(__GNUC__) || defined(__clang__))
#define HMDEF static __attribute__((unused)) /* a file may use only some of them */
#elif defined(HITMASK_STATIC)
#define HMDEF static
#else
#define HMDEF extern
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef enum hm_error {
    HM_OK = 0,
    HM_ERROR_NOT_HITMASK,         /* the magic bytes differ */
    HM_ERROR_TRUNCATED,           /* too short to hold a header and checksum */
    HM_ERROR_UNSUPPORTED_VERSION, /* made by a newer writer: see hm_error_is_newer_writer */
    HM_ERROR_CHECKSUM,            /* CRC-32 mismatch: damaged or cut short */
    HM_ERROR_CORRUPT_HEADER,
    HM_ERROR_CORRUPT_SECTION,
    HM_ERROR_UNSUPPORTED_CODEC,   /* made by a newer writer */
    HM_ERROR_TOO_LARGE,           /* valid, but above this reader's HITMASK_MAX_PIXELS */
    HM_ERROR_OUT_OF_MEMORY,
    HM_ERROR_BUFFER_TOO_SMALL,
    HM_ERROR_IO
} hm_error;

typedef struct hm_rect {
    uint32_t x, y, width, height;
} hm_rect;

typedef struct hm_file {
    uint32_t width, height;
    double scale;               /* pixels per point */
    uint8_t flags;              /* bit 0: the source had alpha */
    uint8_t threshold;
    uint8_t rect_mode;          /* 0 outer, 1 inner, 2 balanced */
    uint8_t codec;              /* 1 run-length, 3 transitions */
    uint32_t rect_grid;
    uint32_t rect_count;
    int has_source;             /* SRCH present: */
    uint64_t source_digest;     /*   XXH64 of the source PNG */
    uint16_t generator_revision;
    size_t error_offset;        /* after a failed call: the byte offset where the check failed */
    /* Where hm_open found the sections, inside the caller's bytes. */
    const uint8_t *mask_data;   /* after the codec byte */
    size_t mask_data_size, mask_data_offset;
    const uint8_t *rect_data;   /* after the count */
    size_t rect_data_size;
} hm_file;

typedef struct hm_mask {
    uint32_t width, height;
    const uint8_t *bits;        /* pixel (x, y) is bit y*width + x, most significant bit first */
} hm_mask;

HMDEF hm_error hm_open(const void *bytes, size_t size, hm_file *file);
HMDEF hm_error hm_read_rects(const hm_file *file, hm_rect *rects, uint32_t capacity);
HMDEF size_t hm_bits_size(const hm_file *file);
HMDEF size_t hm_scratch_size(const hm_file *file);
HMDEF hm_error hm_decode_into(hm_file *file, void *bits, size_t bits_size, void *scratch, size_t scratch_size);
HMDEF hm_error hm_decode(hm_file *file, uint8_t **bits);
HMDEF const char *hm_error_string(hm_error error);
HMDEF int hm_error_is_newer_writer(hm_error error);
#ifndef HITMASK_NO_STDIO
HMDEF hm_error hm_load_file(const char *path, uint8_t **bytes, size_t *size);
#endif

/* Whether pixel (x, y) is solid; outside the mask never. O(1): the bounds test is the only branch. */
static inline int hm_contains(const hm_mask *mask, int64_t x, int64_t y) {
    if ((uint64_t)x >= mask->width || (uint64_t)y >= mask->height) return 0;
    uint64_t i = (uint64_t)y * mask->width + (uint64_t)x;
    return (mask->bits[i >> 3] >> (7 - (i & 7))) & 1;
}

#ifdef __cplusplus
}
#endif
#endif /* HITMASK_H */

#ifdef HITMASK_IMPLEMENTATION
#include <string.h>
#ifndef HITMASK_MALLOC
#include <stdlib.h>
#define HITMASK_MALLOC(n) malloc(n)
#define HITMASK_FREE(p) free(p)
#endif
#ifndef HITMASK_NO_STDIO
#include <stdio.h>
#endif
#define HM_FORMAT_MAX_PIXELS (UINT64_C(1) << 30)
#ifndef HITMASK_MAX_PIXELS
#define HITMASK_MAX_PIXELS HM_FORMAT_MAX_PIXELS
#endif

static hm_error hm__fail(hm_file *file, hm_error error, size_t offset) {
    file->error_offset = offset;
    return error;
}

/* A LEB128 varint of at most 5 bytes with a 32-bit value, from p[*at] up to end. 0 when malformed. */
static int hm__varint(const uint8_t *p, size_t end, size_t *at, uint32_t *value) {
    uint64_t v = 0;
    for (int i = 0; i < 5; i++) {
        if (*at >= end) return 0;
        uint8_t byte = p[(*at)++];
        v |= (uint64_t)(byte & 0x7F) << (7 * i);
        if (!(byte & 0x80)) {
            if (v > 0xFFFFFFFFu) return 0;
            *value = (uint32_t)v;
            return 1;
        }
    }
    return 0;
}

static const uint32_t hm__crc_table[256] = { /* CRC-32 of each byte value: reflected polynomial 0xEDB88320 */
    0x00000000, 0x77073096, 0xEE0E612C, 0x990951BA, 0x076DC419, 0x706AF48F, 0xE963A535, 0x9E6495A3,
    0x0EDB8832, 0x79DCB8A4, 0xE0D5E91E, 0x97D2D988, 0x09B64C2B, 0x7EB17CBD, 0xE7B82D07, 0x90BF1D91,
    0x1DB71064, 0x6AB020F2, 0xF3B97148, 0x84BE41DE, 0x1ADAD47D, 0x6DDDE4EB, 0xF4D4B551, 0x83D385C7,
    0x136C9856, 0x646BA8C0, 0xFD62F97A, 0x8A65C9EC, 0x14015C4F, 0x63066CD9, 0xFA0F3D63, 0x8D080DF5,
    0x3B6E20C8, 0x4C69105E, 0xD56041E4, 0xA2677172, 0x3C03E4D1, 0x4B04D447, 0xD20D85FD, 0xA50AB56B,
    0x35B5A8FA, 0x42B2986C, 0xDBBBC9D6, 0xACBCF940, 0x32D86CE3, 0x45DF5C75, 0xDCD60DCF, 0xABD13D59,
    0x26D930AC, 0x51DE003A, 0xC8D75180, 0xBFD06116, 0x21B4F4B5, 0x56B3C423, 0xCFBA9599, 0xB8BDA50F,
    0x2802B89E, 0x5F058808, 0xC60CD9B2, 0xB10BE924, 0x2F6F7C87, 0x58684C11, 0xC1611DAB, 0xB6662D3D,
    0x76DC4190, 0x01DB7106, 0x98D220BC, 0xEFD5102A, 0x71B18589, 0x06B6B51F, 0x9FBFE4A5, 0xE8B8D433,
    0x7807C9A2, 0x0F00F934, 0x9609A88E, 0xE10E9818, 0x7F6A0DBB, 0x086D3D2D, 0x91646C97, 0xE6635C01,
    0x6B6B51F4, 0x1C6C6162, 0x856530D8, 0xF262004E, 0x6C0695ED, 0x1B01A57B, 0x8208F4C1, 0xF50FC457,
    0x65B0D9C6, 0x12B7E950, 0x8BBEB8EA, 0xFCB9887C, 0x62DD1DDF, 0x15DA2D49, 0x8CD37CF3, 0xFBD44C65,
    0x4DB26158, 0x3AB551CE, 0xA3BC0074, 0xD4BB30E2, 0x4ADFA541, 0x3DD895D7, 0xA4D1C46D, 0xD3D6F4FB,
    0x4369E96A, 0x346ED9FC, 0xAD678846, 0xDA60B8D0, 0x44042D73, 0x33031DE5, 0xAA0A4C5F, 0xDD0D7CC9,
    0x5005713C, 0x270241AA, 0xBE0B1010, 0xC90C2086, 0x5768B525, 0x206F85B3, 0xB966D409, 0xCE61E49F,
    0x5EDEF90E, 0x29D9C998, 0xB0D09822, 0xC7D7A8B4, 0x59B33D17, 0x2EB40D81, 0xB7BD5C3B, 0xC0BA6CAD,
    0xEDB88320, 0x9ABFB3B6, 0x03B6E20C, 0x74B1D29A, 0xEAD54739, 0x9DD277AF, 0x04DB2615, 0x73DC1683,
    0xE3630B12, 0x94643B84, 0x0D6D6A3E, 0x7A6A5AA8, 0xE40ECF0B, 0x9309FF9D, 0x0A00AE27, 0x7D079EB1,
    0xF00F9344, 0x8708A3D2, 0x1E01F268, 0x6906C2FE, 0xF762575D, 0x806567CB, 0x196C3671, 0x6E6B06E7,
    0xFED41B76, 0x89D32BE0, 0x10DA7A5A, 0x67DD4ACC, 0xF9B9DF6F, 0x8EBEEFF9, 0x17B7BE43, 0x60B08ED5,
    0xD6D6A3E8, 0xA1D1937E, 0x38D8C2C4, 0x4FDFF252, 0xD1BB67F1, 0xA6BC5767, 0x3FB506DD, 0x48B2364B,
    0xD80D2BDA, 0xAF0A1B4C, 0x36034AF6, 0x41047A60, 0xDF60EFC3, 0xA867DF55, 0x316E8EEF, 0x4669BE79,
    0xCB61B38C, 0xBC66831A, 0x256FD2A0, 0x5268E236, 0xCC0C7795, 0xBB0B4703, 0x220216B9, 0x5505262F,
    0xC5BA3BBE, 0xB2BD0B28, 0x2BB45A92, 0x5CB36A04, 0xC2D7FFA7, 0xB5D0CF31, 0x2CD99E8B, 0x5BDEAE1D,
    0x9B64C2B0, 0xEC63F226, 0x756AA39C, 0x026D930A, 0x9C0906A9, 0xEB0E363F, 0x72076785, 0x05005713,
    0x95BF4A82, 0xE2B87A14, 0x7BB12BAE, 0x0CB61B38, 0x92D28E9B, 0xE5D5BE0D, 0x7CDCEFB7, 0x0BDBDF21,
    0x86D3D2D4, 0xF1D4E242, 0x68DDB3F8, 0x1FDA836E, 0x81BE16CD, 0xF6B9265B, 0x6FB077E1, 0x18B74777,
    0x88085AE6, 0xFF0F6A70, 0x66063BCA, 0x11010B5C, 0x8F659EFF, 0xF862AE69, 0x616BFFD3, 0x166CCF45,
    0xA00AE278, 0xD70DD2EE, 0x4E048354, 0x3903B3C2, 0xA7672661, 0xD06016F7, 0x4969474D, 0x3E6E77DB,
    0xAED16A4A, 0xD9D65ADC, 0x40DF0B66, 0x37D83BF0, 0xA9BCAE53, 0xDEBB9EC5, 0x47B2CF7F, 0x30B5FFE9,
    0xBDBDF21C, 0xCABAC28A, 0x53B39330, 0x24B4A3A6, 0xBAD03605, 0xCDD70693, 0x54DE5729, 0x23D967BF,
    0xB3667A2E, 0xC4614AB8, 0x5D681B02, 0x2A6F2B94, 0xB40BBE37, 0xC30C8EA1, 0x5A05DF1B, 0x2D02EF8D,
};

static uint32_t hm__crc32(const uint8_t *p, size_t n) {
    uint32_t crc = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) crc = hm__crc_table[(crc ^ p[i]) & 0xFF] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

static uint64_t hm__u64(const uint8_t *p) {
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = (v << 8) | p[i];
    return v;
}

HMDEF hm_error hm_open(const void *bytes, size_t size, hm_file *file) {
    static const uint8_t magic[4] = {0x89, 0x48, 0x4D, 0x4B};
    const uint8_t *p = (const uint8_t *)bytes;
    memset(file, 0, sizeof(*file));
    size_t compared = size < 4 ? size : 4;
    if (compared && memcmp(p, magic, compared) != 0) return hm__fail(file, HM_ERROR_NOT_HITMASK, 0);
    if (size <= 4) return hm__fail(file, HM_ERROR_TRUNCATED, size);
    if (p[4] != 1) return hm__fail(file, HM_ERROR_UNSUPPORTED_VERSION, 4);
    if (size < 23) return hm__fail(file, HM_ERROR_TRUNCATED, size);
    size_t end = size - 4; /* the CRC */
    uint32_t stored = (uint32_t)p[end] | (uint32_t)p[end + 1] << 8 | (uint32_t)p[end + 2] << 16 | (uint32_t)p[end + 3] << 24;
    if (hm__crc32(p, end) != stored) return hm__fail(file, HM_ERROR_CHECKSUM, end);

    file->flags = p[5];
    file->threshold = p[6];
    file->rect_mode = p[7];
    if (file->rect_mode > 2) return hm__fail(file, HM_ERROR_CORRUPT_HEADER, 7);
    uint64_t scale_bits = hm__u64(p + 8);
    memcpy(&file->scale, &scale_bits, 8);
    /* Rejects NaN, both infinities, zeros and negatives; accepts every other value. */
    if (!(file->scale > 0 && file->scale <= 1.7976931348623157e308)) return hm__fail(file, HM_ERROR_CORRUPT_HEADER, 8);
    size_t at = 16;
    if (!hm__varint(p, end, &at, &file->width)) return hm__fail(file, HM_ERROR_CORRUPT_HEADER, 16);
    size_t height_at = at;
    if (!hm__varint(p, end, &at, &file->height)) return hm__fail(file, HM_ERROR_CORRUPT_HEADER, height_at);
    uint64_t pixels = (uint64_t)file->width * file->height;
    if (pixels == 0 || pixels > HM_FORMAT_MAX_PIXELS) return hm__fail(file, HM_ERROR_CORRUPT_HEADER, 16);
    size_t grid_at = at;
    if (!hm__varint(p, end, &at, &file->rect_grid) || file->rect_grid < 1 || file->rect_grid > 4096)
        return hm__fail(file, HM_ERROR_CORRUPT_HEADER, grid_at);

    /* Sections: id, varint length, payload; ids strictly increasing; unknown ids skipped. */
    const uint8_t *mask = NULL, *rect = NULL, *source = NULL;
    size_t mask_size = 0, rect_size = 0, source_size = 0, mask_at = 0, rect_at = 0, source_at = 0;
    unsigned previous = 0;
    while (at < end) {
        size_t start = at;
        unsigned id = p[at++];
        if (id <= previous) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, start);
        previous = id;
        size_t length_at = at;
        uint32_t length = 0;
        if (!hm__varint(p, end, &at, &length) || length > end - at) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, length_at);
        if (id == 1) mask = p + at, mask_size = length, mask_at = at;
        if (id == 2) rect = p + at, rect_size = length, rect_at = at;
        if (id == 3) source = p + at, source_size = length, source_at = at;
        at += length;
    }
    if (!mask || !rect) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, end);

    if (mask_size == 0) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, mask_at);
    file->codec = mask[0];
    if (file->codec != 1 && file->codec != 3) return hm__fail(file, HM_ERROR_UNSUPPORTED_CODEC, mask_at);
    file->mask_data = mask + 1;
    file->mask_data_size = mask_size - 1;
    file->mask_data_offset = mask_at + 1;

    size_t r = 0;
    if (!hm__varint(rect, rect_size, &r, &file->rect_count) || file->rect_count > (rect_size - r) / 4)
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, rect_at);
    file->rect_data = rect + r;
    file->rect_data_size = rect_size - r;
    for (uint32_t i = 0; i < file->rect_count; i++) {
        size_t rect_start = r;
        uint32_t v[4] = {0, 0, 0, 0};
        for (int k = 0; k < 4; k++)
            if (!hm__varint(rect, rect_size, &r, &v[k])) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, rect_at + rect_start);
        if (v[2] == 0 || v[3] == 0 || (uint64_t)v[0] + v[2] > file->width || (uint64_t)v[1] + v[3] > file->height)
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, rect_at + rect_start);
    }
    if (r != rect_size) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, rect_at + r);

    if (source) {
        if (source_size != 10) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, source_at);
        file->has_source = 1;
        file->source_digest = hm__u64(source);
        file->generator_revision = (uint16_t)(source[8] | source[9] << 8);
    }
    return pixels > HITMASK_MAX_PIXELS ? hm__fail(file, HM_ERROR_TOO_LARGE, 16) : HM_OK;
}

HMDEF hm_error hm_read_rects(const hm_file *file, hm_rect *rects, uint32_t capacity) {
    if (capacity < file->rect_count) return HM_ERROR_BUFFER_TOO_SMALL;
    size_t at = 0;
    for (uint32_t i = 0; i < file->rect_count; i++) { /* checked by hm_open */
        hm__varint(file->rect_data, file->rect_data_size, &at, &rects[i].x);
        hm__varint(file->rect_data, file->rect_data_size, &at, &rects[i].y);
        hm__varint(file->rect_data, file->rect_data_size, &at, &rects[i].width);
        hm__varint(file->rect_data, file->rect_data_size, &at, &rects[i].height);
    }
    return HM_OK;
}

HMDEF size_t hm_bits_size(const hm_file *file) {
    return (size_t)(((uint64_t)file->width * file->height + 7) / 8);
}

/* Codec 3 keeps two rows of changes: int32 positions and uint8 categories, min(width, budget) + 4 each. */
static uint64_t hm__budget(const hm_file *file) { return 5700 * (uint64_t)file->mask_data_size + 32768; }

static size_t hm__row_capacity(const hm_file *file) {
    uint64_t budget = hm__budget(file);
    return (size_t)((file->width < budget ? file->width : budget) + 4);
}

static void hm__set_run(uint8_t *bits, uint64_t start, uint64_t count) {
    if (count == 0) return;
    uint64_t end = start + count, first = start >> 3, last = (end - 1) >> 3;
    uint8_t head = (uint8_t)(0xFF >> (start & 7)), tail = (uint8_t)(0xFF << (7 - ((end - 1) & 7)));
    if (first == last) {
        bits[first] |= head & tail;
        return;
    }
    bits[first] |= head;
    memset(bits + first + 1, 0xFF, (size_t)(last - first - 1));
    bits[last] |= tail;
}

static hm_error hm__decode_runs(hm_file *file, uint8_t *bits) {
    uint64_t total = (uint64_t)file->width * file->height, covered = 0;
    size_t at = 0;
    while (at < file->mask_data_size) { /* the sum first, before anything is written */
        size_t start = at;
        uint32_t run = 0;
        if (!hm__varint(file->mask_data, file->mask_data_size, &at, &run) || run > total - covered)
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, file->mask_data_offset + start);
        covered += run;
    }
    if (covered != total) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, file->mask_data_offset + at);
    uint64_t position = 0;
    int solid = 0;
    for (at = 0; at < file->mask_data_size; solid ^= 1) {
        uint32_t run = 0;
        hm__varint(file->mask_data, file->mask_data_size, &at, &run);
        if (solid) hm__set_run(bits, position, run);
        position += run;
    }
    return HM_OK;
}

/* Codec 3 (FORMAT.md "Codec 3: transitions"): models, range decoder, rows. */
enum { HM_V0 = 0, HM_PASS = 162, HM_HORIZONTAL = 324, HM_NEGATIVE = 486, HM_MAG1 = 648, HM_MAG2 = 972,
       HM_LENGTH = 1296, HM_TOP = 1296 + 2176, HM_MODELS = 1296 + 2 * 2176 };

typedef struct hm__coder {
    const uint8_t *data;
    size_t size, position;
    uint32_t range, code;
    uint64_t decisions, budget;
    int overran;
    uint32_t rates[63];
    struct { uint16_t p; uint8_t n; } m[HM_MODELS]; /* P(0) in 2^-16 and the count, side by side */
} hm__coder;

static void hm__normalize(hm__coder *c) {
    while (c->range < (1u << 24)) {
        uint8_t byte = 0;
        if (c->position < c->size) byte = c->data[c->position];
        else c->overran = 1; /* the spec's rejection, taken at the end of the row */
        c->position++;
        c->range <<= 8;
        c->code = (c->code << 8) | byte;
    }
}

static int hm__decide(hm__coder *c, int model) {
    uint32_t p = c->m[model].p, bound = (c->range >> 16) * p;
    int bit = c->code >= bound;
    uint32_t rate = c->rates[c->m[model].n];
    if (bit) {
        c->code -= bound;
        c->range -= bound;
        p -= (p * rate) >> 16;
        if (p < 64) p = 64;
    } else {
        c->range = bound;
        p += ((65536 - p) * rate) >> 16;
        if (p > 65472) p = 65472;
    }
    c->m[model].p = (uint16_t)p;
    if (c->m[model].n < 62) c->m[model].n++;
    c->decisions++;
    hm__normalize(c);
    return bit;
}

static int hm__decide_even(hm__coder *c) {
    c->range >>= 1;
    int bit = c->code >= c->range;
    if (bit) c->code -= c->range;
    c->decisions++;
    hm__normalize(c);
    return bit;
}

static int64_t hm__run(hm__coder *c, int color, int second, int64_t predicted) {
    int bits = 0;
    for (uint64_t v = (uint64_t)predicted + 1; v; v >>= 1) bits++;
    int base = ((color * 2 + second) * 17 + (bits < 16 ? bits : 16)) * 32, length = 1;
    while (length < 31 && hm__decide(c, HM_LENGTH + base + length - 1)) length++;
    if (length == 1) return 0;
    int64_t v = 2 + hm__decide(c, HM_TOP + base + length - 1);
    for (int k = 0; k < length - 2; k++) v = 2 * v + hm__decide_even(c);
    return v - 1;
}

typedef struct hm__row {
    int32_t *at;
    uint8_t *category;
    size_t count;
} hm__row;

HMDEF size_t hm_scratch_size(const hm_file *file) {
    return file->codec == 3 ? sizeof(hm__coder) + 2 * hm__row_capacity(file) * 5 : 0;
}

static hm_error hm__decode_transitions(hm_file *file, uint8_t *bits, uint8_t *scratch) {
    static const uint8_t length_percent[10] = {3, 19, 24, 33, 45, 57, 72, 77, 83, 93};
    const int64_t w = file->width;
    const size_t capacity = hm__row_capacity(file);
    hm__coder *c = (hm__coder *)scratch; /* then the two rows */
    scratch += sizeof(hm__coder);
    c->decisions = 0, c->position = 0, c->range = 0, c->code = 0;
    c->overran = 0;
    /* round(65536 / (k + 1.5)) = round(131072 / (2k + 3)), never a tie */
    for (int k = 0; k < 63; k++) c->rates[k] = (uint32_t)((262144 + 2 * k + 3) / (2 * (2 * k + 3)));
    /* Starting models (FORMAT.md "Adaptive bits"): p = percentage of 65536, n = 1; a group at a time. */
    static const struct { int start, end, percent; } groups[] = {{HM_V0, HM_PASS, 58}, {HM_PASS, HM_HORIZONTAL, 87},
        {HM_HORIZONTAL, HM_NEGATIVE, 81}, {HM_NEGATIVE, HM_MAG1, 46}, {HM_MAG1, HM_MAG2, 23}, {HM_MAG2, HM_LENGTH, 30},
        {HM_TOP, HM_MODELS, 62}};
    for (size_t g = 0; g < sizeof(groups) / sizeof(groups[0]); g++)
        for (int m = groups[g].start; m < groups[g].end; m++) c->m[m].p = (uint16_t)(groups[g].percent * 65536 / 100);
    for (int m = HM_LENGTH; m < HM_TOP; m++) c->m[m].p = (uint16_t)(length_percent[(m - HM_LENGTH) % 32 < 9 ? (m - HM_LENGTH) % 32 : 9] * 65536 / 100);
    for (int m = 0; m < HM_MODELS; m++) c->m[m].n = 1;
    c->data = file->mask_data;
    c->size = file->mask_data_size;
    c->budget = hm__budget(file);
    hm_error error = HM_ERROR_CORRUPT_SECTION;
    hm__row rows[2] = {{(int32_t *)scratch, scratch + 8 * capacity, 0},
                       {(int32_t *)(scratch + 4 * capacity), scratch + 9 * capacity, 0}};
    hm__row *above = &rows[0], *row = &rows[1];
    if (c->size < 5 || c->data[0] != 0) goto done;
    c->range = 0xFFFFFFFFu;
    c->code = (uint32_t)c->data[1] << 24 | (uint32_t)c->data[2] << 16 | (uint32_t)c->data[3] << 8 | c->data[4];
    c->position = 5;
    for (int k = 0; k < 3; k++) above->at[k] = (int32_t)w, above->category[k] = 8;
    for (uint32_t y = 0; y < file->height; y++) {
        int64_t a0 = -1;
        int color = 0;
        size_t j = 0;
        row->count = 0;
        while (a0 < w) {
            while (j > 0 && above->at[j - 1] > a0) j--;
            while (above->at[j] <= a0 || (int)(j & 1) != color) j++;
            int64_t b1 = above->at[j], b2 = above->at[j + 1], a1 = 0, a2 = -1;
            int64_t gap = b2 - b1, distance = b1 - a0;
            int ctx = ((above->category[j] * 3 + (gap <= 1 ? 0 : gap <= 3 ? 1 : 2)) * 3
                       + (distance <= 1 ? 0 : distance <= 4 ? 1 : 2)) * 2 + color;
            int category;
            if (hm__decide(c, HM_V0 + ctx)) {
                a1 = b1, category = 3;
            } else if (hm__decide(c, HM_PASS + ctx)) {
                if (b2 >= w) goto done;
                a0 = b2;
                continue;
            } else if (hm__decide(c, HM_HORIZONTAL + ctx)) {
                int64_t start = a0 > 0 ? a0 : 0;
                int64_t r1 = hm__run(c, color, 0, b1 - start);
                if (r1 > w - start || (a0 >= 0 && r1 == 0)) goto done;
                a1 = start + r1;
                int64_t r2 = hm__run(c, color ^ 1, 1, b2 - b1);
                if (r2 > w - a1 || (r2 == 0 && a1 != w)) goto done;
                a2 = a1 + r2, category = 7;
            } else {
                int negative = hm__decide(c, HM_NEGATIVE + ctx), s = ctx * 2 + negative;
                int m = hm__decide(c, HM_MAG1 + s) ? 1 : hm__decide(c, HM_MAG2 + s) ? 2 : 3;
                a1 = b1 + (negative ? -m : m), category = 3 + (negative ? -m : m);
            }
            if (c->decisions > c->budget) goto done;
            if (a2 < 0 && (a1 <= a0 || a1 > w)) goto done;
            /* Bounded by min(width, budget) + 4 entries: each change is a decision and a position < width. */
            if (a1 < w) row->at[row->count] = (int32_t)a1, row->category[row->count++] = (uint8_t)category;
            if (a2 >= 0) {
                if (a2 < w) row->at[row->count] = (int32_t)a2, row->category[row->count++] = 7;
                a0 = a2;
            } else {
                a0 = a1, color ^= 1;
            }
        }
        if (c->overran) goto done;
        for (int k = 0; k < 3; k++) row->at[row->count + k] = (int32_t)w, row->category[row->count + k] = 8;
        uint64_t row_start = (uint64_t)y * file->width;
        for (size_t k = 0; k < row->count; k += 2)
            hm__set_run(bits, row_start + (uint64_t)row->at[k], (uint64_t)(row->at[k + 1] - row->at[k]));
        hm__row *swap = above;
        above = row, row = swap;
    }
    if (c->position == c->size) error = HM_OK;
done:
    file->error_offset = file->mask_data_offset + (c->position < c->size ? c->position : c->size);
    return error;
}

HMDEF hm_error hm_decode_into(hm_file *file, void *bits, size_t bits_size, void *scratch, size_t scratch_size) {
    if (bits_size < hm_bits_size(file) || scratch_size < hm_scratch_size(file)) return HM_ERROR_BUFFER_TOO_SMALL;
    /* Every row takes a decision: a height the data cannot reach is refused before any work. */
    if (file->codec == 3 && file->height > hm__budget(file))
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, file->mask_data_offset);
    memset(bits, 0, hm_bits_size(file));
    if (file->codec == 1) return hm__decode_runs(file, (uint8_t *)bits);
    return hm__decode_transitions(file, (uint8_t *)bits, (uint8_t *)scratch);
}

HMDEF hm_error hm_decode(hm_file *file, uint8_t **bits) {
    *bits = NULL;
    if (file->codec == 3 && file->height > hm__budget(file))
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, file->mask_data_offset);
    size_t scratch_size = hm_scratch_size(file);
    uint8_t *mask = (uint8_t *)HITMASK_MALLOC(hm_bits_size(file));
    void *scratch = scratch_size ? HITMASK_MALLOC(scratch_size) : NULL;
    hm_error error = !mask || (scratch_size && !scratch)
                         ? HM_ERROR_OUT_OF_MEMORY
                         : hm_decode_into(file, mask, hm_bits_size(file), scratch, scratch_size);
    if (scratch) HITMASK_FREE(scratch);
    if (error != HM_OK) {
        if (mask) HITMASK_FREE(mask);
        return error;
    }
    *bits = mask;
    return HM_OK;
}

HMDEF const char *hm_error_string(hm_error error) {
    switch (error) {
    case HM_OK: return "ok";
    case HM_ERROR_NOT_HITMASK: return "not a .hitmask file";
    case HM_ERROR_TRUNCATED: return "truncated";
    case HM_ERROR_UNSUPPORTED_VERSION: return "unsupported version (made by a newer writer)";
    case HM_ERROR_CHECKSUM: return "checksum mismatch (damaged)";
    case HM_ERROR_CORRUPT_HEADER: return "corrupt header";
    case HM_ERROR_CORRUPT_SECTION: return "corrupt section";
    case HM_ERROR_UNSUPPORTED_CODEC: return "unsupported codec (made by a newer writer)";
    case HM_ERROR_TOO_LARGE: return "mask larger than HITMASK_MAX_PIXELS";
    case HM_ERROR_OUT_OF_MEMORY: return "out of memory";
    case HM_ERROR_BUFFER_TOO_SMALL: return "buffer too small";
    case HM_ERROR_IO: return "cannot read the file";
    }
    return "unknown error";
}

HMDEF int hm_error_is_newer_writer(hm_error error) {
    return error == HM_ERROR_UNSUPPORTED_VERSION || error == HM_ERROR_UNSUPPORTED_CODEC;
}

#ifndef HITMASK_NO_STDIO
HMDEF hm_error hm_load_file(const char *path, uint8_t **bytes, size_t *size) {
    *bytes = NULL;
    *size = 0;
    FILE *f = fopen(path, "rb");
    if (!f) return HM_ERROR_IO;
    long length = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    uint8_t *buffer = length >= 0 && fseek(f, 0, SEEK_SET) == 0 ? (uint8_t *)HITMASK_MALLOC((size_t)length + 1) : NULL;
    size_t got = buffer ? fread(buffer, 1, (size_t)length, f) : 0;
    fclose(f);
    if (!buffer || got != (size_t)length) {
        if (buffer) HITMASK_FREE(buffer);
        return length < 0 ? HM_ERROR_IO : buffer ? HM_ERROR_IO : HM_ERROR_OUT_OF_MEMORY;
    }
    *bytes = buffer;
    *size = got;
    return HM_OK;
}
#endif
#endif /* HITMASK_IMPLEMENTATION */
