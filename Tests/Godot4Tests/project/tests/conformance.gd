# The add-on's GDScript reader against every conformance vector (docs/FORMAT.md, "Conformance vectors"), in Godot
# itself (Readers/Godot3/make_reader.py writes the Godot 3 test from this one): a valid vector must load with the
# header, rects, source, frames, pixels, distance field and outlines its JSON and .pbm/.pgm files give; an invalid
# one must be refused with its kind. Prints one line per failure and a summary; quits with status 1 on any failure.
extends SceneTree

const HitMaskScript = preload("res://addons/hitmask/hitmask.gd")
const Files = preload("res://tests/files.gd")

var failures := []
# 2^-1000, made at run time: GDScript reads a literal such as 1e-300 as 0.
var tiny := 1.0
# The other vectors of overlap queries, read once.
var overlap_pages := {}


func _init_tiny() -> void:
	for _i in 1000:
		tiny /= 2.0


func check(condition: bool, message: String) -> void:
	if not condition:
		failures.append(message)


# Whether two values are equal, structures by their contents (Godot 3 compares dictionaries by reference) and
# numbers by value: whole numbers as integers (float() would round them to 32 bits), others as doubles, except that
# Godot's JSON parser reads a subnormal as 0.
func equal(actual, expected) -> bool:
	if actual is Array and expected is Array:
		if actual.size() != expected.size():
			return false
		for i in actual.size():
			if not equal(actual[i], expected[i]):
				return false
		return true
	if actual is Dictionary and expected is Dictionary:
		if actual.size() != expected.size():
			return false
		for key in actual:
			if not expected.has(key) or not equal(actual[key], expected[key]):
				return false
		return true
	var numeric := [TYPE_INT, TYPE_FLOAT]
	if typeof(actual) in numeric and typeof(expected) in numeric:
		if actual == floor(actual) and expected == floor(expected) and abs(expected) < 9.0e15:
			return int(actual) == int(expected)
		return actual == expected or (expected == 0 and actual > -tiny and actual < tiny)
	return typeof(actual) == typeof(expected) and actual == expected


func same(actual, expected, message: String) -> void:
	check(equal(actual, expected), "%s: %s, expected %s" % [message, JSON.stringify(actual).left(300),
		JSON.stringify(expected).left(300)])


func numbers(path: String, header: int) -> Array:
	var text := Files.read_text(path)
	var tokens := []
	for line in text.split("\n"):
		var content: String = line.split("#")[0]
		for token in content.split(" ", false):
			for part in token.split("\t", false):
				if part != "":
					tokens.append(part)
	var values := []
	if tokens[0] == "P1":
		for i in range(1 + header, tokens.size()):
			for c in tokens[i]:
				values.append(int(c))
	else:
		for i in range(1 + header, tokens.size()):
			values.append(int(tokens[i]))
	return values


func _initialize() -> void:
	_init_tiny()
	check_utf8()
	check_one_line_errors()
	var folder := "res://vectors"
	var names := []
	for name in Files.names_in(folder):
		if name.ends_with(".json"):
			names.append(name.get_basename())
	names.sort()
	check(names.size() > 100, "only %d vectors" % names.size())
	for vector in names:
		check_vector(folder, vector)
	for failure in failures:
		print("FAIL ", failure)
	if failures.is_empty():
		print("ok: hitmask_reader.gd decodes every one of %d conformance vectors as its JSON says" % names.size())
	quit(0 if failures.is_empty() else 1)


