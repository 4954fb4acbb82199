# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence ends this file.
#
@tool
extends RefCounted
## Reads .hitmask files (format version 1, docs/FORMAT.md) in GDScript 2.0: for the import plugin,
## and for masks that arrive at run time (downloaded content, mods).
##
## It checks the whole file in the spec's order and reports the first failure with the spec's kind,
## section and byte offset, as the Swift, C, JavaScript and Lua readers do. GDScript has no
## exceptions: the first failure is kept in `error`, and every step returns early once it is set.
## Outlines are decoded here, once, into the packed arrays the mask keeps (hitmask.gd), so that no
## GDScript parses them at run time.

## Where each of the header's other fields is in a mask's `header`, and each part of the outlines in
## its `outline_data` (hitmask.gd).
enum Header { THRESHOLD, FLAGS, RECT_MODE, RECT_GRID, CODEC, REVISION, DIGEST_HIGH, DIGEST_LOW }
enum Outline {
	SETTINGS,
	POINTS,
	RING_ENDS,
	PIECE_VERTICES,
	PIECE_ENDS,
	REGION_RINGS,
	REGION_PIECES,
	GROUPS,
	POINTS_EXACT,
}
enum {
	SECTION_MASK = 1,
	SECTION_RECT,
	SECTION_SRCH,
	SECTION_DIST,
	SECTION_FRAM,
	SECTION_OUTL,
	SECTION_FOUT
}
const MAGIC = [0x89, 0x48, 0x4D, 0x4B]
const MAX_PIXELS = 1 << 30
const MAX_FIELD_VALUES = 1 << 26
# Points of outlines up to this many pixels across are exact as Vector2s (24 bits of sixteenths).
const EXACT_FLOAT_PIXELS = 1 << 20
const MARGIN = 15  # the distance field's margin around the image (FORMAT.md, DIST)
const SECTION_NAMES = {1: "MASK", 2: "RECT", 3: "SRCH", 4: "DIST", 5: "FRAM", 6: "OUTL", 7: "FOUT"}

# Codec 3's models, in one table at these offsets, and their starting percentages (FORMAT.md,
# "Adaptive bits").
const V0 = 0
const PASS = 162
const HORIZONTAL = 324
const NEGATIVE = 486
const MAGNITUDE1 = 648
const MAGNITUDE2 = 972
const LENGTHS = 1296
const TOP = 1296 + 4 * 17 * 32
const MODEL_COUNT = 1296 + 2 * 4 * 17 * 32
const GROUP_STARTS = [
	[0, 162, 58], [162, 324, 87], [324, 486, 81], [486, 648, 46], [648, 972, 23], [972, 1296, 30]
]
const LENGTH_START = [3, 19, 24, 33, 45, 57, 72, 77, 83]
const LENGTH_START_LATER = 93
const TOP_START = 62
# "Ending and limits": a decision costs at least 0.00141 bits, so n coded bytes pay for at most this
# many.
const DECISIONS_PER_BYTE = 5700
const DECISIONS_FREE = 32768
const SHORT_ESCAPES = {8: "\\b", 9: "\\t", 10: "\\n", 12: "\\f", 13: "\\r"}

## The first failure: {kind, section, offset, reason}, or null.
var error = null

# The outlines as they are read (see hitmask.gd, where they are kept).
var outline_points := PackedVector2Array()
var outline_ring_ends := PackedInt32Array()
var outline_piece_vertices := PackedInt32Array()
var outline_piece_ends := PackedInt32Array()
var outline_region_rings := PackedInt32Array()
var outline_region_pieces := PackedInt32Array()
var outline_groups := PackedInt32Array()
# Each point's x and y in sixteenths too, when a coordinate may pass 2^24 sixteenths (2^20 pixels),
# where a Vector2's 32-bit floats round them; else empty.
var outline_points_exact := PackedInt64Array()
var _exact := false

var _bytes: PackedByteArray

# Where fields are read: `_pos` moves through the payload of `_section`, which ends at `_end`.
var _pos := 0
var _end := 0
var _section = null

var _rates := PackedInt32Array()
var _crc_table := PackedInt64Array()

