/* hitmask_outline.h: physics outlines (docs/FORMAT.md "OUTL", "FOUT") for hitmask.h.
   SPDX-FileCopyrightText: 2026 HitMask authors
   SPDX-License-Identifier: MIT
   The licence's text ends this file.

   Include after hitmask.h; where HITMASK_IMPLEMENTATION is defined, the implementation comes too. Standard library
   only, no allocation:
       hm_outlines o;  hm_open_outlines(&file, &o)    checks the whole section (reader check 11; a file without
                                                       one gives region_count 0) and the largest region's sizes;
       hm_outline_cursor c = {0, 0, 0};  then region_count times, with arrays of those sizes:
       hm_region r = {0, 0, 0, ring_sizes, xy, piece_sizes, piece_indices};  hm_read_region(&o, &c, &r);
   An atlas frame's own outlines (FOUT), in its untrimmed sprite's pixels: hm_frame_outline_cursor fc = {0, 0, 0, 0};
   hm_open_frame_outlines(&file, &fc, k, &o) for frame k (in hm_read_frame's order) checks the whole section (the
   first call with a fresh cursor) and sets o to that frame's regions, read the same way (a fresh hm_outline_cursor);
   a file without FOUT gives region_count 0. Frames opened in order with one cursor cost each its own regions: every
   frame of an atlas in time linear in the section. A NULL cursor checks the whole section at every call.
   Points are in sixteenths of a pixel (x right, y down): divide by 16. Outer boundaries and convex pieces run
   clockwise on screen, holes the other way; a triangulation is each piece as a fan from its first vertex. */
#ifndef HITMASK_OUTLINE_H
#define HITMASK_OUTLINE_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hm_outlines {
    uint8_t mode;               /* 0 outer (covers every solid pixel), 1 inner (only solid pixels), 2 balanced */
    uint32_t epsilon_16;        /* the tolerance, in sixteenths of a pixel */
    uint32_t min_area_256;      /* regions and holes enclosing less were left out; in 1/256 square pixel */
    uint32_t max_vertices, region_count, width, height;
    uint32_t max_rings, max_points, max_pieces, max_indices; /* the largest of any region: the arrays' sizes */
    const uint8_t *data;        /* the regions, inside the file's bytes */
    size_t size;
} hm_outlines;

typedef struct hm_outline_cursor { size_t at; int64_t x, y; } hm_outline_cursor; /* start at {0, 0, 0} */

typedef struct hm_region {
    uint32_t ring_count, point_count, piece_count; /* filled by hm_read_region */
    uint32_t *ring_sizes;       /* ring_count points each: the outer boundary, then the holes */
    int64_t *xy;                /* point_count (x, y) pairs, rings one after another; up to 16 x 2^30 = 2^34 */
    uint32_t *piece_sizes;      /* piece_count vertex counts */
    uint32_t *piece_indices;    /* every piece's vertices, as indices into the points */
} hm_region;

HMDEF hm_error hm_open_outlines(hm_file *file, hm_outlines *outlines);
HMDEF hm_error hm_read_region(const hm_outlines *outlines, hm_outline_cursor *cursor, hm_region *region);
/* Where hm_open_frame_outlines goes on from: the caller's, for one file, so that the file stays as hm_open left it.
   Start at {0, 0, 0, 0}. */
typedef struct hm_frame_outline_cursor { uint32_t next; size_t at, frame_cursor; int checked; } hm_frame_outline_cursor;

HMDEF hm_error hm_open_frame_outlines(hm_file *file, hm_frame_outline_cursor *cursor, uint32_t frame,
                                      hm_outlines *outlines);

#ifdef __cplusplus
}
#endif
#endif /* HITMASK_OUTLINE_H */

#if defined(HITMASK_IMPLEMENTATION) && !defined(HITMASK_OUTLINE_IMPLEMENTED)
#define HITMASK_OUTLINE_IMPLEMENTED

