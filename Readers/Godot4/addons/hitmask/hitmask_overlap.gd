# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence ends this file.
#
@tool
extends RefCounted
## Overlap of two sprites pixel for pixel (FORMAT.md, "What readers answer"), for HitMask's
## overlaps, overlap_area and first_overlap: b's pixel (0, 0) lies on a's pixel (dx, dy), and a
## pixel of a is shared when it is solid and b's pixel under it is solid too. The rows where the two
## meet are compared 56 pixels at a time, in BitMap's layout (pixel i is bit i % 8 of byte i / 8).
##
## A side is a mask, or a frame's untrimmed sprite read from its page, as [method side] describes
## it: sprite pixels outside [min_x, max_x) x [min_y, max_y) are clear; an unturned sprite's
## pixel (x, y) is the page's pixel (origin_y + y) * width + origin_x + x; a turned frame's rows
## are read a pixel at a time through the mask's frame_contains.

# Pixels a window holds: eight bytes, shifted by up to 7 bits, keep 57 whole ones.
const WORD = 56


## One side of an overlap: a HitMask, whole when `frame` is null, else that frame's untrimmed
## sprite read from it.
static func side(mask, frame) -> Dictionary:
	# Godot 3: var width: int = mask.width
	var width: int = mask.get_size().x
	# Godot 3: var height: int = mask.height
	var height: int = mask.get_size().y
	var sprite := {
		"mask": mask,
		# Godot 3: "bytes": mask.get("data").data if mask.bits.empty() else mask.bits,
		"bytes": mask.get("data").data,
		"width": width,
		"turned": null,
		"min_x": 0,
		"max_x": width,
		"min_y": 0,
		"max_y": height,
		"origin_x": 0,
		"origin_y": 0,
		# The sprite's own size, and whether it is read mirrored within it (placed sprites' flips).
		"sprite_width": width,
		"sprite_height": height,
		"mirror_x": false,
		"mirror_y": false,
		# Unturned and unmirrored: rows read a window at a time.
		"whole_rows": true,
	}
	if not frame is Dictionary:
		return sprite
	sprite.sprite_width = frame.source_size[0]
	sprite.sprite_height = frame.source_size[1]
	var page: Array = frame.page_rect
	var turned: bool = frame.rotation % 2 == 1
	var w: int = page[3] if turned else page[2]
	var h: int = page[2] if turned else page[3]
	var trim_x: int = frame.trim[0]
	var trim_y: int = frame.trim[1]
	sprite.min_x = maxi(0, trim_x)
	sprite.max_x = mini(frame.source_size[0], trim_x + w)
	sprite.min_y = maxi(0, trim_y)
	sprite.max_y = mini(frame.source_size[1], trim_y + h)
	sprite.origin_x = page[0] - trim_x
	sprite.origin_y = page[1] - trim_y
	if frame.rotation != 0:
		sprite.turned = frame
		sprite.whole_rows = false
		return sprite
	# A frame of another page: only this page's pixels.
	sprite.min_x = maxi(sprite.min_x, -sprite.origin_x)
	sprite.max_x = mini(sprite.max_x, width - sprite.origin_x)
	sprite.min_y = maxi(sprite.min_y, -sprite.origin_y)
	sprite.max_y = mini(sprite.max_y, height - sprite.origin_y)
	return sprite


## Walks the rows where b, at (dx, dy), meets a: with `first`, the first shared pixel as [x, y] in
## a's pixels (the smallest y, then x), or [] when none; else how many pixels they share. The offset
## is tested against the kept pixels before any sum.
static func compare(a: Dictionary, b: Dictionary, dx: int, dy: int, first: bool):
	var none = [] if first else 0
	if a.min_x >= a.max_x or a.min_y >= a.max_y or b.min_x >= b.max_x or b.min_y >= b.max_y:
		return none
	if dx >= a.max_x - b.min_x or dx <= a.min_x - b.max_x:
		return none
	if dy >= a.max_y - b.min_y or dy <= a.min_y - b.max_y:
		return none
	var x0: int = maxi(a.min_x, b.min_x + dx)
	var x1: int = mini(a.max_x, b.max_x + dx)
	var y0: int = maxi(a.min_y, b.min_y + dy)
	var y1: int = mini(a.max_y, b.max_y + dy)
	if not first and a.whole_rows and b.whole_rows:
		return _unturned_area(a, b, dx, dy, [x0, x1, y0, y1])
	var area := 0
	for y in range(y0, y1):
		for x in range(x0, x1, WORD):
			# Godot 3: var count: int = int(min(WORD, x1 - x))
			var count: int = mini(WORD, x1 - x)
			var word: int = _window(a, x, y, count) & _window(b, x - dx, y - dy, count)
			if word == 0:
				continue
			if first:
				var lead := 0
				while word & 1 == 0:
					word >>= 1
					lead += 1
				return [x + lead, y]
			area += _ones(word)
	return [] if first else area


