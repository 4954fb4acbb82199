/* Loads a .hitmask with the single-header C reader, answers point queries and prints the mask as ASCII art.

     cc -std=c99 -O2 -I ../../Sources/CHitMask/include example.c -o example
     ./example ring.hitmask 12 40        # query (12, 40), then the picture */
#define HITMASK_IMPLEMENTATION
#include "hitmask.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE.hitmask [X Y]...\n", argv[0]);
        return 2;
    }
    uint8_t *bytes;
    size_t size;
    hm_file file;
    hm_error error = hm_load_file(argv[1], &bytes, &size);
    if (error == HM_OK) error = hm_open(bytes, size, &file);
    uint8_t *bits = NULL;
    if (error == HM_OK) error = hm_decode(&file, &bits);
    if (error != HM_OK) {
        fprintf(stderr, "%s: %s%s\n", argv[1], hm_error_string(error),
                hm_error_is_newer_writer(error) ? " (update the reader)" : "");
        return 1;
    }
    hm_mask mask = {file.width, file.height, bits};
    printf("%s: %ux%u pixels, scale %g, %u shape rects\n", argv[1], file.width, file.height, file.scale, file.rect_count);
    for (int i = 2; i + 1 < argc; i += 2) {
        long long x = atoll(argv[i]), y = atoll(argv[i + 1]);
        printf("(%lld, %lld): %s\n", x, y, hm_contains(&mask, x, y) ? "solid" : "clear");
    }
    /* The picture, at most 64 columns wide: a cell is '#' if any of its pixels is solid. */
    uint32_t step = file.width > 64 ? (file.width + 63) / 64 : 1;
    for (uint32_t y = 0; y < file.height; y += step * 2) {
        for (uint32_t x = 0; x < file.width; x += step) {
            int solid = 0;
            for (uint32_t dy = 0; dy < step * 2 && !solid; dy++)
                for (uint32_t dx = 0; dx < step && !solid; dx++) solid = hm_contains(&mask, x + dx, y + dy);
            putchar(solid ? '#' : '.');
        }
        putchar('\n');
    }
    HITMASK_FREE(bits);
    HITMASK_FREE(bytes);
    return 0;
}