static int64_t hm__unzigzag(uint32_t v) { return (int64_t)(v >> 1) ^ -(int64_t)(v & 1); }

/* One region at the cursor, checked (FORMAT.md "OUTL"); stored in r unless it is NULL. n[]: rings, points,
   pieces, indices. 0 when malformed. */
static int hm__region(const hm_outlines *o, hm_outline_cursor *c, hm_region *r, uint32_t n[4]) {
    const uint8_t *p = o->data;
    size_t size = o->size;
    uint32_t count = 0, v = 0, w = 0;
    int64_t index = 0;
    n[0] = n[1] = n[2] = n[3] = 0;
    if (!hm__varint(p, size, &c->at, &n[0]) || n[0] < 1 || n[0] > (size - c->at) / 7) return 0;
    for (uint32_t i = 0; i < n[0]; i++) {
        if (!hm__varint(p, size, &c->at, &count) || count < 3 || count > (size - c->at) / 2) return 0;
        if (r) r->ring_sizes[i] = count;
        for (uint32_t k = 0; k < count; k++, n[1]++) {
            if (!hm__varint(p, size, &c->at, &v) || !hm__varint(p, size, &c->at, &w)) return 0;
            c->x += hm__unzigzag(v), c->y += hm__unzigzag(w);
            if (c->x < 0 || c->y < 0 || c->x > 16 * (int64_t)o->width || c->y > 16 * (int64_t)o->height) return 0;
            if (r) r->xy[2 * n[1]] = c->x, r->xy[2 * n[1] + 1] = c->y;
        }
    }
    if (!hm__varint(p, size, &c->at, &n[2]) || n[2] < 1 || n[2] > (size - c->at) / 4) return 0;
    for (uint32_t i = 0; i < n[2]; i++) {
        if (!hm__varint(p, size, &c->at, &count) || count < 3 || count > o->max_vertices) return 0;
        if (r) r->piece_sizes[i] = count;
        for (uint32_t k = 0; k < count; k++, n[3]++) {
            if (!hm__varint(p, size, &c->at, &v)) return 0;
            index += hm__unzigzag(v);
            if (index < 0 || index >= n[1]) return 0;
            if (r) r->piece_indices[n[3]] = (uint32_t)index;
        }
    }
    if (r) r->ring_count = n[0], r->point_count = n[1], r->piece_count = n[2];
    return 1;
}

/* The mode, tolerance, max vertices and minimum area at p[0...]; at is left after them. 0 when malformed, with at
   on the field that failed (FORMAT.md "Error offsets"). */
static int hm__outline_settings(const uint8_t *p, size_t size, size_t *at, hm_outlines *o) {
    size_t field = 0;
    *at = 0;
    if (size < 1 || p[0] > 2) return 0;
    field = *at = 1;
    if (!hm__varint(p, size, at, &o->epsilon_16) || o->epsilon_16 > 1024) return *at = field, 0;
    field = *at;
    if (!hm__varint(p, size, at, &o->max_vertices) || o->max_vertices < 3 || o->max_vertices > 255)
        return *at = field, 0;
    field = *at;
    if (!hm__varint(p, size, at, &o->min_area_256)) return *at = field, 0;
    o->mode = p[0];
    return 1;
}

/* A region count and the regions after it (o->data and o->size span the rest of the section), checked; o gets
   the count and the largest sizes, and o->size is cut to the regions. The offset of a failed check in *failed. */
static int hm__regions(hm_outlines *o, size_t *failed) {
    uint32_t count = 0, n[4];
    size_t at = 0;
    if (!hm__varint(o->data, o->size, &at, &count) || count > (o->size - at) / 13) return *failed = 0, 0;
    o->data += at, o->size -= at;
    hm_outline_cursor c = {0, 0, 0};
    for (uint32_t i = 0; i < count; i++) {
        size_t start = c.at;
        if (!hm__region(o, &c, NULL, n)) return *failed = at + start, 0;
        if (n[0] > o->max_rings) o->max_rings = n[0];
        if (n[1] > o->max_points) o->max_points = n[1];
        if (n[2] > o->max_pieces) o->max_pieces = n[2];
        if (n[3] > o->max_indices) o->max_indices = n[3];
    }
    o->region_count = count, o->size = c.at;
    return 1;
}

