tool
class_name HitMask, "res://addons/hitmask/icons/hitmask.svg"
extends BitMap
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence ends this file.
#
# A pixel hit mask read from a .hitmask file: which pixels of an image are solid, with its shape
# rects, atlas frames, distance field (touch tolerance) and physics outlines. The import plugin
# saves one per .hitmask file; at run time, `load_path` and `load_bytes` read a file that did not go
# through the import (downloaded content, mods).
#
#     var mask: HitMask = load("res://sprites/hero.hitmask")       # imported
#     if mask.contains(event.position.x, event.position.y): ...
#
#     var downloaded := HitMask.new()                            # read at run time
#     if downloaded.load_path("user://mods/hero.hitmask") != OK:
#         push_error(downloaded.error_text())
#
# A HitMask is a BitMap, Godot's own click mask (TextureButton.texture_click_mask takes it as it
# is), holding the pixels once; with the outlines kept as the file's bytes, it takes about the
# memory of the engine's own BitMap import of the same PNG.

const Reader = preload("hitmask_reader.gd")
const Overlap = preload("hitmask_overlap.gd")
const MARGIN = 15
# BitMap.get_bit finds a pixel's bit in 32-bit floats, exact below 2^24 pixels: a larger mask keeps
# its bits in `bits` (the same layout) instead, and its BitMap is empty.
const BITMAP_MAX_PIXELS = 1 << 24

export var width := 0
export var height := 0
# Pixels per point: 2 for an @2x image.
export var scale := 1.0
export var threshold := 0
export var flags := 0
export var rect_mode := 0
export var rect_grid := 32
export var codec := 1
# The shape rects, four whole numbers each: x, y, width, height (rects() gives Rect2s).
export var rect_list := PoolIntArray()
# {"digest": 16 hex digits, "generator_revision": n}, or empty without a source record.
export var source := {}
# Atlas frames: {"name", "page_rect": [x, y, w, h], "rotation": quarter turns clockwise, "trim": [x,
# y], "source_size": [w, h], "pivot": [x, y] or null, "rects": PoolIntArray of x, y, w, h, "index":
# its place in this list}.
export var frames := []
# Physics outlines: {"mode", "epsilon16", "max_vertices", "min_area_256", "region_count",
# "region_bytes"}, the regions kept as the file's checked bytes (FORMAT.md, OUTL) and decoded when
# first asked for (outline_regions, outline_polygons): a tenth of the memory the polygons take;
# empty without OUTL. frame_outlines holds the same settings with each frame's "region_counts" and
# "region_starts" in "region_bytes" (FOUT); empty without FOUT. outline_settings() gives the
# settings alone, as the Godot 4 add-on does.
export var outlines := {}
export var frame_outlines := {}
# Made by the import plugin (the "frame_bitmaps" option): each frame's untrimmed sprite as a BitMap,
# by name; frame_bitmap(frame) gives it, as the Godot 4 add-on does.
export var frame_bitmaps := {}

# A mask of more than 2^24 pixels, in BitMap's layout (pixel i is bit i % 8 of byte i / 8); else
# empty.
var bits := PoolByteArray()
# (width + 30) x (height + 30) squared distances (FORMAT.md, DIST), or empty.
var distance_field := PoolByteArray()
# After a failed load: {"kind", "section", "offset", "reason", "file"}.
var error = null
# Made when first asked for: the first frame of each name, and the outlines decoded into pool arrays
# (hitmask_reader.gd's decode_outlines).
var _frames_by_name = null
var _decoded_outlines = null


func _init() -> void:
	# Godot 3 gives every instance made by new() the same container for an exported `{}` or `[]`
	# default: each mask takes containers of its own, or an import filling one would fill them all.
	source = {}
	frames = []
	outlines = {}
	frame_outlines = {}
	frame_bitmaps = {}


# `bits` and `distance_field` are saved only when they hold something (Godot 3.2 reports an error on
# saving an empty PoolByteArray).
func _get_property_list() -> Array:
	var stored := []
	for name in ["bits", "distance_field"]:
		if not get(name).empty():
			stored.append({"name": name, "type": TYPE_RAW_ARRAY, "usage": PROPERTY_USAGE_STORAGE})
	return stored


