@tool
@icon("res://addons/hitmask/icons/hitmask.svg")
class_name HitMask
extends BitMap
## A pixel hit mask read from a .hitmask file: which pixels of an image are solid, with its shape
## rects, atlas frames, distance field (touch tolerance) and physics outlines.
##
## SPDX-FileCopyrightText: 2026 HitMask authors
## SPDX-License-Identifier: MIT
## The licence ends this file.
##
## The import plugin saves one per .hitmask file; [method load_path] and [method load_bytes] read a
## file that did not go through the import (downloaded content, mods). A HitMask is a [BitMap],
## holding each pixel once as one bit, and keeps the rest as compactly as the file does (the
## outlines are decoded into packed arrays when first asked for), so it loads about as fast and
## takes about the memory of the engine's own BitMap. Its properties (width, height, scale, frames,
## rect_list, distance_field, error) are read-only; see [method _get].
## [codeblock]
## var mask: HitMask = load("res://sprites/hero.hitmask")
## if mask.sprite_contains($Hero, get_global_mouse_position()):
##     print("hit")
## [/codeblock]

const Reader = preload("hitmask_reader.gd")
const Overlap = preload("hitmask_overlap.gd")
const Sprite = preload("hitmask_sprite.gd")
# The distance field's margin around the image, and the reach of its exact answers (FORMAT.md,
# DIST): squared distances up to 254 are exact, 255 stands for 256 or more.
const MARGIN = 15
const FIELD_MAX_SQUARED = 254
const FIELD_FAR = 255

# What a mask keeps besides its pixels is one byte array, [member _kept]: every member of a script
# costs every mask memory (in Godot's debug builds about 300 bytes for the first, the instance's map
# of members, and 56 for each next one), more than most masks' own data. At these offsets: the
# header's fields, the source record's (its revision, -1 without one, and its digest's halves),
const _THRESHOLD_AT = 0
const _FLAGS_AT = 1
const _RECT_MODE_AT = 2
const _CODEC_AT = 3
const _RECT_GRID_AT = 4
const _DIGEST_AT = 8
const _REVISION_AT = 16
const _SCALE_AT = 24
# then where each part ends (32-bit numbers, one for each part below), and the parts, one after
# another: the shape rects (varints, as RECT keeps them), the distance field, the mask's outlines
# and its frames' (each its settings and region count, then its regions' bytes; see
# _PREFIX_SIZE), and with frame outlines each frame's region count and where its regions start
# (32-bit numbers).
const _ENDS_AT = 32
const _RECTS = 0
const _DISTANCE_FIELD = 1
const _OUTLINES = 2
const _FRAME_OUTLINES = 3
const _FRAME_REGION_COUNTS = 4
const _FRAME_REGION_STARTS = 5
const _PART_COUNT = 6
const _PARTS_AT = _ENDS_AT + 4 * _PART_COUNT

# Before the regions' bytes of the mask's outlines, and of its frames', five 32-bit numbers: the
# settings (mode, epsilon16, max_vertices, min_area_256) and the region count (the mask's).
const _SETTINGS_KEYS = ["mode", "epsilon16", "max_vertices", "min_area_256"]
const _REGION_COUNT_AT = 16
const _PREFIX_SIZE = 20
# What few masks have sits in the object's metadata, and only in theirs: the frames (an atlas
# page's; their "bitmap"s are objects, which bytes cannot hold) and the last load's error.
const _FRAMES = &"_hitmask_frames"
const _ERROR = &"_hitmask_error"
const _NO_FRAMES: Array[Dictionary] = []
# Made when first asked for, and kept in the metadata too: the frames by name, and the outlines
# decoded.
const _FRAMES_BY_NAME = &"_hitmask_frames_by_name"
const _DECODED_OUTLINES = &"_hitmask_decoded_outlines"
# The properties a mask answers from what it keeps, read-only: each one's type and the function
# that answers it (see _get).
const _PROPERTIES = {
	&"width": [TYPE_INT, &"_width"],
	&"height": [TYPE_INT, &"_height"],
	&"scale": [TYPE_FLOAT, &"_scale"],
	&"frames": [TYPE_ARRAY, &"_frames"],
	&"rect_list": [TYPE_PACKED_INT32_ARRAY, &"_rect_list"],
	&"distance_field": [TYPE_PACKED_BYTE_ARRAY, &"_distance_field"],
	&"error": [TYPE_NIL, &"_error"],
}