HMDEF hm_error hm_open_outlines(hm_file *file, hm_outlines *o) {
    const uint8_t *p = file->outline_data;
    size_t size = file->outline_data_size, at = 0, base = file->outline_data_offset, failed = 0;
    memset(o, 0, sizeof(*o));
    if (!p) return HM_OK;
    if (!hm__outline_settings(p, size, &at, o))
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "OUTL", base + at, "the outline settings are malformed");
    o->width = file->width, o->height = file->height, o->data = p + at, o->size = size - at;
    if (!hm__regions(o, &failed)) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "OUTL", base + at + failed, "a region is malformed");
    if (o->data + o->size != p + size)
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "OUTL", base + (size_t)(o->data + o->size - p), "bytes follow the last region");
    return HM_OK;
}

HMDEF hm_error hm_open_frame_outlines(hm_file *file, hm_frame_outline_cursor *cursor, uint32_t frame, hm_outlines *o) {
    const uint8_t *p = file->frame_outline_data;
    size_t size = file->frame_outline_data_size, at = 0, base = file->frame_outline_data_offset, failed = 0;
    hm_frame_outline_cursor fresh = {0, 0, 0, 0}, *c = cursor ? cursor : &fresh;
    hm_outlines all, one;
    hm_frame f;
    memset(o, 0, sizeof(*o));
    if (!p) return frame < file->frame_count ? HM_OK : HM_END;
    if (!file->frame_data) return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "FOUT", base, "frame outlines without a FRAM section");
    memset(&all, 0, sizeof(all));
    if (!hm__outline_settings(p, size, &at, &all))
        return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "FOUT", base + at, "the outline settings are malformed");
    if (c->checked && frame >= file->frame_count) return HM_END;
    if (!c->checked || frame < c->next) c->next = 0, c->at = at, c->frame_cursor = 0; /* from the first frame */
    /* Each frame's regions, in the frame's source size; the first call checks the whole section, whichever frame
       it asks for, and later ones walk on from the cursor to their frame. */
    int checking = !c->checked;
    size_t first = at, frame_cursor = c->frame_cursor;
    at = c->at;
    for (uint32_t k = c->next; k < file->frame_count && (checking || k <= frame); k++) {
        if (hm_read_frame(file, &frame_cursor, &f) != HM_OK)
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "FOUT", base + at, "a frame is missing");
        one = all;
        one.width = f.source_width, one.height = f.source_height, one.data = p + at, one.size = size - at;
        if (!hm__regions(&one, &failed))
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "FOUT", base + at + failed, "a region is malformed");
        at = (size_t)(one.data + one.size - p);
        if (k == frame) *o = one, c->next = k + 1, c->at = at, c->frame_cursor = frame_cursor;
    }
    if (checking) {
        if (at != size)
            return hm__fail(file, HM_ERROR_CORRUPT_SECTION, "FOUT", base + at, "bytes follow the last frame's regions");
        c->checked = 1;
        if (frame >= file->frame_count) c->next = 0, c->at = first, c->frame_cursor = 0;
    }
    return frame < file->frame_count ? HM_OK : HM_END;
}

/* The next region (every one was checked by hm_open_outlines); HM_END past the last. */
HMDEF hm_error hm_read_region(const hm_outlines *o, hm_outline_cursor *cursor, hm_region *region) {
    uint32_t n[4];
    return cursor->at < o->size && hm__region(o, cursor, region, n) ? HM_OK : HM_END;
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
