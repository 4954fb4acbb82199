# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence ends this file.
#
# Written from Readers/Godot4/addons/hitmask/hitmask_reader.gd by Readers/Godot3/make_reader.py.
extends Reference
# Reads .hitmask files (format version 1, docs/FORMAT.md) in GDScript: for the import plugin, and
# for masks that arrive at run time (downloaded content, mods).
#
# [method read] checks the whole file in the steps of Readers/README.md's anatomy, in the spec's
# order, and reports the first failure with the spec's kind, section and byte offset, as every
# HitMask reader does. GDScript has no exceptions: the first failure is kept in [member error], and
# each step returns false once it is set. What the steps read is left in plain fields below; the
# mask (hitmask.gd) chooses what to keep. Outlines are checked whole and yielded as their bytes:
# [method decode_outlines] turns them into packed arrays when they are first asked for.

# The format's numbers (FORMAT.md), named once.
enum {
	SECTION_MASK = 1,
	SECTION_RECT,
	SECTION_SRCH,
	SECTION_DIST,
	SECTION_FRAM,
	SECTION_OUTL,
	SECTION_FOUT
}
const Codec = preload("hitmask_codec.gd")
const MAGIC = [0x89, 0x48, 0x4D, 0x4B]
const VERSION = 1
const VERSION_OFFSET = 4
const FLAGS_OFFSET = 5
const THRESHOLD_OFFSET = 6
const RECT_MODE_OFFSET = 7
const SCALE_OFFSET = 8
const SIZE_OFFSET = 16
const MIN_FILE_SIZE = 23
const CRC_SIZE = 4
const MAX_RECT_MODE = 2
const MAX_RECT_GRID = 4096
const MAX_PIXELS = 1 << 30
const CODEC_RUNS = 1
const CODEC_TRANSITIONS = 3
const SOURCE_RECORD_SIZE = 10
const FRAME_ROTATION = 3
const FRAME_HAS_PIVOT = 4
const FRAME_FLAGS = 7
const MAX_FIELD_VALUES = 1 << 26
const MARGIN = 15  # the distance field's margin around the image (FORMAT.md, DIST)
const MAX_OUTLINE_MODE = 2
const MAX_EPSILON16 = 1024
const MIN_PIECE_VERTICES = 3
const MAX_PIECE_VERTICES = 255
const MIN_RING_POINTS = 3
# The fewest bytes a record takes, to check a count against the bytes left before taking memory.
const MIN_RECT_SIZE = 4
const MIN_FRAME_SIZE = 12
const MIN_REGION_SIZE = 13
const MIN_RING_SIZE = 7
const MIN_POINT_SIZE = 2
const MIN_PIECE_SIZE = 4
const SECTION_NAMES = {1: "MASK", 2: "RECT", 3: "SRCH", 4: "DIST", 5: "FRAM", 6: "OUTL", 7: "FOUT"}
# Points of outlines up to this many pixels across are exact as Vector2s (24 bits of sixteenths).
const EXACT_FLOAT_PIXELS = 1 << 20

const SHORT_ESCAPES = {8: "\\b", 9: "\\t", 10: "\\n", 12: "\\f", 13: "\\r"}

# The first failure: {kind, section, offset, reason}, or null.
var error = null

# What [method read] yields, step by step: the header's fields,
var width := 0
var height := 0
var scale := 1.0
var flags := 0
var threshold := 0
var rect_mode := 0
var rect_grid := 0
# MASK's codec,
var codec := 0
# the shape rects as x, y, width, height quadruples,
var rects := PoolIntArray()
# the source record ({"digest": 16 hex digits, "generator_revision"}, or empty),
var source := {}
# the atlas frames ({"name", "page_rect", "rotation", "trim", "source_size", "pivot", "rects"}),
var frames: Array = []
# the pixels (BitMap's layout: pixel i is bit i % 8 of byte i / 8),
var pixels := PoolByteArray()
# the distance field (FORMAT.md, DIST; empty without one),
var distance_field := PoolByteArray()
# and the outlines, checked, as their settings and bytes: {"mode", "epsilon16", "max_vertices",
# "min_area_256", "region_count", "region_bytes"} for OUTL and {... "region_counts",
# "region_starts", "region_bytes"} for FOUT (each frame's count, and where its regions start in
# "region_bytes"), or empty.
var outlines := {}
var frame_outlines := {}

