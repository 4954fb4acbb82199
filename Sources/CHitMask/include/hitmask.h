/* hitmask.h: a single-header reader for .hitmask files, pixel hit masks made by the hitmask tool.
   Format version 1, as docs/FORMAT.md specifies it.
   SPDX-FileCopyrightText: 2026 HitMask authors
   SPDX-License-Identifier: MIT
   The licence's text ends this file.

   -- About

   A .hitmask file says which pixels of an image are solid (a touch hits it) and which are clear (a touch passes
   through), with a few shape rects, and optionally atlas frames, a distance field for touch tolerance and physics
   outlines. This header checks a whole file and answers "is pixel (x, y) solid?" in O(1). C99, no globals, and no
   allocation the caller does not control.

   -- Synopsis

   In ONE C or C++ file:  #define HITMASK_IMPLEMENTATION
                          #include "hitmask.h"

       hm_file file;
       uint8_t *bits;
       if (hm_open(bytes, size, &file) == HM_OK && hm_decode(&file, &bits) == HM_OK) {
           hm_mask mask = {file.width, file.height, bits};
           int solid = hm_contains(&mask, x, y);
           HITMASK_FREE(bits);
       }

   Without any allocation: hm_decode_into(&file, bits, hm_bits_size(&file), scratch, hm_scratch_size(&file)), the
   scratch aligned as malloc aligns (codec 3 keeps its models and two rows of changes there: 23 KB plus 10 bytes per
   change a row can hold; codec 1 needs none). The companion headers hitmask_tolerance.h (touch tolerance, from the
   distance field) and hitmask_outline.h (physics outlines) read the rest.

   Options, defined before the include that has HITMASK_IMPLEMENTATION:
     HITMASK_STATIC                      every function static to that file
     HITMASK_MALLOC(n) / HITMASK_FREE(p) the allocator of hm_decode and hm_load_file (default malloc / free)
     HITMASK_NO_STDIO                    leave out hm_load_file (no <stdio.h>)
     HITMASK_MAX_PIXELS                  refuse larger masks with HM_ERROR_TOO_LARGE (default and ceiling: 2^30)

   -- Documentation

   hm_open checks everything but the pixels (FORMAT.md, "Reader checks", steps 1-8) and keeps pointers into the
   caller's bytes, which must outlive it; hm_decode and hm_decode_into check the pixel data (step 9),
   hitmask_tolerance.h's hm_decode_distance_into the distance field (10). Every failure is an hm_error, with the
   byte offset where the check failed in file->error_offset, as FORMAT.md's "Error offsets" give it. Each function
   is described where it is declared, below.

   -- Data format

   A file is a 16-byte header (magic 89 48 4D 4B, version, flags, threshold, rect mode, scale as an f64), the width,
   height and rect grid as LEB128 varints, sections (a byte id, a varint length, the payload) in increasing id
   order, and a CRC-32 of everything before it. The pixels (MASK) are run lengths (codec 1) or each row's changes
   against the row above, range-coded (codec 3). docs/FORMAT.md is the whole specification. */
#ifndef HITMASK_H
#define HITMASK_H

#include <stddef.h>
#include <stdint.h>

/* This header's release of HitMask (the release's version, which names its format version's readers too). */
#define HITMASK_VERSION "0.1.0"
#define HITMASK_VERSION_MAJOR 0
#define HITMASK_VERSION_MINOR 1
#define HITMASK_VERSION_PATCH 0

#if defined(HITMASK_STATIC) && (defined(__GNUC__) || defined(__clang__))
#define HMDEF static __attribute__((unused)) /* a file may use only some of them */
#elif defined(HITMASK_STATIC)
#define HMDEF static
#else
#define HMDEF extern
#endif

#if defined(__GNUC__) || defined(__clang__)
#define HM__INLINE static inline __attribute__((always_inline)) /* the coder's per-decision steps */
#elif defined(_MSC_VER)
#define HM__INLINE static __forceinline
#else
#define HM__INLINE static
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
    HM_ERROR_CORRUPT_HEADER, HM_ERROR_CORRUPT_SECTION,
    HM_ERROR_UNSUPPORTED_CODEC,   /* made by a newer writer */
    HM_ERROR_TOO_LARGE,           /* valid, but above this reader's HITMASK_MAX_PIXELS */
    HM_ERROR_OUT_OF_MEMORY, HM_ERROR_BUFFER_TOO_SMALL, HM_ERROR_IO,
    HM_END                        /* not an error: an iteration (hm_read_frame, hm_read_region) passed its last item,
                                     or hm_open_frame_outlines was asked for a frame the file does not have */
} hm_error;

typedef struct hm_rect { uint32_t x, y, width, height; } hm_rect;

typedef struct hm_file {
    uint32_t width, height;
    double scale;               /* pixels per point */
    uint8_t flags, threshold;   /* flags bit 0: the source had alpha */
    uint8_t rect_mode, codec;   /* rect mode 0 outer, 1 inner, 2 balanced; codec 1 run-length, 3 transitions */
    uint32_t rect_grid, rect_count;
    int has_source;             /* SRCH present: */
    uint64_t source_digest;     /*   XXH64 of the source PNG */
    uint16_t generator_revision;
    size_t error_offset;        /* after a failed call: the byte offset where the check failed, */
    const char *error_section;  /*   the section it lies in ("header", "MASK", ...; NULL for the file as a whole) */
    const char *error_reason;   /*   and what is wrong, in words (hm_error_line writes all of it as one line) */
    char unknown_section_name[12]; /* error_section's text for an id this version does not define */
    /* Where hm_open found the sections, inside the caller's bytes. */
    const uint8_t *mask_data;   /* after the codec byte */
    size_t mask_data_size, mask_data_offset;
    const uint8_t *rect_data;   /* after the count */
    size_t rect_data_size;
    const uint8_t *distance_data, *outline_data; /* DIST (hitmask_tolerance.h), OUTL (hitmask_outline.h), or NULL */
    size_t distance_data_size, distance_data_offset, outline_data_size, outline_data_offset;
    const uint8_t *frame_outline_data; /* the FOUT payload (hitmask_outline.h), or NULL */
    size_t frame_outline_data_size, frame_outline_data_offset;
    uint32_t frame_count;       /* atlas frames (FRAM), read one by one with hm_read_frame */
    const uint8_t *frame_data;  /* after the count */
    size_t frame_data_size;
} hm_file;

