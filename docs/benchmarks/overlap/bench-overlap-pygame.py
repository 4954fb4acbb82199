#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
"""Times pygame's Mask.overlap_area on the pairs hitmask-benchmark --overlaps-only wrote to FOLDER, and prints the
seconds per call with pygame's own per-call cost taken off (then that cost), for the benchmark's overlap rows.

    python3 bench-overlap-pygame.py FOLDER

FOLDER holds NNNNN.pgm (P5, 255 for a solid pixel: the masks HitMask reads) and pairs.txt, one pair a line:
"a b dx dy area" (b's pixel (0, 0) on a's pixel (dx, dy), and the area HitMask gives). The masks are built once,
outside the timing; every area pygame gives is checked against HitMask's. The per-call cost is the same loop over
as many pairs of 1x1 masks that do not meet: the interpreter's loop and the method call, not the comparison.
pygame comes from PyPI (pip install pygame); without it the script says so and exits 1.
"""
import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
try:
    import pygame
except ImportError:
    sys.exit("pygame is not installed (pip install pygame)")

RUNS = 5  # the fastest of these, as the benchmark's other rows


def read_pgm(path):
    """A P5 PGM as pygame.Mask: pixels of 255 set."""
    with open(path, "rb") as file:
        data = file.read()
    fields = data.split(maxsplit=4)
    if fields[0] != b"P5" or len(fields) < 5:
        sys.exit(f"{path}: not a P5 PGM")
    width, height = int(fields[1]), int(fields[2])
    pixels = fields[4][: width * height]
    surface = getattr(pygame.image, "frombytes", None) or pygame.image.fromstring
    image = surface(pixels, (width, height), "P")
    image.set_colorkey(0)
    return pygame.mask.from_surface(image)


def fastest(pairs):
    best = float("inf")
    for _ in range(RUNS):
        start = time.perf_counter()
        for a, b, offset in pairs:
            a.overlap_area(b, offset)
        best = min(best, time.perf_counter() - start)
    return best


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: bench-overlap-pygame.py FOLDER")
    folder = sys.argv[1]
    names = sorted(name for name in os.listdir(folder) if name.endswith(".pgm"))
    masks = [read_pgm(os.path.join(folder, name)) for name in names]
    pairs, areas = [], []
    with open(os.path.join(folder, "pairs.txt"), encoding="utf-8") as file:
        for line in file:
            a, b, dx, dy, area = (int(field) for field in line.split())
            pairs.append((masks[a], masks[b], (dx, dy)))
            areas.append(area)
    for k, ((a, b, offset), area) in enumerate(zip(pairs, areas)):
        if a.overlap_area(b, offset) != area:
            sys.exit(f"pair {k}: pygame's overlap area {a.overlap_area(b, offset)} is not HitMask's {area}")
    dot = pygame.mask.Mask((1, 1), fill=True)
    apart = [(dot, dot, (5, 0))] * len(pairs)
    overhead = fastest(apart) / len(pairs)
    per_call = fastest(pairs) / len(pairs)
    print(f"{per_call - overhead:.9f} {overhead:.9f}")


if __name__ == "__main__":
    main()
