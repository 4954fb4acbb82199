@tool
extends EditorImportPlugin
## Imports each .hitmask file as a HitMask resource: the file's checks and data, the mask as a
## BitMap, the outlines as compactly as the file keeps them and, by choice, one BitMap per atlas
## frame, made once here rather than at run time.
##
## SPDX-FileCopyrightText: 2026 HitMask authors
## SPDX-License-Identifier: MIT
## The licence: LICENSE beside this file.
##
## A file that fails its checks is not imported, and the editor's output names it and the reason.

const HitMaskScript = preload("hitmask.gd")

## The import options, as the Import dock shows them; "description" is what the add-on's README
## says of each.
const OPTIONS = [
	{
		"name": "frame_bitmaps",
		"default_value": true,
		"description":
		"each atlas frame's untrimmed sprite as a BitMap too (frame_bitmap: Godot's own click mask)",
	},
	{
		"name": "outlines",
		"default_value": true,
		"description":
		"keep the physics outlines (HitMaskShapes, outline_polygons); off saves their memory",
	},
	{
		"name": "distance_field",
		"default_value": true,
		"description": "keep the distance field for contains_within (else searched near the point)",
	},
]


func _get_importer_name() -> String:
	return "hitmask.mask"


func _get_visible_name() -> String:
	return "HitMask"


func _get_recognized_extensions() -> PackedStringArray:
	return PackedStringArray(["hitmask"])


func _get_save_extension() -> String:
	return "res"


func _get_resource_type() -> String:
	return "BitMap"


func _get_preset_count() -> int:
	return 1


func _get_preset_name(_preset_index: int) -> String:
	return "Default"


func _get_priority() -> float:
	return 1.0


func _get_import_order() -> int:
	return 0


# Raised when what an import saves changes, so that Godot imports every mask again (2: outlines
# kept as the file's bytes, frames with their index; 3: all but the pixels and frames in one byte
# array).
func _get_format_version() -> int:
	return 3


func _get_import_options(_path: String, _preset_index: int) -> Array[Dictionary]:
	var options: Array[Dictionary] = []
	for option: Dictionary in OPTIONS:
		options.append({"name": option.name, "default_value": option.default_value})
	return options


func _get_option_visibility(_path: String, _option_name: StringName, _options: Dictionary) -> bool:
	return true


func _import(
	source_file: String,
	save_path: String,
	options: Dictionary,
	_platform_variants: Array[String],
	_gen_files: Array[String]
) -> Error:
	var mask := HitMaskScript.new()
	var result := mask.load_path(source_file)
	if result != OK:
		push_error("HitMask: " + mask.error_text())
		return result
	if options.frame_bitmaps:
		var named := {}  # a name finds its first frame, as frame(name) does
		for frame: Dictionary in mask.frames:
			if not named.has(frame.name):
				named[frame.name] = true
				frame["bitmap"] = mask.frame_bitmap(frame)
	if not options.outlines:
		mask.clear_outlines()
	if not options.distance_field:
		mask.clear_distance_field()
	return ResourceSaver.save(mask, "%s.%s" % [save_path, _get_save_extension()])