typedef struct hm_frame {       /* an atlas frame (FORMAT.md "FRAM"); queries take untrimmed sprite pixels */
    const char *name;           /* name_length bytes (UTF-8) inside the file's bytes, not NUL-terminated */
    size_t name_length;
    uint32_t page_x, page_y, page_width, page_height, rotation; /* rotation: quarter turns clockwise, 0-3 */
    int32_t trim_x, trim_y;
    uint32_t source_width, source_height, rect_count; /* rects: x, y, width, height varints at rect_data */
    int has_pivot;
    double pivot_x, pivot_y;
    const uint8_t *rect_data;
} hm_frame;

typedef struct hm_mask {
    uint32_t width, height;
    const uint8_t *bits;        /* pixel (x, y) is bit y*width + x, most significant bit first */
} hm_mask;

/* The format's numbers (docs/FORMAT.md), named once. */
enum {
    HM_FORMAT_VERSION = 1,
    HM_SMALLEST_FILE = 23,   /* the fixed header, three one-byte varints and the CRC */
    HM_MAX_RECT_GRID = 4096, /* the rect grid's largest value */
    HM_DISTANCE_MARGIN = 15, /* the DIST field reaches this many pixels past each edge of the image */
    HM_CODEC_RUNS = 1, HM_CODEC_TRANSITIONS = 3,
    HM_SOURCE_RECORD_SIZE = 10, HM_FRAME_FLAGS = 7, /* rotation in bits 0-1, a pivot in bit 2 */
    HM_MIN_RECT_SIZE = 4, HM_MIN_FRAME_SIZE = 12, /* the fewest bytes a record takes, to check a count */
    HM_SECTION_MASK = 1, HM_SECTION_RECT, HM_SECTION_SRCH, HM_SECTION_DIST, HM_SECTION_FRAM, HM_SECTION_OUTL,
    HM_SECTION_FOUT
};

/* Checks a whole file but its pixels (FORMAT.md steps 1-8) and fills `file` with its header and where its sections
   lie in `bytes`, which must outlive it. Allocates nothing. */
HMDEF hm_error hm_open(const void *bytes, size_t size, hm_file *file);
/* Copies up to `capacity` of the file's shape rects (file->rect_count of them) into `rects`. */
HMDEF hm_error hm_read_rects(const hm_file *file, hm_rect *rects, uint32_t capacity);
/* The bytes the decoded mask takes: ceil(width x height / 8). */
HMDEF size_t hm_bits_size(const hm_file *file);
/* The scratch bytes hm_decode_into needs for this file's codec (0 for codec 1). */
HMDEF size_t hm_scratch_size(const hm_file *file);
/* Decodes the pixels (step 9) into the caller's `bits` (hm_bits_size bytes) using the caller's `scratch`
   (hm_scratch_size bytes, aligned as malloc aligns). Allocates nothing. */
HMDEF hm_error hm_decode_into(hm_file *file, void *bits, size_t bits_size, void *scratch, size_t scratch_size);
/* Decodes the pixels into a new buffer from HITMASK_MALLOC (free it with HITMASK_FREE), once the data's size checks
   have passed: a file cannot make it allocate more than its size allows. */
HMDEF hm_error hm_decode(hm_file *file, uint8_t **bits);
/* The atlas frame at *cursor (start at 0), advancing the cursor; HM_END after the last one. */
HMDEF hm_error hm_read_frame(const hm_file *file, size_t *cursor, hm_frame *frame);
/* The size_t slots of a frame index (a power of two, at least twice the frames), and the index built in the
   caller's `slots`, so that hm_find_frame takes constant time. */
HMDEF uint32_t hm_frame_index_slots(const hm_file *file);
HMDEF hm_error hm_index_frames(const hm_file *file, size_t *slots, uint32_t slot_count);
/* The first atlas frame named name[0 ... length - 1] (its UTF-8 bytes, as the file holds them), or HM_END when the
   page has none by that name; through the index hm_index_frames built, or a walk of the frames when `slots` is NULL. */
HMDEF hm_error hm_find_frame(const hm_file *file, const size_t *slots, uint32_t slot_count, const char *name,
                             size_t length, hm_frame *frame);
/* A short English description of an error. */
HMDEF const char *hm_error_string(hm_error error);
/* Whether an error means "made by a newer writer" (a newer version or codec) rather than damage. */
HMDEF int hm_error_is_newer_writer(hm_error error);
/* An error of a file's checks as the other readers name its kind: "not-a-hitmask", "truncated",
   "unsupported-version", "checksum-mismatch", "corrupt-header", "corrupt-section" or "unsupported-codec" (and
   "too-large", "out-of-memory", "buffer-too-small", "unreadable-file", "end" for this reader's own). */
HMDEF const char *hm_error_kind(hm_error error);
/* The error of a failed call on `file` as one line, as every HitMask reader prints it: "KIND[ in SECTION][ at byte
   OFFSET]: REASON" (kinds in words), into `line` (cut to `size` bytes with its NUL). Returns `line`. Errors that
   come from no file's checks (hm_load_file's, out of memory, a buffer too small) have no section or offset, and
   `file` is not read for them: it may be NULL, or never opened. */
HMDEF char *hm_error_line(const hm_file *file, hm_error error, char *line, size_t size);
#ifndef HITMASK_NO_STDIO
/* Reads a whole file into a new buffer from HITMASK_MALLOC. */
HMDEF hm_error hm_load_file(const char *path, uint8_t **bytes, size_t *size);
#endif

