/* hitmask_tolerance.h: touch tolerance (docs/FORMAT.md "DIST", "What readers answer") for hitmask.h.
   SPDX-FileCopyrightText: 2026 HitMask authors
   SPDX-License-Identifier: MIT
   The licence's text ends this file.

   Include after hitmask.h; where HITMASK_IMPLEMENTATION is defined, the implementation comes too. Standard library
   only, no allocation:
       uint8_t *field = NULL;  when file.distance_data is set, field = a buffer of hm_distance_size(&file) bytes
       (NULL when that is 0) and hm_decode_distance_into(&file, field, size) checks and decodes it (reader check 10,
       which reports a field too large); then
       hm_contains_within(&mask, field, x, y, r)     a solid pixel within r pixels of (x, y)?
       hm_distance_squared(&mask, field, x, y)       the squared distance to the nearest one, up to 255
   Without a field (NULL) both search the pixels near (x, y) and give the same answers, more slowly. */
#ifndef HITMASK_TOLERANCE_H
#define HITMASK_TOLERANCE_H

#ifdef __cplusplus
extern "C" {
#endif

#define HM_MAX_DISTANCE_VALUES (UINT64_C(1) << 26) /* (width + 30) x (height + 30) at most, for a DIST section */

/* The bytes of the file's distance field ((width + 30) x (height + 30)): 0 without a DIST section, and 0 when the
   field is too large to decode. Decode it whenever file->distance_data is set: hm_decode_distance_into then reports
   a field too large as every reader does. */
HMDEF size_t hm_distance_size(const hm_file *file);
/* Decodes the distance field (step 10) into `field` (hm_distance_size bytes), for hm_distance_squared. */
HMDEF hm_error hm_decode_distance_into(hm_file *file, uint8_t *field, size_t field_size);

/* The indices [*first, *last] of [0, size) within r of v (a pixel index, exact as a double below 2^53), widened by
   one each way against rounding; 0 when none is. */
static inline int hm__reach(int64_t v, double r, uint64_t size, uint64_t *first, uint64_t *last) {
    double low = (double)v - r, high = (double)v + r;
    if (high < 0 || low >= (double)size) return 0;
    *first = low <= 1 ? 0 : (uint64_t)low - 1;
    *last = high >= (double)size - 2 ? size - 1 : (uint64_t)high + 1;
    return 1;
}

/* The smallest squared distance, centre to centre, from pixel (x, y) to a solid pixel within r of it, searched in
   the rows and columns of the mask within r (so never more than the mask's pixels, however large r is); -1 when
   none is. With `any`, the first one found: enough to say whether there is one. */
static inline double hm__nearest(const hm_mask *mask, int64_t x, int64_t y, double r, int any) {
    uint64_t row0, row1, column0, column1;
    double best = -1, r2 = r * r;
    if (!hm__reach(y, r, mask->height, &row0, &row1) || !hm__reach(x, r, mask->width, &column0, &column1)) return -1;
    for (uint64_t row = row0; row <= row1; row++) {
        double dy = (double)(int64_t)row - (double)y; /* exact below 2^53 */
        if (dy * dy > r2 || (best >= 0 && dy * dy >= best)) continue;
        for (uint64_t column = column0; column <= column1; column++) {
            double dx = (double)(int64_t)column - (double)x, d2 = dx * dx + dy * dy;
            if (d2 <= r2 && (best < 0 || d2 < best) && hm_contains(mask, (int64_t)column, (int64_t)row)) {
                if (any) return d2;
                best = d2;
            }
        }
    }
    return best;
}

/* Touch tolerance from the DIST field (hm_decode_distance_into): the squared distance, centre to centre, from pixel
   (x, y), which may lie outside the mask, to the nearest solid pixel; exact up to 254, and 255 for 256 or more; 0 at
   a solid pixel, whatever the field holds there (FORMAT.md, DIST). `field` may be NULL: the pixels near (x, y) are
   then searched, with the same answer. hm_contains_within asks "a solid pixel within r pixels?" with the other
   readers' rules. */
static inline int hm_distance_squared(const hm_mask *mask, const uint8_t *field, int64_t x, int64_t y) {
    if (hm_contains(mask, x, y)) return 0;
    if (x < -HM_DISTANCE_MARGIN || y < -HM_DISTANCE_MARGIN) return 255;
    if (!field) { /* searched: a squared distance up to 254 lies within 15.953 pixels (15.953^2 < 255) */
        double nearest = hm__nearest(mask, x, y, 15.953, 0);
        return nearest < 0 ? 255 : (int)nearest;
    }
    /* In unsigned arithmetic, defined for every x and y from -15 up: x + 15 could overflow int64_t. */
    uint64_t w = (uint64_t)mask->width + 2 * HM_DISTANCE_MARGIN, fx = (uint64_t)x + HM_DISTANCE_MARGIN;
    uint64_t fy = (uint64_t)y + HM_DISTANCE_MARGIN;
    return fx < w && fy < (uint64_t)mask->height + 2 * HM_DISTANCE_MARGIN ? field[fy * w + fx] : 255;
}

/* Whether a solid pixel lies within `r` pixels, centre to centre, of pixel (x, y), which may lie outside the mask:
   touch tolerance, answered as every HitMask reader answers it. A negative or NaN r answers 0. Below 16 pixels the
   DIST field decides (a squared distance of at most min(floor(r * r), 254)); `field` may be NULL, and then the
   pixels within 15 are searched. From 16 pixels on, beyond the field's reach, the mask is searched, exactly for any
   r (distances exact below 2^53 pixels), in time up to the mask's pixels. */
static inline int hm_contains_within(const hm_mask *mask, const uint8_t *field, int64_t x, int64_t y, double r) {
    if (hm_contains(mask, x, y)) return 1;
    if (!(r >= 0)) return 0;
    if (r < 16) {
        int limit = (int)(r * r); /* floor: r * r is below 256 */
        if (limit > 254) limit = 254;
        if (field) return hm_distance_squared(mask, field, x, y) <= limit;
        return hm__nearest(mask, x, y, r * r <= 254 ? r : 15.953, 1) >= 0; /* 15.953^2: below 255, from 254 */
    }
    return hm__nearest(mask, x, y, r, 1) >= 0;
}

#ifdef __cplusplus
}
#endif
#endif /* HITMASK_TOLERANCE_H */

