/* Calls every public inline function of hitmask.h, hitmask_tolerance.h and hitmask_overlap.h (hm_contains,
   hm_frame_contains, hm_distance_squared, hm_contains_within, hm_overlaps, hm_overlap_area, hm_first_overlap, the
   same three on the mask kept in columns, hm_placed_overlaps;
   hitmask_outline.h has none) at the edges of their arguments: 0, -1, the size, +-2^31, 2^32 +- 1, 2^53, 2^62 and
   the int64 extremes, in every pairing, with tolerances from -inf to +inf and NaN, and frames turned four ways with
   extreme trims. Built by .ci/run with -fsanitize=address,undefined -fno-sanitize-recover=all, so that signed
   overflow or a read out of bounds stops it; it also checks each answer against a plain reference (pixels near the
   mask by brute force, far ones by what distance allows), and prints how many it checked; then hm_error_line for
   errors that come from no file. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#define HITMASK_IMPLEMENTATION
#include "hitmask.h"
#include "hitmask_outline.h"
#include "hitmask_tolerance.h"
#include "hitmask_overlap.h"

enum { W = 7, H = 5, FW = W + 2 * HM_DISTANCE_MARGIN, FH = H + 2 * HM_DISTANCE_MARGIN };
static uint8_t bits[(W * H + 7) / 8], field[FW * FH];
static uint64_t column_words[H]; /* the mask kept in columns: one column, at most H rows */
static int failures = 0;
static long checks = 0;

static int solid(int64_t x, int64_t y) { return x >= 0 && y >= 0 && x < W && y < H && (x * 3 + y * 5) % 4 == 0; }

static void check(int ok, const char *what, int64_t x, int64_t y, double r) {
    checks++;
    if (!ok && failures++ < 20) printf("FAIL %s at (%lld, %lld), r %g\n", what, (long long)x, (long long)y, r);
}

/* The squared distance from (x, y) to the nearest solid pixel by brute force, for points near the mask. */
static int64_t nearest_squared(int64_t x, int64_t y) {
    int64_t best = INT64_MAX;
    for (int64_t j = 0; j < H; j++)
        for (int64_t i = 0; i < W; i++)
            if (solid(i, j) && (i - x) * (i - x) + (j - y) * (j - y) < best) best = (i - x) * (i - x) + (j - y) * (j - y);
    return best;
}