/* Whether pixel (x, y) is solid; outside the mask never. O(1): the bounds test is the only branch. */
static inline int hm_contains(const hm_mask *mask, int64_t x, int64_t y) {
    if ((uint64_t)x >= mask->width || (uint64_t)y >= mask->height) return 0;
    uint64_t i = (uint64_t)y * mask->width + (uint64_t)x;
    return (mask->bits[i >> 3] >> (7 - (i & 7))) & 1;
}

/* Whether pixel (x, y) of a frame's untrimmed sprite is solid, read from the page's mask. */
static inline int hm_frame_contains(const hm_mask *page, const hm_frame *f, int64_t x, int64_t y) {
    if (x < 0 || y < 0 || x >= f->source_width || y >= f->source_height) return 0; /* then no overflow below */
    int64_t u = x - f->trim_x, v = y - f->trim_y, w = f->rotation & 1 ? f->page_height : f->page_width;
    int64_t h = f->rotation & 1 ? f->page_width : f->page_height, dx = u, dy = v;
    if (u < 0 || v < 0 || u >= w || v >= h) return 0;
    if (f->rotation == 1) dx = h - 1 - v, dy = u;
    if (f->rotation == 2) dx = w - 1 - u, dy = h - 1 - v;
    if (f->rotation == 3) dx = v, dy = w - 1 - u;
    return hm_contains(page, f->page_x + dx, f->page_y + dy);
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

/* A section's name, as errors give it (FORMAT.md, "Error sections"): "section N", written into the file, for an id
   this version does not define. */
static const char *hm__section_name(hm_file *file, unsigned id) {
    static const char *const names[] = {"MASK", "RECT", "SRCH", "DIST", "FRAM", "OUTL", "FOUT"};
    if (id >= HM_SECTION_MASK && id <= HM_SECTION_FOUT) return names[id - 1];
    char *s = file->unknown_section_name;
    size_t n = 8;
    memcpy(s, "section ", 8);
    if (id >= 100) s[n++] = (char)('0' + id / 100);
    if (id >= 10) s[n++] = (char)('0' + id / 10 % 10);
    s[n++] = (char)('0' + id % 10), s[n] = 0;
    return s;
}

static hm_error hm__fail(hm_file *file, hm_error error, const char *section, size_t offset, const char *reason) {
    file->error_section = section, file->error_reason = reason;
    return file->error_offset = offset, error;
}

/* A LEB128 varint of at most 5 bytes with a 32-bit value, from p[*at] up to end. 0 when malformed. */
static int hm__varint(const uint8_t *p, size_t end, size_t *at, uint32_t *value) {
    uint64_t v = 0;
    for (int i = 0; i < 5 && *at < end; i++) {
        uint8_t byte = p[(*at)++];
        v |= (uint64_t)(byte & 0x7F) << (7 * i);
        if (!(byte & 0x80)) return v <= 0xFFFFFFFFu ? (*value = (uint32_t)v, 1) : 0;
    }
    return 0;
}

/* CRC-32 (reflected polynomial 0xEDB88320) a nibble at a time: a 16-entry table, about half the speed of a byte
   table, which matters little beside decoding. */
static uint32_t hm__crc32(const uint8_t *p, size_t n) {
    static const uint32_t t[16] = {0x00000000, 0x1DB71064, 0x3B6E20C8, 0x26D930AC, 0x76DC4190, 0x6B6B51F4,
        0x4DB26158, 0x5005713C, 0xEDB88320, 0xF00F9344, 0xD6D6A3E8, 0xCB61B38C, 0x9B64C2B0, 0x86D3D2D4, 0xA00AE278,
        0xBDBDF21C};
    uint32_t crc = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        crc = t[(crc ^ p[i]) & 15] ^ ((crc ^ p[i]) >> 4);
        crc = t[crc & 15] ^ (crc >> 4);
    }
    return crc ^ 0xFFFFFFFFu;
}

static uint64_t hm__u64(const uint8_t *p) {
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = (v << 8) | p[i];
    return v;
}

/* count rects of 4 varints from p[*at], none empty, inside w x h (FORMAT.md "RECT"); 0 when malformed, *at at the bad rect. */
static int hm__rects(const uint8_t *p, size_t n, size_t *at, uint32_t count, uint64_t w, uint64_t h) {
    if (count > (n - *at) / HM_MIN_RECT_SIZE) return 0;
    for (uint32_t i = 0; i < count; i++) {
        size_t start = *at;
        uint32_t v[4] = {0, 0, 0, 0};
        for (int k = 0; k < 4; k++)
            if (!hm__varint(p, n, at, &v[k])) return *at = start, 0;
        if (!v[2] || !v[3] || v[0] + (uint64_t)v[2] > w || v[1] + (uint64_t)v[3] > h) return *at = start, 0;
    }
    return 1;
}

/* One FRAM frame at *at (FORMAT.md "FRAM"), checked against the page; 0 when malformed. */
static int hm__frame(const hm_file *file, size_t *at, hm_frame *f) {
    const uint8_t *p = file->frame_data;
    size_t n = file->frame_data_size;
    uint32_t v[8], length = 0;
    if (!hm__varint(p, n, at, &length) || length < 1 || length > n - *at) return 0;
    f->name = (const char *)p + *at, f->name_length = length, *at += length;
    for (int k = 0; k < 4; k++)
        if (!hm__varint(p, n, at, &v[k])) return 0;
    if (*at >= n || (p[*at] & ~HM_FRAME_FLAGS) || (uint64_t)v[0] + v[2] > file->width || (uint64_t)v[1] + v[3] > file->height) return 0;
    f->page_x = v[0], f->page_y = v[1], f->page_width = v[2], f->page_height = v[3];
    f->rotation = p[*at] & 3u, f->has_pivot = (p[(*at)++] >> 2) & 1;
    for (int k = 4; k < 8; k++)
        if (!hm__varint(p, n, at, &v[k])) return 0;
    f->trim_x = (int32_t)(v[4] >> 1) ^ -(int32_t)(v[4] & 1), f->trim_y = (int32_t)(v[5] >> 1) ^ -(int32_t)(v[5] & 1);
    f->source_width = v[6], f->source_height = v[7];
    if (!v[6] || !v[7] || (uint64_t)v[6] * v[7] > HM_FORMAT_MAX_PIXELS || (f->has_pivot && n - *at < 16)) return 0;
    if (f->has_pivot) {
        uint64_t x = hm__u64(p + *at), y = hm__u64(p + *at + 8);
        memcpy(&f->pivot_x, &x, 8), memcpy(&f->pivot_y, &y, 8), *at += 16;
        if (f->pivot_x - f->pivot_x != 0 || f->pivot_y - f->pivot_y != 0) return 0; /* NaN or infinite */
    }
    if (!hm__varint(p, n, at, &f->rect_count)) return 0;
    f->rect_data = p + *at;
    return hm__rects(p, n, at, f->rect_count, v[6], v[7]);
}