## The shared pixels of two unturned sides in `box` ([x0, x1, y0, y1] in a's pixels), a strip of
## WORD columns at a time, down its rows. Written out in one loop: a GDScript call costs more than
## the work on a word, so the reads and the count are inline, and each side's last bytes (where
## eight cannot be read at once) go through _read.
static func _unturned_area(a: Dictionary, b: Dictionary, dx: int, dy: int, box: Array) -> int:
	var bytes_a: PackedByteArray = a.bytes
	var bytes_b: PackedByteArray = b.bytes
	var width_a: int = a.width
	var width_b: int = b.width
	# Below these pixels a window is one 8-byte read.
	var whole_a: int = (bytes_a.size() - 7) * 8
	var whole_b: int = (bytes_b.size() - 7) * 8
	var row_a: int = (a.origin_y + box[2]) * width_a + a.origin_x + box[0]
	var row_b: int = (b.origin_y + box[2] - dy) * width_b + b.origin_x + box[0] - dx
	var columns: int = box[1] - box[0]
	var rows: int = box[3] - box[2]
	var area := 0
	for k in range(0, columns, WORD):
		# Godot 3: var keep: int = (1 << int(min(WORD, columns - k))) - 1
		var keep: int = (1 << mini(WORD, columns - k)) - 1
		var start_a: int = row_a + k
		var start_b: int = row_b + k
		for _row in rows:
			# Godot 3: var word: int = _read(bytes_a, start_a) & _read(bytes_b, start_b) & keep
			var word: int = (
				(
					bytes_a.decode_u64(start_a >> 3) >> (start_a & 7)
					if start_a < whole_a
					else _read(bytes_a, start_a)
				)
				& (
					bytes_b.decode_u64(start_b >> 3) >> (start_b & 7)
					if start_b < whole_b
					else _read(bytes_b, start_b)
				)
				& keep
			)
			start_a += width_a
			start_b += width_b
			if word == 0:
				continue
			word -= (word >> 1) & 0x5555555555555555
			word = (word & 0x3333333333333333) + ((word >> 2) & 0x3333333333333333)
			word = (word + (word >> 4)) & 0x0F0F0F0F0F0F0F0F
			word += word >> 8
			word += word >> 16
			area += (word + (word >> 32)) & 0x7F
	return area


# The sprite's pixels (x ... x + count - 1, y), count <= WORD, the first in bit 0; they lie in its
# kept pixels, and the others are clear. A mirrored side's are its own pixels from the mirror image
# of the last on, their order reversed.
static func _window(sprite: Dictionary, x: int, y: int, count: int) -> int:
	var row: int = sprite.sprite_height - 1 - y if sprite.mirror_y else y
	var from: int = sprite.sprite_width - x - count if sprite.mirror_x else x
	var word := 0
	if sprite.turned != null:
		for k in range(count):
			if sprite.mask.frame_contains(sprite.turned, from + k, row):
				word |= 1 << k
	else:
		word = _read(sprite.bytes, (sprite.origin_y + row) * sprite.width + sprite.origin_x + from)
	var keep: int = (1 << count) - 1
	return (_reversed(word & keep) >> (64 - count)) & keep if sprite.mirror_x else word & keep


