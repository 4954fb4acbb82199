# Imports each .hitmask file as a HitMask resource when the project is imported: the file's checks and data, plus a
# BitMap of the mask (TextureButton.texture_click_mask) and one per atlas frame, made once here rather than at
# run time. A file that fails its checks is not imported, and the editor's output names it and the reason.
tool
extends EditorImportPlugin

const HitMaskScript = preload("hitmask.gd")


func get_importer_name() -> String:
	return "hitmask.mask"


func get_visible_name() -> String:
	return "HitMask"


func get_recognized_extensions() -> Array:
	return ["hitmask"]


func get_save_extension() -> String:
	return "res"


func get_resource_type() -> String:
	return "Resource"


func get_preset_count() -> int:
	return 1


func get_preset_name(_preset: int) -> String:
	return "Default"


func get_import_options(_preset: int) -> Array:
	return [
		{"name": "bitmap", "default_value": true},
		{"name": "frame_bitmaps", "default_value": true},
		{"name": "keep_distance_field", "default_value": true},
	]


func get_option_visibility(_option: String, _options: Dictionary) -> bool:
	return true


func import(source_file: String, save_path: String, options: Dictionary, _platform_variants: Array,
		_gen_files: Array) -> int:
	var mask = HitMaskScript.new()
	var result: int = mask.load_path(source_file)
	if result != OK:
		push_error("HitMask: " + mask.error_text())
		return result
	if options.bitmap:
		mask.bitmap = mask.to_bitmap()
	if options.frame_bitmaps:
		for frame in mask.frames:
			mask.frame_bitmaps[frame.name] = mask.frame_bitmap(frame)
	if not options.keep_distance_field:
		mask.distance_field = PoolByteArray()
	return ResourceSaver.save("%s.%s" % [save_path, get_save_extension()], mask)