# The mask being decoded.
var _bits := PackedByteArray()
# Codec 3: transitions, an adaptive binary range coder over CCITT G4's modes.
var _p := PackedInt32Array()
var _n := PackedInt32Array()
var _started := {}
var _range := 0
var _code := 0
var _position := 0
var _data := 0
var _length := 0
var _budget := 0


func _init(file_bytes: PackedByteArray) -> void:
	_bytes = file_bytes


# Records the first failure; later ones are consequences of it.
func _fail(kind: String, where, offset: int, reason: String) -> void:
	if error == null:
		error = {"kind": kind, "section": where, "offset": offset, "reason": reason}


func _corrupt(reason: String, offset := -1) -> void:
	_fail("corrupt-section", _section, _pos if offset < 0 else offset, reason)


func _left() -> int:
	return _end - _pos


func _u8() -> int:
	if _pos >= _end:
		_corrupt("ends inside a field")
		return 0
	_pos += 1
	return _bytes[_pos - 1]


# Unsigned LEB128: at most 5 bytes, at most 2^32 - 1.
func _varint() -> int:
	var start := _pos
	var value := 0
	for i in 5:
		if _pos >= _end:
			_corrupt("a varint runs past the end", start)
			return 0
		var b: int = _bytes[_pos]
		_pos += 1
		value |= (b & 0x7F) << (7 * i)
		if b & 0x80 == 0:
			if value > 0xFFFFFFFF:
				_corrupt("a varint exceeds 32 bits", start)
				return 0
			return value
	_corrupt("a varint is longer than 5 bytes", start)
	return 0


func _zigzag() -> int:
	var v := _varint()
	return v >> 1 if v & 1 == 0 else -((v + 1) >> 1)


func _f64() -> float:
	if _end - _pos < 8:
		_corrupt("ends inside a number")
		return 0.0
	_pos += 8
	return _bytes.decode_double(_pos - 8)


func _crc32(count: int) -> int:
	if _crc_table.is_empty():
		for n in 256:
			var c: int = n
			for _k in 8:
				c = (0xEDB88320 ^ (c >> 1)) if c & 1 else (c >> 1)
			_crc_table.append(c)
	var crc := 0xFFFFFFFF
	for i in count:
		crc = _crc_table[(crc ^ _bytes[i]) & 0xFF] ^ (crc >> 8)
	return crc ^ 0xFFFFFFFF