HMDEF hm_error hm_read_frame(const hm_file *file, size_t *cursor, hm_frame *frame) { /* checked by hm_open */
    return *cursor < file->frame_data_size && hm__frame(file, cursor, frame) ? HM_OK : HM_END; }

/* FNV-1a of a frame name, for the index's slots. */
static uint32_t hm__name_hash(const char *name, size_t length) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < length; i++) h = (h ^ (uint8_t)name[i]) * 16777619u;
    return h;
}

HMDEF uint32_t hm_frame_index_slots(const hm_file *file) {
    uint32_t slots = 1;
    while (slots < 2 * (uint64_t)file->frame_count) slots *= 2;
    return slots;
}

/* The slot of the first frame named `name`, or of the empty slot where it would go; open addressing, linear probing,
   each slot the frame's hm_read_frame cursor + 1 (0 for empty). */
static uint32_t hm__slot(const hm_file *file, const size_t *slots, uint32_t count, const char *name, size_t length) {
    uint32_t s = hm__name_hash(name, length) & (count - 1);
    for (hm_frame f; slots[s]; s = (s + 1) & (count - 1)) {
        size_t cursor = slots[s] - 1;
        hm_read_frame(file, &cursor, &f);
        if (f.name_length == length && memcmp(f.name, name, length) == 0) break;
    }
    return s;
}

HMDEF hm_error hm_index_frames(const hm_file *file, size_t *slots, uint32_t slot_count) {
    if (slot_count < hm_frame_index_slots(file) || (slot_count & (slot_count - 1))) return HM_ERROR_BUFFER_TOO_SMALL;
    memset(slots, 0, slot_count * sizeof(size_t));
    hm_frame f;
    for (size_t cursor = 0, at = 0; hm_read_frame(file, &cursor, &f) == HM_OK; at = cursor) {
        uint32_t s = hm__slot(file, slots, slot_count, f.name, f.name_length);
        if (!slots[s]) slots[s] = at + 1; /* the first frame of a name */
    }
    return HM_OK;
}

HMDEF hm_error hm_find_frame(const hm_file *file, const size_t *slots, uint32_t slot_count, const char *name,
                             size_t length, hm_frame *frame) {
    size_t cursor = 0;
    if (slots) {
        uint32_t s = hm__slot(file, slots, slot_count, name, length);
        return slots[s] && (cursor = slots[s] - 1, hm_read_frame(file, &cursor, frame) == HM_OK) ? HM_OK : HM_END;
    }
    while (hm_read_frame(file, &cursor, frame) == HM_OK)
        if (frame->name_length == length && (length == 0 || memcmp(frame->name, name, length) == 0)) return HM_OK;
    return HM_END;
}

/* Where each section's payload lies in the file (indexed by id; NULL data when absent). */
typedef struct hm__sections { const uint8_t *data[HM_SECTION_FOUT + 1]; size_t size[HM_SECTION_FOUT + 1], at[HM_SECTION_FOUT + 1]; } hm__sections;

/* Steps 1-4: the magic, the version, the size and the CRC. *end: where the body ends (the CRC's offset). */
static hm_error hm__read_container(const uint8_t *p, size_t size, hm_file *file, size_t *end) {
    static const uint8_t magic[4] = {0x89, 0x48, 0x4D, 0x4B};
    size_t compared = size < 4 ? size : 4;
    if (compared && memcmp(p, magic, compared) != 0) return hm__fail(file, HM_ERROR_NOT_HITMASK, NULL, 0, "the file does not start with the .hitmask magic");
    if (size <= 4) return hm__fail(file, HM_ERROR_TRUNCATED, NULL, size, "the file ends inside the header");
    if (p[4] != HM_FORMAT_VERSION) return hm__fail(file, HM_ERROR_UNSUPPORTED_VERSION, NULL, 4, "a format version this reader does not read");
    if (size < HM_SMALLEST_FILE) return hm__fail(file, HM_ERROR_TRUNCATED, NULL, size, "the file is shorter than the smallest header");
    *end = size - 4;
    uint32_t stored = (uint32_t)p[*end] | (uint32_t)p[*end + 1] << 8 | (uint32_t)p[*end + 2] << 16 | (uint32_t)p[*end + 3] << 24;
    return hm__crc32(p, *end) == stored ? HM_OK : hm__fail(file, HM_ERROR_CHECKSUM, NULL, *end, "the CRC-32 does not match the file");
}

/* Step 5: the header's fields, into `file`; *at: where the section table starts. */
static hm_error hm__read_header(const uint8_t *p, size_t end, hm_file *file, size_t *at) {
    file->flags = p[5], file->threshold = p[6], file->rect_mode = p[7];
    if (file->rect_mode > 2) return hm__fail(file, HM_ERROR_CORRUPT_HEADER, "header", 7, "the rect mode is not 0, 1 or 2");
    uint64_t scale_bits = hm__u64(p + 8);
    memcpy(&file->scale, &scale_bits, 8);
    /* Rejects NaN, both infinities, zeros and negatives; accepts every other value. */
    if (!(file->scale > 0 && file->scale <= 1.7976931348623157e308)) return hm__fail(file, HM_ERROR_CORRUPT_HEADER, "header", 8, "the scale is not a positive number");
    *at = 16;
    if (!hm__varint(p, end, at, &file->width)) return hm__fail(file, HM_ERROR_CORRUPT_HEADER, "header", 16, "the width is no varint");
    size_t height_at = *at;
    if (!hm__varint(p, end, at, &file->height)) return hm__fail(file, HM_ERROR_CORRUPT_HEADER, "header", height_at, "the height is no varint");
    uint64_t pixels = (uint64_t)file->width * file->height;
    if (pixels == 0 || pixels > HM_FORMAT_MAX_PIXELS)
        return hm__fail(file, HM_ERROR_CORRUPT_HEADER, "header", 16, "the mask is empty or over 2^30 pixels");
    size_t grid_at = *at;
    if (!hm__varint(p, end, at, &file->rect_grid) || file->rect_grid < 1 || file->rect_grid > HM_MAX_RECT_GRID)
        return hm__fail(file, HM_ERROR_CORRUPT_HEADER, "header", grid_at, "the rect grid is outside 1...4096");
    return HM_OK;
}

