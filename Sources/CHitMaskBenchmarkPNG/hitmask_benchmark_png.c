#include "hitmask_benchmark_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int hmb_simplified_decode(const uint8_t *data, size_t size) {
    png_image image;
    memset(&image, 0, sizeof(image));
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) return 1;
    image.format = PNG_FORMAT_RGBA;
    png_bytep buffer = malloc(PNG_IMAGE_SIZE(image));
    if (!buffer) {
        png_image_free(&image);
        return 1;
    }
    int ok = png_image_finish_read(&image, NULL, buffer, 0, NULL);
    free(buffer);
    return ok ? 0 : 1;
}

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position;
} hmb_source;

static void hmb_read(png_structp png, png_bytep out, size_t count) {
    hmb_source *source = png_get_io_ptr(png);
    if (count > source->size - source->position) png_error(png, "read past the end");
    memcpy(out, source->data + source->position, count);
    source->position += count;
}

// Row by row into one reused buffer; `expand` turns low bit depths, palettes and tRNS into whole bytes.
static int decode_rows(const uint8_t *data, size_t size, int expand) {
    hmb_source source = {data, size, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return 1;
    png_infop info = png_create_info_struct(png);
    png_bytep volatile row = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        free(row);
        return 1;
    }
    png_set_read_fn(png, &source, hmb_read);
    png_read_info(png, info);
    if (expand) png_set_expand(png);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    row = malloc(png_get_rowbytes(png, info));
    if (!row) png_error(png, "out of memory");
    uint32_t height = png_get_image_height(png, info);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) png_read_row(png, row, NULL);
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(row);
    return 0;
}

int hmb_decode_rows(const uint8_t *data, size_t size) { return decode_rows(data, size, 1); }

int hmb_decode_packed_rows(const uint8_t *data, size_t size) { return decode_rows(data, size, 0); }

int hmb_write_clear_png(const char *path, uint32_t width, uint32_t height) {
    FILE *volatile file = fopen(path, "wb");
    if (!file) return 1;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    png_bytep volatile row = NULL;
    if (!png || !info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        fclose(file);
        return 1;
    }
    png_init_io(png, file);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    row = calloc(width, 4);
    if (!row) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) png_write_row(png, row);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    return fclose(file) == 0 ? 0 : 1;
}