var _bytes: PoolByteArray
# Where the body ends (the CRC's offset), and each section's [start, end) in the file.
var _body := 0
var _sections := {}

# Where fields are read: `_pos` moves through the payload of `_section`, which ends at `_end`.
var _pos := 0
var _end := 0
var _section = null

var _crc_table := []

# Outlines as decode_outlines builds them (see there).
var _points := PoolVector2Array()
var _ring_ends := PoolIntArray()
var _piece_vertices := PoolIntArray()
var _piece_ends := PoolIntArray()
var _region_rings := PoolIntArray()
var _region_pieces := PoolIntArray()
var _groups := PoolIntArray()
var _points_exact := []
var _exact := false


func _init(file_bytes: PoolByteArray) -> void:
	_bytes = file_bytes


# Reads the whole file, one step after another; false, with [member error] set, when it is refused.
func read() -> bool:
	return (
		read_container()
		and read_header()
		and read_section_table()
		and read_shape_rects()
		and read_source()
		and read_frames()
		and read_pixels()
		and read_distance_field()
		and read_outlines()
		and read_frame_outlines()
	)


# Records the first failure; later ones are consequences of it.
func _fail(kind: String, where, offset: int, reason: String) -> bool:
	if error == null:
		error = {"kind": kind, "section": where, "offset": offset, "reason": reason}
	return false


func _corrupt(reason: String, offset := -1) -> bool:
	return _fail("corrupt-section", _section, _pos if offset < 0 else offset, reason)


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
	var stream := StreamPeerBuffer.new()
	stream.data_array = _bytes.subarray(_pos - 8, _pos - 1)
	return stream.get_double()


func _u32(at: int) -> int:
	return _bytes[at] | _bytes[at + 1] << 8 | _bytes[at + 2] << 16 | _bytes[at + 3] << 24


# Bytes start ... finish - 1 of the file.
func _slice(start: int, finish: int) -> PoolByteArray:
	return _bytes.subarray(start, finish - 1) if finish > start else PoolByteArray()


func _crc32(count: int) -> int:
	if _crc_table.empty():
		for n in 256:
			var c: int = n
			for _k in 8:
				c = (0xEDB88320 ^ (c >> 1)) if c & 1 else (c >> 1)
			_crc_table.append(c)
	var crc := 0xFFFFFFFF
	for i in count:
		crc = _crc_table[(crc ^ _bytes[i]) & 0xFF] ^ (crc >> 8)
	return crc ^ 0xFFFFFFFF


# Steps 1-4: the magic, the version, the size and the CRC.
func read_container() -> bool:
	var size := _bytes.size()
	for i in min(MAGIC.size(), size):
		if _bytes[i] != MAGIC[i]:
			return _fail(
				"not-a-hitmask", null, 0, "the file does not start with the .hitmask magic"
			)
	if size <= MAGIC.size():
		return _fail("truncated", null, size, "the file ends inside the header")
	var version: int = _bytes[VERSION_OFFSET]
	if version != VERSION:
		var reason: String = "format version %d (this reader reads %d)" % [version, VERSION]
		return _fail("unsupported-version", null, VERSION_OFFSET, reason)
	if size < MIN_FILE_SIZE:
		return _fail("truncated", null, size, "the file is shorter than the smallest header")
	_body = size - CRC_SIZE
	if _crc32(_body) != _u32(_body):
		return _fail("checksum-mismatch", null, _body, "the CRC-32 does not match the file")
	return true


