tool
extends EditorImportPlugin
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence: LICENSE beside this file.
#
# Imports each .hitmask file as a HitMask resource when the project is imported: the file's checks
# and data, the mask as a BitMap (TextureButton.texture_click_mask) and, by choice, one BitMap per
# atlas frame, made once here rather than at run time. A file that fails its checks is not imported,
# and the editor's output names it and the reason.

const HitMaskScript = preload("hitmask.gd")

# The import options, as the Import dock shows them; "description" is what the add-on's README says
# of each.
const OPTIONS = [
	{
		"name": "frame_bitmaps",
		"default_value": true,
		"description":
		"each atlas frame's untrimmed sprite as a BitMap too (HitMaskButton.frame_name uses it)",
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


func get_importer_name() -> String:
	return "hitmask.mask"


func get_visible_name() -> String:
	return "HitMask"


func get_recognized_extensions() -> Array:
	return ["hitmask"]


func get_save_extension() -> String:
	return "res"


func get_resource_type() -> String:
	return "BitMap"


func get_preset_count() -> int:
	return 1


func get_preset_name(_preset: int) -> String:
	return "Default"


func get_import_options(_preset: int) -> Array:
	var options := []
	for option in OPTIONS:
		options.append({"name": option.name, "default_value": option.default_value})
	return options


func get_option_visibility(_option: String, _options: Dictionary) -> bool:
	return true


func import(
	source_file: String,
	save_path: String,
	options: Dictionary,
	_platform_variants: Array,
	_gen_files: Array
) -> int:
	var mask = HitMaskScript.new()
	var result: int = mask.load_path(source_file)
	if result != OK:
		push_error("HitMask: " + mask.error_text())
		return result
	if options.frame_bitmaps:
		for frame in mask.frames:
			if not mask.frame_bitmaps.has(frame.name):  # a name finds its first frame, as frame(name) does
				mask.frame_bitmaps[frame.name] = mask.frame_bitmap(frame)
	if not options.outlines:
		mask.outlines = {}
		mask.frame_outlines = {}
	if not options.distance_field:
		mask.distance_field = PoolByteArray()
	return ResourceSaver.save("%s.%s" % [save_path, get_save_extension()], mask)
