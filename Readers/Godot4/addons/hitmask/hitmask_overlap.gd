# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence ends this file.
#
@tool
extends RefCounted
## Overlap of two sprites pixel for pixel (FORMAT.md, "What readers answer"), for HitMask's
## overlaps, overlap_area and first_overlap: b's pixel (0, 0) lies on a's pixel (dx, dy), and a
## pixel of a is shared when it is solid and b's pixel under it is solid too. The rows where the two
## meet are compared 32 pixels at a time, in BitMap's layout (pixel i is bit i % 8 of byte i / 8).
##
## A side is a mask, or a frame's untrimmed sprite read from its page, as [method side] describes
## it: sprite pixels outside [min_x, max_x) x [min_y, max_y) are clear; an unturned sprite's
## pixel (x, y) is the page's pixel (origin_y + y) * width + origin_x + x; a turned frame's rows
## are read a pixel at a time through the mask's frame_contains.

const WORD = 32
const WORD_MASK = 0xFFFFFFFF


## One side of an overlap: a HitMask, whole when `frame` is null, else that frame's untrimmed
## sprite read from it.
static func side(mask, frame) -> Dictionary:
	var width: int = mask.width
	var height: int = mask.height
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
	}
	if not frame is Dictionary:
		return sprite
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
	var area := 0
	for y in range(y0, y1):
		for x in range(x0, x1, WORD):
			var count: int = mini(WORD, x1 - x)
			var word: int = _window(a, x, y, count) & _window(b, x - dx, y - dy, count)
			if count < WORD:
				word &= (1 << count) - 1
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


# The sprite's pixels (x ... x + count - 1, y), count <= 32, the first in bit 0; they lie in its
# kept pixels.
static func _window(sprite: Dictionary, x: int, y: int, count: int) -> int:
	if sprite.turned != null:
		var gathered := 0
		for k in range(count):
			if sprite.mask.frame_contains(sprite.turned, x + k, y):
				gathered |= 1 << k
		return gathered
	var start: int = (sprite.origin_y + y) * sprite.width + sprite.origin_x + x
	var bytes: PackedByteArray = sprite.bytes
	var index := start >> 3
	var low := 0
	if index + 5 <= bytes.size():
		# Godot 3: low = bytes[index] | bytes[index + 1] << 8 | bytes[index + 2] << 16
		# Godot 3: low |= bytes[index + 3] << 24 | bytes[index + 4] << 32
		low = bytes.decode_u32(index) | bytes[index + 4] << 32
	else:
		for k in range(5):
			if index + k < bytes.size():
				low |= bytes[index + k] << (8 * k)
	return (low >> (start & 7)) & WORD_MASK


## A placement's six numbers [a, b, c, d, e, f] (the sprite's pixel point (u, v) at
## (a·u + c·v + e, b·u + d·v + f)), from a Transform2D (its columns x, y and origin) or an Array.
static func numbers(matrix) -> Array:
	if matrix is Transform2D:
		return [matrix.x.x, matrix.x.y, matrix.y.x, matrix.y.y, matrix.origin.x, matrix.origin.y]
	var m := []
	for k in 6:
		m.append(float(matrix[k]))
	return m


## Whether a placement only moves by whole pixels, each at most 2^31 in size.
static func is_whole_pixel_move(m: Array) -> bool:
	var moves: bool = m[0] == 1.0 and m[1] == 0.0 and m[2] == 0.0 and m[3] == 1.0
	return (
		moves
		and abs(m[4]) <= 2147483648.0
		and abs(m[5]) <= 2147483648.0
		and floor(m[4]) == m[4]
		and floor(m[5]) == m[5]
	)


## A placed side, or an empty Dictionary when its placement places nothing (a number that is not
## finite, or a matrix that cannot be inverted).
static func placed_side(mask, frame, m: Array) -> Dictionary:
	var det: float = m[0] * m[3] - m[1] * m[2]
	for v in m + [det]:
		if is_nan(v) or is_inf(v):
			return {}
	if det == 0.0:
		return {}
	var size: Array = [mask.width, mask.height] if frame == null else frame.source_size
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


# The solid pixels of a word, in parallel.
static func _ones(word: int) -> int:
	word -= (word >> 1) & 0x55555555
	word = (word & 0x33333333) + ((word >> 2) & 0x33333333)
	word = (word + (word >> 4)) & 0x0F0F0F0F
	return ((word * 0x01010101) & WORD_MASK) >> 24