/* Steps 6-7: id, varint length, payload, up to the CRC; ids strictly increasing, unknown ids skipped; MASK and RECT
   present, then MASK's codec byte. The payloads of DIST, OUTL and FOUT go into `file` as they are. */
static hm_error hm__read_section_table(const uint8_t *p, size_t at, size_t end, hm_file *file, hm__sections *s) {
    for (unsigned previous = 0; at < end;) {
        size_t start = at, length_at = at + 1;
        unsigned id = p[at++];
        uint32_t length = 0;
        if (id <= previous)
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, hm__section_name(file, id), start, "a section id that does not follow the one before");
        if (!hm__varint(p, end, &at, &length) || length > end - at)
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, hm__section_name(file, id), length_at, "the payload runs past the CRC");
        if (id <= HM_SECTION_FOUT) s->data[id] = p + at, s->size[id] = length, s->at[id] = at;
        previous = id, at += length;
    }
    if (!s->data[HM_SECTION_MASK] || !s->data[HM_SECTION_RECT])
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, s->data[HM_SECTION_MASK] ? "RECT" : "MASK", end, "a required section is missing");
    file->distance_data = s->data[HM_SECTION_DIST], file->distance_data_size = s->size[HM_SECTION_DIST];
    file->distance_data_offset = s->at[HM_SECTION_DIST];
    file->outline_data = s->data[HM_SECTION_OUTL], file->outline_data_size = s->size[HM_SECTION_OUTL];
    file->outline_data_offset = s->at[HM_SECTION_OUTL];
    file->frame_outline_data = s->data[HM_SECTION_FOUT], file->frame_outline_data_size = s->size[HM_SECTION_FOUT];
    file->frame_outline_data_offset = s->at[HM_SECTION_FOUT];
    const uint8_t *mask = s->data[HM_SECTION_MASK];
    size_t mask_at = s->at[HM_SECTION_MASK];
    if (s->size[HM_SECTION_MASK] == 0) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "MASK", mask_at, "an empty MASK section has no codec");
    file->codec = mask[0];
    if (file->codec != HM_CODEC_RUNS && file->codec != HM_CODEC_TRANSITIONS) return hm__fail(file, HM_ERROR_UNSUPPORTED_CODEC, "MASK", mask_at, "a codec this reader does not read");
    file->mask_data = mask + 1, file->mask_data_size = s->size[HM_SECTION_MASK] - 1, file->mask_data_offset = mask_at + 1;
    return HM_OK;
}

/* Step 8: RECT's shape rects, each inside the mask. */
static hm_error hm__read_shape_rects(hm_file *file, const hm__sections *s) {
    const uint8_t *rect = s->data[HM_SECTION_RECT];
    size_t size = s->size[HM_SECTION_RECT], base = s->at[HM_SECTION_RECT], r = 0;
    if (!hm__varint(rect, size, &r, &file->rect_count))
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "RECT", base, "the rect count is no varint");
    file->rect_data = rect + r, file->rect_data_size = size - r;
    if (file->rect_count > (size - r) / HM_MIN_RECT_SIZE)
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "RECT", base, "the rects cannot fit in the bytes left");
    if (!hm__rects(rect, size, &r, file->rect_count, file->width, file->height) || r != size)
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "RECT", base + r, "a rect is empty or outside the mask, or bytes follow the last");
    return HM_OK;
}

/* Step 8: SRCH's source record, when present. */
static hm_error hm__read_source(hm_file *file, const hm__sections *s) {
    const uint8_t *source = s->data[HM_SECTION_SRCH];
    if (!source) return HM_OK;
    if (s->size[HM_SECTION_SRCH] != HM_SOURCE_RECORD_SIZE)
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "SRCH", s->at[HM_SECTION_SRCH], "a source record that is not 10 bytes");
    file->has_source = 1, file->source_digest = hm__u64(source);
    file->generator_revision = (uint16_t)(source[8] | source[9] << 8);
    return HM_OK;
}

/* Step 8: FRAM's frames, when present, every one checked now so that hm_read_frame cannot fail. */
static hm_error hm__read_frames(hm_file *file, const hm__sections *s) {
    const uint8_t *frames = s->data[HM_SECTION_FRAM];
    size_t size = s->size[HM_SECTION_FRAM], base = s->at[HM_SECTION_FRAM], f = 0, cursor = 0;
    if (!frames) return HM_OK;
    if (!hm__varint(frames, size, &f, &file->frame_count) || file->frame_count > (size - f) / HM_MIN_FRAME_SIZE)
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "FRAM", base, "the frames cannot fit in the bytes left");
    file->frame_data = frames + f, file->frame_data_size = size - f;
    hm_frame frame;
    for (uint32_t i = 0; i < file->frame_count; i++) {
        size_t start = cursor;
        if (!hm__frame(file, &cursor, &frame)) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "FRAM", base + f + start, "a frame is malformed");
    }
    if (cursor != file->frame_data_size) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "FRAM", base + f + cursor, "bytes follow the last frame");
    return HM_OK;
}

/* Steps 1-8, each of the anatomy (Readers/README.md) in turn; the pixels are hm_decode_into's (step 9), the
   distance field hitmask_tolerance.h's (10), the outlines hitmask_outline.h's (11, 12). */