# Reads the whole file into `mask` (a HitMask resource's fields); returns false with `error` set
# when it is refused.
func read_into(mask) -> bool:
	var size := _bytes.size()
	# 1-4: the magic, the version, the size, the CRC.
	for i in mini(4, size):
		if _bytes[i] != MAGIC[i]:
			_fail("not-a-hitmask", null, 0, "the file does not start with the .hitmask magic")
			return false
	if size <= 4:
		_fail("truncated", null, size, "the file ends inside the header")
		return false
	if _bytes[4] != 1:
		_fail("unsupported-version", null, 4, "format version %d (this reader reads 1)" % _bytes[4])
		return false
	if size < 23:
		_fail("truncated", null, size, "the file is shorter than the smallest header")
		return false
	var crc_offset := size - 4
	var stored: int = (
		_bytes[crc_offset]
		| (_bytes[crc_offset + 1] << 8)
		| (_bytes[crc_offset + 2] << 16)
		| (_bytes[crc_offset + 3] << 24)
	)
	if _crc32(crc_offset) != stored:
		_fail("checksum-mismatch", null, crc_offset, "the CRC-32 does not match the file")
		return false

	# 5: the header.
	var header := PackedInt64Array([_bytes[6], _bytes[5], _bytes[7], 0, 0, -1, 0, 0])
	if _bytes[7] > 2:
		_fail("corrupt-header", "header", 7, "rect mode %d is not 0, 1 or 2" % _bytes[7])
		return false
	_section = "header"
	_pos = 8
	_end = crc_offset
	mask.scale = _f64()
	if error == null and not (mask.scale > 0.0 and mask.scale < INF):
		_fail("corrupt-header", "header", 8, "scale %s is not a positive number" % str(mask.scale))
	mask.width = _varint()
	mask.height = _varint()
	# Compared by division: two 32-bit sizes can multiply past 2^63.
	if (
		error == null
		and (mask.width == 0 or mask.height == 0 or mask.width > MAX_PIXELS / mask.height)
	):
		_fail(
			"corrupt-header",
			"header",
			16,
			"a %dx%d mask is empty or over 2^30 pixels" % [mask.width, mask.height]
		)
	var grid_offset := _pos
	var rect_grid := _varint()
	header[Header.RECT_GRID] = rect_grid
	if error == null and (rect_grid < 1 or rect_grid > 4096):
		_fail(
			"corrupt-header", "header", grid_offset, "rect grid %d is outside 1...4096" % rect_grid
		)
	if error != null:
		if error.kind == "corrupt-section":
			error.kind = "corrupt-header"
		return false

	# 6: the section table.
	var sections := {}
	var at := _pos
	var previous := 0
	while at < crc_offset:
		var id: int = _bytes[at]
		_section = SECTION_NAMES.get(id, "section %d" % id)
		if id <= previous:
			_corrupt("section id %d does not follow %d" % [id, previous], at)
			return false
		_pos = at + 1
		_end = crc_offset
		var length_offset := _pos
		var length := _varint()
		if error != null:
			return false
		if length > crc_offset - _pos:
			_corrupt("the payload runs past the CRC", length_offset)
			return false
		sections[id] = [_pos, _pos + length]
		previous = id
		at = _pos + length
	if not sections.has(SECTION_MASK):
		_fail("corrupt-section", "MASK", crc_offset, "the file has no MASK section")
		return false
	if not sections.has(SECTION_RECT):
		_fail("corrupt-section", "RECT", crc_offset, "the file has no RECT section")
		return false

	# 7: the codec byte.
	var mask_section: Array = sections[SECTION_MASK]
	if mask_section[0] == mask_section[1]:
		_fail("corrupt-section", "MASK", mask_section[0], "an empty MASK section has no codec")
		return false
	var codec: int = _bytes[mask_section[0]]
	header[Header.CODEC] = codec
	if codec != 1 and codec != 3:
		_fail("unsupported-codec", "MASK", mask_section[0], "codec %d" % codec)
		return false

	# 8: RECT, SRCH, FRAM.
	_enter("RECT", sections[SECTION_RECT])
	mask.rect_list = _rects(mask.width, mask.height, "rects")
	if error == null and _left() > 0:
		_corrupt("bytes follow the last rect")
	if error != null:
		return false
	if sections.has(SECTION_SRCH):
		var srch: Array = sections[SECTION_SRCH]
		if srch[1] - srch[0] != 10:
			_fail(
				"corrupt-section",
				"SRCH",
				srch[0],
				"a source record of %d bytes, not 10" % (srch[1] - srch[0])
			)
			return false
		header[Header.DIGEST_LOW] = _bytes.decode_u32(srch[0])
		header[Header.DIGEST_HIGH] = _bytes.decode_u32(srch[0] + 4)
		header[Header.REVISION] = _bytes.decode_u16(srch[0] + 8)
	var frames: Array[Dictionary] = []
	if sections.has(SECTION_FRAM):
		_enter("FRAM", sections[SECTION_FRAM])
		frames = _frames(mask.width, mask.height)
		if error != null:
			return false
	mask.frames = frames

	# 9: the pixels (each codec checks the size against its data before taking memory for them).
	var data: int = mask_section[0] + 1
	var pixels: PackedByteArray
	if codec == 1:
		pixels = _decode_runs(data, mask_section[1], mask.width, mask.height)
	else:
		pixels = _decode_transitions(data, mask_section[1] - data, mask.width, mask.height)
	if error != null:
		return false
	mask.header = header
	mask.set_pixels(pixels)

	# 10: the distance field.
	mask.distance_field = PackedByteArray()
	if sections.has(SECTION_DIST):
		_enter("DIST", sections[SECTION_DIST])
		mask.distance_field = _distance_field(mask.width, mask.height)
		if error != null:
			return false

	_exact = maxi(mask.width, mask.height) > EXACT_FLOAT_PIXELS
	for frame: Dictionary in frames:
		_exact = _exact or maxi(frame.source_size[0], frame.source_size[1]) > EXACT_FLOAT_PIXELS
	# 11: outlines, decoded into the outline arrays: group 0 is the mask's regions (none without
	# OUTL), group 1 + i frame i's (FOUT).
	var settings := PackedInt64Array([-1, -1, -1, -1, -1, -1, -1, -1])
	if sections.has(SECTION_OUTL):
		_enter("OUTL", sections[SECTION_OUTL])
		var own := _outline_settings()
		var count := _region_count()
		if error != null:
			return false
		_regions(count, 16 * mask.width, 16 * mask.height, own[2])
		if error == null and _left() > 0:
			_corrupt("bytes follow the last region")
		if error != null:
			return false
		for i in 4:
			settings[i] = own[i]
	else:
		outline_groups.append(0)

	# 12: each frame's outlines.
	if sections.has(SECTION_FOUT):
		_enter("FOUT", sections[SECTION_FOUT])
		if not sections.has(SECTION_FRAM):
			_corrupt("frame outlines without a FRAM section")
			return false
		var shared := _outline_settings()
		if error != null:
			return false
		for frame: Dictionary in frames:
			var count := _region_count()
			if error != null:
				return false
			_regions(count, 16 * frame.source_size[0], 16 * frame.source_size[1], shared[2])
			if error != null:
				return false
		if _left() > 0:
			_corrupt("bytes follow the last frame's regions")
			return false
		for i in 4:
			settings[4 + i] = shared[i]
	mask.clear_outlines()
	if settings[0] >= 0 or settings[4] >= 0:
		mask.outline_data = [
			settings,
			outline_points,
			outline_ring_ends,
			outline_piece_vertices,
			outline_piece_ends,
			outline_region_rings,
			outline_region_pieces,
			outline_groups,
			outline_points_exact,
		]
	return true