# Reads a whole .hitmask file from bytes: OK, or an error code with `error` saying what is wrong and
# where: ERR_FILE_UNRECOGNIZED for a file that is no .hitmask, ERR_UNAVAILABLE for one a newer
# writer made (is_from_newer_writer()), ERR_FILE_CORRUPT for damage.
func load_bytes(file_bytes: PoolByteArray) -> int:
	var reader = Reader.new(file_bytes)
	if not reader.read():
		error = reader.error
		if error.kind == "not-a-hitmask":
			return ERR_FILE_UNRECOGNIZED
		return ERR_UNAVAILABLE if is_from_newer_writer() else ERR_FILE_CORRUPT
	error = null
	_keep(reader)
	return OK


# What this mask keeps of what the reader read.
func _keep(reader) -> void:
	width = reader.width
	height = reader.height
	scale = reader.scale
	threshold = reader.threshold
	flags = reader.flags
	rect_mode = reader.rect_mode
	rect_grid = reader.rect_grid
	codec = reader.codec
	rect_list = reader.rects
	source = reader.source
	frames = reader.frames
	for i in frames.size():
		frames[i]["index"] = i
	set_pixels(reader.pixels)
	distance_field = reader.distance_field
	outlines = reader.outlines
	frame_outlines = reader.frame_outlines
	frame_bitmaps = {}
	_frames_by_name = null
	_decoded_outlines = null


# Whether the last load failed because a newer writer made the file (a newer format version or
# codec), rather than damage.
func is_from_newer_writer() -> bool:
	return error != null and error.kind in ["unsupported-version", "unsupported-codec"]


# Reads a .hitmask file (res://, user:// or a path): OK, or an error code with `error` naming the
# file.
func load_path(path: String) -> int:
	var file := File.new()
	var opened := file.open(path, File.READ)
	if opened != OK:
		error = {
			"kind": "unreadable-file",
			"section": null,
			"offset": null,
			"reason": "cannot be opened (%d)" % opened,
			"file": path
		}
		return ERR_FILE_CANT_OPEN
	var file_bytes := file.get_buffer(file.get_len())
	file.close()
	var result := load_bytes(file_bytes)
	if result != OK:
		error.file = path
	return result


# The error as one line: "[FILE: ]KIND[ in SECTION][ at byte OFFSET]: REASON".
func error_text() -> String:
	if error == null:
		return ""
	var text: String = error.kind.replace("-", " ")
	if error.get("file"):
		text = "%s: %s" % [error.file, text]
	if error.section != null:
		text += " in %s" % error.section
	if error.offset != null:
		text += " at byte %d" % error.offset
	return "%s: %s" % [text, error.reason]


# Takes the decoded pixels (BitMap's layout): as this BitMap's, or kept as they are when BitMap
# cannot address them.
func set_pixels(pixel_bits: PoolByteArray) -> void:
	if width * height <= BITMAP_MAX_PIXELS:
		set("data", {"size": Vector2(width, height), "data": pixel_bits})
		bits = PoolByteArray()
	else:
		set("data", {"size": Vector2.ZERO, "data": PoolByteArray()})
		bits = pixel_bits


static func _bitmap_of(pixel_bits: PoolByteArray, bitmap_width: int, bitmap_height: int) -> BitMap:
	var map := BitMap.new()
	map.set("data", {"size": Vector2(bitmap_width, bitmap_height), "data": pixel_bits})
	return map


# Whether pixel (x, y) is solid; positions between pixels fall in the pixel to their right and
# below.
func contains(x: float, y: float) -> bool:
	# Compared as floats first: NaN fails every comparison, and no infinite or huge value reaches
	# int(), whose answer for them differs from machine to machine.
	if not (x >= 0 and y >= 0 and x < width and y < height):
		return false
	var column := int(floor(x))
	var row := int(floor(y))
	if bits.empty():
		return get_bit(Vector2(column, row))
	var index := row * width + column
	return (bits[index >> 3] >> (index & 7)) & 1 == 1


func solid_pixel_count() -> int:
	if bits.empty():
		return get_true_bit_count()
	var count := 0
	for value in bits:
		while value:
			count += value & 1
			value >>= 1
	return count


func rects() -> Array:
	return _rect2s(rect_list)


# Rect2s from x, y, width, height quadruples.
static func _rect2s(quadruples: PoolIntArray) -> Array:
	var list := []
	for i in range(0, quadruples.size(), 4):
		list.append(Rect2(quadruples[i], quadruples[i + 1], quadruples[i + 2], quadruples[i + 3]))
	return list