var _kept := PackedByteArray()


func _get_property_list() -> Array[Dictionary]:
	var listed: Array[Dictionary] = [
		{"name": "_kept", "type": TYPE_PACKED_BYTE_ARRAY, "usage": PROPERTY_USAGE_STORAGE}
	]
	for name: StringName in _PROPERTIES:
		var usage := PROPERTY_USAGE_EDITOR | PROPERTY_USAGE_READ_ONLY
		listed.append({"name": name, "type": _PROPERTIES[name][0], "usage": usage})
	return listed


## The properties a mask answers, read-only: [code]width[/code] and [code]height[/code] (its
## BitMap's size), [code]scale[/code] (pixels per point: 2 for an @2x image), [code]frames[/code]
## (atlas frames: {"name", "page_rect": [x, y, w, h], "rotation": quarter turns clockwise, "trim":
## [x, y], "source_size": [w, h], "pivot": [x, y] or null, "rects": PackedInt32Array of x, y, w, h,
## "index": its place in the list}, and "bitmap", the untrimmed sprite as a BitMap, when the import
## made it), [code]rect_list[/code] (the shape rects as x, y, width, height; [method rects] gives
## Rect2s), [code]distance_field[/code] ((width + 30) x (height + 30) squared distances, FORMAT.md,
## DIST, or empty) and [code]error[/code] (after a failed load: {"kind", "section", "offset",
## "reason", "file"}, else null).
func _get(property: StringName) -> Variant:
	return call(_PROPERTIES[property][1]) if _PROPERTIES.has(property) else null


func _width() -> int:
	return get_size().x


func _height() -> int:
	return get_size().y


func _scale() -> float:
	return 1.0 if _kept.is_empty() else _kept.decode_double(_SCALE_AT)


func _frames() -> Array[Dictionary]:
	var kept: Array = get_meta(_FRAMES, _NO_FRAMES)
	if not kept.is_typed():
		# A saved resource's metadata loads as an untyped array: typed once, and kept so.
		kept = Array(kept, TYPE_DICTIONARY, &"", null)
		set_meta(_FRAMES, kept)
	return kept


func _distance_field() -> PackedByteArray:
	return _part(_DISTANCE_FIELD)


func _error() -> Variant:
	return get_meta(_ERROR, null)


## Reads a whole .hitmask file from bytes: OK, or an error code with [code]error[/code] saying what
## is wrong and where: ERR_FILE_UNRECOGNIZED for a file that is no .hitmask, ERR_UNAVAILABLE for one
## a newer writer made ([method is_from_newer_writer]), ERR_FILE_CORRUPT for damage.
func load_bytes(file_bytes: PackedByteArray) -> Error:
	var reader: Reader = Reader.new(file_bytes)
	if not reader.read():
		set_meta(_ERROR, reader.error)
		if reader.error.kind == "not-a-hitmask":
			return ERR_FILE_UNRECOGNIZED
		return ERR_UNAVAILABLE if is_from_newer_writer() else ERR_FILE_CORRUPT
	_keep(reader)
	return OK


