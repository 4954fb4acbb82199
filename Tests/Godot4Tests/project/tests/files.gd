# The files the tests read and write, in one place: the file API is where Godot 3 and Godot 4 differ most, and
# Readers/Godot3/make_reader.py writes the Godot 3 tests from these (each "# Godot 3:" line is Godot 3's code for the
# statement below it).
extends Object


static func read_text(path: String) -> String:
	# Godot 3: var file := File.new()
	# Godot 3: file.open(path, File.READ)
	# Godot 3: var text := file.get_as_text()
	# Godot 3: file.close()
	# Godot 3: return text
	return FileAccess.get_file_as_string(path)


static func read_bytes(path: String) -> PackedByteArray:
	# Godot 3: var file := File.new()
	# Godot 3: file.open(path, File.READ)
	# Godot 3: var bytes := file.get_buffer(file.get_len())
	# Godot 3: file.close()
	# Godot 3: return bytes
	return FileAccess.get_file_as_bytes(path)


static func write_bytes(path: String, bytes: PackedByteArray) -> void:
	# Godot 3: var file := File.new()
	# Godot 3: file.open(path, File.WRITE)
	# Godot 3: file.store_buffer(bytes)
	# Godot 3: file.close()
	FileAccess.open(path, FileAccess.WRITE).store_buffer(bytes)


static func write_lines(path: String, lines: Array) -> void:
	# Godot 3: write_bytes(path, PoolStringArray(lines).join("\n").to_utf8())
	write_bytes(path, "\n".join(PackedStringArray(lines)).to_utf8_buffer())


# The names of the files in a folder (not its folders).
static func names_in(folder: String) -> Array:
	# Godot 3: var names := []
	# Godot 3: var directory := Directory.new()
	# Godot 3: directory.open(folder)
	# Godot 3: directory.list_dir_begin(true, true)
	# Godot 3: var name := directory.get_next()
	# Godot 3: while name != "":
	# Godot 3: 	if not directory.current_is_dir():
	# Godot 3: 		names.append(name)
	# Godot 3: 	name = directory.get_next()
	# Godot 3: return names
	return Array(DirAccess.get_files_at(folder))


static func make_folder(path: String) -> void:
	# Godot 3: Directory.new().make_dir_recursive(path)
	DirAccess.make_dir_recursive_absolute(path)


# The bytes a string of hexadecimal digits gives.
static func hex_bytes(hex: String) -> PackedByteArray:
	# Godot 3: var bytes := PoolByteArray()
	# Godot 3: for i in range(0, hex.length(), 2):
	# Godot 3: 	bytes.append(("0x" + hex.substr(i, 2)).hex_to_int())
	# Godot 3: return bytes
	return hex.hex_decode()
