# Written from Tests/Godot4Tests/project/tests/files.gd by Readers/Godot3/make_reader.py.
# The files the tests read and write, in one place: the file API is where Godot 3 and Godot 4 differ most, and
# Readers/Godot3/make_reader.py writes the Godot 3 tests from these (each "# Godot 3:" line is Godot 3's code for the
# statement below it).
extends Object


static func read_text(path: String) -> String:
	var file := File.new()
	file.open(path, File.READ)
	var text := file.get_as_text()
	file.close()
	return text


static func read_bytes(path: String) -> PoolByteArray:
	var file := File.new()
	file.open(path, File.READ)
	var bytes := file.get_buffer(file.get_len())
	file.close()
	return bytes


static func write_bytes(path: String, bytes: PoolByteArray) -> void:
	var file := File.new()
	file.open(path, File.WRITE)
	file.store_buffer(bytes)
	file.close()


static func write_lines(path: String, lines: Array) -> void:
	write_bytes(path, PoolStringArray(lines).join("\n").to_utf8())


# The names of the files in a folder (not its folders).
static func names_in(folder: String) -> Array:
	var names := []
	var directory := Directory.new()
	directory.open(folder)
	directory.list_dir_begin(true, true)
	var name := directory.get_next()
	while name != "":
		if not directory.current_is_dir():
			names.append(name)
		name = directory.get_next()
	return names


static func make_folder(path: String) -> void:
	Directory.new().make_dir_recursive(path)


# The bytes a string of hexadecimal digits gives.
static func hex_bytes(hex: String) -> PoolByteArray:
	var bytes := PoolByteArray()
	for i in range(0, hex.length(), 2):
		bytes.append(("0x" + hex.substr(i, 2)).hex_to_int())
	return bytes
