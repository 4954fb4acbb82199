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

/* One side of an overlap: a whole mask, or a frame's untrimmed sprite read from its page. Sprite pixels outside
   [min_x, max_x) x [min_y, max_y) are clear (outside the sprite, trimmed away, or off the page). An unturned
   sprite's pixel (x, y) is the page's bit (origin_y + y) * width + origin_x + x, read a word at a time; a turned
   frame's rows are read a pixel at a time. */
typedef struct hm__sprite {
    const hm_mask *page;
    const hm_frame *turned;
    int64_t min_x, max_x, min_y, max_y, origin_x, origin_y;
    uint64_t size;
} hm__sprite;

static inline hm__sprite hm__overlap_sprite(const hm_mask *page, const hm_frame *f) {
    int64_t pw = page->width, ph = page->height;
    hm__sprite s = {page, NULL, 0, pw, 0, ph, 0, 0, ((uint64_t)pw * (uint64_t)ph + 7) / 8};
    if (!f) return s;
    int64_t w = f->rotation & 1 ? f->page_height : f->page_width, h = f->rotation & 1 ? f->page_width : f->page_height;
    s.min_x = f->trim_x > 0 ? f->trim_x : 0, s.max_x = f->trim_x + w < f->source_width ? f->trim_x + w : f->source_width;
    s.min_y = f->trim_y > 0 ? f->trim_y : 0, s.max_y = f->trim_y + h < f->source_height ? f->trim_y + h : f->source_height;
    s.origin_x = (int64_t)f->page_x - f->trim_x, s.origin_y = (int64_t)f->page_y - f->trim_y;
    if (f->rotation) { s.turned = f; return s; }
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

/* The sprite's pixels (x ... x + count - 1, y), which lie in its kept pixels; an unturned sprite's row starts at
   bit `start` of its page (kept small, so that the walk's inner loop inlines it). */
HM__INLINE uint64_t hm__sprite_window(const hm__sprite *s, uint64_t start, int64_t x, int64_t y, int64_t count) {
    return s->turned ? hm__turned_window(s, x, y, count) : hm__window(s->page->bits, s->size, start);
}

/* Walks the rows where b, at (dx, dy), meets a, 64 pixels at a time: stops at the first shared pixel when `first`
   (writing it to *x, *y), else counts them. The offset is tested against the kept pixels before any sum, so that
   none overflows (past the test it lies within twice a sprite's side, at most 2^30 each, of 0). */
static inline uint64_t hm__overlap(const hm__sprite *a, const hm__sprite *b, int64_t dx, int64_t dy, int first,
                                   int64_t *x, int64_t *y) {
    uint64_t count = 0;
    if (a->min_x >= a->max_x || a->min_y >= a->max_y || b->min_x >= b->max_x || b->min_y >= b->max_y) return 0;
    if (dx >= a->max_x - b->min_x || dx <= a->min_x - b->max_x) return 0;
    if (dy >= a->max_y - b->min_y || dy <= a->min_y - b->max_y) return 0;
    int64_t x0 = b->min_x + dx > a->min_x ? b->min_x + dx : a->min_x, x1 = b->max_x + dx < a->max_x ? b->max_x + dx : a->max_x;
    int64_t y0 = b->min_y + dy > a->min_y ? b->min_y + dy : a->min_y, y1 = b->max_y + dy < a->max_y ? b->max_y + dy : a->max_y;
    int64_t columns = x1 - x0, wa = a->page->width, wb = b->page->width;
    /* Each unturned row's first bit, stepped a row at a time. */
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