# Step 5: the header's fields, every failure a corrupt header.
func read_header() -> bool:
	flags = _bytes[FLAGS_OFFSET]
	threshold = _bytes[THRESHOLD_OFFSET]
	rect_mode = _bytes[RECT_MODE_OFFSET]
	if rect_mode > MAX_RECT_MODE:
		var reason: String = "rect mode %d is not 0, 1 or 2" % rect_mode
		return _fail("corrupt-header", "header", RECT_MODE_OFFSET, reason)
	_section = "header"
	_pos = SCALE_OFFSET
	_end = _body
	scale = _f64()
	if error == null and not (scale > 0.0 and scale < INF):
		_fail("corrupt-header", "header", SCALE_OFFSET, "scale %s is not a positive number" % scale)
	width = _varint()
	height = _varint()
	# Compared by division: two 32-bit sizes can multiply past 2^63.
	if error == null and (width == 0 or height == 0 or width > MAX_PIXELS / height):
		var reason: String = "a %dx%d mask is empty or over 2^30 pixels" % [width, height]
		_fail("corrupt-header", "header", SIZE_OFFSET, reason)
	var grid_offset := _pos
	rect_grid = _varint()
	if error == null and (rect_grid < 1 or rect_grid > MAX_RECT_GRID):
		var reason: String = "rect grid %d is outside 1...4096" % rect_grid
		_fail("corrupt-header", "header", grid_offset, reason)
	if error != null and error.kind == "corrupt-section":
		error.kind = "corrupt-header"  # a field that cannot be read is the header's error too
	return error == null


# Steps 6-7: the sections up to the CRC (ids increasing, payloads within the body), MASK and RECT
# present, then MASK's codec byte.
func read_section_table() -> bool:
	var at := _pos
	var previous := 0
	while at < _body:
		var id: int = _bytes[at]
		_section = SECTION_NAMES.get(id, "section %d" % id)
		if id <= previous:
			return _corrupt("section id %d does not follow %d" % [id, previous], at)
		_pos = at + 1
		_end = _body
		var length_offset := _pos
		var length := _varint()
		if error == null and length > _body - _pos:
			_corrupt("the payload runs past the CRC", length_offset)
		if error != null:
			return false
		_sections[id] = [_pos, _pos + length]
		previous = id
		at = _pos + length
	for id in [SECTION_MASK, SECTION_RECT]:
		if not _sections.has(id):
			var reason: String = "the file has no %s section" % SECTION_NAMES[id]
			return _fail("corrupt-section", SECTION_NAMES[id], _body, reason)
	var mask: Array = _sections[SECTION_MASK]
	if mask[0] == mask[1]:
		return _fail("corrupt-section", "MASK", mask[0], "an empty MASK section has no codec")
	codec = _bytes[mask[0]]
	if codec != CODEC_RUNS and codec != CODEC_TRANSITIONS:
		return _fail("unsupported-codec", "MASK", mask[0], "codec %d" % codec)
	return true


# Reads the payload of section `id` from here on; false when the file has no such section.
func _enter(id: int) -> bool:
	if not _sections.has(id):
		return false
	_section = SECTION_NAMES[id]
	_pos = _sections[id][0]
	_end = _sections[id][1]
	return true


# Step 8: RECT's shape rects, each inside the mask.
func read_shape_rects() -> bool:
	_enter(SECTION_RECT)
	rects = _rects(width, height, "rects")
	if error == null and _left() > 0:
		_corrupt("bytes follow the last rect")
	return error == null


# Step 8: SRCH's source record, when the file has one.
func read_source() -> bool:
	if not _enter(SECTION_SRCH):
		return true
	if _left() != SOURCE_RECORD_SIZE:
		return _corrupt("a source record of %d bytes, not 10" % _left())
	var digest: String = "%08x%08x" % [_u32(_pos + 4), _u32(_pos)]
	source = {"digest": digest, "generator_revision": _bytes[_pos + 8] | (_bytes[_pos + 9] << 8)}
	return true


