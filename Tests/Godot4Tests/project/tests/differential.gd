# The GDScript reader against the Swift reader (through `hitmask verify`) on the masks the CLI generated for this
# project and on mutations of them, their CRC repaired so that a mutation reaches the checks behind it: the same
# acceptance, error kind and offset, size and solid pixels on every file. Readers/Godot3/make_reader.py writes the
# Godot 3 test from this one.
extends SceneTree

const HitMaskScript = preload("res://addons/hitmask/hitmask.gd")
const Reader = preload("res://addons/hitmask/hitmask_reader.gd")
const Files = preload("res://tests/files.gd")
const KINDS = {"not a .hitmask file": "not-a-hitmask", "unsupported version": "unsupported-version",
	"unsupported codec": "unsupported-codec", "truncated": "truncated", "checksum mismatch": "checksum-mismatch",
	"corrupt header": "corrupt-header", "corrupt section": "corrupt-section"}


func crc_repaired(bytes: PackedByteArray) -> PackedByteArray:
	var crc: int = Reader.new(bytes)._crc32(bytes.size() - 4)  # the reader's own CRC, to repair a mutant
	# Godot 3: var repaired := bytes.subarray(0, bytes.size() - 5)
	var repaired := bytes.slice(0, bytes.size() - 4)
	for k in 4:
		repaired.append((crc >> (8 * k)) & 0xFF)
	return repaired


func _initialize() -> void:
	var cli := Files.read_text("res://cli_path.txt").strip_edges()
	var originals := []
	for folder in ["res://masks", "res://masks_inner"]:
		for name in Files.names_in(folder):
			if name.ends_with(".hitmask"):
				originals.append(Files.read_bytes("%s/%s" % [folder, name]))
	var random := RandomNumberGenerator.new()
	random.seed = 20261126
	var work := OS.get_user_data_dir().path_join("differential")
	Files.make_folder(work)
	var paths := []
	var files := []
	for original in originals:
		files.append(original)
		for _m in 40:
			var bytes := PackedByteArray()  # a copy of its own (not a copy-on-write share, which Godot 3.2 frees badly)
			bytes.append_array(original)
			for _e in 1 + random.randi_range(0, 2):
				var at := random.randi_range(0, bytes.size() - 5)
				bytes[at] = random.randi_range(0, 255)
			files.append(crc_repaired(bytes) if random.randi_range(0, 7) != 0 else bytes)
	for i in files.size():
		var path := work.path_join("file%d.hitmask" % i)
		Files.write_bytes(path, files[i])
		paths.append(path)
	Files.write_lines(work.path_join("list.txt"), paths)
	# Standard output and error into files of their own: one pipe for both could splice their lines.
	var command := "'%s' verify --files-from '%s' > '%s' 2> '%s'" % [cli, work.path_join("list.txt"),
		work.path_join("out.txt"), work.path_join("err.txt")]
	# Godot 3: OS.execute("/bin/sh", ["-c", command], true)
	OS.execute("/bin/sh", ["-c", command])
	var output := Files.read_text(work.path_join("out.txt")) + Files.read_text(work.path_join("err.txt"))
	var verdicts := {}
	var ok := RegEx.new()
	ok.compile("^(.*): OK \\((\\d+)×(\\d+), (\\d+) solid pixels\\)$")
	var failed := RegEx.new()
	failed.compile("^hitmask: error: (.*?\\.hitmask): (.*?)(?: in .+?)? at byte (\\d+):")
	for line in output.split("\n"):
		var found := ok.search(line)
		if found:
			verdicts[found.get_string(1)] = "OK %s×%s %s" % [found.get_string(2), found.get_string(3), found.get_string(4)]
			continue
		found = failed.search(line)
		if found:
			verdicts[found.get_string(1)] = "%s %s" % [KINDS.get(found.get_string(2), found.get_string(2)), found.get_string(3)]
	var disagreements := []
	for i in files.size():
		var mask = HitMaskScript.new()
		var verdict := ""
		if mask.load_bytes(files[i]) == OK:
			verdict = "OK %d×%d %d" % [mask.width, mask.height, mask.solid_pixel_count()]
		else:
			verdict = "%s %d" % [mask.error.kind, mask.error.offset]
		if verdict != verdicts.get(paths[i], "none"):
			disagreements.append("file%d: gdscript %s, swift %s" % [i, verdict, verdicts.get(paths[i], "none")])
	# Godot 3: for line in disagreements.slice(0, 9) if not disagreements.empty() else []:
	for line in disagreements.slice(0, 10):
		print("FAIL ", line)
	if files.size() < 400:
		print("FAIL only %d files" % files.size())
	elif disagreements.is_empty():
		print("ok: hitmask_reader.gd agrees with hitmask verify on %d generated and mutated files" % files.size())
	quit(0 if disagreements.is_empty() else 1)