# What this mask keeps of what the reader read: its pixels as its BitMap's, the rest in _kept and,
# for the few that have them, the metadata.
func _keep(reader: Reader) -> void:
	for name in [_ERROR, _FRAMES, _FRAMES_BY_NAME, _DECODED_OUTLINES]:
		remove_meta(name)
	set("data", {"size": Vector2i(reader.width, reader.height), "data": reader.pixels})
	var kept := PackedByteArray()
	kept.resize(_PARTS_AT)
	kept.encode_u8(_THRESHOLD_AT, reader.threshold)
	kept.encode_u8(_FLAGS_AT, reader.flags)
	kept.encode_u8(_RECT_MODE_AT, reader.rect_mode)
	kept.encode_u8(_CODEC_AT, reader.codec)
	kept.encode_u32(_RECT_GRID_AT, reader.rect_grid)
	var digest: String = reader.source.get("digest", "0000000000000000")
	kept.encode_u32(_DIGEST_AT, digest.substr(0, 8).hex_to_int())
	kept.encode_u32(_DIGEST_AT + 4, digest.substr(8).hex_to_int())
	kept.encode_s64(_REVISION_AT, reader.source.get("generator_revision", -1))
	kept.encode_double(_SCALE_AT, reader.scale)
	var own: Dictionary = reader.outlines
	var each_frame: Dictionary = reader.frame_outlines
	var parts := [
		_varints(reader.rects),
		reader.distance_field,
		_prefixed_regions(own) if not own.is_empty() else PackedByteArray(),
		_prefixed_regions(each_frame) if not each_frame.is_empty() else PackedByteArray(),
		PackedInt32Array(each_frame.get("region_counts", [])).to_byte_array(),
		PackedInt32Array(each_frame.get("region_starts", [])).to_byte_array(),
	]
	for part in _PART_COUNT:
		kept.append_array(parts[part])
		kept.encode_u32(_ENDS_AT + 4 * part, kept.size())
	_kept = kept
	if not reader.frames.is_empty():
		var frames := reader.frames
		for i in frames.size():
			frames[i]["index"] = i
		set_meta(_FRAMES, frames)


# Whole numbers of at least 0 as varints (FORMAT.md), the way RECT keeps its rects.
static func _varints(numbers: PackedInt32Array) -> PackedByteArray:
	var encoded := PackedByteArray()
	for number in numbers:
		while number >= 0x80:
			encoded.append(0x80 | (number & 0x7F))
			number >>= 7
		encoded.append(number)
	return encoded


# A section's regions' bytes after its settings and region count (see _PREFIX_SIZE).
static func _prefixed_regions(section: Dictionary) -> PackedByteArray:
	var kept := PackedByteArray()
	kept.resize(_PREFIX_SIZE)
	for i in _SETTINGS_KEYS.size():
		kept.encode_s32(4 * i, section[_SETTINGS_KEYS[i]])
	kept.encode_s32(_REGION_COUNT_AT, section.get("region_count", 0))
	kept.append_array(section.region_bytes)
	return kept


# Where a part of _kept starts and ends (both 0 in a mask that has read no file).
func _part_span(part: int) -> Vector2i:
	if _kept.is_empty():
		return Vector2i.ZERO
	var start := _PARTS_AT if part == 0 else _kept.decode_u32(_ENDS_AT + 4 * part - 4)
	return Vector2i(start, _kept.decode_u32(_ENDS_AT + 4 * part))


# A part of _kept as a byte array of its own.
func _part(part: int) -> PackedByteArray:
	var span := _part_span(part)
	return _kept.slice(span.x, span.y)


# The shape rects as x, y, width, height quadruples, from their varints.
func _rect_list() -> PackedInt32Array:
	var span := _part_span(_RECTS)
	var numbers := PackedInt32Array()
	var number := 0
	var shift := 0
	for at in range(span.x, span.y):
		number |= (_kept[at] & 0x7F) << shift
		shift += 7
		if _kept[at] < 0x80:
			numbers.append(number)
			number = 0
			shift = 0
	return numbers


## Whether the last load failed because a newer writer made the file (a newer format version or
## codec), rather than damage.
func is_from_newer_writer() -> bool:
	var failure: Variant = get_meta(_ERROR, null)
	return failure != null and failure.kind in ["unsupported-version", "unsupported-codec"]


