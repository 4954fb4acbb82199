/* Checks that hm_open, hm_decode_into, hm_decode_distance_into, hm_read_frame, hm_open_outlines,
   hm_open_frame_outlines and hm_read_region allocate nothing: the allocator aborts. Decodes every file given on the command line into static buffers and
   prints its solid pixel count (and those of its atlas frames, the near pixels of its distance field and its
   outlines' regions and points, page and frames). Built and run by .ci/run. */
#include <stdio.h>
#include <stdlib.h>
#define HITMASK_MALLOC(n) (abort(), (void *)0)
#define HITMASK_FREE(p) abort()
#define HITMASK_NO_STDIO
#define HITMASK_IMPLEMENTATION
#include "hitmask.h"
#include "hitmask_outline.h"
#include "hitmask_tolerance.h"

static uint8_t file_bytes[1 << 20], bits[1 << 20], field[1 << 20];
static uint32_t ring_sizes[1 << 16], piece_sizes[1 << 16], piece_indices[1 << 18];
static int64_t xy[1 << 18];
static uint64_t scratch[1 << 17]; /* 1 MiB, aligned for the coder's 64-bit fields */

/* Prints a set of outlines' region, point and piece counts (when its largest region fits the buffers). */
static void print_regions(const hm_outlines *outlines) {
    if (outlines->max_rings > 1 << 16 || outlines->max_points > 1 << 17 || outlines->max_pieces > 1 << 16
        || outlines->max_indices > 1 << 18)
        return;
    hm_outline_cursor c = {0, 0, 0};
    hm_region region = {0, 0, 0, ring_sizes, xy, piece_sizes, piece_indices};
    uint64_t points = 0, pieces = 0;
    for (uint32_t r = 0; r < outlines->region_count && hm_read_region(outlines, &c, &region) == HM_OK; r++)
        points += region.point_count, pieces += region.piece_count;
    printf(", %u regions, %llu points, %llu pieces", outlines->region_count, (unsigned long long)points,
           (unsigned long long)pieces);
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) return 2;
        size_t size = fread(file_bytes, 1, sizeof(file_bytes), f);
        fclose(f);
        hm_file file;
        hm_error error = hm_open(file_bytes, size, &file);
        if (error == HM_OK) error = hm_decode_into(&file, bits, sizeof(bits), scratch, sizeof(scratch));
        if (error != HM_OK) {
            printf("%s: %s\n", argv[i], hm_error_string(error));
            continue;
        }
        hm_mask mask = {file.width, file.height, bits};
        uint64_t solid = 0;
        for (uint32_t y = 0; y < file.height; y++)
            for (uint32_t x = 0; x < file.width; x++) solid += (uint64_t)hm_contains(&mask, x, y);
        printf("%s: %llu solid", argv[i], (unsigned long long)solid);
        hm_frame frame;
        size_t cursor = 0;
        while (hm_read_frame(&file, &cursor, &frame) == HM_OK) {
            uint64_t frame_solid = 0;
            for (uint32_t y = 0; y < frame.source_height; y++)
                for (uint32_t x = 0; x < frame.source_width; x++) frame_solid += (uint64_t)hm_frame_contains(&mask, &frame, x, y);
            printf(", frame %.*s %llu", (int)frame.name_length, frame.name, (unsigned long long)frame_solid);
        }
        /* Whenever the file has DIST, as hitmask.h says: a field too large to decode is refused there. */
        if (file.distance_data && (error = hm_decode_distance_into(&file, field, sizeof(field))) != HM_OK) {
            printf(", DIST: %s", hm_error_string(error));
        } else if (file.distance_data) {
            uint64_t near = 0; /* pixels of the field within 3 pixels of a solid one */
            for (int64_t y = -15; y < (int64_t)file.height + 15; y++)
                for (int64_t x = -15; x < (int64_t)file.width + 15; x++) near += hm_distance_squared(&mask, field, x, y) <= 9;
            printf(", %llu near", (unsigned long long)near);
        }
        hm_outlines outlines;
        if ((error = hm_open_outlines(&file, &outlines)) != HM_OK) {
            printf(", OUTL: %s", hm_error_string(error));
        } else if (file.outline_data) {
            print_regions(&outlines);
        }
        /* Frame 0 is asked for even with no frames: FOUT is checked whole, and beside no FRAM it is refused. */
        hm_frame_outline_cursor frames = {0, 0, 0, 0};
        for (uint32_t k = 0; file.frame_outline_data && (k < file.frame_count || k == 0); k++) {
            error = hm_open_frame_outlines(&file, &frames, k, &outlines);
            if (error == HM_END && file.frame_count == 0) break; /* checked; no frame to read */
            if (error != HM_OK) {
                printf(", FOUT: %s", hm_error_string(error));
                break;
            }
            printf(", frame %u", k);
            print_regions(&outlines);
        }
        printf("\n");
    }
    return 0;
}
