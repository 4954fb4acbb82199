// libFuzzer entry point for the generator's PNG path (Sources/CHitMaskPNG): arbitrary bytes through libpng and the
// thresholding into packed bits, as PNGMaskDecoder drives them. Built by Tests/Fuzz/run.sh png with
// -fsanitize=fuzzer,address,undefined. Memory stays bounded by the format's pixel limit (checked before allocating,
// as the generator does).
#include "hitmask_png.h"

#include <stdlib.h>

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
    for (int threshold = 0; threshold <= 255; threshold += 255) hm_png_decode_mask(data, size, (uint8_t)threshold, bits, count, &mask);
    free(bits);
    return 0;
}