func _enter(name: String, bounds: Array) -> void:
	_section = name
	_pos = bounds[0]
	_end = bounds[1]


# Rects as four whole numbers each, x, y, width, height (Rect2 holds 32-bit floats, exact only to
# 2^24).
func _rects(limit_width: int, limit_height: int, what: String) -> PackedInt32Array:
	var count_offset := _pos
	var count := _varint()
	if error == null and count > _left() / 4:
		_corrupt("%d %s cannot fit in the bytes left" % [count, what], count_offset)
	var rects := PackedInt32Array()
	if error != null:
		return rects
	for i in count:
		var start := _pos
		var x := _varint()
		var y := _varint()
		var w := _varint()
		var h := _varint()
		if error == null and (w == 0 or h == 0 or x + w > limit_width or y + h > limit_height):
			_corrupt(
				(
					"rect %d (%d, %d, %dx%d) is empty or outside %dx%d"
					% [i, x, y, w, h, limit_width, limit_height]
				)
			)
		if error != null:
			error.offset = start  # a record's errors are at its first byte
			return rects
		rects.append_array(PackedInt32Array([x, y, w, h]))
	return rects


func _frames(width: int, height: int) -> Array[Dictionary]:
	var count_offset := _pos
	var count := _varint()
	if error == null and count > _left() / 12:
		_corrupt("%d frames cannot fit in the bytes left" % count, count_offset)
	var frames: Array[Dictionary] = []
	for i in count:
		if error != null:
			break
		var start := _pos
		var frame := _frame(i, width, height)
		if error != null:
			error.offset = start
			return frames
		frames.append(frame)
	if error == null and _left() > 0:
		_corrupt("bytes follow the last frame")
	return frames


func _frame(i: int, width: int, height: int) -> Dictionary:
	var name_length := _varint()
	if error == null and (name_length == 0 or name_length > _left()):
		_corrupt("frame %d: an empty name or one past the payload" % i)
	if error != null:
		return {}
	var name := utf8_text(_bytes.slice(_pos, _pos + name_length))
	_pos += name_length
	var page := [_varint(), _varint(), _varint(), _varint()]
	if error == null and (page[0] + page[2] > width or page[1] + page[3] > height):
		_corrupt("frame %s: its page rect lies outside the page" % _quoted(name))
	var flags := _u8()
	if error == null and flags & 0xF8:
		_corrupt("frame %s: unknown flag bits" % _quoted(name))
	var trim := [_zigzag(), _zigzag()]
	var source_width := _varint()
	var source_height := _varint()
	if (
		error == null
		and (source_width == 0 or source_height == 0 or source_width > MAX_PIXELS / source_height)
	):
		_corrupt("frame %s: a source size of 0 or over 2^30 pixels" % _quoted(name))
	var pivot = null
	if error == null and flags & 4:
		pivot = [_f64(), _f64()]
		if error == null and not (_is_finite(pivot[0]) and _is_finite(pivot[1])):
			_corrupt("frame %s: a pivot that is not finite" % _quoted(name))
	var rects := PackedInt32Array()
	if error == null:
		rects = _rects(source_width, source_height, "frame rects")
	return {
		"name": name,
		"page_rect": page,
		"rotation": flags & 3,
		"trim": trim,
		"source_size": [source_width, source_height],
		"pivot": pivot,
		"rects": rects
	}


