# The Godot 4 add-on's "HitMask: Generate Masks" (Project > Tools), through the code the menu item calls
# (hitmask_generate.gd), on folders run.sh prepares: HITMASK_GENERATE/plain holds sprites and a truncated PNG and no
# hitmask.json; HITMASK_GENERATE/configured holds a hitmask.json that sends the masks of sprites/ to masks/. The
# tool is found on PATH (run.sh puts the CLI's folder first), or at a path that is not there.
extends SceneTree

const Generate = preload("res://addons/hitmask/hitmask_generate.gd")

var failures := []


func check(condition: bool, message: String) -> void:
	if not condition:
		failures.append(message)


func _initialize() -> void:
	var folder := OS.get_environment("HITMASK_GENERATE")

	# No hitmask.json: every PNG gets its mask beside it, with outlines; the broken one is named with the reason.
	var plain := folder.path_join("plain")
	var result: Dictionary = Generate.generate(plain, "")
	check(not result.ok, "a truncated PNG did not fail the run")
	var named := false
	for error in result.errors:
		check(error.find("\n") < 0 and error.begins_with("HitMask: "), "not one line: %s" % error)
		named = named or (error.find("bad.png") >= 0 and error.find("truncated") >= 0)
	check(named, "the truncated PNG's error is missing: %s" % str(result.errors))
	for name in ["ring", "flower", "ui/button"]:
		check(FileAccess.file_exists(plain.path_join(name + ".hitmask")), "no mask beside %s.png" % name)
	check(result.summary.find("generated") >= 0, "no summary: %s" % result.summary)
	var ring := HitMask.new()
	check(ring.load_path(plain.path_join("ring.hitmask")) == OK and not ring.outline_regions().is_empty(),
		"the ring's mask has no outlines")
	# Again: nothing to do, and the same answer about the broken file.
	var again: Dictionary = Generate.generate(plain, "")
	check(again.summary.find("0 generated") >= 0, "a second run generated again: %s" % again.summary)

	# A hitmask.json: its inputs, output folder and settings.
	var configured := folder.path_join("configured")
	var by_config: Dictionary = Generate.generate(configured, "")
	check(by_config.ok, "the configured run failed: %s" % str(by_config.errors))
	check(FileAccess.file_exists(configured.path_join("masks/flower.hitmask")), "the configured run wrote no masks/flower.hitmask")
	check(not FileAccess.file_exists(configured.path_join("sprites/flower.hitmask")), "the configured run wrote beside the sprite")

	# A Tool Path that names no file: named in the message, and the tool on PATH used.
	var misnamed: Dictionary = Generate.generate(plain, "/nonexistent/hitmask")
	check(misnamed.errors.size() >= 1 and misnamed.errors[0].find("/nonexistent/hitmask") >= 0,
		"the missing Tool Path is not named: %s" % str(misnamed.errors))
	check(misnamed.summary.find("0 generated") >= 0, "PATH was not tried after a missing Tool Path: %s" % str(misnamed))
	check(Generate.find_tool("").path != "", "the tool was not found on PATH")
	# No tool at all: one clear line each, and nothing run.
	var path := OS.get_environment("PATH")
	OS.set_environment("PATH", "/nonexistent")
	var missing: Dictionary = Generate.generate(plain, "/nonexistent/hitmask")
	OS.set_environment("PATH", path)
	check(not missing.ok and missing.errors.size() == 2 and missing.errors[1].find("was not found") >= 0,
		"no tool: %s" % str(missing.errors))
	for error in missing.errors:
		check(error.find("\n") < 0, "not one line: " + error)
	# Only the PNGs named (the project setting's reimport path).
	DirAccess.remove_absolute(plain.path_join("flower.hitmask"))
	var only: Dictionary = Generate.generate(plain, "", PackedStringArray([plain.path_join("flower.png")]))
	check(only.ok and FileAccess.file_exists(plain.path_join("flower.hitmask")), "the named PNG got no mask: %s" % str(only))
	check(only.summary.find("1 PNG files") >= 0, "not only the named PNG: %s" % only.summary)

	for failure in failures:
		print("FAIL ", failure)
	if failures.is_empty():
		print("ok: Generate Masks runs the hitmask tool (found on PATH, also after a Tool Path that names no file) over a project, with and without hitmask.json, and reports its errors in one line each")
	quit(0 if failures.is_empty() else 1)