## Reads a .hitmask file (res://, user:// or a path): OK, or an error code with [code]error[/code]
## naming the file.
func load_path(path: String) -> Error:
	var file_bytes := FileAccess.get_file_as_bytes(path)
	var opened := FileAccess.get_open_error()
	var result := ERR_FILE_CANT_OPEN
	if opened == OK:
		result = load_bytes(file_bytes)
	else:
		var reason := "cannot be opened (%s)" % error_string(opened)
		set_meta(
			_ERROR, {"kind": "unreadable-file", "section": null, "offset": null, "reason": reason}
		)
	if result != OK:
		get_meta(_ERROR).file = path
	return result


## The error as one line: "[FILE: ]KIND[ in SECTION][ at byte OFFSET]: REASON".
func error_text() -> String:
	var failure: Variant = get_meta(_ERROR, null)
	if failure == null:
		return ""
	var text: String = failure.kind.replace("-", " ")
	if failure.get("file"):
		text = "%s: %s" % [failure.file, text]
	if failure.section != null:
		text += " in %s" % failure.section
	if failure.offset != null:
		text += " at byte %d" % failure.offset
	return "%s: %s" % [text, failure.reason]


## Drops the outlines (the import option "outlines" off).
func clear_outlines() -> void:
	for part in [_OUTLINES, _FRAME_OUTLINES, _FRAME_REGION_COUNTS, _FRAME_REGION_STARTS]:
		_drop_part(part)
	remove_meta(_DECODED_OUTLINES)


## Drops the distance field (the import option "distance_field" off): [method distance_squared]
## then searches near the point, with the same answers.
func clear_distance_field() -> void:
	_drop_part(_DISTANCE_FIELD)


# Removes a part's bytes from _kept, moving the later parts' ends back.
func _drop_part(part: int) -> void:
	var span := _part_span(part)
	if span.x == span.y:
		return
	var kept := _kept.slice(0, span.x) + _kept.slice(span.y)
	for later in range(part, _PART_COUNT):
		kept.encode_u32(
			_ENDS_AT + 4 * later, _kept.decode_u32(_ENDS_AT + 4 * later) - span.y + span.x
		)
	_kept = kept


func threshold() -> int:
	return _header_byte(_THRESHOLD_AT)


func flags() -> int:
	return _header_byte(_FLAGS_AT)


func rect_mode() -> int:
	return _header_byte(_RECT_MODE_AT)


func rect_grid() -> int:
	return 32 if _kept.is_empty() else _kept.decode_u32(_RECT_GRID_AT)


func codec() -> int:
	return 1 if _kept.is_empty() else _header_byte(_CODEC_AT)


func _header_byte(at: int) -> int:
	return 0 if _kept.is_empty() else _kept[at]


## {"digest": 16 hex digits, "generator_revision": n}, or empty without a source record.
func source() -> Dictionary:
	if _kept.is_empty() or _kept.decode_s64(_REVISION_AT) < 0:
		return {}
	var digest := "%08x%08x" % [_kept.decode_u32(_DIGEST_AT), _kept.decode_u32(_DIGEST_AT + 4)]
	return {"digest": digest, "generator_revision": _kept.decode_s64(_REVISION_AT)}


## The settings of the mask's own outlines (or, with a frame, of its frames' outlines): {"mode",
## "epsilon16", "max_vertices", "min_area_256"}; empty without them.
func outline_settings(frame: Variant = null) -> Dictionary:
	return _settings_of(_OUTLINES if frame == null else _FRAME_OUTLINES)


func _settings_of(part: int) -> Dictionary:
	var span := _part_span(part)
	var settings := {}
	if span.x < span.y:
		for i in _SETTINGS_KEYS.size():
			settings[_SETTINGS_KEYS[i]] = _kept.decode_s32(span.x + 4 * i)
	return settings