# A 64-bit word's bits in the opposite order.
static func _reversed(word: int) -> int:
	word = ((word >> 1) & 0x5555555555555555) | ((word & 0x5555555555555555) << 1)
	word = ((word >> 2) & 0x3333333333333333) | ((word & 0x3333333333333333) << 2)
	word = ((word >> 4) & 0x0F0F0F0F0F0F0F0F) | ((word & 0x0F0F0F0F0F0F0F0F) << 4)
	word = ((word >> 8) & 0x00FF00FF00FF00FF) | ((word & 0x00FF00FF00FF00FF) << 8)
	word = ((word >> 16) & 0x0000FFFF0000FFFF) | ((word & 0x0000FFFF0000FFFF) << 16)
	return ((word >> 32) & 0xFFFFFFFF) | (word << 32)


## The side mirrored across x and/or y within its own size: its pixel (x, y) is the side's
## (sprite_width - 1 - x, y).
static func mirrored(sprite: Dictionary, across_x: bool, across_y: bool) -> Dictionary:
	var mirror: Dictionary = sprite.duplicate()
	if across_x:
		mirror.min_x = sprite.sprite_width - sprite.max_x
		mirror.max_x = sprite.sprite_width - sprite.min_x
	if across_y:
		mirror.min_y = sprite.sprite_height - sprite.max_y
		mirror.max_y = sprite.sprite_height - sprite.min_y
	mirror.mirror_x = across_x
	mirror.mirror_y = across_y
	mirror.whole_rows = sprite.whole_rows and not across_x and not across_y
	return mirror


# The WORD pixels of `bytes` from pixel `start` on, the first in bit 0 (past the end, clear), and
# whatever bits are above them.
static func _read(bytes: PackedByteArray, start: int) -> int:
	var index := start >> 3
	var low := 0
	if index + 8 <= bytes.size():
		# Godot 3: low = bytes[index] | bytes[index + 1] << 8 | bytes[index + 2] << 16
		# Godot 3: low |= bytes[index + 3] << 24 | bytes[index + 4] << 32 | bytes[index + 5] << 40
		# Godot 3: low |= bytes[index + 6] << 48 | bytes[index + 7] << 56
		low = bytes.decode_u64(index)
	else:
		for k in range(mini(8, bytes.size() - index)):
			low |= bytes[index + k] << (8 * k)
	return low >> (start & 7)


## A placement's six numbers [a, b, c, d, e, f] (the sprite's pixel point (u, v) at
## (a·u + c·v + e, b·u + d·v + f)), from a Transform2D (its columns x, y and origin) or an Array.
static func numbers(matrix) -> Array:
	if matrix is Transform2D:
		return [matrix.x.x, matrix.x.y, matrix.y.x, matrix.y.y, matrix.origin.x, matrix.origin.y]
	var m := []
	for k in 6:
		m.append(float(matrix[k]))
	return m


## Whether a placement only moves by whole pixels (each at most 2^31 in size) and flips: a and d
## each 1 or -1, b and c 0.
static func is_whole_pixel_move(m: Array) -> bool:
	var moves: bool = abs(m[0]) == 1.0 and m[1] == 0.0 and m[2] == 0.0 and abs(m[3]) == 1.0
	return (
		moves
		and abs(m[4]) <= 2147483648.0
		and abs(m[5]) <= 2147483648.0
		and floor(m[4]) == m[4]
		and floor(m[5]) == m[5]
	)


## Whether two sides placed by whole-pixel moves with flips share a solid pixel, by the word path
## (FORMAT.md, "Placed sprites"). A side w wide flipped across x covers the world's columns
## e - w ... e - 1, its pixel u at column e - 1 - u. The world flipped across a's flips holds a
## unflipped and b at a whole offset, mirrored along each axis where the two flips differ.
static func whole_pixel_moves_overlap(a: Dictionary, m: Array, b: Dictionary, n: Array) -> bool:
	var left_a: int = int(m[4]) - (a.sprite_width if m[0] < 0 else 0)
	var left_b: int = int(n[4]) - (b.sprite_width if n[0] < 0 else 0)
	var top_a: int = int(m[5]) - (a.sprite_height if m[3] < 0 else 0)
	var top_b: int = int(n[5]) - (b.sprite_height if n[3] < 0 else 0)
	var dx: int = left_b - left_a if m[0] > 0 else left_a + a.sprite_width - left_b - b.sprite_width
	var dy: int = top_b - top_a if m[3] > 0 else top_a + a.sprite_height - top_b - b.sprite_height
	var found: Array = compare(a, mirrored(b, m[0] != n[0], m[3] != n[3]), dx, dy, true)
	return not found.is_empty()


