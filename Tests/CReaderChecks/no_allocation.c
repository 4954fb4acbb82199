/* Checks that hm_open and hm_decode_into allocate nothing: the allocator aborts. Decodes every file given on the
   command line into static buffers and prints its solid pixel count. Built and run by .ci/run. */
#include <stdio.h>
#include <stdlib.h>
#define HITMASK_MALLOC(n) (abort(), (void *)0)
#define HITMASK_FREE(p) abort()
#define HITMASK_NO_STDIO
#define HITMASK_IMPLEMENTATION
#include "hitmask.h"

static uint8_t file_bytes[1 << 20], bits[1 << 20];
static uint64_t scratch[1 << 17]; /* 1 MiB, aligned for the coder's 64-bit fields */

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
        printf("%s: %llu solid\n", argv[i], (unsigned long long)solid);
    }
    return 0;
}
