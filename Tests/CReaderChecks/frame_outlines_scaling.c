/* hm_open_frame_outlines over every frame of an atlas, in order, takes time linear in the FOUT section: opening
   all frames of a page of 8n frames takes about 8 times as long as of a page of n (a walk of the whole section for
   each frame made it 64 times). `frame_outlines_scaling SMALL.hitmask LARGE.hitmask`: the pages' frame counts are
   in the ratio 1 : 8; prints the ratio of the times and fails above 20. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define HITMASK_IMPLEMENTATION
#include "hitmask.h"
#include "hitmask_outline.h"

/* Seconds to open every frame's outlines of the file at `path`, in order, the best of five runs. */
static double seconds(const char *path, uint32_t *frames) {
    uint8_t *bytes = NULL;
    size_t size = 0;
    if (hm_load_file(path, &bytes, &size) != HM_OK) { printf("FAIL cannot read %s\n", path); exit(1); }
    double best = 1e9;
    for (int run = 0; run < 5; run++) {
        hm_file file;
        if (hm_open(bytes, size, &file) != HM_OK) { printf("FAIL cannot open %s\n", path); exit(1); }
        struct timespec start, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        uint64_t regions = 0;
        hm_frame_outline_cursor cursor = {0, 0, 0, 0};
        for (uint32_t k = 0; k < file.frame_count; k++) {
            hm_outlines o;
            if (hm_open_frame_outlines(&file, &cursor, k, &o) != HM_OK) { printf("FAIL frame %u of %s\n", k, path); exit(1); }
            regions += o.region_count;
        }
        clock_gettime(CLOCK_MONOTONIC, &end);
        double took = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
        if (took < best) best = took;
        if (regions == 0) { printf("FAIL %s: no frame outlines\n", path); exit(1); }
        *frames = file.frame_count;
    }
    HITMASK_FREE(bytes);
    return best;
}

int main(int argc, char **argv) {
    if (argc != 3) { printf("usage: frame_outlines_scaling SMALL.hitmask LARGE.hitmask\n"); return 2; }
    uint32_t small_frames = 0, large_frames = 0;
    double small = seconds(argv[1], &small_frames), large = seconds(argv[2], &large_frames);
    double ratio = large / small;
    if (large_frames != 8 * small_frames || ratio > 20) {
        printf("FAIL opening every frame's outlines: %u frames %.4f s, %u frames %.4f s (%.1fx)\n", small_frames, small,
               large_frames, large, ratio);
        return 1;
    }
    printf("ok: every frame's outlines of %u frames open in %.1fx the time of %u frames' (linear: 8x)\n", large_frames,
           ratio, small_frames);
    return 0;
}
