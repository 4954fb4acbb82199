#!/usr/bin/env python3
"""Draws HitMask's sample sprites (standard library only), so the samples have a known origin.

Each sprite is rendered with 4×4 supersampling, giving real antialiased alpha edges.
Run from this folder: python3 make-sprites.py
"""
import math
import struct
import zlib

SUPERSAMPLING = 4


def write_png(path, width, height, pixels):
    """pixels: rows of (r, g, b, a) tuples. Writes an 8-bit RGBA PNG with no ancillary chunks."""
    raw = bytearray()
    for row in pixels:
        raw.append(0)
        for r, g, b, a in row:
            raw += bytes((r, g, b, a))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
                   + chunk(b"IEND", b""))


def render(width, height, shade):
    """shade(x, y) → (r, g, b, a) or None at a point in sprite units (0…width, 0…height)."""
    pixels = []
    for py in range(height):
        row = []
        for px in range(width):
            total = [0, 0, 0, 0]
            for sy in range(SUPERSAMPLING):
                for sx in range(SUPERSAMPLING):
                    colour = shade(px + (sx + 0.5) / SUPERSAMPLING, py + (sy + 0.5) / SUPERSAMPLING)
                    if colour:
                        r, g, b, a = colour
                        total[0] += r * a
                        total[1] += g * a
                        total[2] += b * a
                        total[3] += a
            samples = SUPERSAMPLING * SUPERSAMPLING
            alpha = total[3] / samples
            if alpha == 0:
                row.append((0, 0, 0, 0))
            else:
                row.append(tuple(round(c / total[3]) for c in total[:3]) + (round(alpha),))
        pixels.append(row)
    return pixels


def flower(scale):
    size = 96 * scale

    def shade(x, y):
        x, y = x / scale - 48, y / scale - 48
        r = math.hypot(x, y)
        if r < 11:
            return (250, 200, 40, 255)
        angle = math.atan2(y, x)
        for petal in range(6):
            a = petal * math.pi / 3
            along = x * math.cos(a) + y * math.sin(a)
            across = -x * math.sin(a) + y * math.cos(a)
            if ((along - 26) / 20) ** 2 + (across / 10) ** 2 < 1:
                return (220, 80, 140, 255)
        return None

    return size, size, shade


def ring():
    def shade(x, y):
        r = math.hypot(x - 40, y - 40)
        return (60, 140, 220, 255) if 22 < r < 36 else None

    return 80, 80, shade


def sword():
    def shade(x, y):
        # A blade two pixels wide, leaning slightly, a cross guard and a round pommel.
        centre = 24 + (y - 64) * 0.08
        if 8 <= y <= 96 and abs(x - centre) < 1.0:
            return (210, 210, 225, 255)
        if 96 < y <= 100 and abs(x - 24) < 14:
            return (150, 110, 40, 255)
        if 100 < y <= 116 and abs(x - 24) < 2.5:
            return (110, 70, 30, 255)
        if math.hypot(x - 24, y - 120) < 4.5:
            return (150, 110, 40, 255)
        return None

    return 48, 128, shade


def button():
    def rounded(x, y, left, top, right, bottom, radius):
        cx = min(max(x, left + radius), right - radius)
        cy = min(max(y, top + radius), bottom - radius)
        return math.hypot(x - cx, y - cy) <= radius

    def shade(x, y):
        if rounded(x, y, 4, 4, 112, 40, 12):
            return (40, 170, 90, 255)
        if rounded(x, y, 7, 8, 117, 46, 14):
            return (0, 0, 0, 48)  # a soft drop shadow: visible, but below a 33% threshold
        return None

    return 120, 48, shade


for name, (width, height, shade) in [
    ("flower.png", flower(1)),
    ("flower@2x.png", flower(2)),
    ("ring.png", ring()),
    ("sword.png", sword()),
    ("button.png", button()),
]:
    write_png(name, width, height, render(width, height, shade))
    print("wrote", name)
