# A pixel hit mask read from a .hitmask file: which pixels of an image are solid, with its shape rects, atlas frames,
# distance field (touch tolerance) and physics outlines. The import plugin saves one per .hitmask file, with a
# BitMap ready for TextureButton.texture_click_mask; at run time, `load_path` and `load_bytes` read a file that did
# not go through the import (downloaded content, mods).
#
#     var mask: HitMask = load("res://sprites/hero.hitmask")       # imported
#     if mask.contains(event.position.x, event.position.y): ...
#
#     var downloaded := HitMask.new()                            # read at run time
#     if downloaded.load_path("user://mods/hero.hitmask") != OK:
#         push_error(downloaded.error_text())
tool
class_name HitMask
extends Resource

const Reader = preload("hitmask_reader.gd")
const MARGIN = 15

export var width := 0
export var height := 0
# Pixels per point: 2 for an @2x image.
export var pixel_scale := 1.0
export var threshold := 0
export var flags := 0
export var rect_mode := 0
export var rect_grid := 32
export var codec := 1
# Shape rects, each [x, y, width, height] in whole pixels (rects() gives Rect2s).
export var rect_list := []
# {"digest": 16 hex digits, "generatorRevision": n}, or empty without a source record.
export var source := {}
# Atlas frames: {"name", "page_rect": [x, y, w, h], "rotation": quarter turns clockwise, "trim": [x, y],
# "source_size": [w, h], "pivot": [x, y] or null, "rects": [[x, y, w, h], ...]}.
export var frames := []
# One bit a pixel, row-major, the first pixel in the first byte's high bit.
export var bits := PoolByteArray()
# (width + 30) x (height + 30) squared distances (FORMAT.md, DIST), or empty.
var distance_field := PoolByteArray()
# The distance field as saved: inside a dictionary, empty without one (Godot 3.2 reports an error when it saves an
# empty PoolByteArray).
export var saved_distance_field := {} setget _set_saved_distance_field, _get_saved_distance_field
# {"mode", "epsilon16", "maxVertices", "minArea256", "regions": [{"rings": [[[x, y], ...], ...], "pieces": [[i, ...]]}]}
# in sixteenths of a pixel, or empty; frame_outlines holds "frames": one list of regions per frame instead.
export var outlines := {}
export var frame_outlines := {}
# Made by the import plugin: the mask, and each frame's untrimmed sprite, as BitMaps.
export(Resource) var bitmap = null
export var frame_bitmaps := {}

# After a failed load: {"kind", "section", "offset", "reason", "file"}.
var error = null


func _get_saved_distance_field() -> Dictionary:
	return {} if distance_field.empty() else {"values": distance_field}


func _set_saved_distance_field(value: Dictionary) -> void:
	distance_field = value.get("values", PoolByteArray())


# Reads a whole .hitmask file from bytes: OK, or an error code with `error` saying what is wrong and where.
func load_bytes(file_bytes: PoolByteArray) -> int:
	var reader = Reader.new(file_bytes)
	if reader.read_into(self):
		error = null
		return OK
	error = reader.error
	return ERR_FILE_UNRECOGNIZED if error.kind in ["not-a-hitmask", "unsupported-version", "unsupported-codec"] \
		else ERR_FILE_CORRUPT


# Reads a .hitmask file (res://, user:// or a path): OK, or an error code with `error` naming the file.
func load_path(path: String) -> int:
	var file := File.new()
	var opened := file.open(path, File.READ)
	if opened != OK:
		error = {"kind": "unreadable", "section": null, "offset": null, "reason": "cannot be opened (%d)" % opened,
			"file": path}
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


# Whether pixel (x, y) is solid; positions between pixels fall in the pixel to their right and below.
func contains(x: float, y: float) -> bool:
	var column := int(floor(x))
	var row := int(floor(y))
	if column < 0 or row < 0 or column >= width or row >= height:
		return false
	var index := row * width + column
	return (bits[index >> 3] >> (7 - (index & 7))) & 1 == 1


func solid_pixel_count() -> int:
	var count := 0
	for value in bits:
		while value:
			count += value & 1
			value >>= 1
	return count


func rects() -> Array:
	var list := []
	for r in rect_list:
		list.append(Rect2(r[0], r[1], r[2], r[3]))
	return list


# The first frame of this name (an atlas page's sprite), or null.
func frame(name: String):
	for candidate in frames:
		if candidate.name == name:
			return candidate
	return null


