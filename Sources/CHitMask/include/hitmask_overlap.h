/* hitmask_overlap.h: sprites that touch (overlap of two masks at an offset) for hitmask.h.
   SPDX-FileCopyrightText: 2026 HitMask authors
   SPDX-License-Identifier: MIT
   The licence's text ends this file.

   Include after hitmask.h. Standard library only, no allocation, every function inline. Mask b's pixel (0, 0) lies
   on mask a's pixel (dx, dy), for any int64_t offsets:
       hm_overlaps(&a, &b, dx, dy)                    whether a solid pixel of a is solid in b too
       hm_overlap_area(&a, &b, dx, dy)                how many are
       hm_first_overlap(&a, &b, dx, dy, &x, &y)       the first (smallest y, then x), in a's pixels; 0 when none
   and the same for atlas frames' untrimmed sprites, each read from its page (a NULL frame: the whole mask):
       hm_frame_overlaps(&page_a, &frame_a, &page_b, &frame_b, dx, dy), hm_frame_overlap_area, hm_first_frame_overlap
   A pixel (x, y) of a is shared when it is solid and b's pixel (x - dx, y - dy) is solid too; an offset that puts b
   wholly outside a shares none (docs/FORMAT.md, "What readers answer"). The rows where the two meet are compared
   64 pixels at a time (a machine word loaded from any bit). */
#ifndef HITMASK_OVERLAP_H
#define HITMASK_OVERLAP_H

