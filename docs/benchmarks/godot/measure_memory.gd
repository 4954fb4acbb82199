# Loads each PNG imported by Godot's own BitMap importer and each imported .hitmask (with and without outlines) of the
# project, one at a time, and prints the engine's static memory taken by each resource (OS.get_static_memory_usage()
# before and after load(), the resource kept alive), its .res file's size and the .hitmask's size:
# "NAME BITMAP_BYTES MASK_BYTES OUTLINED_BYTES MASK_RES OUTLINED_RES HITMASK OUTLINED_HITMASK". memory.sh runs it.
extends SceneTree

var _held := []


func _initialize() -> void:
	# The scripts compile and the classes register on the first load: done before measuring.
	_held.append(load("res://addons/hitmask/hitmask.gd").new())
	_held.append(BitMap.new())
	var overhead := OS.get_static_memory_usage()
	_held.append(load("res://addons/hitmask/hitmask.gd").new())
	overhead = OS.get_static_memory_usage() - overhead
	var bitmap_overhead := OS.get_static_memory_usage()
	_held.append(BitMap.new())
	bitmap_overhead = OS.get_static_memory_usage() - bitmap_overhead
	print("# an empty HitMask: %d bytes; an empty BitMap: %d bytes" % [overhead, bitmap_overhead])
	var folder := Directory.new()
	folder.open("res://sprites")
	folder.list_dir_begin(true)
	var names := []
	var name := folder.get_next()
	while name != "":
		if name.ends_with(".png"):
			names.append(name.get_basename())
		name = folder.get_next()
	names.sort()
	for sprite in names:
		var row := [sprite]
		for path in ["res://sprites/%s.png", "res://plain/%s.hitmask", "res://outlined/%s.hitmask"]:
			row.append(str(_memory_of(path % sprite)))
		for folder_name in ["plain", "outlined"]:
			row.append(str(_imported_size("res://%s/%s.hitmask" % [folder_name, sprite])))
		for folder_name in ["plain", "outlined"]:
			row.append(str(_file_size("res://%s/%s.hitmask" % [folder_name, sprite])))
		print(PoolStringArray(row).join(" "))
	quit()


func _memory_of(path: String) -> int:
	var before := OS.get_static_memory_usage()
	var resource = load(path)
	var after := OS.get_static_memory_usage()
	_held.append(resource)
	return after - before


func _imported_size(path: String) -> int:
	var config := ConfigFile.new()
	config.load(path + ".import")
	return _file_size(config.get_value("remap", "path", ""))


func _file_size(path: String) -> int:
	var file := File.new()
	if file.open(path, File.READ) != OK:
		return -1
	var size := file.get_len()
	file.close()
	return size