# The outlines decoded into packed arrays, the first time they are asked for; then kept.
func _decoded_outlines() -> Dictionary:
	if not has_meta(_DECODED_OUTLINES):
		var own := _settings_of(_OUTLINES)
		if not own.is_empty():
			var regions := _part(_OUTLINES)
			own["region_count"] = regions.decode_s32(_REGION_COUNT_AT)
			own["region_bytes"] = regions.slice(_PREFIX_SIZE)
		var each_frame := _settings_of(_FRAME_OUTLINES)
		if not each_frame.is_empty():
			each_frame["region_bytes"] = _part(_FRAME_OUTLINES).slice(_PREFIX_SIZE)
			each_frame["region_counts"] = _part(_FRAME_REGION_COUNTS).to_int32_array()
			each_frame["region_starts"] = _part(_FRAME_REGION_STARTS).to_int32_array()
		var sizes := []
		for f: Dictionary in _frames():
			sizes.append(f.source_size)
		var size := get_size()
		var reader: Reader = Reader.new(PackedByteArray())
		set_meta(_DECODED_OUTLINES, reader.decode_outlines(size.x, size.y, own, sizes, each_frame))
	return get_meta(_DECODED_OUTLINES)


## Whether pixel (x, y) is solid; positions between pixels fall in the pixel to their right and
## below.
func contains(x: float, y: float) -> bool:
	# Compared as floats first: NaN fails every comparison, and no infinite or huge value reaches
	# int(), whose answer for them differs from machine to machine.
	var size := get_size()
	if not (x >= 0 and y >= 0 and x < size.x and y < size.y):
		return false
	return get_bit(int(floor(x)), int(floor(y)))


func solid_pixel_count() -> int:
	return get_true_bit_count()


func rects() -> Array[Rect2]:
	return _rect2s(_rect_list())


# Rect2s from x, y, width, height quadruples.
static func _rect2s(quadruples: PackedInt32Array) -> Array[Rect2]:
	var list: Array[Rect2] = []
	for i in range(0, quadruples.size(), 4):
		list.append(Rect2(quadruples[i], quadruples[i + 1], quadruples[i + 2], quadruples[i + 3]))
	return list


## The first frame of this name (an atlas page's sprite), or null: through a map from each name to
## its first frame, made when a frame is first asked for by name.
func frame(name: String) -> Variant:
	if not has_meta(_FRAMES):
		return null
	if not has_meta(_FRAMES_BY_NAME):
		var by_name := {}
		for candidate: Dictionary in _frames():
			if not by_name.has(candidate.name):
				by_name[candidate.name] = candidate
		set_meta(_FRAMES_BY_NAME, by_name)
	return get_meta(_FRAMES_BY_NAME).get(name)


## Where a frame's kept pixels lie on the page, for an AtlasTexture's region (rotation 0; Godot's
## atlas textures do not turn, so a turned frame's region holds it turned).
func frame_region(frame: Dictionary) -> Rect2:
	var r: Array = frame.page_rect
	return Rect2(r[0], r[1], r[2], r[3])


## Whether pixel (x, y) of a frame's untrimmed sprite is solid: trimming and turning undone, read
## from the page. False without a frame (frame("missing") is null).
func frame_contains(frame: Variant, x: float, y: float) -> bool:
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


## Whether this mask and [param other], its pixel (0, 0) on this one's pixel ([param dx],
## [param dy]), share a solid pixel (stopping at the first). With [param frame], this side is that
## frame's untrimmed sprite read from this page; with [param other_frame], the other side is that
## frame's of [param other] (null: the whole mask; look frames up once, not per call). Compared 32
## pixels at a time.
func overlaps(other: HitMask, dx: int, dy: int, frame = null, other_frame = null) -> bool:
	return first_overlap(other, dx, dy, frame, other_frame) != null


## How many solid pixels the two share at the offset (as [method overlaps] takes them).
func overlap_area(other: HitMask, dx: int, dy: int, frame = null, other_frame = null) -> int:
	return Overlap.compare(
		Overlap.side(self, frame), Overlap.side(other, other_frame), dx, dy, false
	)


## The first shared solid pixel in this side's pixels (the smallest y, then the smallest x), or
## null when the two share none.
func first_overlap(other: HitMask, dx: int, dy: int, frame = null, other_frame = null) -> Variant:
	var found: Array = Overlap.compare(
		Overlap.side(self, frame), Overlap.side(other, other_frame), dx, dy, true
	)
	return Vector2i(found[0], found[1]) if not found.is_empty() else null


