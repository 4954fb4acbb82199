// libFuzzer entry point for the C reader (Sources/CHitMask/include/hitmask.h). Built by Tests/Fuzz/run.sh c-reader
// with -fsanitize=fuzzer,address,undefined: a crash, a sanitizer report, a leak or a hang is a finding.
#define HITMASK_IMPLEMENTATION
#include "hitmask.h"
#include "hitmask_outline.h"
#include "hitmask_tolerance.h"

#include <stdlib.h>
#include <string.h>

/* Reads every region of a set of outlines into buffers of the sizes it gives; the points read. */
static int read_regions(const hm_outlines *outlines) {
    int points = 0;
    if (!outlines->region_count) return 0;
    hm_region region = {0, 0, 0, (uint32_t *)malloc(4 * (size_t)outlines->max_rings + 4),
                        (int64_t *)malloc(16 * (size_t)outlines->max_points + 16),
                        (uint32_t *)malloc(4 * (size_t)outlines->max_pieces + 4),
                        (uint32_t *)malloc(4 * (size_t)outlines->max_indices + 4)};
    hm_outline_cursor cursor = {0, 0, 0};
    if (region.ring_sizes && region.xy && region.piece_sizes && region.piece_indices)
        while (hm_read_region(outlines, &cursor, &region) == HM_OK) points += (int)region.point_count;
    free(region.ring_sizes), free(region.xy), free(region.piece_sizes), free(region.piece_indices);
    return points;
}

static void exercise(const uint8_t *data, size_t size) {
    hm_file file;
    if (hm_open(data, size, &file) != HM_OK) return;
    hm_rect *rects = (hm_rect *)malloc(sizeof(hm_rect) * (file.rect_count + 1));
    if (rects) {
        hm_read_rects(&file, rects, file.rect_count);
        free(rects);
    }
    uint8_t *bits;
    if (hm_decode(&file, &bits) != HM_OK) return;
    hm_mask mask = {file.width, file.height, bits};
    uint64_t pixels = (uint64_t)file.width * file.height, step = pixels / 4096 + 1;
    int solid = 0;
    for (uint64_t i = 0; i < pixels; i += step) solid += hm_contains(&mask, (int64_t)(i % file.width), (int64_t)(i / file.width));
    solid += hm_contains(&mask, -1, 0) + hm_contains(&mask, file.width, 0) + hm_contains(&mask, 0, INT64_MIN);
    size_t field_size = hm_distance_size(&file);
    uint8_t *field = field_size ? (uint8_t *)malloc(field_size) : NULL;
    if (field && hm_decode_distance_into(&file, field, field_size) == HM_OK) {
        solid += hm_distance_squared(&mask, field, -15, -15) + hm_distance_squared(&mask, field, INT64_MAX, 0);
        solid += hm_distance_squared(&mask, field, (int64_t)file.width + 14, (int64_t)file.height + 14);
    } else if (!field_size) {
        hm_decode_distance_into(&file, NULL, 0);
    }
    hm_outlines outlines;
    if (hm_open_outlines(&file, &outlines) == HM_OK) solid += read_regions(&outlines);
    /* Each frame's outlines (FOUT), and one frame past the last. */
    hm_frame_outline_cursor cursor = {0, 0, 0, 0};
    for (uint32_t k = 0; k <= file.frame_count && k < 64; k++)
        if (hm_open_frame_outlines(&file, &cursor, k, &outlines) == HM_OK) solid += read_regions(&outlines);
    /* A frame asked for again, and out of order, with the cursor and without one. */
    if (file.frame_count && hm_open_frame_outlines(&file, &cursor, 0, &outlines) == HM_OK) solid += read_regions(&outlines);
    if (file.frame_count && hm_open_frame_outlines(&file, NULL, file.frame_count - 1, &outlines) == HM_OK)
        solid += read_regions(&outlines);
    (void)solid;
    free(field);
    free(bits);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    exercise(data, size);
    // Random bytes almost never carry a valid CRC: also try them with it repaired, so mutations reach the header,
    // section and codec checks behind the checksum.
    if (size >= 23) {
        uint8_t *repaired = (uint8_t *)malloc(size);
        memcpy(repaired, data, size);
        uint32_t crc = hm__crc32(repaired, size - 4);
        for (int k = 0; k < 4; k++) repaired[size - 4 + k] = (uint8_t)(crc >> (8 * k));
        exercise(repaired, size);
        free(repaired);
    }
    return 0;
}
