# Times the Godot 4 add-on's overlap_area and placed_overlaps on the pairs hitmask-benchmark --overlaps-only wrote to
# the folder HITMASK_FOLDER (bench-overlap.mjs says what it holds), the fastest of three passes each, and prints the
# seconds per call of each and a checksum. The placed test reads a point at a time in GDScript, so it is timed on the
# first PLACED_PAIRS pairs only. Every answer timed is checked against the Swift reader's first. Run by
# bench-overlap-godot4.sh (through ../godot4/run-script.sh, which sets up a project holding the add-on).
extends SceneTree

const HitMaskScript = preload("res://addons/hitmask/hitmask.gd")
const PLACED_PAIRS = 100


func _initialize() -> void:
	var folder := OS.get_environment("HITMASK_FOLDER")
	var masks: Array = []
	var names := Array(DirAccess.get_files_at(folder))
	names.sort()
	for name: String in names:
		if name.ends_with(".hitmask"):
			var mask := HitMaskScript.new()
			if mask.load_bytes(FileAccess.get_file_as_bytes(folder.path_join(name))) != OK:
				printerr("%s: %s" % [name, mask.error_text()])
				quit(1)
				return
			masks.append(mask)
	var identity := [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
	var pairs: Array = []
	for line in FileAccess.get_file_as_string(folder.path_join("pairs.txt")).strip_edges().split("\n"):
		var n := line.split_floats(" ")
		# (A script error would leave Godot running: every bad line ends the run instead.)
		if n.size() != 12 or int(n[0]) >= masks.size() or int(n[1]) >= masks.size():
			printerr("pairs.txt: a line that does not name two of the %d masks: %s" % [masks.size(), line])
			quit(1)
			return
		pairs.append({"a": masks[int(n[0])], "b": masks[int(n[1])], "dx": int(n[2]), "dy": int(n[3]),
			"area": int(n[4]), "matrix": [n[5], n[6], n[7], n[8], n[9], n[10]], "touches": n[11] == 1.0})
	var placed_pairs := pairs.slice(0, PLACED_PAIRS)
	for k in pairs.size():
		var p: Dictionary = pairs[k]
		var touches: bool = k >= PLACED_PAIRS or p.a.placed_overlaps(p.b, identity, p.matrix) == p.touches
		if p.a.overlap_area(p.b, p.dx, p.dy) != p.area or not touches:
			printerr("pair %d: the GDScript answer is not the Swift reader's" % k)
			quit(1)
			return
	var sink := 0
	var area := INF
	var placed := INF
	for _pass in 3:
		var start := Time.get_ticks_usec()
		for p: Dictionary in pairs:
			sink += p.a.overlap_area(p.b, p.dx, p.dy)
		area = minf(area, (Time.get_ticks_usec() - start) / 1e6 / pairs.size())
		start = Time.get_ticks_usec()
		for p: Dictionary in placed_pairs:
			sink += int(p.a.placed_overlaps(p.b, identity, p.matrix))
		placed = minf(placed, (Time.get_ticks_usec() - start) / 1e6 / placed_pairs.size())
	print("%.9f %.9f %d" % [area, placed, sink])
	quit()