## Whether this sprite and [param other], each placed in one world by a matrix (a Transform2D, or
## an Array [a, b, c, d, e, f]: the sprite's pixel point (u, v) at (a·u + c·v + e, b·u + d·v + f)),
## touch: some world point (x + ½, y + ½), x and y whole, is solid in both (GameMaker's "precise"
## rule; FORMAT.md, "Placed sprites"). Frames as [method overlaps] takes them. A matrix that is
## not finite or cannot be inverted places nothing. Costs the area where the placed boxes meet;
## two whole-pixel moves with flips take the word path of [method overlaps].
func placed_overlaps(
	other: HitMask, matrix, other_matrix, frame = null, other_frame = null
) -> bool:
	var m: Array = Overlap.numbers(matrix)
	var om: Array = Overlap.numbers(other_matrix)
	if Overlap.is_whole_pixel_move(m) and Overlap.is_whole_pixel_move(om):
		return Overlap.whole_pixel_moves_overlap(
			Overlap.side(self, frame), m, Overlap.side(other, other_frame), om
		)
	return Overlap.placed(
		Overlap.placed_side(self, frame, m), Overlap.placed_side(other, other_frame, om)
	)


## The squared distance from pixel (x, y) to the nearest solid pixel's centre: exact up to 254,
## and 255 for 256 or more (and for coordinates that are not finite). From the file's distance
## field (hitmask generate --tolerance-data), else searched near the pixel: the same answer.
func distance_squared(x: float, y: float) -> int:
	if contains(x, y):
		return 0
	# Beyond the field's margin, or not finite (NaN fails the comparisons): nothing within reach.
	var size := get_size()
	if not (x >= -MARGIN and y >= -MARGIN and x < size.x + MARGIN and y < size.y + MARGIN):
		return FIELD_FAR
	var column := int(floor(x))
	var row := int(floor(y))
	var field := _part_span(_DISTANCE_FIELD)
	if field.x < field.y:
		var field_width := size.x + 2 * MARGIN
		return _kept[field.x + (row + MARGIN) * field_width + column + MARGIN]
	var nearest: Variant = _nearest_squared(column, row, sqrt(FIELD_MAX_SQUARED))
	return FIELD_FAR if nearest == null else int(nearest)


## Whether a solid pixel lies within `tolerance` pixels, centre to centre, of pixel (x, y). Below
## 16 pixels the distance field answers (a squared distance of at most min(floor(tolerance²),
## 254)); from 16 on, beyond its reach, the mask is searched, exactly, in time up to its pixels. A
## negative or NaN tolerance, or coordinates that are not finite, answer false.
func contains_within(x: float, y: float, tolerance: float) -> bool:
	if contains(x, y):
		return true
	if not (tolerance >= 0) or not (is_finite(x) and is_finite(y)):
		return false
	if tolerance < 16:
		return distance_squared(x, y) <= mini(int(floor(tolerance * tolerance)), FIELD_MAX_SQUARED)
	var nearest: Variant = _nearest_squared(floor(x), floor(y), tolerance)
	return nearest != null and nearest <= tolerance * tolerance


# The squared distance from pixel (column, row) to the nearest solid pixel within `radius` (INF
# included), searched in the rows and columns of the mask within reach, in floats (a far pixel's
# distance is no int); null when none is.
func _nearest_squared(column: float, row: float, radius: float) -> Variant:
	var size := get_size()
	var width := size.x
	var height := size.y
	var top := int(maxf(0, floor(row - radius))) if row - radius < height else height
	var bottom := int(minf(height - 1, ceil(row + radius))) if row + radius >= 0 else -1
	var left := int(maxf(0, floor(column - radius))) if column - radius < width else width
	var right := int(minf(width - 1, ceil(column + radius))) if column + radius >= 0 else -1
	var best: Variant = null
	for j in range(top, bottom + 1):
		var dy: float = j - row
		if dy * dy > radius * radius or (best != null and dy * dy >= best):
			continue
		for i in range(left, right + 1):
			var d: float = (i - column) * (i - column) + dy * dy
			if (best == null or d < best) and d <= radius * radius and get_bit(i, j):
				best = d
	return best