# Step 8: FRAM's frames, each within the page, when the file has them.
func read_frames() -> bool:
	if not _enter(SECTION_FRAM):
		return true
	var count_offset := _pos
	var count := _varint()
	if error == null and count > _left() / MIN_FRAME_SIZE:
		_corrupt("%d frames cannot fit in the bytes left" % count, count_offset)
	for i in count if error == null else 0:
		var start := _pos
		var frame := _frame(i)
		if error != null:
			error.offset = start  # a record's errors are at its first byte
			return false
		frames.append(frame)
	if error == null and _left() > 0:
		_corrupt("bytes follow the last frame")
	return error == null


# Step 9: the pixels, as the codec says (each codec checks the size against its data before taking
# memory for them).
func read_pixels() -> bool:
	var mask: Array = _sections[SECTION_MASK]
	var data: int = mask[0] + 1
	var decoder: Codec = Codec.new(_bytes)
	if codec == CODEC_RUNS:
		_enter(SECTION_MASK)
		_pos = data
		var runs := _runs(width * height)
		if error == null:
			pixels = decoder.from_runs(runs, width, height)
	else:
		pixels = decoder.from_transitions(data, mask[1] - data, width, height)
		if decoder.error != null:
			_fail("corrupt-section", "MASK", decoder.error.offset, decoder.error.reason)
	return error == null


# Codec 1's runs from here to the end of MASK, which must cover exactly `total` pixels; checked
# before the pixels take memory.
func _runs(total: int) -> PoolIntArray:
	var runs := PoolIntArray()
	var covered := 0
	while _left() > 0 and error == null:
		var run_offset := _pos
		var run := _varint()
		if error == null and run > total - covered:
			_corrupt("the runs cover more than the mask", run_offset)
		covered += run
		runs.append(run)
	if error == null and covered != total:
		_corrupt("the runs cover %d of %d pixels" % [covered, total], _end)
	return runs


# Step 10: DIST's field, when the file has one.
func read_distance_field() -> bool:
	if _enter(SECTION_DIST):
		distance_field = _distance_field(width, height)
	return error == null


# Step 11: OUTL's settings and regions, checked, when the file has them.
func read_outlines() -> bool:
	if not _enter(SECTION_OUTL):
		return true
	var settings := _outline_settings()
	var count := _region_count()
	var start := _pos
	if error == null:
		_regions(count, 16 * width, 16 * height, settings.max_vertices)
	if error == null and _left() > 0:
		_corrupt("bytes follow the last region")
	if error != null:
		return false
	settings["region_count"] = count
	settings["region_bytes"] = _slice(start, _end)
	outlines = settings
	return true


# Step 12: FOUT's shared settings and each frame's regions, checked, when the file has them.
func read_frame_outlines() -> bool:
	if not _enter(SECTION_FOUT):
		return true
	if not _sections.has(SECTION_FRAM):
		return _corrupt("frame outlines without a FRAM section")
	var settings := _outline_settings()
	var first := _pos
	var counts := PoolIntArray()
	var starts := PoolIntArray()
	for frame in frames if error == null else []:
		var count := _region_count()
		counts.append(count)
		starts.append(_pos - first)
		var size: Array = frame.source_size
		if error == null:
			_regions(count, 16 * size[0], 16 * size[1], settings.max_vertices)
		if error != null:
			return false
	if error == null and _left() > 0:
		_corrupt("bytes follow the last frame's regions")
	if error != null:
		return false
	settings["region_counts"] = counts
	settings["region_starts"] = starts
	settings["region_bytes"] = _slice(first, _end)
	frame_outlines = settings
	return true