HMDEF hm_error hm_open(const void *bytes, size_t size, hm_file *file) {
    const uint8_t *p = (const uint8_t *)bytes;
    size_t end = 0, at = 0;
    hm__sections s;
    hm_error error;
    memset(file, 0, sizeof(*file)), memset(&s, 0, sizeof(s));
    if ((error = hm__read_container(p, size, file, &end)) || (error = hm__read_header(p, end, file, &at))
        || (error = hm__read_section_table(p, at, end, file, &s)) || (error = hm__read_shape_rects(file, &s))
        || (error = hm__read_source(file, &s)) || (error = hm__read_frames(file, &s)))
        return error;
    return (uint64_t)file->width * file->height > HITMASK_MAX_PIXELS
        ? hm__fail(file, HM_ERROR_TOO_LARGE, "header", 16, "the mask is larger than HITMASK_MAX_PIXELS") : HM_OK;
}

HMDEF hm_error hm_read_rects(const hm_file *file, hm_rect *rects, uint32_t capacity) {
    if (capacity < file->rect_count) return HM_ERROR_BUFFER_TOO_SMALL;
    size_t at = 0;
    for (uint32_t i = 0; i < file->rect_count; i++) { /* checked by hm_open */
        uint32_t *v[4] = {&rects[i].x, &rects[i].y, &rects[i].width, &rects[i].height};
        for (int k = 0; k < 4; k++) hm__varint(file->rect_data, file->rect_data_size, &at, v[k]);
    }
    return HM_OK;
}

HMDEF size_t hm_bits_size(const hm_file *file) { return (size_t)(((uint64_t)file->width * file->height + 7) / 8); }

/* Codec 3 keeps two rows of changes: int32 positions and uint8 categories, min(width, budget) + 4 each. */
/* "Ending and limits": a decision costs at least 0.00141 bits, so n coded bytes pay for at most 5,700 n + 32,768. */
static uint64_t hm__budget(const hm_file *file) { return 5700 * (uint64_t)file->mask_data_size + 32768; }

static size_t hm__row_capacity(const hm_file *file) { /* min(width, budget) + 4 */
    return (size_t)((file->width < hm__budget(file) ? file->width : hm__budget(file)) + 4); }

static void hm__set_run(uint8_t *bits, uint64_t start, uint64_t count) {
    if (count == 0) return;
    uint64_t end = start + count, first = start >> 3, last = (end - 1) >> 3;
    uint8_t head = (uint8_t)(0xFF >> (start & 7)), tail = (uint8_t)(0xFF << (7 - ((end - 1) & 7)));
    if (first == last) { bits[first] |= head & tail; return; }
    bits[first] |= head;
    memset(bits + first + 1, 0xFF, (size_t)(last - first - 1));
    bits[last] |= tail;
}

/* Step 9's size checks, made before any memory is taken for the pixels (FORMAT.md "Integers and memory"): codec 1's
   runs add up to exactly width x height; codec 3's data has its 5 starting bytes, the first 0, and can pay for a
   decision a row ("Ending and limits"). */
static hm_error hm__check_mask_size(hm_file *file) {
    if (file->codec == HM_CODEC_TRANSITIONS) {
        if (file->mask_data_size < 5 || file->mask_data[0] != 0 || file->height > hm__budget(file))
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "MASK", file->mask_data_offset,
                           "the transition data does not start as a range coder does, or has too many rows");
        return HM_OK;
    }
    uint64_t total = (uint64_t)file->width * file->height, covered = 0;
    size_t at = 0;
    while (at < file->mask_data_size) {
        size_t start = at;
        uint32_t run = 0;
        if (!hm__varint(file->mask_data, file->mask_data_size, &at, &run) || run > total - covered)
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "MASK", file->mask_data_offset + start, "the runs cover more than the mask");
        covered += run;
    }
    if (covered != total)
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "MASK", file->mask_data_offset + at, "the runs do not cover the mask");
    return HM_OK;
}

/* Codec 1 (FORMAT.md "Codec 1: run-length"), once hm__check_mask_size has summed the runs. */
static void hm__decode_runs(const hm_file *file, uint8_t *bits) {
    uint64_t position = 0;
    int solid = 0;
    for (size_t at = 0; at < file->mask_data_size; solid ^= 1) {
        uint32_t run = 0;
        hm__varint(file->mask_data, file->mask_data_size, &at, &run);
        if (solid) hm__set_run(bits, position, run);
        position += run;
    }
}

/* Codec 3 (FORMAT.md "Codec 3: transitions"): models, range decoder, rows. */
enum { HM_V0 = 0, HM_PASS = 162, HM_HORIZONTAL = 324, HM_NEGATIVE = 486, HM_MAG1 = 648, HM_MAG2 = 972,
       HM_LENGTH = 1296, HM_TOP = 1296 + 2176, HM_MODELS = 1296 + 2 * 2176 };

typedef struct hm__coder {
    const uint8_t *data;
    size_t size, position;
    uint32_t range, code;
    uint64_t decisions, budget;
    uint32_t rates[63];
    uint64_t started[2]; /* bit k: run context k's 64 models are set (k = base / 32, 68 of them) */
    int overran;
    struct { uint16_t p; uint8_t n; } m[HM_MODELS]; /* P(0) in 2^-16 and the count, side by side */
} hm__coder;

HM__INLINE void hm__normalize(hm__coder *c) {
    while (c->range < (1u << 24)) { /* past the data: the spec's rejection, taken at the end of the row */
        uint8_t byte = c->position < c->size ? c->data[c->position] : (c->overran = 1, 0);
        c->position++, c->range <<= 8, c->code = (c->code << 8) | byte;
    }
}