# The outline group of a frame (1 + its index), of the mask (0, for null), or -1 for a frame that
# is not one of this mask's (even an equal copy) or without outlines.
func _outline_group(frame: Variant) -> int:
	if outline_settings(frame).is_empty():
		return -1
	if frame == null:
		return 0
	var i: int = frame.get("index", -1)
	var frames := _frames()
	return 1 + i if i >= 0 and i < frames.size() and is_same(frames[i], frame) else -1


# The regions of a group: [first, end).
func _group_regions(group: int) -> Vector2i:
	if group < 0:
		return Vector2i.ZERO
	var groups: PackedInt32Array = _decoded_outlines().groups
	return Vector2i(0 if group == 0 else groups[group - 1], groups[group])


## The outlines in pixels, ready for the engine (ConvexPolygonShape2D.points,
## CollisionPolygon2D.polygon): per region {"outer": PackedVector2Array, "holes":
## [PackedVector2Array, ...], "convex_pieces": [PackedVector2Array, ...]}; with a frame, that
## frame's own outlines in its untrimmed sprite. None for a frame that is not one of this mask's.
func outline_polygons(frame: Variant = null) -> Array[Dictionary]:
	var result: Array[Dictionary] = []
	var regions := _group_regions(_outline_group(frame))
	var decoded := _decoded_outlines() if regions.y > 0 else {}
	for region in range(regions.x, regions.y):
		var points: PackedVector2Array = decoded.points
		var spans := _region_spans(decoded, region)
		var rings: Array[PackedVector2Array] = []
		for span: Vector2i in spans[0]:
			rings.append(points.slice(span.x, span.y))
		var pieces: Array[PackedVector2Array] = []
		for span: Vector2i in spans[1]:
			var vertices := PackedVector2Array()
			for k in range(span.x, span.y):
				vertices.append(points[decoded.piece_vertices[k]])
			pieces.append(vertices)
		result.append({"outer": rings[0], "holes": rings.slice(1), "convex_pieces": pieces})
	return result


## The outlines as the file holds them: per region {"rings": [[[x, y], ...], ...] (the outer ring,
## then the holes), "pieces": [[i, ...], ...] (convex pieces as indices of the region's points,
## ring after ring)}, in sixteenths of a pixel; with a frame, as outline_polygons.
func outline_regions(frame: Variant = null) -> Array[Dictionary]:
	var result: Array[Dictionary] = []
	var regions := _group_regions(_outline_group(frame))
	var decoded := _decoded_outlines() if regions.y > 0 else {}
	for region in range(regions.x, regions.y):
		var spans := _region_spans(decoded, region)
		var first_point: int = spans[0][0].x
		var rings := []
		for span: Vector2i in spans[0]:
			var points := []
			for k in range(span.x, span.y):
				points.append(_sixteenths(decoded, k))
			rings.append(points)
		var pieces := []
		for span: Vector2i in spans[1]:
			var indices := []
			for k in range(span.x, span.y):
				indices.append(decoded.piece_vertices[k] - first_point)
			pieces.append(indices)
		result.append({"rings": rings, "pieces": pieces})
	return result


# Where a region's rings lie in the decoded points, and its pieces in the pieces' vertices: two
# lists of [start, end) spans.
static func _region_spans(decoded: Dictionary, region: int) -> Array:
	var ring_ends: PackedInt32Array = decoded.ring_ends
	var piece_ends: PackedInt32Array = decoded.piece_ends
	var rings: Array[Vector2i] = []
	var pieces: Array[Vector2i] = []
	var first_ring: int = 0 if region == 0 else decoded.region_rings[region - 1]
	for ring in range(first_ring, decoded.region_rings[region]):
		rings.append(Vector2i(0 if ring == 0 else ring_ends[ring - 1], ring_ends[ring]))
	var first_piece: int = 0 if region == 0 else decoded.region_pieces[region - 1]
	for piece in range(first_piece, decoded.region_pieces[region]):
		pieces.append(Vector2i(0 if piece == 0 else piece_ends[piece - 1], piece_ends[piece]))
	return [rings, pieces]


