/* hitmask_overlap.h: sprites that touch (overlap of two masks at an offset) for hitmask.h.
   SPDX-FileCopyrightText: 2026 HitMask authors
   SPDX-License-Identifier: MIT
   The licence's text ends this file.

   Include after hitmask.h. Standard library only, no allocation, every function inline. Mask b's pixel (0, 0) lies
   on mask a's pixel (dx, dy), for any int64_t offsets:
       hm_overlaps(&a, &b, dx, dy)                    whether a solid pixel of a is solid in b too
       hm_overlap_area(&a, &b, dx, dy)                how many are
       hm_first_overlap(&a, &b, dx, dy, &x, &y)       the first (smallest y, then x), in a's pixels; 0 when none
   A pixel (x, y) of a is shared when it is solid and b's pixel (x - dx, y - dy) is solid too; an offset that puts b
   wholly outside a shares none. The rows where the two meet are compared 64 pixels at a time. */
#ifndef HITMASK_OVERLAP_H
#define HITMASK_OVERLAP_H

#ifdef __cplusplus
extern "C" {
#endif

/* The 64 pixels of a bit stream of `size` bytes from bit `start` on, the first in the most significant bit; bits
   past the end read as 0. */
static inline uint64_t hm__window(const uint8_t *bits, uint64_t size, uint64_t start) {
    uint64_t index = start >> 3, high = 0, next = 0;
    unsigned shift = (unsigned)(start & 7);
    if (index + 9 <= size) { /* the rows' inside: no byte to test (compilers make the loop one load) */
        for (int i = 0; i < 8; i++) high = (high << 8) | bits[index + i];
        next = bits[index + 8];
    } else {
        for (int i = 0; i < 8; i++) high = (high << 8) | (index + i < size ? bits[index + i] : 0);
        next = index + 8 < size ? bits[index + 8] : 0;
    }
    return shift ? (high << shift) | (next >> (8 - shift)) : high;
}

/* The solid pixels of a word, in parallel (compilers make it one instruction where the machine has one). */
static inline uint64_t hm__popcount(uint64_t w) {
    w -= (w >> 1) & UINT64_C(0x5555555555555555);
    w = (w & UINT64_C(0x3333333333333333)) + ((w >> 2) & UINT64_C(0x3333333333333333));
    w = (w + (w >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
    return (w * UINT64_C(0x0101010101010101)) >> 56;
}

/* Walks the rows where b, at (dx, dy), meets a, 64 pixels at a time: stops at the first shared pixel when `first`
   (writing it to *x, *y), else counts them. Offsets that put b wholly outside a share none, and are tested before
   any sum, so that none overflows (a mask's side is at most 2^30). */
static inline uint64_t hm__overlap(const hm_mask *a, const hm_mask *b, int64_t dx, int64_t dy, int first,
                                   int64_t *x, int64_t *y) {
    int64_t wa = a->width, ha = a->height, wb = b->width, hb = b->height, count = 0;
    if (dx >= wa || dy >= ha || dx <= -wb || dy <= -hb) return 0;
    int64_t x0 = dx > 0 ? dx : 0, x1 = dx + wb < wa ? dx + wb : wa, y0 = dy > 0 ? dy : 0;
    int64_t y1 = dy + hb < ha ? dy + hb : ha, columns = x1 - x0;
    uint64_t size_a = ((uint64_t)wa * (uint64_t)ha + 7) / 8, size_b = ((uint64_t)wb * (uint64_t)hb + 7) / 8;
    for (int64_t row = y0; row < y1; row++) {
        uint64_t start_a = (uint64_t)(row * wa + x0), start_b = (uint64_t)((row - dy) * wb + (x0 - dx));
        for (int64_t k = 0; k < columns; k += 64) {
            uint64_t word = hm__window(a->bits, size_a, start_a + (uint64_t)k)
                          & hm__window(b->bits, size_b, start_b + (uint64_t)k);
            if (columns - k < 64) word &= ~(UINT64_MAX >> (columns - k));
            if (!word) continue;
            if (first) {
                int lead = 0;
                while (!(word >> (63 - lead) & 1)) lead++;
                *x = x0 + k + lead, *y = row;
                return 1;
            }
            count += (int64_t)hm__popcount(word);
        }
    }
    return (uint64_t)count;
}

static inline int hm_overlaps(const hm_mask *a, const hm_mask *b, int64_t dx, int64_t dy) {
    int64_t x, y;
    return hm__overlap(a, b, dx, dy, 1, &x, &y) != 0;
}

static inline uint64_t hm_overlap_area(const hm_mask *a, const hm_mask *b, int64_t dx, int64_t dy) {
    return hm__overlap(a, b, dx, dy, 0, NULL, NULL);
}

static inline int hm_first_overlap(const hm_mask *a, const hm_mask *b, int64_t dx, int64_t dy, int64_t *x,
                                   int64_t *y) {
    return hm__overlap(a, b, dx, dy, 1, x, y) != 0;
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
