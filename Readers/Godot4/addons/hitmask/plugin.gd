@tool
extends EditorPlugin
## Registers the .hitmask importer while the add-on is enabled (Project > Project Settings >
## Plugins), and the Project > Tools > "HitMask: Generate Masks" item, which runs the hitmask tool
## over the project (hitmask_generate.gd) and lets the editor import what it made. With the project
## setting hit_mask/regenerate_on_reimport on, a PNG's mask is made again whenever Godot imports
## the PNG again, so masks follow the art.
##
## SPDX-FileCopyrightText: 2026 HitMask authors
## SPDX-License-Identifier: MIT
## The licence: LICENSE beside this file.

const Generate = preload("hitmask_generate.gd")
const MENU_ITEM = "HitMask: Generate Masks"
const TOOL_PATH_SETTING = "hit_mask/tool_path"
const REGENERATE_SETTING = "hit_mask/regenerate_on_reimport"

var _importer: EditorImportPlugin


func _enter_tree() -> void:
	_importer = preload("hitmask_import_plugin.gd").new()
	add_import_plugin(_importer)
	var settings := EditorInterface.get_editor_settings()
	if not settings.has_setting(TOOL_PATH_SETTING):
		settings.set_setting(TOOL_PATH_SETTING, "")
	settings.set_initial_value(TOOL_PATH_SETTING, "", false)
	settings.add_property_info(
		{"name": TOOL_PATH_SETTING, "type": TYPE_STRING, "hint": PROPERTY_HINT_GLOBAL_FILE}
	)
	if not ProjectSettings.has_setting(REGENERATE_SETTING):
		ProjectSettings.set_setting(REGENERATE_SETTING, false)
	ProjectSettings.set_initial_value(REGENERATE_SETTING, false)
	ProjectSettings.add_property_info({"name": REGENERATE_SETTING, "type": TYPE_BOOL})
	ProjectSettings.set_as_basic(REGENERATE_SETTING, true)
	add_tool_menu_item(MENU_ITEM, generate_masks)
	EditorInterface.get_resource_filesystem().resources_reimported.connect(_on_reimported)


func _exit_tree() -> void:
	EditorInterface.get_resource_filesystem().resources_reimported.disconnect(_on_reimported)
	remove_tool_menu_item(MENU_ITEM)
	remove_import_plugin(_importer)
	_importer = null


## The menu item: the tool's errors in the editor's Output and Errors panels, one line each, then a
## scan that imports the new and changed masks.
func generate_masks() -> void:
	_report(Generate.generate(ProjectSettings.globalize_path("res://"), _tool_path()))
	EditorInterface.get_resource_filesystem().scan()


# Godot imported these again: the PNGs among them get their masks again, when the project asks.
func _on_reimported(resources: PackedStringArray) -> void:
	if not ProjectSettings.get_setting(REGENERATE_SETTING, false):
		return
	var pngs := PackedStringArray()
	for path in resources:
		if path.get_extension().to_lower() == "png":
			pngs.append(ProjectSettings.globalize_path(path))
	if not pngs.is_empty():
		var result := Generate.generate(
			ProjectSettings.globalize_path("res://"), _tool_path(), pngs
		)
		_report(result)
		_import_masks.call_deferred(result.made)


# Imports the masks just made, once Godot's own import of the PNGs is over (a scan started during
# the editor's first scan would start its plugins again).
func _import_masks(made: PackedStringArray) -> void:
	var files := EditorInterface.get_resource_filesystem()
	if files.is_scanning():
		files.filesystem_changed.connect(_import_masks.bind(made), CONNECT_ONE_SHOT)
		return
	var paths := PackedStringArray()
	for path in made:
		if ProjectSettings.localize_path(path).begins_with("res://"):
			paths.append(ProjectSettings.localize_path(path))
			files.update_file(paths[-1])
	if not paths.is_empty():
		files.reimport_files(paths)


func _tool_path() -> String:
	return EditorInterface.get_editor_settings().get_setting(TOOL_PATH_SETTING)


func _report(result: Dictionary) -> void:
	for error: String in result.errors:
		push_error(error)
		printerr(error)
	if result.summary != "":
		print(result.summary)
