/* Loads each file named on the command line with hitmask.h's allocating calls (hm_decode, and a field of
   hm_distance_size bytes for hm_decode_distance_into) and prints "PATH LARGEST VERDICT": the largest allocation the
   reader asked for, and OK or the error. memory-bounds.test.mjs compares LARGEST with docs/FORMAT.md's bounds. */
#include <stdio.h>
#include <stdlib.h>

static size_t largest;

static void *recording_malloc(size_t size) {
    if (size > largest) largest = size;
    return malloc(size);
}

#define HITMASK_MALLOC(n) recording_malloc(n)
#define HITMASK_FREE(p) free(p)
#define HITMASK_IMPLEMENTATION
#include "hitmask.h"
#include "hitmask_tolerance.h"

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        uint8_t *bytes = NULL, *bits = NULL, *field = NULL;
        size_t size = 0;
        hm_file file;
        hm_error error = hm_load_file(argv[i], &bytes, &size);
        largest = 0; /* the file's own bytes are the caller's, not the reader's */
        if (error == HM_OK) error = hm_open(bytes, size, &file);
        if (error == HM_OK) error = hm_decode(&file, &bits);
        if (error == HM_OK && file.distance_data) { /* a field too large to decode has size 0, and is refused */
            size_t field_size = hm_distance_size(&file);
            field = field_size ? recording_malloc(field_size) : NULL;
            error = field_size && !field ? HM_ERROR_OUT_OF_MEMORY : hm_decode_distance_into(&file, field, field_size);
        }
        printf("%s %zu %s\n", argv[i], largest, error == HM_OK ? "OK" : hm_error_string(error));
        free(field);
        free(bits);
        free(bytes);
    }
    return 0;
}
