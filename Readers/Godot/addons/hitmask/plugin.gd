tool
extends EditorPlugin
# Registers the .hitmask importer while the add-on is enabled (Project > Project Settings > Plugins).

var importer


func _enter_tree() -> void:
	importer = preload("hitmask_import_plugin.gd").new()
	add_import_plugin(importer)


func _exit_tree() -> void:
	remove_import_plugin(importer)
	importer = null
