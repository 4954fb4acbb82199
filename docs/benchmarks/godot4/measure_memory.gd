# Loads every imported file of one kind (native: the PNGs Godot imported as BitMaps; masks, outlines: the .hitmask
# files the add-on imported without and with outlines) and prints "memory KIND BYTES MICROSECONDS FILES": the static
# memory they hold once loaded, and the time load() took. With "import": the import's work per megapixel, Godot's
# own Image.load + BitMap.create_from_image_alpha against HitMask.load_path, each the best of three passes.
extends SceneTree


func _initialize() -> void:
	var kind: String = OS.get_cmdline_user_args()[0]
	if kind == "import":
		_import_rates()
	else:
		var paths: Array[String] = []
		var folder := "res://" + kind
		for name in DirAccess.get_files_at(folder):
			if name.ends_with(".png") or name.ends_with(".hitmask"):
				paths.append(folder.path_join(name))
		var kept: Array[Resource] = []
		var before := OS.get_static_memory_usage()
		var start := Time.get_ticks_usec()
		for path in paths:
			kept.append(load(path))
		var took := Time.get_ticks_usec() - start
		print("memory %s %d %d %d" % [kind, OS.get_static_memory_usage() - before, took, kept.size()])
	quit()


func _import_rates() -> void:
	var pngs: Array[String] = []
	for name in DirAccess.get_files_at("res://native"):
		if name.ends_with(".png"):
			pngs.append(ProjectSettings.globalize_path("res://native/" + name))
	var masks: Array[String] = []
	for name in DirAccess.get_files_at("res://outlines"):
		if name.ends_with(".hitmask"):
			masks.append(ProjectSettings.globalize_path("res://outlines/" + name))
	var pixels := 0
	var godot := INF
	var hitmask := INF
	for _pass in 3:
		pixels = 0
		var start := Time.get_ticks_usec()
		for path in pngs:
			var image := Image.load_from_file(path)
			var map := BitMap.new()
			map.create_from_image_alpha(image, 0.5)
			pixels += image.get_width() * image.get_height()
		godot = minf(godot, (Time.get_ticks_usec() - start) / 1e6)
		start = Time.get_ticks_usec()
		for path in masks:
			var mask := HitMask.new()
			mask.load_path(path)
		hitmask = minf(hitmask, (Time.get_ticks_usec() - start) / 1e6)
	var megapixels := pixels / 1e6
	print("import: %.2f Mpx: Godot's Image.load + create_from_image_alpha %.1f ms/Mpx, HitMask.load_path (outlines) %.1f ms/Mpx (%.2fx)"
		% [megapixels, 1000 * godot / megapixels, 1000 * hitmask / megapixels, hitmask / godot])