# The outlines that [method read] yielded, decoded: a reader made of nothing (Reader.new([]))
# does it. Every region's rings' points in pixels, ring after ring ("points"); where each ring ends
# in them ("ring_ends"); each convex piece's vertices as indices into the points, and where each
# piece ends ("piece_vertices", "piece_ends"); where each region's rings and pieces end
# ("region_rings", "region_pieces"); where each group of regions ends ("groups": group 0 is the
# mask's own, none without OUTL, group 1 + i frame i's); and the points in sixteenths for an image
# over 2^20 pixels across, where a Vector2 rounds them ("points_exact", else empty).
func decode_outlines(
	mask_width: int,
	mask_height: int,
	mask_outlines: Dictionary,
	sizes: Array,
	each_frame: Dictionary
) -> Dictionary:
	_exact = max(mask_width, mask_height) > EXACT_FLOAT_PIXELS
	for size in sizes:
		_exact = _exact or max(size[0], size[1]) > EXACT_FLOAT_PIXELS
	_section = "outlines"
	if not mask_outlines.empty():
		_bytes = mask_outlines.region_bytes
		_pos = 0
		_end = _bytes.size()
		var limit: int = mask_outlines.max_vertices
		_regions(mask_outlines.region_count, 16 * mask_width, 16 * mask_height, limit)
	_groups.append(_region_rings.size())
	if not each_frame.empty():
		_bytes = each_frame.region_bytes
		_end = _bytes.size()
		for i in sizes.size():
			_pos = each_frame.region_starts[i]
			var limit: int = each_frame.max_vertices
			_regions(each_frame.region_counts[i], 16 * sizes[i][0], 16 * sizes[i][1], limit)
			_groups.append(_region_rings.size())
	return {
		"points": _points,
		"ring_ends": _ring_ends,
		"piece_vertices": _piece_vertices,
		"piece_ends": _piece_ends,
		"region_rings": _region_rings,
		"region_pieces": _region_pieces,
		"groups": _groups,
		"points_exact": _points_exact,
	}


# Rects as four whole numbers each, x, y, width, height (Rect2 holds 32-bit floats, exact only to
# 2^24).
func _rects(limit_width: int, limit_height: int, what: String) -> PoolIntArray:
	var count_offset := _pos
	var count := _varint()
	if error == null and count > _left() / MIN_RECT_SIZE:
		_corrupt("%d %s cannot fit in the bytes left" % [count, what], count_offset)
	var quadruples := PoolIntArray()
	for i in count if error == null else 0:
		var start := _pos
		var x := _varint()
		var y := _varint()
		var w := _varint()
		var h := _varint()
		if error == null and (w == 0 or h == 0 or x + w > limit_width or y + h > limit_height):
			var rect: String = "(%d, %d, %dx%d)" % [x, y, w, h]
			_corrupt("rect %d %s is empty or outside %dx%d" % [i, rect, limit_width, limit_height])
		if error != null:
			error.offset = start  # a record's errors are at its first byte
			break
		quadruples.append_array(PoolIntArray([x, y, w, h]))
	return quadruples


func _frame(i: int) -> Dictionary:
	var name_length := _varint()
	if error == null and (name_length == 0 or name_length > _left()):
		_corrupt("frame %d: an empty name or one past the payload" % i)
	if error != null:
		return {}
	var name := utf8_text(_slice(_pos, _pos + name_length))
	_pos += name_length
	var page := [_varint(), _varint(), _varint(), _varint()]
	if error == null and (page[0] + page[2] > width or page[1] + page[3] > height):
		_corrupt("frame %s: its page rect lies outside the page" % _quoted(name))
	var frame_flags := _u8()
	if error == null and frame_flags & ~FRAME_FLAGS:
		_corrupt("frame %s: unknown flag bits" % _quoted(name))
	var trim := [_zigzag(), _zigzag()]
	var size := [_varint(), _varint()]
	if error == null and (size[0] == 0 or size[1] == 0 or size[0] > MAX_PIXELS / size[1]):
		_corrupt("frame %s: a source size of 0 or over 2^30 pixels" % _quoted(name))
	var pivot = null
	if error == null and frame_flags & FRAME_HAS_PIVOT:
		pivot = [_f64(), _f64()]
		if error == null and not (_is_finite(pivot[0]) and _is_finite(pivot[1])):
			_corrupt("frame %s: a pivot that is not finite" % _quoted(name))
	var frame_rects := PoolIntArray()
	if error == null:
		frame_rects = _rects(size[0], size[1], "frame rects")
	return {
		"name": name,
		"page_rect": page,
		"rotation": frame_flags & FRAME_ROTATION,
		"trim": trim,
		"source_size": size,
		"pivot": pivot,
		"rects": frame_rects
	}


