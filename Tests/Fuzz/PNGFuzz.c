// libFuzzer entry point for the generator's PNG path (Sources/CHitMaskPNG): arbitrary bytes through libpng and the
// thresholding into packed bits, as PNGMaskDecoder drives them. Built by Tests/Fuzz/run.sh png with
// -fsanitize=fuzzer,address,undefined. Memory stays bounded by the format's pixel limit (checked before allocating,
// as the generator does).
//
// Each mask is also checked against an oracle: libpng's simplified API decoding the same bytes to 16-bit linear
// RGBA, whose alpha is the source's own (8-bit alpha × 257, tRNS included), thresholded pixel by pixel. The fast
// paths (eight pixels a word, palette steps, 16-bit rows) must agree with it at every threshold tried: 0, 255 and
// one taken from the input.
#include "hitmask_png.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Aborts (a finding) when a pixel's bit differs from the oracle's; returns quietly when the oracle cannot decode.
static void check_against_simplified_decode(const uint8_t *data, size_t size, unsigned threshold, const uint8_t *bits,
                                            uint32_t width, uint32_t height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) return;
    image.format = PNG_FORMAT_LINEAR_RGB_ALPHA;
    uint16_t *pixels = (uint64_t)width * height <= (UINT64_C(1) << 22) ? malloc(PNG_IMAGE_SIZE(image)) : NULL;
    if (image.width != width || image.height != height || !pixels ||
        !png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        png_image_free(&image);
        free(pixels);
        return;
    }
    for (uint64_t i = 0; i < (uint64_t)width * height; i++) {
        int expected = pixels[4 * i + 3] > threshold * 257u;
        int actual = (bits[i >> 3] >> (7 - (i & 7))) & 1;
        if (expected != actual) {
            fprintf(stderr, "pixel %llu: alpha %u, threshold %u, bit %d\n", (unsigned long long)i, pixels[4 * i + 3],
                    threshold, actual);
            abort();
        }
    }
    free(pixels);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    hm_png_size image;
    if (hm_png_read_size(data, size, &image) != 0) return 0;
    uint64_t pixels = (uint64_t)image.width * image.height;
    // The generator refuses larger images before allocating; the fuzzer also skips ones whose rows alone would
    // exceed its memory limit (libpng's own row buffer is width-sized).
    if (pixels == 0 || pixels > (UINT64_C(1) << 30) || image.width > (1u << 24)) return 0;
    size_t count = (size_t)((pixels + 7) / 8);
    uint8_t *bits = (uint8_t *)malloc(count);
    if (!bits) return 0;
    hm_png_mask mask;
    const unsigned thresholds[3] = {0, 255, size ? data[size - 1] : 127};
    for (int k = 0; k < 3; k++) {
        if (hm_png_decode_mask(data, size, (uint8_t)thresholds[k], bits, count, &mask) == 0 && mask.has_alpha) {
            check_against_simplified_decode(data, size, thresholds[k], bits, image.width, image.height);
        }
    }
    free(bits);
    return 0;
}