#if defined(HITMASK_IMPLEMENTATION) && !defined(HITMASK_TOLERANCE_IMPLEMENTED)
#define HITMASK_TOLERANCE_IMPLEMENTED

/* DIST (FORMAT.md "DIST"): (width + 30) x (height + 30) bytes, 0 without the section. */
HMDEF size_t hm_distance_size(const hm_file *file) {
    uint64_t count = ((uint64_t)file->width + 2 * HM_DISTANCE_MARGIN) * ((uint64_t)file->height + 2 * HM_DISTANCE_MARGIN);
    return file->distance_data && count <= HM_MAX_DISTANCE_VALUES ? (size_t)count : 0;
}

/* Byte-run tokens: varint t, n = (t >> 1) + 1; t even: n literal bytes; t odd: one byte, n times. */
HMDEF hm_error hm_decode_distance_into(hm_file *file, uint8_t *field, size_t field_size) {
    const uint8_t *p = file->distance_data;
    size_t size = file->distance_data_size, at = 0, filled = 0, count = hm_distance_size(file);
    if (!p) return HM_OK;
    if (!count) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "DIST", file->distance_data_offset, "a field too large or empty");
    if (field_size < count) return HM_ERROR_BUFFER_TOO_SMALL;
    while (filled < count) {
        size_t start = at;
        uint32_t t = 0;
        if (!hm__varint(p, size, &at, &t) || (t >> 1) >= count - filled)
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "DIST", file->distance_data_offset + start, "a token runs past the field");
        size_t n = (size_t)(t >> 1) + 1, bytes = t & 1 ? 1 : n;
        if (bytes > size - at)
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "DIST", file->distance_data_offset + start, "a literal runs past the payload");
        if (t & 1) memset(field + filled, p[at], n);
        else memcpy(field + filled, p + at, n);
        at += bytes, filled += n;
    }
    return at == size ? HM_OK : hm__fail(file, HM_ERROR_CORRUPT_SECTION, "DIST", file->distance_data_offset + at, "bytes follow the last token");
}
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
