# Times the Godot add-on's GDScript reader (HitMask.load_bytes) loading every .hitmask in the folder HITMASK_MASKS
# (files read into memory first), the fastest of three passes, and prints the seconds, the file count and a checksum
# of the widths. Run by bench-load-godot.sh, which sets up a project holding the add-on.
extends SceneTree

const HitMaskScript = preload("res://addons/hitmask/hitmask.gd")


func _init() -> void:
	var folder := OS.get_environment("HITMASK_MASKS")
	var directory := Directory.new()
	directory.open(folder)
	directory.list_dir_begin(true, true)
	var files := []
	var name := directory.get_next()
	while name != "":
		if name.ends_with(".hitmask"):
			var file := File.new()
			file.open(folder.plus_file(name), File.READ)
			files.append(file.get_buffer(file.get_len()))
			file.close()
		name = directory.get_next()
	var best := INF
	var widths := 0
	for _pass in 3:
		var start := OS.get_ticks_usec()
		for bytes in files:
			var mask = HitMaskScript.new()
			if mask.load_bytes(bytes) == OK:
				widths += mask.width
		best = min(best, (OS.get_ticks_usec() - start) / 1e6)
	print("%f %d %d" % [best, files.size(), widths])
	quit()
