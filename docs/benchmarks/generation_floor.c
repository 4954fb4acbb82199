// The generation floor as a process of its own: for each PNG named in LIST (one path per line), read it, decode it
// with libpng's simplified API to RGBA, and write a 128-byte file through a temporary and a rename, as
// `hitmask generate --jobs 1` writes each mask. `hitmask-benchmark --generation-only` runs the same work inside its
// own process; this one also pays for starting, so that the two processes can be compared by wall time or, on a
// busy machine, by instructions:
//
//     cc -O2 docs/benchmarks/generation_floor.c -lpng -o /tmp/generation-floor
//     find DIR -iname '*.png' | sort > /tmp/pngs.txt
//     mkdir -p /tmp/floor-out && valgrind --tool=callgrind /tmp/generation-floor /tmp/pngs.txt /tmp/floor-out
//     objcopy --strip-debug .build/release/hitmask /tmp/hitmask   # valgrind 3.19 cannot read Swift's DWARF 5
//     valgrind --tool=callgrind /tmp/hitmask generate DIR -o /tmp/hitmask-out --jobs 1
#include <fcntl.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int decode(const char *path) {
    int descriptor = open(path, O_RDONLY);
    if (descriptor < 0) return 1;
    struct stat info;
    if (fstat(descriptor, &info) != 0) {
        close(descriptor);
        return 1;
    }
    unsigned char *data = malloc((size_t)info.st_size);
    ssize_t count = data ? read(descriptor, data, (size_t)info.st_size) : -1;
    close(descriptor);
    int failed = count != info.st_size;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!failed && png_image_begin_read_from_memory(&image, data, (size_t)count)) {
        image.format = PNG_FORMAT_RGBA;
        png_bytep pixels = malloc(PNG_IMAGE_SIZE(image));
        failed = !pixels || !png_image_finish_read(&image, NULL, pixels, 0, NULL);
        free(pixels);
        png_image_free(&image);
    } else {
        failed = 1;
    }
    free(data);
    return failed;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s LIST OUTPUT-FOLDER\n", argv[0]);
        return 2;
    }
    FILE *list = fopen(argv[1], "r");
    if (!list) {
        perror(argv[1]);
        return 1;
    }
    static const unsigned char mask[128];
    char path[4096], temporary[4200], target[4200];
    int index = 0, failures = 0;
    while (fgets(path, sizeof path, list)) {
        path[strcspn(path, "\n")] = 0;
        failures += decode(path);
        snprintf(temporary, sizeof temporary, "%s/.%d.tmp", argv[2], index);
        snprintf(target, sizeof target, "%s/%d.hitmask", argv[2], index);
        int output = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (output < 0 || write(output, mask, sizeof mask) != (ssize_t)sizeof mask || close(output) != 0 ||
            rename(temporary, target) != 0) {
            perror(temporary);
            return 1;
        }
        index++;
    }
    fclose(list);
    if (failures) fprintf(stderr, "%d files did not decode\n", failures);
    return 0;
}