# Text from UTF-8 bytes, each malformed sequence read as U+FFFD as the Swift and JS readers read it
# (the WHATWG decoder's rule). Godot's own get_string_from_utf8 gives "" for some malformed text
# (two such frame names would be one) and a code point for others.
static func utf8_text(text_bytes: PackedByteArray) -> String:
	var text := ""
	var code := 0
	var needed := 0
	var seen := 0
	var lower := 0x80
	var upper := 0xBF
	var i := 0
	while i < text_bytes.size():
		var b: int = text_bytes[i]
		i += 1
		if needed == 0:
			if b < 0x80:
				text += char(b)
			elif b >= 0xC2 and b <= 0xDF:
				needed = 1
				code = b & 0x1F
			elif b >= 0xE0 and b <= 0xEF:
				lower = 0xA0 if b == 0xE0 else 0x80
				upper = 0x9F if b == 0xED else 0xBF
				needed = 2
				code = b & 0x0F
			elif b >= 0xF0 and b <= 0xF4:
				lower = 0x90 if b == 0xF0 else 0x80
				upper = 0x8F if b == 0xF4 else 0xBF
				needed = 3
				code = b & 0x07
			else:
				text += char(0xFFFD)
		elif b < lower or b > upper:
			# The sequence so far is one U+FFFD, and this byte starts afresh.
			text += char(0xFFFD)
			needed = 0
			seen = 0
			lower = 0x80
			upper = 0xBF
			i -= 1
		else:
			code = (code << 6) | (b & 0x3F)
			seen += 1
			lower = 0x80
			upper = 0xBF
			if seen == needed:
				text += char(code)
				needed = 0
				seen = 0
	if needed > 0:
		text += char(0xFFFD)
	return text


# A frame name as an error's reason shows it: a JSON string, as JSON.stringify writes it, so that
# the error stays one line whatever the name holds (quotes, backslashes and control characters
# escaped).
static func _quoted(name: String) -> String:
	var text := '"'
	for i in name.length():
		var c := name.unicode_at(i)
		if c == 0x22 or c == 0x5C:
			text += "\\" + char(c)
		elif SHORT_ESCAPES.has(c):
			text += SHORT_ESCAPES[c]
		elif c < 0x20:
			text += "\\u%04x" % c
		else:
			text += char(c)
	return text + '"'


static func _is_finite(value: float) -> bool:
	return not is_nan(value) and not is_inf(value)


# A region count, refused when even the smallest regions (13 bytes each) could not fit in the bytes
# left.
func _region_count() -> int:
	var count_offset := _pos
	var count := _varint()
	if error == null and count > _left() / 13:
		_corrupt("%d regions cannot fit in the bytes left" % count, count_offset)
	return count


func _outline_settings() -> PackedInt64Array:
	var mode_offset := _pos
	var mode := _u8()
	if error == null and mode > 2:
		_corrupt("outline mode %d is not 0, 1 or 2" % mode, mode_offset)
	var epsilon_offset := _pos
	var epsilon16 := 0
	if error == null:
		epsilon16 = _varint()
	if error == null and epsilon16 > 1024:
		_corrupt("tolerance %d/16 px exceeds 64 px" % epsilon16, epsilon_offset)
	var limit_offset := _pos
	var max_vertices := 3
	if error == null:
		max_vertices = _varint()
	if error == null and (max_vertices < 3 or max_vertices > 255):
		_corrupt("max vertices %d is outside 3...255" % max_vertices, limit_offset)
	var min_area := 0
	if error == null:
		min_area = _varint()
	return PackedInt64Array([mode, epsilon16, max_vertices, min_area])