# Where a frame's kept pixels lie on the page, for an AtlasTexture's region (rotation 0; Godot's atlas textures do
# not turn, so a turned frame's region holds it turned).
func frame_region(frame: Dictionary) -> Rect2:
	var r: Array = frame.page_rect
	return Rect2(r[0], r[1], r[2], r[3])


# Whether pixel (x, y) of a frame's untrimmed sprite is solid: trimming and turning undone, read from the page.
func frame_contains(frame: Dictionary, x: float, y: float) -> bool:
	var sx := int(floor(x))
	var sy := int(floor(y))
	if sx < 0 or sy < 0 or sx >= frame.source_size[0] or sy >= frame.source_size[1]:
		return false
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


# The squared distance from pixel (x, y) to the nearest solid pixel's centre: exact below 255, and 255 for 256 or
# more. From the file's distance field (hitmask generate --tolerance-data), else searched within 15 pixels.
func distance_squared(x: float, y: float) -> int:
	var column := int(floor(x))
	var row := int(floor(y))
	if contains(column, row):
		return 0
	if not distance_field.empty():
		var field_width := width + 2 * MARGIN
		var fx := column + MARGIN
		var fy := row + MARGIN
		if fx < 0 or fy < 0 or fx >= field_width or fy >= height + 2 * MARGIN:
			return 255
		return distance_field[fy * field_width + fx]
	var best := 255
	for dy in range(-MARGIN, MARGIN + 1):
		for dx in range(-MARGIN, MARGIN + 1):
			var d: int = dx * dx + dy * dy
			if d < best and contains(column + dx, row + dy):
				best = d
	return best if best <= 254 else 255


# Whether a solid pixel lies within `tolerance` pixels (below 16), centre to centre, of pixel (x, y).
func contains_within(x: float, y: float, tolerance: float) -> bool:
	if contains(x, y):
		return true
	if tolerance < 0 or tolerance >= 16:
		return false
	return distance_squared(x, y) <= min(int(floor(tolerance * tolerance)), 254)


# The outlines in pixels: per region {"outer": PoolVector2Array, "holes": [PoolVector2Array, ...],
# "convex_pieces": [PoolVector2Array, ...]}; with a frame, that frame's own outlines in its untrimmed sprite's pixels.
func outline_polygons(frame = null) -> Array:
	var regions := []
	if frame == null:
		regions = outlines.get("regions", [])
	elif not frame_outlines.empty():
		regions = frame_outlines.frames[frames.find(frame)]
	var result := []
	for region in regions:
		var points := []
		for ring in region.rings:
			for point in ring:
				points.append(point)
		var holes := []
		for i in range(1, region.rings.size()):
			holes.append(_pixels(region.rings[i]))
		var pieces := []
		for piece in region.pieces:
			var vertices := []
			for index in piece:
				vertices.append(points[index])
			pieces.append(_pixels(vertices))
		result.append({"outer": _pixels(region.rings[0]), "holes": holes, "convex_pieces": pieces})
	return result


static func _pixels(points: Array) -> PoolVector2Array:
	var out := PoolVector2Array()
	for point in points:
		out.append(Vector2(point[0] / 16.0, point[1] / 16.0))
	return out


# The mask as a BitMap (for TextureButton.texture_click_mask): built from an image whose alpha is the mask, a byte
# of bits at a time.
func to_bitmap() -> BitMap:
	var patterns := []
	for value in 256:
		var pattern := PoolByteArray()
		for k in 8:
			var alpha: int = 255 if (value >> (7 - k)) & 1 else 0
			pattern.append_array([alpha, alpha])
		patterns.append(pattern)
	var data := PoolByteArray()
	for value in bits:
		data.append_array(patterns[value])
	data.resize(width * height * 2)
	var image := Image.new()
	image.create_from_data(width, height, false, Image.FORMAT_LA8, data)
	var map := BitMap.new()
	map.create_from_image_alpha(image, 0.5)
	return map


# A frame's untrimmed sprite as a BitMap, pixel by pixel.
func frame_bitmap(frame: Dictionary) -> BitMap:
	var map := BitMap.new()
	map.create(Vector2(frame.source_size[0], frame.source_size[1]))
	for y in frame.source_size[1]:
		for x in frame.source_size[0]:
			if frame_contains(frame, x, y):
				map.set_bit(Vector2(x, y), true)
	return map