# The first frame of this name (an atlas page's sprite), or null.
func frame(name: String):
	if _frames_by_name == null:
		_frames_by_name = {}
		for candidate in frames:
			if not _frames_by_name.has(candidate.name):
				_frames_by_name[candidate.name] = candidate
	return _frames_by_name.get(name)


# Where a frame's kept pixels lie on the page, for an AtlasTexture's region (rotation 0; Godot's
# atlas textures do not turn, so a turned frame's region holds it turned).
func frame_region(frame: Dictionary) -> Rect2:
	var r: Array = frame.page_rect
	return Rect2(r[0], r[1], r[2], r[3])


# Whether pixel (x, y) of a frame's untrimmed sprite is solid: trimming and turning undone, read
# from the page. False without a frame (frame("missing") is null).
func frame_contains(frame, x: float, y: float) -> bool:
	if (
		not frame is Dictionary
		or not (x >= 0 and y >= 0 and x < frame.source_size[0] and y < frame.source_size[1])
	):
		return false
	var sx := int(floor(x))
	var sy := int(floor(y))
	var page: Array = frame.page_rect
	var turned: bool = frame.rotation % 2 == 1
	var w: int = page[3] if turned else page[2]
	var h: int = page[2] if turned else page[3]
	var u: int = sx - frame.trim[0]
	var v: int = sy - frame.trim[1]
	if u < 0 or v < 0 or u >= w or v >= h:
		return false
	var d: Array = [[u, v], [h - 1 - v, u], [w - 1 - u, h - 1 - v], [v, w - 1 - u]][frame.rotation]
	return contains(page[0] + d[0], page[1] + d[1])


# Whether this mask and other, its pixel (0, 0) on this one's pixel (dx, dy), share a solid pixel
# (stopping at the first). With frame, this side is that frame's untrimmed sprite read from this
# page; with other_frame, the other side is that frame's of other (null: the whole mask; look frames
# up once, not per call). Compared 32 pixels at a time.
func overlaps(other: BitMap, dx: int, dy: int, frame = null, other_frame = null) -> bool:
	return first_overlap(other, dx, dy, frame, other_frame) != null


# How many solid pixels the two share at the offset (as overlaps takes them).
func overlap_area(other: BitMap, dx: int, dy: int, frame = null, other_frame = null) -> int:
	return Overlap.compare(
		Overlap.side(self, frame), Overlap.side(other, other_frame), dx, dy, false
	)


# The first shared solid pixel in this side's pixels (the smallest y, then the smallest x), as a
# Vector2, or null when the two share none.
func first_overlap(other: BitMap, dx: int, dy: int, frame = null, other_frame = null):
	var found: Array = Overlap.compare(
		Overlap.side(self, frame), Overlap.side(other, other_frame), dx, dy, true
	)
	return Vector2(found[0], found[1]) if not found.empty() else null


# Whether this sprite and other, each placed in one world by a matrix (a Transform2D, or an Array
# [a, b, c, d, e, f]: the sprite's pixel point (u, v) at (a·u + c·v + e, b·u + d·v + f)), touch:
# some world point (x + ½, y + ½), x and y whole, is solid in both (GameMaker's "precise" rule;
# FORMAT.md, "Placed sprites"). A matrix that is not finite or cannot be inverted places nothing.
# Costs the area where the placed boxes meet; whole-pixel moves with flips take the word path of
# overlaps.
func placed_overlaps(other: BitMap, matrix, other_matrix, frame = null, other_frame = null) -> bool:
	var m: Array = Overlap.numbers(matrix)
	var om: Array = Overlap.numbers(other_matrix)
	if Overlap.is_whole_pixel_move(m) and Overlap.is_whole_pixel_move(om):
		return Overlap.whole_pixel_moves_overlap(
			Overlap.side(self, frame), m, Overlap.side(other, other_frame), om
		)
	return Overlap.placed(
		Overlap.placed_side(self, frame, m), Overlap.placed_side(other, other_frame, om)
	)


