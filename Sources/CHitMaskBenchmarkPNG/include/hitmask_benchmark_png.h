#ifndef HITMASK_BENCHMARK_PNG_H
#define HITMASK_BENCHMARK_PNG_H

// The benchmark's baselines, in C, so they measure libpng itself and not Swift around it.

#include <stddef.h>
#include <stdint.h>

/// libpng's simplified API decoding a PNG held in memory to RGBA (what most engines do to read alpha):
/// the floor the generator's decoding is measured against. Returns 0 on success.
int hmb_simplified_decode(const uint8_t *data, size_t size);

/// libpng decoding a PNG row by row into one reused row buffer: the least any decoder of the file must do,
/// for images too large for the simplified API's whole-image buffer. Returns 0 on success.
int hmb_decode_rows(const uint8_t *data, size_t size);

/// The same without expanding low bit depths: a 1-bit PNG's rows stay packed, eight pixels a byte, as a reader of
/// masks stored as 1-bit PNGs needs them. Returns 0 on success.
int hmb_decode_packed_rows(const uint8_t *data, size_t size);

/// Writes an all-transparent 8-bit RGBA PNG of the given size row by row (memory: one row). Returns 0 on success.
int hmb_write_clear_png(const char *path, uint32_t width, uint32_t height);

#endif