HM__INLINE int hm__decide(hm__coder *c, int model) {
    uint32_t p = c->m[model].p, bound = (c->range >> 16) * p;
    int bit = c->code >= bound;
    uint32_t rate = c->rates[c->m[model].n];
    if (bit) {
        c->code -= bound, c->range -= bound, p -= (p * rate) >> 16;
        if (p < 64) p = 64;
    } else {
        c->range = bound, p += ((65536 - p) * rate) >> 16;
        if (p > 65472) p = 65472;
    }
    c->m[model].p = (uint16_t)p;
    if (c->m[model].n < 62) c->m[model].n++;
    c->decisions++;
    hm__normalize(c);
    return bit;
}

HM__INLINE int hm__decide_even(hm__coder *c) {
    c->range >>= 1;
    int bit = c->code >= c->range;
    if (bit) c->code -= c->range;
    c->decisions++;
    hm__normalize(c);
    return bit;
}

static const uint8_t hm__length_percent[10] = {3, 19, 24, 33, 45, 57, 72, 77, 83, 93};

HM__INLINE int64_t hm__run(hm__coder *c, int color, int second, int64_t predicted) {
    int bits = 0;
    for (uint64_t v = (uint64_t)predicted + 1; v; v >>= 1) bits++;
    int base = ((color * 2 + second) * 17 + (bits < 16 ? bits : 16)) * 32, length = 1, context = base >> 5;
    if (!(c->started[context >> 6] >> (context & 63) & 1)) { /* a run context's models start at its first run */
        c->started[context >> 6] |= (uint64_t)1 << (context & 63);
        for (int k = 0; k < 32; k++) {
            c->m[HM_LENGTH + base + k].p = (uint16_t)(hm__length_percent[k < 9 ? k : 9] * 65536 / 100);
            c->m[HM_TOP + base + k].p = (uint16_t)(62 * 65536 / 100);
            c->m[HM_LENGTH + base + k].n = c->m[HM_TOP + base + k].n = 1;
        }
    }
    while (length < 31 && hm__decide(c, HM_LENGTH + base + length - 1)) length++;
    if (length == 1) return 0;
    int64_t v = 2 + hm__decide(c, HM_TOP + base + length - 1);
    for (int k = 0; k < length - 2; k++) v = 2 * v + hm__decide_even(c);
    return v - 1;
}

typedef struct hm__row { int32_t *at; uint8_t *category; size_t count; } hm__row;

HMDEF size_t hm_scratch_size(const hm_file *file) {
    return file->codec == HM_CODEC_TRANSITIONS ? sizeof(hm__coder) + 2 * hm__row_capacity(file) * 5 : 0;
}

static hm_error hm__decode_transitions(hm_file *file, uint8_t *bits, uint8_t *scratch) {
    const int64_t w = file->width;
    const size_t capacity = hm__row_capacity(file);
    hm__coder *c = (hm__coder *)scratch; /* then the two rows */
    scratch += sizeof(hm__coder);
    c->decisions = 0, c->position = 0, c->range = 0, c->code = 0, c->overran = 0, c->started[0] = c->started[1] = 0;
    /* Starting models (FORMAT.md "Adaptive bits"): p = percentage of 65536, n = 1; a group at a time. The run-length
       models (three quarters of them) start per run context, when hm__run first needs them: most masks use few. */
    static const struct { int start, end, percent; } groups[] = {{HM_V0, HM_PASS, 58}, {HM_PASS, HM_HORIZONTAL, 87},
        {HM_HORIZONTAL, HM_NEGATIVE, 81}, {HM_NEGATIVE, HM_MAG1, 46}, {HM_MAG1, HM_MAG2, 23}, {HM_MAG2, HM_LENGTH, 30}};
    for (size_t g = 0; g < sizeof(groups) / sizeof(groups[0]); g++)
        for (int m = groups[g].start; m < groups[g].end; m++) c->m[m].p = (uint16_t)(groups[g].percent * 65536 / 100);
    for (int m = 0; m < HM_LENGTH; m++) c->m[m].n = 1;
    /* round(65536 / (k + 1.5)) = round(131072 / (2k + 3)), never a tie */
    for (int k = 0; k < 63; k++) c->rates[k] = (uint32_t)((262144 + 2 * k + 3) / (2 * (2 * k + 3)));
    c->data = file->mask_data, c->size = file->mask_data_size, c->budget = hm__budget(file);
    hm_error error = HM_ERROR_CORRUPT_SECTION;
    const char *reason = "bytes are left after the last row";
    hm__row rows[2] = {{(int32_t *)scratch, scratch + 8 * capacity, 0},
                       {(int32_t *)(scratch + 4 * capacity), scratch + 9 * capacity, 0}};
    hm__row *above = &rows[0], *row = &rows[1];
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
                if (b2 >= w) { reason = "a pass past the row's end"; goto done; }
                a0 = b2;
                continue;
            } else if (hm__decide(c, HM_HORIZONTAL + ctx)) {
                int64_t start = a0 > 0 ? a0 : 0;
                int64_t r1 = hm__run(c, color, 0, b1 - start);
                if (r1 > w - start || (a0 >= 0 && r1 == 0)) { reason = "a first run that does not fit"; goto done; }
                a1 = start + r1;
                int64_t r2 = hm__run(c, color ^ 1, 1, b2 - b1);
                if (r2 > w - a1 || (r2 == 0 && a1 != w)) { reason = "a second run that does not fit"; goto done; }
                a2 = a1 + r2, category = 7;
            } else {
                int negative = hm__decide(c, HM_NEGATIVE + ctx), s = ctx * 2 + negative;
                int m = hm__decide(c, HM_MAG1 + s) ? 1 : hm__decide(c, HM_MAG2 + s) ? 2 : 3;
                a1 = b1 + (negative ? -m : m), category = 3 + (negative ? -m : m);
            }
            if (c->decisions > c->budget) { reason = "more decisions than its size allows"; goto done; }
            if (a2 < 0 && (a1 <= a0 || a1 > w)) { reason = "a vertical change outside the row"; goto done; }
            /* Bounded by min(width, budget) + 4 entries: each change is a decision and a position < width. */
            if (a1 < w) row->at[row->count] = (int32_t)a1, row->category[row->count++] = (uint8_t)category;
            if (a2 >= 0) {
                if (a2 < w) row->at[row->count] = (int32_t)a2, row->category[row->count++] = 7;
                a0 = a2;
            } else {
                a0 = a1, color ^= 1;
            }
        }
        if (c->overran) { reason = "the coded data ends early"; goto done; }
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
    file->error_section = "MASK", file->error_reason = reason;
    return error;
}

