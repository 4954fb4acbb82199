tool
extends EditorPlugin
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence: LICENSE beside this file.
#
# Registers the .hitmask importer while the add-on is enabled (Project > Project Settings >
# Plugins), and the Project > Tools > "HitMask: Generate Masks" item, which runs the hitmask tool
# over the project (hitmask_generate.gd) and lets the editor import what it made.
#
# Godot 3 has no import-and-quit option (Godot 4's --import), and --editor --quit can quit before
# the first scan ends. So when import_project.sh starts the editor (QUIT_AFTER_IMPORT set), the
# add-on quits it at the end of the first scan, after the scan's imports.

const Generate = preload("hitmask_generate.gd")
const MENU_ITEM = "HitMask: Generate Masks"
# (Godot shows the section "hit_mask" as "Hit Mask"; "hitmask" would read "Hitmask".)
const TOOL_PATH_SETTING = "hit_mask/tool_path"
const QUIT_AFTER_IMPORT = "HITMASK_QUIT_AFTER_IMPORT"

var importer


func _enter_tree() -> void:
	importer = preload("hitmask_import_plugin.gd").new()
	add_import_plugin(importer)
	var settings := get_editor_interface().get_editor_settings()
	if not settings.has_setting(TOOL_PATH_SETTING):
		settings.set_setting(TOOL_PATH_SETTING, "")
	settings.set_initial_value(TOOL_PATH_SETTING, "", false)
	settings.add_property_info(
		{
			"name": TOOL_PATH_SETTING,
			"type": TYPE_STRING,
			"hint": PROPERTY_HINT_GLOBAL_FILE,
			"hint_string": ""
		}
	)
	add_tool_menu_item(MENU_ITEM, self, "generate_masks")
	# add_import_plugin has queued a scan, and a scan under way ends the same way: either one
	# signals sources_changed once its imports are done.
	if OS.has_environment(QUIT_AFTER_IMPORT):
		get_editor_interface().get_resource_filesystem().connect(
			"sources_changed", self, "_quit_after_import", [], CONNECT_ONESHOT
		)


func _exit_tree() -> void:
	remove_tool_menu_item(MENU_ITEM)
	remove_import_plugin(importer)
	importer = null


func _quit_after_import(_sources_exist: bool) -> void:
	get_tree().quit()


# The menu item: the tool's errors in the editor's Output and Errors panels, one line each, then a
# scan that imports the new and changed masks.
func generate_masks(_unused = null) -> void:
	var tool_path: String = get_editor_interface().get_editor_settings().get_setting(
		TOOL_PATH_SETTING
	)
	var result: Dictionary = Generate.generate(ProjectSettings.globalize_path("res://"), tool_path)
	for error in result.errors:
		push_error(error)
		printerr(error)
	if result.summary != "":
		print(result.summary)
	get_editor_interface().get_resource_filesystem().scan()