# The squared distance from pixel (x, y) to the nearest solid pixel's centre: exact below 255, and
# 255 for 256 or more (and for coordinates that are not finite). From the file's distance field
# (hitmask generate --tolerance-data), else searched, with the same answer.
func distance_squared(x: float, y: float) -> int:
	if contains(x, y):
		return 0
	# Beyond the field's margin, or not finite (NaN fails the comparisons): nothing within 15 pixels.
	if not (x >= -MARGIN and y >= -MARGIN and x < width + MARGIN and y < height + MARGIN):
		return 255
	var column := int(floor(x))
	var row := int(floor(y))
	if not distance_field.empty():
		var field_width := width + 2 * MARGIN
		return distance_field[(row + MARGIN) * field_width + column + MARGIN]
	# Without the field, the same value searched: a squared distance up to 254 lies within sqrt(254)
	# pixels.
	var nearest = _nearest_squared(column, row, sqrt(254))
	return 255 if nearest == null else int(nearest)


# Whether a solid pixel lies within `tolerance` pixels, centre to centre, of pixel (x, y). Below 16
# pixels the distance field answers (a squared distance of at most min(floor(tolerance²), 254));
# from 16 on, beyond its reach, the mask is searched, exactly, in time up to its pixels. A negative
# or NaN tolerance, or coordinates that are not finite, answer false.
func contains_within(x: float, y: float, tolerance: float) -> bool:
	if contains(x, y):
		return true
	if not (tolerance >= 0) or is_nan(x) or is_nan(y) or is_inf(x) or is_inf(y):
		return false
	if tolerance < 16:
		return distance_squared(x, y) <= min(int(floor(tolerance * tolerance)), 254)
	var nearest = _nearest_squared(floor(x), floor(y), tolerance)
	return nearest != null and nearest <= tolerance * tolerance


# The squared distance from pixel (column, row) to the nearest solid pixel within `radius` (INF
# included), searched in the rows and columns of the mask within reach, in floats (a far pixel's
# distance is no int); null when none is.
func _nearest_squared(column: float, row: float, radius: float):
	var top := int(max(0, floor(row - radius))) if row - radius < height else height
	var bottom := int(min(height - 1, ceil(row + radius))) if row + radius >= 0 else -1
	var left := int(max(0, floor(column - radius))) if column - radius < width else width
	var right := int(min(width - 1, ceil(column + radius))) if column + radius >= 0 else -1
	var best = null
	for j in range(top, bottom + 1):
		var dy: float = j - row
		if dy * dy > radius * radius or (best != null and dy * dy >= best):
			continue
		for i in range(left, right + 1):
			var d: float = (i - column) * (i - column) + dy * dy
			if (best == null or d < best) and d <= radius * radius and contains(i, j):
				best = d
	return best


# The settings of the mask's own outlines (or, with a frame, of its frames' outlines): {"mode",
# "epsilon16", "max_vertices", "min_area_256"}; empty without them.
func outline_settings(frame = null) -> Dictionary:
	var settings := {}
	var kept: Dictionary = outlines if frame == null else frame_outlines
	for key in ["mode", "epsilon16", "max_vertices", "min_area_256"]:
		if kept.has(key):
			settings[key] = kept[key]
	return settings


# The outlines decoded into pool arrays, the first time they are asked for; then kept.
func _decoded() -> Dictionary:
	if _decoded_outlines == null:
		var sizes := []
		for f in frames:
			sizes.append(f.source_size)
		var reader = Reader.new(PoolByteArray())
		_decoded_outlines = reader.decode_outlines(width, height, outlines, sizes, frame_outlines)
	return _decoded_outlines


# The regions [first, end) of the outlines of a frame (group 1 + its index) or of the mask (group
# 0, for null); none for a frame that is not one of this mask's (even an equal copy) or without
# outlines.
func _group_regions(frame) -> Vector2:
	if outline_settings(frame).empty():
		return Vector2.ZERO
	var group := 0
	if frame != null:
		var i: int = frame.get("index", -1)
		if i < 0 or i >= frames.size() or frames[i] != frame:
			return Vector2.ZERO
		group = 1 + i
	var groups: PoolIntArray = _decoded().groups
	return Vector2(0 if group == 0 else groups[group - 1], groups[group])