#ifdef __cplusplus
extern "C" {
#endif

/* The 64 pixels of a bit stream of `size` bytes from bit `start` on, the first in the most significant bit; bytes
   past the end read as 0. Compilers make each loop one load and a byte swap. */
#define HM__STEP 64
HM__INLINE uint64_t hm__window(const uint8_t *bits, uint64_t size, uint64_t start) {
    uint64_t index = start >> 3, high = 0, next = 0;
    unsigned shift = (unsigned)(start & 7);
    if (index + 9 <= size) { /* the rows' inside: no byte to test */
        for (int i = 0; i < 8; i++) high = (high << 8) | bits[index + i];
        next = bits[index + 8];
    } else {
        for (int i = 0; i < 8; i++) high = (high << 8) | (index + i < size ? bits[index + i] : 0);
        next = index + 8 < size ? bits[index + 8] : 0;
    }
    return (high << shift) | (next >> 1 >> (7 - shift)); /* two shifts: shift 0 takes none of `next` */
}

/* The solid pixels of a word, in parallel (compilers make it one instruction where the machine has one). */
static inline uint64_t hm__popcount(uint64_t w) {
    w -= (w >> 1) & UINT64_C(0x5555555555555555);
    w = (w & UINT64_C(0x3333333333333333)) + ((w >> 2) & UINT64_C(0x3333333333333333));
    w = (w + (w >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
    return (w * UINT64_C(0x0101010101010101)) >> 56;
}

/* One side of an overlap: a whole mask, or a frame's untrimmed sprite read from its page, width x height. Sprite
   pixels outside [min_x, max_x) x [min_y, max_y) are clear (outside the sprite, trimmed away, or off the page). An
   unturned sprite's pixel (x, y) is the page's bit (origin_y + y) * width + origin_x + x, read a word at a time
   (whole_rows); a turned frame's rows, and a mirrored side's (placed sprites' flips), through hm__side_window. */
typedef struct hm__sprite {
    const hm_mask *page;
    const hm_frame *turned;
    int64_t min_x, max_x, min_y, max_y, origin_x, origin_y;
    uint64_t size;
    int64_t width, height;
    int mirror_x, mirror_y, whole_rows;
} hm__sprite;

static inline hm__sprite hm__overlap_sprite(const hm_mask *page, const hm_frame *f) {
    int64_t pw = page->width, ph = page->height;
    hm__sprite s = {page, NULL, 0, pw, 0, ph, 0, 0, ((uint64_t)pw * (uint64_t)ph + 7) / 8, pw, ph, 0, 0, 1};
    if (!f) return s;
    s.width = f->source_width, s.height = f->source_height;
    int64_t w = f->rotation & 1 ? f->page_height : f->page_width, h = f->rotation & 1 ? f->page_width : f->page_height;
    s.min_x = f->trim_x > 0 ? f->trim_x : 0, s.max_x = f->trim_x + w < f->source_width ? f->trim_x + w : f->source_width;
    s.min_y = f->trim_y > 0 ? f->trim_y : 0, s.max_y = f->trim_y + h < f->source_height ? f->trim_y + h : f->source_height;
    s.origin_x = (int64_t)f->page_x - f->trim_x, s.origin_y = (int64_t)f->page_y - f->trim_y;
    if (f->rotation) { s.turned = f, s.whole_rows = 0; return s; }
    if (s.min_x < -s.origin_x) s.min_x = -s.origin_x; /* a frame of another page: only this page's pixels */
    if (s.max_x > pw - s.origin_x) s.max_x = pw - s.origin_x;
    if (s.min_y < -s.origin_y) s.min_y = -s.origin_y;
    if (s.max_y > ph - s.origin_y) s.max_y = ph - s.origin_y;
    return s;
}

/* A turned frame's pixels (x ... x + count - 1, y), count <= HM__STEP, most significant bit first, read one by one. */
static inline uint64_t hm__turned_window(const hm__sprite *s, int64_t x, int64_t y, int64_t count) {
    uint64_t word = 0;
    for (int64_t k = 0; k < count; k++)
        if (hm_frame_contains(s->page, s->turned, x + k, y)) word |= (uint64_t)1 << (63 - k);
    return word;
}

/* The side mirrored across x and/or y within its width x height: its pixel (x, y) is the side's (width - 1 - x, y). */
static inline void hm__mirror(hm__sprite *s, int across_x, int across_y) {
    int64_t min_x = s->min_x, min_y = s->min_y;
    if (across_x) s->min_x = s->width - s->max_x, s->max_x = s->width - min_x;
    if (across_y) s->min_y = s->height - s->max_y, s->max_y = s->height - min_y;
    s->mirror_x = across_x, s->mirror_y = across_y;
    if (across_x || across_y) s->whole_rows = 0;
}

/* A word's bits in the opposite order. */
static inline uint64_t hm__reverse(uint64_t w) {
    w = (w >> 1 & UINT64_C(0x5555555555555555)) | (w & UINT64_C(0x5555555555555555)) << 1;
    w = (w >> 2 & UINT64_C(0x3333333333333333)) | (w & UINT64_C(0x3333333333333333)) << 2;
    w = (w >> 4 & UINT64_C(0x0F0F0F0F0F0F0F0F)) | (w & UINT64_C(0x0F0F0F0F0F0F0F0F)) << 4;
    w = (w >> 8 & UINT64_C(0x00FF00FF00FF00FF)) | (w & UINT64_C(0x00FF00FF00FF00FF)) << 8;
    w = (w >> 16 & UINT64_C(0x0000FFFF0000FFFF)) | (w & UINT64_C(0x0000FFFF0000FFFF)) << 16;
    return w >> 32 | w << 32;
}

/* The pixels of a side whose rows are not read whole: a turned frame's a pixel at a time; a mirrored side's as the
   side's own pixels, from the mirror image of the last on, their order reversed (bits past `count` shift out). */
static inline uint64_t hm__side_window(const hm__sprite *s, int64_t x, int64_t y, int64_t count) {
    int64_t row = s->mirror_y ? s->height - 1 - y : y, from = s->mirror_x ? s->width - x - count : x;
    uint64_t word = s->turned ? hm__turned_window(s, from, row, count)
                              : hm__window(s->page->bits, s->size,
                                           (uint64_t)((s->origin_y + row) * (int64_t)s->page->width + s->origin_x + from));
    return s->mirror_x ? hm__reverse(word) << (64 - count) : word;
}

/* The sprite's pixels (x ... x + count - 1, y), which lie in its kept pixels; a whole-rows sprite's row starts at
   bit `start` of its page (kept small, so that the walk's inner loop inlines it). */
HM__INLINE uint64_t hm__sprite_window(const hm__sprite *s, uint64_t start, int64_t x, int64_t y, int64_t count) {
    return s->whole_rows ? hm__window(s->page->bits, s->size, start) : hm__side_window(s, x, y, count);
}

/* Walks the rows where b, at (dx, dy), meets a, 64 pixels at a time: stops at the first shared pixel when `first`
   (writing it to *x, *y), else counts them. The offset is tested against the kept pixels before any sum, so that
   none overflows (past the test it lies within twice a sprite's side, at most 2^30 each, of 0). */
HM__INLINE uint64_t hm__overlap(const hm__sprite *a, const hm__sprite *b, int64_t dx, int64_t dy, int first,
                               int64_t *x, int64_t *y) {
    uint64_t count = 0;
    if (a->min_x >= a->max_x || a->min_y >= a->max_y || b->min_x >= b->max_x || b->min_y >= b->max_y) return 0;
    if (dx >= a->max_x - b->min_x || dx <= a->min_x - b->max_x) return 0;
    if (dy >= a->max_y - b->min_y || dy <= a->min_y - b->max_y) return 0;
    int64_t x0 = b->min_x + dx > a->min_x ? b->min_x + dx : a->min_x, x1 = b->max_x + dx < a->max_x ? b->max_x + dx : a->max_x;
    int64_t y0 = b->min_y + dy > a->min_y ? b->min_y + dy : a->min_y, y1 = b->max_y + dy < a->max_y ? b->max_y + dy : a->max_y;
    int64_t columns = x1 - x0, wa = a->page->width, wb = b->page->width;
    /* Each whole-rows side's first bit, stepped a row at a time. */
    uint64_t start_a = (uint64_t)((a->origin_y + y0) * wa + a->origin_x + x0);
    uint64_t start_b = (uint64_t)((b->origin_y + y0 - dy) * wb + b->origin_x + x0 - dx);
    for (int64_t row = y0; row < y1; row++, start_a += (uint64_t)wa, start_b += (uint64_t)wb) {
        for (int64_t k = 0; k < columns; k += HM__STEP) {
            int64_t n = columns - k < HM__STEP ? columns - k : HM__STEP;
            uint64_t word = hm__sprite_window(a, start_a + (uint64_t)k, x0 + k, row, n)
                          & hm__sprite_window(b, start_b + (uint64_t)k, x0 + k - dx, row - dy, n)
                          & ~(UINT64_MAX >> 1 >> (n - 1));
            if (!word) continue;
            if (first) {
                int lead = 0;
                while (!(word >> (63 - lead) & 1)) lead++;
                *x = x0 + k + lead, *y = row;
                return 1;
            }
            count += hm__popcount(word);
        }
    }
    return count;
}

/* A frame's untrimmed sprite (frame_a of page_a; NULL for the whole mask) against frame_b's of page_b. */
static inline int hm_frame_overlaps(const hm_mask *page_a, const hm_frame *frame_a, const hm_mask *page_b,
                                    const hm_frame *frame_b, int64_t dx, int64_t dy) {
    hm__sprite a = hm__overlap_sprite(page_a, frame_a), b = hm__overlap_sprite(page_b, frame_b);
    int64_t x, y;
    return hm__overlap(&a, &b, dx, dy, 1, &x, &y) != 0;
}

static inline uint64_t hm_frame_overlap_area(const hm_mask *page_a, const hm_frame *frame_a, const hm_mask *page_b,
                                             const hm_frame *frame_b, int64_t dx, int64_t dy) {
    hm__sprite a = hm__overlap_sprite(page_a, frame_a), b = hm__overlap_sprite(page_b, frame_b);
    return hm__overlap(&a, &b, dx, dy, 0, NULL, NULL);
}

static inline int hm_first_frame_overlap(const hm_mask *page_a, const hm_frame *frame_a, const hm_mask *page_b,
                                         const hm_frame *frame_b, int64_t dx, int64_t dy, int64_t *x, int64_t *y) {
    hm__sprite a = hm__overlap_sprite(page_a, frame_a), b = hm__overlap_sprite(page_b, frame_b);
    return hm__overlap(&a, &b, dx, dy, 1, x, y) != 0;
}

static inline int hm_overlaps(const hm_mask *a, const hm_mask *b, int64_t dx, int64_t dy) {
    return hm_frame_overlaps(a, NULL, b, NULL, dx, dy);
}

static inline uint64_t hm_overlap_area(const hm_mask *a, const hm_mask *b, int64_t dx, int64_t dy) {
    return hm_frame_overlap_area(a, NULL, b, NULL, dx, dy);
}

static inline int hm_first_overlap(const hm_mask *a, const hm_mask *b, int64_t dx, int64_t dy, int64_t *x,
                                   int64_t *y) {
    return hm_first_frame_overlap(a, NULL, b, NULL, dx, dy, x, y);
}

/* -- Placed sprites (docs/FORMAT.md, "Placed sprites")

   Each side is placed in one world by a 2x3 matrix {a, b, c, d, e, f}: its pixel point (u, v) lies at
   (a*u + c*v + e, b*u + d*v + f). The two touch when some world point (x + 1/2, y + 1/2), x and y whole, is solid in
   both, GameMaker's "precise" rule:
       hm_placed_overlaps(&page_a, frame_a, matrix_a, &page_b, frame_b, matrix_b)   frame NULL: the whole mask
   A matrix with a number that is not finite, or that cannot be inverted, places nothing. The test costs the area
   where the two placed bounding boxes meet; two whole-pixel moves with flips take hm_frame_overlaps' word path. Each
   point is undone as FORMAT.md spells it, an operation at a time, so that every reader finds the same pixel: with
   GCC in its GNU modes on a machine with fused multiply-add, build with -ffp-contract=off (clang obeys the pragma). */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

typedef struct hm__placed {
    const hm_mask *page;
    const hm_frame *frame;
    double a, b, c, d, e, f, det, width, height;
} hm__placed;

/* The side, or 0 when its matrix places nothing. */
static inline int hm__place(const hm_mask *page, const hm_frame *frame, const double m[6], hm__placed *p) {
    double det = m[0] * m[3] - m[1] * m[2];
    for (int i = 0; i < 6; i++)
        if (!(m[i] - m[i] == 0)) return 0; /* NaN or infinite */
    if (!(det - det == 0) || det == 0) return 0;
    p->page = page, p->frame = frame, p->det = det;
    p->a = m[0], p->b = m[1], p->c = m[2], p->d = m[3], p->e = m[4], p->f = m[5];
    p->width = frame ? (double)frame->source_width : (double)page->width;
    p->height = frame ? (double)frame->source_height : (double)page->height;
    return 1;
}

/* Whether the world point (x + 1/2, y + 1/2) lands on a solid pixel of the side. Inlined into the walk: clang left
   it a call per point, which cost the placed test 3 times its time (the divisions no longer overlapped). */
HM__INLINE int hm__placed_solid(const hm__placed *p, int64_t x, int64_t y) {
    double qx = ((double)x + 0.5) - p->e, qy = ((double)y + 0.5) - p->f;
    double u = (p->d * qx - p->c * qy) / p->det, v = (p->a * qy - p->b * qx) / p->det;
    if (!(u >= 0 && v >= 0 && u < p->width && v < p->height)) return 0;
    int64_t px = (int64_t)u, py = (int64_t)v; /* both >= 0: truncation is the floor */
    return p->frame ? hm_frame_contains(p->page, p->frame, px, py) : hm_contains(p->page, px, py);
}

/* The low and high ends of the side's placed corners along one axis (k = 0: x, 1: y). */
static inline void hm__placed_range(const hm__placed *p, int k, double *low, double *high) {
    double s = k ? p->b : p->a, t = k ? p->d : p->c, o = k ? p->f : p->e;
    double corners[4] = {0, p->width * s, p->height * t, p->width * s + p->height * t};
    *low = *high = corners[0] + o;
    for (int i = 1; i < 4; i++) {
        double v = corners[i] + o;
        if (v < *low) *low = v;
        if (v > *high) *high = v;
    }
}

/* The whole numbers n whose n + 1/2 can lie in both sides' ranges along an axis (each widened by one unit, so that
   rounding leaves no point out, within the rule's |n| < 2^52); 0 when there are none. Rounded by casts, clamped
   first, so that no libm is needed. */
static inline int hm__placed_span(const hm__placed *a, const hm__placed *b, int k, int64_t *first, int64_t *last) {
    const double limit = 4503599627370495.0; /* 2^52 - 1 */
    double la, ha, lb, hb;
    hm__placed_range(a, k, &la, &ha);
    hm__placed_range(b, k, &lb, &hb);
    double low = la > lb ? la : lb, high = ha < hb ? ha : hb;
    if (!(low <= high)) return 0;
    low = low < -limit ? -limit : low > limit ? limit : low;
    high = high < -limit ? -limit : high > limit ? limit : high;
    *first = (int64_t)low - 2, *last = (int64_t)high + 2; /* past the floor and the ceiling, and one unit more */
    if (*first < -(int64_t)limit) *first = -(int64_t)limit;
    if (*last > (int64_t)limit) *last = (int64_t)limit;
    return 1;
}

/* Whether a matrix only moves by whole pixels (each at most 2^31 in size) and flips: a and d each 1 or -1, b and c
   0. */
static inline int hm__whole_pixel_move(const double m[6]) {
    if (!((m[0] == 1 || m[0] == -1) && m[1] == 0 && m[2] == 0 && (m[3] == 1 || m[3] == -1))) return 0;
    if (!(m[4] >= -2147483648.0 && m[4] <= 2147483648.0 && m[5] >= -2147483648.0 && m[5] <= 2147483648.0)) return 0;
    return (double)(int64_t)m[4] == m[4] && (double)(int64_t)m[5] == m[5];
}

/* Two whole-pixel moves with flips, by the word path (FORMAT.md, "Placed sprites"). A side w wide flipped across x
   covers the world's columns e - w ... e - 1, its pixel u at column e - 1 - u. The world flipped across a's flips
   holds a unflipped and b at a whole offset, mirrored along each axis where the two flips differ. */
static inline int hm__whole_pixel_moves_overlap(hm__sprite a, const double m[6], hm__sprite b, const double n[6]) {
    int64_t left_a = (int64_t)m[4] - (m[0] < 0 ? a.width : 0), left_b = (int64_t)n[4] - (n[0] < 0 ? b.width : 0);
    int64_t top_a = (int64_t)m[5] - (m[3] < 0 ? a.height : 0), top_b = (int64_t)n[5] - (n[3] < 0 ? b.height : 0);
    int64_t dx = m[0] > 0 ? left_b - left_a : left_a + a.width - left_b - b.width;
    int64_t dy = m[3] > 0 ? top_b - top_a : top_a + a.height - top_b - b.height;
    int64_t x, y;
    hm__mirror(&b, m[0] != n[0], m[3] != n[3]);
    return hm__overlap(&a, &b, dx, dy, 1, &x, &y) != 0;
}

static inline int hm_placed_overlaps(const hm_mask *page_a, const hm_frame *frame_a, const double matrix_a[6],
                                     const hm_mask *page_b, const hm_frame *frame_b, const double matrix_b[6]) {
    hm__placed a, b;
    int64_t x0, x1, y0, y1;
    if (!hm__place(page_a, frame_a, matrix_a, &a) || !hm__place(page_b, frame_b, matrix_b, &b)) return 0;
    if (hm__whole_pixel_move(matrix_a) && hm__whole_pixel_move(matrix_b))
        return hm__whole_pixel_moves_overlap(hm__overlap_sprite(page_a, frame_a), matrix_a,
                                             hm__overlap_sprite(page_b, frame_b), matrix_b);
    if (!hm__placed_span(&a, &b, 0, &x0, &x1) || !hm__placed_span(&a, &b, 1, &y0, &y1)) return 0;
    for (int64_t y = y0; y <= y1; y++)
        for (int64_t x = x0; x <= x1; x++)
            if (hm__placed_solid(&a, x, y) && hm__placed_solid(&b, x, y)) return 1;
    return 0;
}

/* -- Columns: a sprite kept for many overlap tests

   The calls above read both masks' rows where they lie, packed end to end, so each row costs an unaligned load and
   a shift on each side. A sprite tested many times (every frame of a game) is faster kept in columns, as pygame
   keeps its masks: the solid pixels' bounding box cut into 64-pixel-wide columns, each column's rows one 64-bit word
   after the other, most significant bit leftmost, bits past the box clear. The overlap then shifts only one side's
   words, by one amount, along contiguous rows, which compilers turn into vector code (about 5 times faster on the
   benchmark's sprites). The words cost 8 bytes per row of each column: about the mask's own size plus the padding.
       size_t n = hm_columns_words(&page, frame);              frame NULL: the whole mask; 0: no solid pixel
       uint64_t *words = malloc(n ? n * 8 : 1);
       hm_columns ship = hm_make_columns(&page, frame, words);  words must outlive ship
       hm_columns_overlaps(&ship, &rock, dx, dy), hm_columns_overlap_area, hm_columns_first_overlap(..., &x, &y)
   answer as hm_frame_overlaps and its siblings do, for the same sprites at the same offsets. */
typedef struct hm_columns {
    int64_t x, y, width, height; /* the solid pixels' bounding box, in the sprite's pixels; empty: no solid pixel */
    const uint64_t *words;       /* column c's row r (box pixels 64c ... 64c + 63, y + r): words[c * height + r] */
} hm_columns;

/* The sprite's solid pixels' bounding box, found a word at a time over its kept pixels. */
static inline hm_columns hm__columns_box(const hm__sprite *s) {
    hm_columns box = {0, 0, 0, 0, NULL};
    int64_t min_x = INT64_MAX, max_x = INT64_MIN, min_y = INT64_MAX, max_y = INT64_MIN;
    for (int64_t y = s->min_y; y < s->max_y; y++) {
        uint64_t start = (uint64_t)((s->origin_y + y) * (int64_t)s->page->width + s->origin_x + s->min_x);
        for (int64_t x = s->min_x; x < s->max_x; x += HM__STEP) {
            int64_t n = s->max_x - x < HM__STEP ? s->max_x - x : HM__STEP;
            uint64_t word = hm__sprite_window(s, start + (uint64_t)(x - s->min_x), x, y, n) & ~(UINT64_MAX >> 1 >> (n - 1));
            if (!word) continue;
            int lead = 0, trail = 0;
            while (!(word >> (63 - lead) & 1)) lead++;
            while (!(word >> trail & 1)) trail++;
            if (x + lead < min_x) min_x = x + lead;
            if (x + 64 - trail > max_x) max_x = x + 64 - trail;
            if (y < min_y) min_y = y;
            max_y = y + 1;
        }
    }
    if (min_y == INT64_MAX) return box;
    box.x = min_x, box.y = min_y, box.width = max_x - min_x, box.height = max_y - min_y;
    return box;
}

/* How many words hm_make_columns writes for a frame's untrimmed sprite of the page (NULL: the whole mask). */
static inline size_t hm_columns_words(const hm_mask *page, const hm_frame *frame) {
    hm__sprite s = hm__overlap_sprite(page, frame);
    hm_columns box = hm__columns_box(&s);
    return (size_t)((box.width + 63) / 64 * box.height);
}

/* Writes the sprite's columns to `words` (hm_columns_words of them) and returns them with their box. */
static inline hm_columns hm_make_columns(const hm_mask *page, const hm_frame *frame, uint64_t *words) {
    hm__sprite s = hm__overlap_sprite(page, frame);
    hm_columns c = hm__columns_box(&s);
    int64_t count = (c.width + 63) / 64 * c.height;
    for (int64_t i = 0; i < count; i++) words[i] = 0;
    for (int64_t r = 0; r < c.height; r++) {
        uint64_t start = (uint64_t)((s.origin_y + c.y + r) * (int64_t)page->width + s.origin_x + c.x);
        for (int64_t k = 0; k < c.width; k += HM__STEP) {
            int64_t n = c.width - k < HM__STEP ? c.width - k : HM__STEP;
            words[k / 64 * c.height + r] = hm__sprite_window(&s, start + (uint64_t)k, c.x + k, c.y + r, n)
                                         & ~(UINT64_MAX >> 1 >> (n - 1));
        }
    }
    c.words = words;
    return c;
}

/* Walks the rows where b's box, at (dx, dy) from a's sprite, meets a's box, a column of a at a time: b's words
   shifted onto it (b's column j - 1's right part, then j's left part). Stops at the first shared pixel when `first`,
   scanning rows before columns so that it has the smallest y, then x, else counts them. */
static inline uint64_t hm__columns_overlap(const hm_columns *a, const hm_columns *b, int64_t dx, int64_t dy, int first,
                                           int64_t *x, int64_t *y) {
    if (a->width <= 0 || b->width <= 0) return 0;
    /* Tested before any sum: past it, each offset lies within the two boxes' sides (at most 2^31 each) of 0. */
    if (dx >= a->x + a->width - b->x || dx <= a->x - b->x - b->width) return 0;
    if (dy >= a->y + a->height - b->y || dy <= a->y - b->y - b->height) return 0;
    int64_t ox = dx + b->x - a->x, oy = dy + b->y - a->y; /* b's box corner in a's box */
    if (ox < 0) { /* shift a onto b instead; a shared pixel's order is the same seen from either side */
        uint64_t found = hm__columns_overlap(b, a, -dx, -dy, first, x, y);
        if (found && first) *x += dx, *y += dy;
        return found;
    }
    int64_t y0 = oy > 0 ? oy : 0, y1 = oy + b->height < a->height ? oy + b->height : a->height;
    int64_t ca = (a->width + 63) / 64, cb = (b->width + 63) / 64, c0 = ox / 64;
    unsigned shift = (unsigned)(ox & 63);
    int64_t c1 = c0 + cb + (shift != 0) < ca ? c0 + cb + (shift != 0) : ca;
    const uint64_t *wa = a->words, *wb = b->words;
    /* The bits of a's column c0 + j in a's row `row`: b's column j's left part and column j - 1's right part. */
#define HM__ALIGNED_B(j, row)                                                                                 \
    (((j) < cb ? wb[(j) * b->height + (row) - oy] >> shift : 0)                                               \
     | ((j) > 0 && shift ? wb[((j) - 1) * b->height + (row) - oy] << (64 - shift) : 0))
    uint64_t count = 0;
    if (first) {
        for (int64_t row = y0; row < y1; row++)
            for (int64_t c = c0; c < c1; c++) {
                uint64_t word = wa[c * a->height + row] & HM__ALIGNED_B(c - c0, row);
                if (!word) continue;
                int lead = 0;
                while (!(word >> (63 - lead) & 1)) lead++;
                *x = a->x + c * 64 + lead, *y = a->y + row;
                return 1;
            }
        return 0;
    }
    for (int64_t c = c0, rows = y1 - y0; c < c1; c++) { /* contiguous rows, one shift: vector code */
        const uint64_t *column = wa + c * a->height + y0;
        int64_t j = c - c0;
        if (j < cb) {
            const uint64_t *left = wb + j * b->height + (y0 - oy);
            for (int64_t i = 0; i < rows; i++) count += hm__popcount(column[i] & (left[i] >> shift));
        }
        if (j > 0 && shift) {
            const uint64_t *right = wb + (j - 1) * b->height + (y0 - oy);
            for (int64_t i = 0; i < rows; i++) count += hm__popcount(column[i] & (right[i] << (64 - shift)));
        }
    }
#undef HM__ALIGNED_B
    return count;
}

static inline int hm_columns_overlaps(const hm_columns *a, const hm_columns *b, int64_t dx, int64_t dy) {
    int64_t x, y;
    return hm__columns_overlap(a, b, dx, dy, 1, &x, &y) != 0;
}

static inline uint64_t hm_columns_overlap_area(const hm_columns *a, const hm_columns *b, int64_t dx, int64_t dy) {
    return hm__columns_overlap(a, b, dx, dy, 0, NULL, NULL);
}

static inline int hm_columns_first_overlap(const hm_columns *a, const hm_columns *b, int64_t dx, int64_t dy,
                                           int64_t *x, int64_t *y) {
    return hm__columns_overlap(a, b, dx, dy, 1, x, y) != 0;
}

#ifdef __cplusplus
}
#endif
#endif /* HITMASK_OVERLAP_H */

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