func check_vector(folder: String, vector: String) -> void:
	# Godot 3: var expected: Dictionary = JSON.parse(Files.read_text("%s/%s.json" % [folder, vector])).result
	var expected: Dictionary = JSON.parse_string(Files.read_text("%s/%s.json" % [folder, vector]))
	var mask = HitMaskScript.new()
	var result: int = mask.load_path("%s/%s.hitmask" % [folder, vector])
	if expected.has("error"):
		check(result != OK, vector + ": accepted")
		if result != OK:
			check(mask.error.kind == expected.error, "%s: %s, expected %s" % [vector, mask.error_text(), expected.error])
			# Where: the section and offset the vector records (FORMAT.md, "Error sections" and "Error offsets").
			check(str(mask.error.section) == str(expected.section) and mask.error.offset == int(expected.offset),
				"%s: %s, expected section %s at byte %d" % [vector, mask.error_text(), expected.section, expected.offset])
			# The code says which: no .hitmask, a newer writer's, or damage.
			var newer: bool = expected.error in ["unsupported-version", "unsupported-codec"]
			check(mask.is_from_newer_writer() == newer, vector + ": is_from_newer_writer")
			var code: int = ERR_FILE_UNRECOGNIZED if expected.error == "not-a-hitmask" else (ERR_UNAVAILABLE if newer else ERR_FILE_CORRUPT)
			check(result == code, "%s: code %d, expected %d" % [vector, result, code])
		return
	if result != OK:
		check(false, "%s: %s" % [vector, mask.error_text()])
		return
	# Godot 3: var header := {"width": mask.width, "height": mask.height, "scale": mask.scale,
	# Godot 3: 	"threshold": mask.threshold, "flags": mask.flags, "rectMode": mask.rect_mode, "rectGrid": mask.rect_grid,
	# Godot 3: 	"codec": mask.codec}
	var header := {"width": mask.width, "height": mask.height, "scale": mask.scale, "threshold": mask.threshold(),
		"flags": mask.flags(), "rectMode": mask.rect_mode(), "rectGrid": mask.rect_grid(), "codec": mask.codec()}
	for key in header:
		same(header[key], expected[key], "%s: %s" % [vector, key])
	same(quadruples(mask.rect_list), expected.rects, vector + ": rects")
	var source = null
	# Godot 3: if not mask.source.empty():
	if not mask.source().is_empty():
		# Godot 3: source = {"digest": mask.source.digest, "generatorRevision": mask.source.generator_revision}
		source = {"digest": mask.source().digest, "generatorRevision": mask.source().generator_revision}
	same(source, expected.source, vector + ": source")
	var frames := []
	for frame in mask.frames:
		frames.append({"name": frame.name, "pageRect": (frame.page_rect), "rotation": frame.rotation,
			"trim": (frame.trim), "sourceSize": (frame.source_size), "pivot": (frame.pivot),
			"rects": quadruples(frame.rects)})
	same(frames, expected.frames, vector + ": frames")
	if mask.width * mask.height <= 1 << 20:
		check(mask.solid_pixel_count() == int(expected.solidPixels), "%s: %d solid" % [vector, mask.solid_pixel_count()])
	if expected.pbm:
		var pixels := numbers("%s/%s.pbm" % [folder, vector], 2)
		check(pixels.size() == mask.width * mask.height, vector + ": pbm size")
		for i in pixels.size():
			if (pixels[i] == 1) != mask.contains(i % mask.width, i / mask.width):
				check(false, "%s: pixel %d" % [vector, i])
				break
	check((not mask.distance_field.is_empty()) == expected.distanceField, vector + ": distance field")
	if expected.distanceField:
		var field := numbers("%s/%s.pgm" % [folder, vector], 3)
		check(field.size() == mask.distance_field.size(), vector + ": field size")
		# The field as the queries read it: at a solid pixel 0, whatever the file holds there.
		var field_width: int = mask.width + 30
		for i in field.size():
			if field[i] != mask.distance_squared(i % field_width - 15, i / field_width - 15):
				check(false, "%s: field value %d" % [vector, i])
				break
	check_queries(folder, vector, mask, expected.get("queries", []))
	var outlines = null
	if not mask.outline_settings().is_empty():
		outlines = outline_settings(mask.outline_settings())
		outlines["regions"] = mask.outline_regions()
	same(outlines, expected.outlines, vector + ": outlines")
	var frame_outlines = null
	if not mask.frames.is_empty() and not mask.outline_settings(mask.frames[0]).is_empty():
		frame_outlines = outline_settings(mask.outline_settings(mask.frames[0]))
		frame_outlines["frames"] = []
		for frame in mask.frames:
			frame_outlines.frames.append(mask.outline_regions(frame))
	same(frame_outlines, expected.frameOutlines, vector + ": frame outlines")
	# A frame that is not one of the mask's (an equal copy) has no outlines.
	if not mask.frames.is_empty():
		check(mask.outline_regions(mask.frames[0].duplicate()).is_empty(), vector + ": a copy of a frame has outlines")


# Frame names that are not UTF-8 read with U+FFFD for each malformed sequence, as TextDecoder (hitmask.js) and
# Swift's String(decoding:) read them (node printed these expectations), so different bad names stay different.
func check_utf8() -> void:
	var replacement := char(0xFFFD)
	var cases := [
		[[0x61, 0xFF, 0x62], "a" + replacement + "b"],
		[[0xE2, 0x82], replacement],
		[[0xE2, 0x82, 0x41], replacement + "A"],
		[[0xF0, 0x9F, 0x98, 0x80], char(0x1F600)],
		[[0xED, 0xA0, 0x80], replacement + replacement + replacement],
		[[0xC0, 0x80], replacement + replacement],
		[[0xF4, 0x90, 0x80, 0x80], replacement + replacement + replacement + replacement],
		[[0x68, 0xC3, 0xA9], "h" + char(0xE9)],
	]
	for case in cases:
		var text: String = HitMaskScript.Reader.utf8_text(PackedByteArray(case[0]))
		check(text == case[1], "the name bytes %s read as %s" % [str(case[0]), JSON.stringify(text)])