## A placed side, or an empty Dictionary when its placement places nothing (a number that is not
## finite, or a matrix that cannot be inverted).
static func placed_side(mask, frame, m: Array) -> Dictionary:
	var det: float = m[0] * m[3] - m[1] * m[2]
	for v in m + [det]:
		if is_nan(v) or is_inf(v):
			return {}
	if det == 0.0:
		return {}
	# Godot 3: var size: Array = [mask.width, mask.height] if frame == null else frame.source_size
	var size: Array = [mask.get_size().x, mask.get_size().y] if frame == null else frame.source_size
	return {
		"mask": mask,
		"frame": frame,
		"m": m,
		"det": det,
		"width": float(size[0]),
		"height": float(size[1]),
	}


## Whether two placed sides share a world point (x + ½, y + ½) solid in both, tested over the
## whole numbers where their placed boxes meet (FORMAT.md, "Placed sprites").
static func placed(a: Dictionary, b: Dictionary) -> bool:
	if a.is_empty() or b.is_empty():
		return false
	var xs: Array = _span(a, b, 0)
	var ys: Array = _span(a, b, 1)
	for y in range(ys[0], ys[1] + 1):
		for x in range(xs[0], xs[1] + 1):
			if _placed_solid(a, x, y) and _placed_solid(b, x, y):
				return true
	return false


## Whether the world point (x + ½, y + ½) lands on a solid pixel: the placement undone as
## FORMAT.md spells it, an operation at a time.
static func _placed_solid(p: Dictionary, x: int, y: int) -> bool:
	var m: Array = p.m
	var qx: float = (float(x) + 0.5) - m[4]
	var qy: float = (float(y) + 0.5) - m[5]
	var u: float = (m[3] * qx - m[2] * qy) / p.det
	var v: float = (m[0] * qy - m[1] * qx) / p.det
	if not (u >= 0 and v >= 0 and u < p.width and v < p.height):
		return false
	if p.frame == null:
		return p.mask.contains(floor(u), floor(v))
	return p.mask.frame_contains(p.frame, floor(u), floor(v))


## The whole numbers n whose n + ½ can lie where both sides' placed corners reach along an axis
## (0: x, 1: y), each range widened a unit, within |n| < 2^52: [first, last].
static func _span(a: Dictionary, b: Dictionary, axis: int) -> Array:
	var limit := 4503599627370495.0
	var ra: Array = _corner_range(a, axis)
	var rb: Array = _corner_range(b, axis)
	var low: float = max(floor(max(ra[0], rb[0])) - 1, -limit)
	var high: float = min(ceil(min(ra[1], rb[1])) + 1, limit)
	return [int(low), int(high)]


static func _corner_range(p: Dictionary, axis: int) -> Array:
	var m: Array = p.m
	var s: float = m[axis]
	var t: float = m[2 + axis]
	var o: float = m[4 + axis]
	var ends := [o, p.width * s + o, p.height * t + o, p.width * s + p.height * t + o]
	return [ends.min(), ends.max()]


# The solid pixels of a word (below 2^63), in parallel: pairs, nibbles, bytes, then their sum.
static func _ones(word: int) -> int:
	word -= (word >> 1) & 0x5555555555555555
	word = (word & 0x3333333333333333) + ((word >> 2) & 0x3333333333333333)
	word = (word + (word >> 4)) & 0x0F0F0F0F0F0F0F0F
	word += word >> 8
	word += word >> 16
	return (word + (word >> 32)) & 0x7F

# MIT License
#
# Copyright (c) 2026 HitMask authors
#
# Permission is hereby granted, free of charge, to any person obtaining a copy
# of this software and associated documentation files (the "Software"), to deal
# in the Software without restriction, including without limitation the rights
# to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
# copies of the Software, and to permit persons to whom the Software is
# furnished to do so, subject to the following conditions:
#
# The above copyright notice and this permission notice shall be included in all
# copies or substantial portions of the Software.
#
# THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
# IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
# FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
# AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
# LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
# OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
# SOFTWARE.