int main(void) {
    for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++)
            if (solid(x, y)) bits[(y * W + x) >> 3] |= (uint8_t)(0x80 >> ((y * W + x) & 7));
    for (int64_t y = 0; y < FH; y++)
        for (int64_t x = 0; x < FW; x++) {
            int64_t d = nearest_squared(x - HM_DISTANCE_MARGIN, y - HM_DISTANCE_MARGIN);
            field[y * FW + x] = (uint8_t)(d > 254 ? 255 : d);
        }
    /* A value stored at a solid pixel reads as 0 whatever it is (FORMAT.md, DIST). */
    field[HM_DISTANCE_MARGIN * FW + HM_DISTANCE_MARGIN] = 9;
    hm_mask mask = {W, H, bits};
    hm_columns kept = hm_make_columns(&mask, NULL, column_words);

    const int64_t edges[] = {0, -1, 1, W, H, W - 1, H - 1, -15, -16, W + 14, W + 15, INT32_MAX, INT32_MIN,
                             (int64_t)UINT32_MAX, (int64_t)UINT32_MAX + 2, INT64_C(1) << 53, INT64_C(1) << 62,
                             -(INT64_C(1) << 62), INT64_MAX, INT64_MIN, INT64_MAX - 14, INT64_MIN + 1};
    const double radii[] = {-INFINITY, -1, -0.0, 0, 0.5, 1, 1.5, 3, 15.9, 15.95, 16, 17.5, 1e9, 1e300, INFINITY, NAN};
    const size_t n = sizeof edges / sizeof edges[0], m = sizeof radii / sizeof radii[0];
    for (size_t a = 0; a < n; a++)
        for (size_t b = 0; b < n; b++) {
            int64_t x = edges[a], y = edges[b];
            int near = x > -64 && x < 64 && y > -64 && y < 64;
            int64_t d2 = near ? nearest_squared(x, y) : INT64_MAX;
            check(hm_contains(&mask, x, y) == solid(x, y), "hm_contains", x, y, 0);
            int stored = hm_distance_squared(&mask, field, x, y);
            check(near ? stored == (d2 > 254 ? 255 : (int)d2) : stored == 255, "hm_distance_squared", x, y, 0);
            /* Without the field, searched: the same answer. */
            check(hm_distance_squared(&mask, NULL, x, y) == stored, "hm_distance_squared (no field)", x, y, 0);
            for (size_t k = 0; k < m; k++) {
                double r = radii[k];
                for (int with_field = 0; with_field < 2; with_field++) {
                    int within = hm_contains_within(&mask, with_field ? field : NULL, x, y, r);
                    int expected;
                    if (solid(x, y)) expected = 1;
                    else if (!(r >= 0)) expected = 0;
                    else if (r < 16) expected = near && d2 <= (int64_t)fmin(floor(r * r), 254);
                    else if (near) expected = (double)d2 <= r * r;
                    else if (r == INFINITY) expected = 1; /* some pixel is solid */
                    else expected = within; /* far: distance from 2^31 up, beyond 1e9 only where r is 1e300 */
                    if (!near && r <= 1e9) expected = 0;
                    check(within == expected, with_field ? "hm_contains_within (field)" : "hm_contains_within", x, y, r);
                }
            }
            /* The mask against itself at every pair of edge offsets: what a brute force over the meeting rows says. */
            int64_t shared = 0, first_x = -1, first_y = -1, fx = -2, fy = -2;
            if (x > -W && x < W && y > -H && y < H)
                for (int64_t j = y > 0 ? y : 0; j < H && j - y < H; j++)
                    for (int64_t i = x > 0 ? x : 0; i < W && i - x < W; i++)
                        if (solid(i, j) && solid(i - x, j - y) && shared++ == 0) first_x = i, first_y = j;
            check(hm_overlap_area(&mask, &mask, x, y) == (uint64_t)shared, "hm_overlap_area", x, y, 0);
            check(hm_overlaps(&mask, &mask, x, y) == (shared > 0), "hm_overlaps", x, y, 0);
            check(hm_first_overlap(&mask, &mask, x, y, &fx, &fy) == (shared > 0)
                      && (!shared || (fx == first_x && fy == first_y)), "hm_first_overlap", x, y, 0);
            check(hm_columns_overlap_area(&kept, &kept, x, y) == (uint64_t)shared, "hm_columns_overlap_area", x, y, 0);
            check(hm_columns_overlaps(&kept, &kept, x, y) == (shared > 0), "hm_columns_overlaps", x, y, 0);
            check(hm_columns_first_overlap(&kept, &kept, x, y, &fx, &fy) == (shared > 0)
                      && (!shared || (fx == first_x && fy == first_y)), "hm_columns_first_overlap", x, y, 0);
            /* Frames turned each way, with trims and sizes at the edges too: answers only within the source. */
            for (int rotation = 0; rotation < 4; rotation++) {
                hm_frame frame;
                memset(&frame, 0, sizeof frame);
                frame.page_x = 1, frame.page_y = 1, frame.page_width = 3, frame.page_height = 2;
                frame.rotation = (uint8_t)rotation, frame.trim_x = (int32_t)(a % 3) - 1, frame.trim_y = (int32_t)(b % 3);
                frame.source_width = b % 2 ? UINT32_MAX : 6, frame.source_height = a % 2 ? UINT32_MAX : 5;
                int answer = hm_frame_contains(&mask, &frame, x, y);
                check(answer == 0 || (x >= 0 && y >= 0 && x < (int64_t)frame.source_width && y < (int64_t)frame.source_height),
                      "hm_frame_contains outside its source", x, y, 0);
            }
        }
    /* Placed sprites with matrices at the edges: nothing placed by NaN, infinities or a singular matrix; far
       translations (past the rule's 2^52 and past int64) meet nothing or meet only where the offset path says;
       whole-pixel moves with flips there, through the word path. */
    {
        const double huge[] = {0, 1, -1, 0.5, 1e300, -1e300, 9.3e18, -9.3e18, 4503599627370496.0, INFINITY, NAN};
        const size_t n = sizeof huge / sizeof huge[0];
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < n; j++) {
                double m1[6] = {1, 0, 0, 1, huge[i], huge[j]}, m2[6] = {1, 0, 0, 1, huge[j], huge[i]};
                double turned[6] = {0, 1, -1, 0, huge[i], huge[j]}, flat[6] = {huge[i], huge[j], 0, 0, 0, 0};
                int same = hm_placed_overlaps(&mask, NULL, m1, &mask, NULL, m1);
                int finite = huge[i] - huge[i] == 0 && huge[j] - huge[j] == 0;
                int near = finite && huge[i] > -4e15 && huge[i] < 4e15 && huge[j] > -4e15 && huge[j] < 4e15;
                checks++;
                if (same != (near ? 1 : same) || (!finite && same)) /* far: points past 2^52 are not in the rule */
                    failures++, printf("FAIL hm_placed_overlaps of the mask with itself at %g, %g\n", huge[i], huge[j]);
                (void)hm_placed_overlaps(&mask, NULL, m1, &mask, NULL, m2);
                (void)hm_placed_overlaps(&mask, NULL, turned, &mask, NULL, m1);
                double flipped[6] = {-1, 0, 0, -1, huge[j], huge[i]}, mirrored[6] = {-1, 0, 0, 1, huge[i], huge[j]};
                (void)hm_placed_overlaps(&mask, NULL, flipped, &mask, NULL, m1); /* the word path with flips */
                (void)hm_placed_overlaps(&mask, NULL, m2, &mask, NULL, mirrored);
                checks++;
                if (hm_placed_overlaps(&mask, NULL, flat, &mask, NULL, m1))
                    failures++, printf("FAIL hm_placed_overlaps with a singular matrix\n");
            }
    }
    /* The one-line error of a call that had no file: hm_load_file's, with the hm_file never opened (its bytes made
       garbage here, pointers included), and with none; no offset where nothing has one. */
    hm_file unopened;
    memset(&unopened, 0xAB, sizeof unopened);
    uint8_t *loaded = NULL;
    size_t loaded_size = 0;
    char line[160];
    hm_error missing = hm_load_file("/nonexistent/flower.hitmask", &loaded, &loaded_size);
    checks++;
    hm_error_line(&unopened, missing, line, sizeof line);
    if (missing != HM_ERROR_IO || strncmp(line, "unreadable file: ", 17) != 0 || strstr(line, " at byte "))
        failures++, printf("FAIL hm_error_line after a failed hm_load_file: \"%s\"\n", line);
    checks++;
    if (strncmp(hm_error_line(NULL, HM_ERROR_OUT_OF_MEMORY, line, sizeof line), "out of memory: ", 15) != 0)
        failures++, printf("FAIL hm_error_line without a file: \"%s\"\n", line);
    printf("%s: %ld answers of hm_contains, hm_distance_squared, hm_contains_within, hm_frame_contains and the "
           "overlaps at the edges\n", failures ? "FAIL" : "ok", checks);
    return failures != 0;
}
