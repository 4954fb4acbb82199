# Times the Godot 4 add-on's GDScript reader (HitMask.load_bytes) loading every .hitmask in the folder HITMASK_FOLDER
# (files read into memory first), the fastest of three passes, and prints the seconds, the file count and a checksum
# of the widths. Run by bench-load-godot4.sh (through ../godot4/run-script.sh, which sets up a project holding the
# add-on and names the folder).
extends SceneTree

const HitMaskScript = preload("res://addons/hitmask/hitmask.gd")


func _initialize() -> void:
	var folder := OS.get_environment("HITMASK_FOLDER")
	var files: Array[PackedByteArray] = []
	for name in DirAccess.get_files_at(folder):
		if name.ends_with(".hitmask"):
			files.append(FileAccess.get_file_as_bytes(folder.path_join(name)))
	var best := INF
	var widths := 0
	for _pass in 3:
		var start := Time.get_ticks_usec()
		for bytes in files:
			var mask := HitMaskScript.new()
			if mask.load_bytes(bytes) == OK:
				widths += mask.width
		best = minf(best, (Time.get_ticks_usec() - start) / 1e6)
	print("%f %d %d" % [best, files.size(), widths])
	quit()