# Regions: rings of points (sixteenths of a pixel, each a running sum from (0, 0) across the regions
# read together) and pieces of 0-based indices into their region's points, appended to the outline
# arrays (pixels, and indices into all the points) and closed as one group.
func _regions(count: int, max_x: int, max_y: int, max_vertices: int) -> void:
	var x := 0
	var y := 0
	for _r in count:
		var start := _pos
		var first_point := outline_points.size()
		var ring_count := _varint()
		if error == null and (ring_count == 0 or ring_count > _left() / 7):
			_corrupt("a ring count of %d" % ring_count)
		for _i in ring_count if error == null else 0:
			var n := _varint()
			if error == null and (n < 3 or n > _left() / 2):
				_corrupt("a ring of %d points" % n)
			if error != null:
				break
			for _k in n:
				x += _zigzag()
				y += _zigzag()
				if error == null and (x < 0 or x > max_x or y < 0 or y > max_y):
					_corrupt("a point outside the image")
				if error != null:
					break
				outline_points.append(Vector2(x / 16.0, y / 16.0))
				if _exact:
					outline_points_exact.append_array(PackedInt64Array([x, y]))
			outline_ring_ends.append(outline_points.size())
		var point_count := outline_points.size() - first_point
		var piece_count := 0
		if error == null:
			piece_count = _varint()
		if error == null and (piece_count == 0 or piece_count > _left() / 4):
			_corrupt("a piece count of %d" % piece_count)
		var index := 0
		for _p in piece_count if error == null else 0:
			var k := _varint()
			if error == null and (k < 3 or k > max_vertices):
				_corrupt("a piece of %d vertices" % k)
			if error != null:
				break
			for _v in k:
				index += _zigzag()
				if error == null and (index < 0 or index >= point_count):
					_corrupt("a piece vertex %d outside the region's points" % index)
				if error != null:
					break
				outline_piece_vertices.append(first_point + index)
			outline_piece_ends.append(outline_piece_vertices.size())
		if error != null:
			error.offset = start
			return
		outline_region_rings.append(outline_ring_ends.size())
		outline_region_pieces.append(outline_piece_ends.size())
	outline_groups.append(outline_region_rings.size())


func _distance_field(width: int, height: int) -> PackedByteArray:
	var field := PackedByteArray()
	var field_width := width + 2 * MARGIN
	var count := field_width * (height + 2 * MARGIN)
	if count > MAX_FIELD_VALUES:
		_corrupt("a field of %d values exceeds 2^26" % count)
		return field
	if _left() == 0:
		_corrupt("an empty distance field")
		return field
	field.resize(count)
	var filled := 0
	while filled < count:
		var start := _pos
		var t := _varint()
		var n := (t >> 1) + 1
		if error == null and n > count - filled:
			_corrupt("a token of %d values where %d are missing" % [n, count - filled])
		if error == null and t & 1:
			var value := _u8()
			for i in n:
				field[filled + i] = value
		elif error == null:
			if n > _left():
				_corrupt("a literal runs past the payload")
			else:
				for i in n:
					field[filled + i] = _bytes[_pos + i]
				_pos += n
		if error != null:
			error.offset = start
			return PackedByteArray()
		filled += n
	if _left() > 0:
		_corrupt("bytes follow the last token")
	return field


# --------------------------------------------------------------------------------------------------
# Pixels: one bit a pixel, row-major, in Godot's BitMap layout: pixel i is bit i % 8 (the low bit
# first) of byte i / 8.


# Pixels start ... start + count - 1 of the row-major stream turn solid: a mask for each partial
# byte at the ends, whole bytes between.
func _set_solid(start: int, count: int) -> void:
	if count <= 0:
		return
	var finish := start + count
	var first := start >> 3
	var last := (finish - 1) >> 3
	var head := (0xFF << (start & 7)) & 0xFF
	var tail := 0xFF >> (7 - ((finish - 1) & 7))
	if first == last:
		_bits[first] = _bits[first] | (head & tail)
		return
	_bits[first] = _bits[first] | head
	for i in range(first + 1, last):
		_bits[i] = 0xFF
	_bits[last] = _bits[last] | tail