/* Decodes a file whose size checks passed into bits (hm_bits_size bytes, zeroed here). */
static hm_error hm__decode_checked(hm_file *file, uint8_t *bits, void *scratch) {
    memset(bits, 0, hm_bits_size(file));
    if (file->codec == HM_CODEC_TRANSITIONS) return hm__decode_transitions(file, bits, (uint8_t *)scratch);
    hm__decode_runs(file, bits);
    return HM_OK;
}

HMDEF hm_error hm_decode_into(hm_file *file, void *bits, size_t bits_size, void *scratch, size_t scratch_size) {
    if (bits_size < hm_bits_size(file) || scratch_size < hm_scratch_size(file)) return HM_ERROR_BUFFER_TOO_SMALL;
    hm_error error = hm__check_mask_size(file);
    return error != HM_OK ? error : hm__decode_checked(file, (uint8_t *)bits, scratch);
}

HMDEF hm_error hm_decode(hm_file *file, uint8_t **bits) {
    *bits = NULL;
    hm_error error = hm__check_mask_size(file);
    if (error != HM_OK) return error;
    size_t scratch_size = hm_scratch_size(file);
    uint8_t *mask = (uint8_t *)HITMASK_MALLOC(hm_bits_size(file));
    void *scratch = scratch_size ? HITMASK_MALLOC(scratch_size) : NULL;
    error = !mask || (scratch_size && !scratch) ? HM_ERROR_OUT_OF_MEMORY : hm__decode_checked(file, mask, scratch);
    if (scratch) HITMASK_FREE(scratch);
    if (error == HM_OK) *bits = mask;
    else if (mask) HITMASK_FREE(mask);
    return error;
}

HMDEF const char *hm_error_string(hm_error error) {
    static const char *const messages[] = {"ok", "not a .hitmask file", "truncated",
        "unsupported version (made by a newer writer)", "checksum mismatch (damaged)", "corrupt header", "corrupt section",
        "unsupported codec (made by a newer writer)", "mask larger than HITMASK_MAX_PIXELS", "out of memory",
        "buffer too small", "unreadable file", "no more items"};
    return (unsigned)error < sizeof(messages) / sizeof(messages[0]) ? messages[error] : "unknown error";
}

HMDEF int hm_error_is_newer_writer(hm_error error) {
    return error == HM_ERROR_UNSUPPORTED_VERSION || error == HM_ERROR_UNSUPPORTED_CODEC; }

HMDEF const char *hm_error_kind(hm_error error) {
    static const char *const kinds[] = {"ok", "not-a-hitmask", "truncated", "unsupported-version", "checksum-mismatch",
        "corrupt-header", "corrupt-section", "unsupported-codec", "too-large", "out-of-memory", "buffer-too-small",
        "unreadable-file", "end"};
    return (unsigned)error < sizeof(kinds) / sizeof(kinds[0]) ? kinds[error] : "unknown";
}

HMDEF char *hm_error_line(const hm_file *file, hm_error error, char *line, size_t size) {
    size_t n = 0;
    /* Appends text (the kind with its hyphens as spaces), as much as fits. */
#define HM__APPEND(text, words) \
    for (const char *t = (text); *t && n + 1 < size; t++) line[n++] = (char)((words) && *t == '-' ? ' ' : *t)
    if (size == 0) return line;
    HM__APPEND(hm_error_kind(error), 1);
    /* Only a file's checks (and HITMASK_MAX_PIXELS) say where they failed: the other errors leave `file` as it was,
       and it is not read (NULL, or never opened after a failed hm_load_file). */
    int located = file && error >= HM_ERROR_NOT_HITMASK && error <= HM_ERROR_TOO_LARGE;
    if (located && file->error_section) { HM__APPEND(" in ", 0); HM__APPEND(file->error_section, 0); }
    if (located) {
        char digits[24];
        size_t d = sizeof(digits) - 1, offset = file->error_offset;
        digits[d] = 0;
        do digits[--d] = (char)('0' + offset % 10), offset /= 10; while (offset);
        HM__APPEND(" at byte ", 0);
        HM__APPEND(digits + d, 0);
    }
    HM__APPEND(": ", 0);
    HM__APPEND(located && file->error_reason ? file->error_reason : hm_error_string(error), 0);
#undef HM__APPEND
    line[n] = 0;
    return line;
}

#ifndef HITMASK_NO_STDIO
HMDEF hm_error hm_load_file(const char *path, uint8_t **bytes, size_t *size) {
    *bytes = NULL, *size = 0;
    FILE *f = fopen(path, "rb");
    if (!f) return HM_ERROR_IO;
    long length = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    uint8_t *buffer = length >= 0 && fseek(f, 0, SEEK_SET) == 0 ? (uint8_t *)HITMASK_MALLOC((size_t)length + 1) : NULL;
    size_t got = buffer ? fread(buffer, 1, (size_t)length, f) : 0;
    fclose(f);
    if (buffer && got == (size_t)length) return *bytes = buffer, *size = got, HM_OK;
    if (buffer) HITMASK_FREE(buffer);
    return length < 0 || buffer ? HM_ERROR_IO : HM_ERROR_OUT_OF_MEMORY;
}
#endif
#endif /* HITMASK_IMPLEMENTATION */

/* -- Licence

   MIT License

   Copyright (c) 2026 HitMask authors

   Permission is hereby granted, free of charge, to any person obtaining a copy
   of this software and associated documentation files (the "Software"), to deal
   in the Software without restriction, including without limitation the rights
   to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
   copies of the Software, and to permit persons to whom the Software is
   furnished to do so, subject to the following conditions:

   The above copyright notice and this permission notice shall be included in all
   copies or substantial portions of the Software.

   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
   IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
   FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
   AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
   LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
   OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
   SOFTWARE.
*/