# Decoded point k in sixteenths, [x, y]: exact for an image over 2^20 pixels across, where a
# Vector2 rounds it.
static func _sixteenths(decoded: Dictionary, k: int) -> Array:
	var exact: PackedInt64Array = decoded.points_exact
	if exact.is_empty():
		var point: Vector2 = decoded.points[k]
		return [int(point.x * 16), int(point.y * 16)]
	return [exact[2 * k], exact[2 * k + 1]]


## The mask as a BitMap (TextureButton.texture_click_mask): the mask itself.
func to_bitmap() -> BitMap:
	return self


## A frame's untrimmed sprite as a BitMap: the import's (the "frame_bitmaps" option), else made
## pixel by pixel.
func frame_bitmap(frame: Dictionary) -> BitMap:
	if frame.get("bitmap") is BitMap:
		return frame.bitmap
	var map := BitMap.new()
	map.create(Vector2i(frame.source_size[0], frame.source_size[1]))
	for y in frame.source_size[1]:
		for x in frame.source_size[0]:
			if frame_contains(frame, x, y):
				map.set_bit(x, y, true)
	return map


## Whether a point of `texture` (in its pixels) is solid, for a texture drawing this mask's image:
## the image itself (at any import size: the point is scaled to the mask), or an AtlasTexture cut
## from it (an atlas page's frame: its region and margin undone, so that a trimmed frame answers
## for its untrimmed sprite).
func texture_contains(texture: Texture2D, point: Vector2) -> bool:
	var at := texture
	while at is AtlasTexture:
		var piece := at as AtlasTexture
		point -= piece.margin.position
		if not Rect2(Vector2.ZERO, piece.region.size).has_point(point):
			return false
		point += piece.region.position
		at = piece.atlas
	if at == null:
		return contains(point.x, point.y)
	var drawn := at.get_size()
	if drawn.x <= 0 or drawn.y <= 0:
		return false
	var size := get_size()
	return contains(point.x * size.x / drawn.x, point.y * size.y / drawn.y)


## Whether `global_point` (a position in the canvas, as get_global_mouse_position() gives) falls
## on a solid pixel of `sprite`, a Sprite2D or AnimatedSprite2D drawing this mask's image (or a
## frame of it, as an AtlasTexture or a SpriteFrames frame cut from the page): its global
## transform (position, rotation, scale, skew), centered, offset, flip_h and flip_v, and for a
## Sprite2D its region and hframes, vframes and frame, as Godot draws it. Hidden sprites answer
## too: check [member CanvasItem.visible] where that matters.
func sprite_contains(sprite: Node2D, global_point: Vector2) -> bool:
	var placed := Sprite.placement(sprite)
	return not placed.is_empty() and Sprite.solid_at(self, placed, global_point)


## Whether `sprite`, drawing this mask's image, and `other_sprite`, drawing [param other_mask]'s,
## touch pixel for pixel: some canvas point (x + ½, y + ½), x and y whole, is solid in both as
## [method sprite_contains] answers it (GameMaker's "precise" collisions; every drawing setting
## [method sprite_contains] reads counts, no physics body needed). Costs the canvas area where the
## two sprites' rectangles meet, a point at a time: keep a cheap test first (their rectangles, or
## an Area2D) where many sprites may touch.
func sprites_overlap(sprite: Node2D, other_mask: HitMask, other_sprite: Node2D) -> bool:
	return Sprite.overlap(
		self, Sprite.placement(sprite), other_mask, Sprite.placement(other_sprite)
	)

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