# The queries' answers at the edges of their arguments (FORMAT.md, "What readers answer"). GDScript's floats are
# doubles, so every position and tolerance of the vectors is asked as it is.
func check_queries(folder: String, vector: String, mask, queries: Array) -> void:
	var special := {"nan": NAN, "inf": INF, "-inf": -INF, "-0": -0.0}
	for query in queries:
		var arguments := []
		for i in range(1, query.size() - 1):
			arguments.append(special.get(query[i], query[i]) if query[i] is String else query[i])
		var got
		match query[0]:
			"contains":
				got = mask.contains(arguments[0], arguments[1])
			"distanceSquared":
				got = mask.distance_squared(arguments[0], arguments[1])
			"containsWithin":
				got = mask.contains_within(arguments[0], arguments[1], arguments[2])
			"frameContains":
				var frame = mask.frame("missing") if arguments[0] is String else mask.frames[int(arguments[0])]
				got = mask.frame_contains(frame, arguments[1], arguments[2])
			"overlaps", "overlapArea", "firstOverlap":
				got = overlap_answer(folder, mask, query[0], arguments)
			"placedOverlaps":
				got = placed_answer(folder, mask, arguments)
		var answer = query[query.size() - 1]
		if typeof(answer) == TYPE_FLOAT:
			answer = int(answer)
		elif answer is Array:
			answer = [int(answer[0]), int(answer[1])]
		if got != answer:
			check(false, "%s: %s gives %s" % [vector, JSON.stringify(query), str(got)])
			return


# The other vector of an overlap query, read once.
func overlap_page(folder: String, vector: String):
	if not overlap_pages.has(vector):
		overlap_pages[vector] = HitMaskScript.new()
		overlap_pages[vector].load_path("%s/%s.hitmask" % [folder, vector])
	return overlap_pages[vector]


# An overlap query's answer: the other vector, this side's frame and the other's (null: the whole
# mask), the offset; the first shared pixel as [x, y] or null, as the vector writes it.
func overlap_answer(folder: String, mask, kind: String, arguments: Array):
	var other = overlap_page(folder, arguments[0])
	var frame = null if arguments[1] == null else mask.frames[int(arguments[1])]
	var other_frame = null if arguments[2] == null else other.frames[int(arguments[2])]
	var dx := int(arguments[3])
	var dy := int(arguments[4])
	if kind == "overlaps":
		return mask.overlaps(other, dx, dy, frame, other_frame)
	if kind == "overlapArea":
		return mask.overlap_area(other, dx, dy, frame, other_frame)
	var first = mask.first_overlap(other, dx, dy, frame, other_frame)
	return null if first == null else [int(first.x), int(first.y)]


# A placed query's answer: the other vector, both frames, then each side's matrix as six numbers.
func placed_answer(folder: String, mask, arguments: Array) -> bool:
	var other = overlap_page(folder, arguments[0])
	var frame = null if arguments[1] == null else mask.frames[int(arguments[1])]
	var other_frame = null if arguments[2] == null else other.frames[int(arguments[2])]
	var matrix: Array = arguments.slice(3, 9)
	var other_matrix: Array = arguments.slice(9, 15)
	return mask.placed_overlaps(other, matrix, other_matrix, frame, other_frame)


# An error that names a frame prints as one line, the name quoted (a frame named "a\nb" outside its page).
func check_one_line_errors() -> void:
	var hex := "89484d4b01010000000000000000f03f08082001020140020100050f0103610a62050004010000000401000952c264"
	var bytes := Files.hex_bytes(hex)
	var mask = HitMaskScript.new()
	check(mask.load_bytes(bytes) != OK, "the frame outside its page was accepted")
	var line: String = mask.error_text()
	check(line.find("\n") < 0 and line.find("frame \"a\\nb\": its page rect lies outside the page") >= 0,
		"not one line, or the name not quoted: " + line)


# [[x, y, w, h], ...] from the flat quadruples the reader keeps.
func quadruples(flat: PackedInt32Array) -> Array:
	var list := []
	for i in range(0, flat.size(), 4):
		list.append([flat[i], flat[i + 1], flat[i + 2], flat[i + 3]])
	return list


# The vectors' names for the outline settings.
func outline_settings(set: Dictionary) -> Dictionary:
	return {"mode": set.mode, "epsilon16": set.epsilon16, "maxVertices": set.max_vertices,
		"minArea256": set.min_area_256}