# Text from UTF-8 bytes, each malformed sequence read as U+FFFD as the Swift and JS readers read it
# (the WHATWG decoder's rule). Godot's own get_string_from_utf8 gives "" for some malformed text
# (two such frame names would be one) and a code point for others.
static func utf8_text(text_bytes: PoolByteArray) -> String:
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
		var c := name.ord_at(i)
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


# A region count, refused when even the smallest regions could not fit in the bytes left.
func _region_count() -> int:
	var count_offset := _pos
	var count := _varint()
	if error == null and count > _left() / MIN_REGION_SIZE:
		_corrupt("%d regions cannot fit in the bytes left" % count, count_offset)
	return count


func _outline_settings() -> Dictionary:
	var mode_offset := _pos
	var mode := _u8()
	if error == null and mode > MAX_OUTLINE_MODE:
		_corrupt("outline mode %d is not 0, 1 or 2" % mode, mode_offset)
	var epsilon_offset := _pos
	var epsilon16 := 0
	if error == null:
		epsilon16 = _varint()
	if error == null and epsilon16 > MAX_EPSILON16:
		_corrupt("tolerance %d/16 px exceeds 64 px" % epsilon16, epsilon_offset)
	var limit_offset := _pos
	var max_vertices := 3
	if error == null:
		max_vertices = _varint()
	if error == null and (max_vertices < MIN_PIECE_VERTICES or max_vertices > MAX_PIECE_VERTICES):
		_corrupt("max vertices %d is outside 3...255" % max_vertices, limit_offset)
	var min_area := 0
	if error == null:
		min_area = _varint()
	return {
		"mode": mode, "epsilon16": epsilon16, "max_vertices": max_vertices, "min_area_256": min_area
	}


# Regions: rings of points (sixteenths of a pixel, each a running sum from (0, 0) across the regions
# read together) and pieces of 0-based indices into their region's points, checked and appended to
# the outline arrays (pixels, and indices into all the points).
func _regions(count: int, max_x: int, max_y: int, max_vertices: int) -> void:
	var x := 0
	var y := 0
	for _r in count:
		var start := _pos
		var first_point := _points.size()
		var ring_count := _varint()
		if error == null and (ring_count == 0 or ring_count > _left() / MIN_RING_SIZE):
			_corrupt("a ring count of %d" % ring_count)
		for _i in ring_count if error == null else 0:
			var n := _varint()
			if error == null and (n < MIN_RING_POINTS or n > _left() / MIN_POINT_SIZE):
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
				_points.append(Vector2(x / 16.0, y / 16.0))
				if _exact:
					_points_exact += [x, y]
			_ring_ends.append(_points.size())
		var point_count := _points.size() - first_point
		var piece_count := 0
		if error == null:
			piece_count = _varint()
		if error == null and (piece_count == 0 or piece_count > _left() / MIN_PIECE_SIZE):
			_corrupt("a piece count of %d" % piece_count)
		var index := 0
		for _p in piece_count if error == null else 0:
			var k := _varint()
			if error == null and (k < MIN_PIECE_VERTICES or k > max_vertices):
				_corrupt("a piece of %d vertices" % k)
			if error != null:
				break
			for _v in k:
				index += _zigzag()
				if error == null and (index < 0 or index >= point_count):
					_corrupt("a piece vertex %d outside the region's points" % index)
				if error != null:
					break
				_piece_vertices.append(first_point + index)
			_piece_ends.append(_piece_vertices.size())
		if error != null:
			error.offset = start
			return
		_region_rings.append(_ring_ends.size())
		_region_pieces.append(_piece_ends.size())


func _distance_field(width: int, height: int) -> PoolByteArray:
	var field := PoolByteArray()
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
			return PoolByteArray()
		filled += n
	if _left() > 0:
		_corrupt("bytes follow the last token")
	return field

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