# An all-clear mask of width x height pixels in `_bits`.
func _clear_bits(width: int, height: int) -> void:
	_bits = PackedByteArray()
	_bits.resize((width * height + 7) / 8)
	_bits.fill(0)


# Codec 1: run lengths. The runs must cover exactly width x height pixels before anything is
# allocated.
func _decode_runs(start: int, finish: int, width: int, height: int) -> PackedByteArray:
	_section = "MASK"
	_pos = start
	_end = finish
	var total := width * height
	var covered := 0
	while _left() > 0:
		var run_offset := _pos
		var run := _varint()
		if error == null and run > total - covered:
			_corrupt("the runs cover more than the mask", run_offset)
		if error != null:
			return PackedByteArray()
		covered += run
	if covered != total:
		_corrupt("the runs cover %d of %d pixels" % [covered, total], finish)
		return PackedByteArray()
	_clear_bits(width, height)
	_pos = start
	var index := 0
	var solid := false
	while _left() > 0:
		var run := _varint()
		if solid:
			_set_solid(index, run)
		index += run
		solid = not solid
	return _bits


func _coder_fail(reason: String) -> void:
	_corrupt(reason, _data + mini(_position, _length))


func _decode(i: int) -> int:
	_budget -= 1
	if _budget < 0:
		_coder_fail("takes more decisions than its size allows")
		return 0
	var p: int = _p[i]
	var n: int = _n[i]
	var bound: int = (_range >> 16) * p
	var bit := 0
	var q: int
	if _code < bound:
		_range = bound
		q = p + (((65536 - p) * _rates[n]) >> 16)
	else:
		_code -= bound
		_range -= bound
		bit = 1
		q = p - ((p * _rates[n]) >> 16)
	_p[i] = 64 if q < 64 else (65472 if q > 65472 else q)
	if n < 62:
		_n[i] = n + 1
	_normalize()
	return bit


func _decode_even() -> int:
	_budget -= 1
	if _budget < 0:
		_coder_fail("takes more decisions than its size allows")
		return 0
	_range >>= 1
	var bit := 0
	if _code >= _range:
		_code -= _range
		bit = 1
	_normalize()
	return bit


func _normalize() -> void:
	while _range < 0x1000000:
		if _position == _length:
			_coder_fail("the coded data ends early")
			_range = 0xFFFFFFFF  # stops the loop; the caller sees `error`
			return
		_range = (_range << 8) & 0xFFFFFFFF
		_code = ((_code << 8) | _bytes[_data + _position]) & 0xFFFFFFFF
		_position += 1


# A horizontal run's length, in the length models of (colour, which run, predicted length's bits).
func _run(colour: int, which: int, predicted: int) -> int:
	var predicted_bits := 0
	var v := predicted + 1
	while v > 0:
		predicted_bits += 1
		v >>= 1
	var base := ((colour * 2 + which) * 17 + mini(predicted_bits, 16)) * 32
	if not _started.has(base):
		_started[base] = true
		for k in 32:
			_p[LENGTHS + base + k] = (
				((LENGTH_START[k] if k < 9 else LENGTH_START_LATER) * 65536) / 100
			)
			_p[TOP + base + k] = (TOP_START * 65536) / 100
			_n[LENGTHS + base + k] = 1
			_n[TOP + base + k] = 1
	var length := 1
	while length < 31 and _decode(LENGTHS + base + length - 1) == 1 and error == null:
		length += 1
	if length == 1 or error != null:
		return 0
	var value := 2 + _decode(TOP + base + length - 1)
	for _k in length - 2:
		value = 2 * value + _decode_even()
	return value - 1