# The outlines as the file holds them: per region {"rings": [[[x, y], ...], ...] (the outer ring,
# then the holes), "pieces": [[i, ...], ...] (convex pieces as indices of the region's points, ring
# after ring)}, in sixteenths of a pixel; with a frame, that frame's own outlines in its untrimmed
# sprite. None for a frame that is not one of this mask's (even an equal copy).
func outline_regions(frame = null) -> Array:
	var result := []
	var regions := _group_regions(frame)
	var decoded := _decoded() if regions.y > 0 else {}
	for region in range(regions.x, regions.y):
		var spans := _region_spans(decoded, region)
		var first_point: int = spans[0][0][0]
		var rings := []
		for span in spans[0]:
			var points := []
			for k in range(span[0], span[1]):
				points.append(_sixteenths(decoded, k))
			rings.append(points)
		var pieces := []
		for span in spans[1]:
			var indices := []
			for k in range(span[0], span[1]):
				indices.append(decoded.piece_vertices[k] - first_point)
			pieces.append(indices)
		result.append({"rings": rings, "pieces": pieces})
	return result


# The outlines in pixels, ready for the engine (ConvexPolygonShape2D.points,
# CollisionPolygon2D.polygon): per region {"outer": PoolVector2Array, "holes": [PoolVector2Array,
# ...], "convex_pieces": [PoolVector2Array, ...]}; with a frame, as outline_regions.
func outline_polygons(frame = null) -> Array:
	var result := []
	var regions := _group_regions(frame)
	var decoded := _decoded() if regions.y > 0 else {}
	for region in range(regions.x, regions.y):
		var points: PoolVector2Array = decoded.points
		var spans := _region_spans(decoded, region)
		var rings := []
		for span in spans[0]:
			rings.append(_points_of(points, range(span[0], span[1])))
		var pieces := []
		for span in spans[1]:
			var vertices := []
			for k in range(span[0], span[1]):
				vertices.append(decoded.piece_vertices[k])
			pieces.append(_points_of(points, vertices))
		var holes := []
		for k in range(1, rings.size()):
			holes.append(rings[k])
		result.append({"outer": rings[0], "holes": holes, "convex_pieces": pieces})
	return result


# Where a region's rings lie in the decoded points, and its pieces in the pieces' vertices: two
# lists of [start, end) spans (whole numbers: a Vector2 rounds above 2^24).
static func _region_spans(decoded: Dictionary, region: int) -> Array:
	var ring_ends: PoolIntArray = decoded.ring_ends
	var piece_ends: PoolIntArray = decoded.piece_ends
	var rings := []
	var pieces := []
	var first_ring: int = 0 if region == 0 else decoded.region_rings[region - 1]
	for ring in range(first_ring, decoded.region_rings[region]):
		rings.append([0 if ring == 0 else ring_ends[ring - 1], ring_ends[ring]])
	var first_piece: int = 0 if region == 0 else decoded.region_pieces[region - 1]
	for piece in range(first_piece, decoded.region_pieces[region]):
		pieces.append([0 if piece == 0 else piece_ends[piece - 1], piece_ends[piece]])
	return [rings, pieces]


# Decoded point k in sixteenths, [x, y]: exact for an image over 2^20 pixels across, where a
# Vector2 rounds it.
static func _sixteenths(decoded: Dictionary, k: int) -> Array:
	var exact: Array = decoded.points_exact
	if exact.empty():
		var point: Vector2 = decoded.points[k]
		return [int(point.x * 16), int(point.y * 16)]
	return [exact[2 * k], exact[2 * k + 1]]


# The points at these indices.
static func _points_of(points: PoolVector2Array, indices) -> PoolVector2Array:
	var out := PoolVector2Array()
	for k in indices:
		out.append(points[k])
	return out


# The mask as a BitMap (for TextureButton.texture_click_mask): the mask itself, or for a mask of
# more than 2^24 pixels a new one (Godot reads its bits inexactly there).
func to_bitmap() -> BitMap:
	return self if bits.empty() else _bitmap_of(bits, width, height)


# A frame's untrimmed sprite as a BitMap: the import's (the "frame_bitmaps" option), else made pixel
# by pixel.
func frame_bitmap(frame: Dictionary) -> BitMap:
	if frame_bitmaps.get(frame.name) is BitMap and frame(frame.name) == frame:
		return frame_bitmaps[frame.name]
	var map := BitMap.new()
	map.create(Vector2(frame.source_size[0], frame.source_size[1]))
	for y in frame.source_size[1]:
		for x in frame.source_size[0]:
			if frame_contains(frame, x, y):
				map.set_bit(Vector2(x, y), true)
	return map

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