func _decode_transitions(data: int, length: int, width: int, height: int) -> PackedByteArray:
	_section = "MASK"
	if length < 5 or _bytes[data] != 0:
		_corrupt("the transition data does not start as a range coder does", data)
		return PackedByteArray()
	_budget = DECISIONS_PER_BYTE * length + DECISIONS_FREE
	if height > _budget:
		_corrupt("too many rows for the coded data", data)
		return PackedByteArray()
	_clear_bits(width, height)
	if _rates.is_empty():
		for k in 63:
			_rates.append(int(floor(65536.0 / (k + 1.5) + 0.5)))
	_p.resize(MODEL_COUNT)
	_n.resize(MODEL_COUNT)
	_n.fill(0)
	for group in GROUP_STARTS:
		for i in range(group[0], group[1]):
			_p[i] = (group[2] * 65536) / 100
			_n[i] = 1
	_started = {}
	_data = data
	_length = length
	_range = 0xFFFFFFFF
	_code = (
		(_bytes[data + 1] << 24)
		| (_bytes[data + 2] << 16)
		| (_bytes[data + 3] << 8)
		| _bytes[data + 4]
	)
	_position = 5
	var w := width
	# The reference row and the row being decoded: changes, then three sentinels w, with the
	# category each change was coded in (8 for the sentinels). They swap after each row.
	var ref := PackedInt32Array([w, w, w])
	var ref_category := PackedInt32Array([8, 8, 8])
	var row := PackedInt32Array()
	var row_category := PackedInt32Array()
	for y in height:
		row.clear()
		row_category.clear()
		var a0 := -1
		var colour := 0
		var j := 0
		while a0 < w:
			while j > 0 and ref[j - 1] > a0:
				j -= 1
			while ref[j] <= a0 or (j & 1) != colour:
				j += 1
			var b1: int = ref[j]
			var b2: int = ref[j + 1]
			var gap := b2 - b1
			var distance := b1 - a0
			var span := 0 if gap <= 1 else (1 if gap <= 3 else 2)
			var near := 0 if distance <= 1 else (1 if distance <= 4 else 2)
			var ctx: int = ((ref_category[j] * 3 + span) * 3 + near) * 2 + colour
			var d := 0
			if _decode(V0 + ctx) == 1:
				d = 0
			elif error != null:
				return PackedByteArray()
			elif _decode(PASS + ctx) == 1:
				if b2 >= w:
					_coder_fail("row %d: a pass past the row's end" % y)
				if error != null:
					return PackedByteArray()
				a0 = b2
				continue
			elif error != null:
				return PackedByteArray()
			elif _decode(HORIZONTAL + ctx) == 1:
				var begin := a0 if a0 > 0 else 0
				var r1 := _run(colour, 0, b1 - begin)
				if error == null and not (r1 <= w - begin and (r1 >= 1 or a0 < 0)):
					_coder_fail("row %d: a first run that does not fit" % y)
				if error != null:
					return PackedByteArray()
				var a1 := begin + r1
				var r2 := _run(1 - colour, 1, b2 - b1)
				if error == null and not (r2 <= w - a1 and (r2 >= 1 or a1 == w)):
					_coder_fail("row %d: a second run that does not fit" % y)
				if error != null:
					return PackedByteArray()
				var a2 := a1 + r2
				if a1 < w:
					row.append(a1)
					row_category.append(7)
				if a2 < w:
					row.append(a2)
					row_category.append(7)
				a0 = a2
				continue
			else:
				if error != null:
					return PackedByteArray()
				var negative := _decode(NEGATIVE + ctx)
				var s := ctx * 2 + negative
				var m := 3
				if _decode(MAGNITUDE1 + s) == 1:
					m = 1
				elif _decode(MAGNITUDE2 + s) == 1:
					m = 2
				if error != null:
					return PackedByteArray()
				d = -m if negative else m
			if error != null:
				return PackedByteArray()
			# A vertical change, d pixels from b1.
			var a1 := b1 + d
			if not (a0 < a1 and a1 <= w):
				_coder_fail("row %d: a vertical change outside the row" % y)
				return PackedByteArray()
			if a1 < w:
				row.append(a1)
				row_category.append(d + 3)
			a0 = a1
			colour = 1 - colour
		# The row's pixels: solid from c0 to c1 - 1, c2 to c3 - 1, ..., and from the last change to
		# w - 1 if odd.
		var count := row.size()
		var row_start: int = y * w
		for k in range(0, count, 2):
			_set_solid(row_start + row[k], (row[k + 1] if k + 1 < count else w) - row[k])
		for _sentinel in 3:
			row.append(w)
			row_category.append(8)
		var swap := ref
		ref = row
		row = swap
		swap = ref_category
		ref_category = row_category
		row_category = swap
	if _position != _length:
		_coder_fail("bytes are left after the last row")
		return PackedByteArray()
	return _bits

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
