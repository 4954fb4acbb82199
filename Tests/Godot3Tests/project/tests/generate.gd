# The add-on's "HitMask: Generate Masks" (Project > Tools), through the code the menu item calls
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
	if OS.get_environment("HITMASK_NO_TOOL") != "":
		no_tool(folder.plus_file("plain"))
		return
	var file := File.new()

	# No hitmask.json: every PNG gets its mask beside it, with outlines; the broken one is named with the reason.
	var plain := folder.plus_file("plain")
	var result: Dictionary = Generate.generate(plain, "")
	check(not result.ok, "a truncated PNG did not fail the run")
	var named := false
	for error in result.errors:
		check(error.find("\n") < 0 and error.begins_with("HitMask: "), "not one line: %s" % error)
		named = named or (error.find("bad.png") >= 0 and error.find("truncated") >= 0)
	check(named, "the truncated PNG's error is missing: %s" % str(result.errors))
	for name in ["ring", "flower", "ui/button"]:
		check(file.file_exists(plain.plus_file(name + ".hitmask")), "no mask beside %s.png" % name)
	check(result.summary.find("generated") >= 0, "no summary: %s" % result.summary)
	var ring = load("res://addons/hitmask/hitmask.gd").new()
	check(ring.load_path(plain.plus_file("ring.hitmask")) == OK and not ring.outline_regions().empty(),
		"the ring's mask has no outlines")
	# Again: nothing to do, and the same answer about the broken file.
	var again: Dictionary = Generate.generate(plain, "")
	check(again.summary.find("0 generated") >= 0, "a second run generated again: %s" % again.summary)

	# A hitmask.json: its inputs, output folder and settings.
	var configured := folder.plus_file("configured")
	var by_config: Dictionary = Generate.generate(configured, "")
	check(by_config.ok, "the configured run failed: %s" % str(by_config.errors))
	check(file.file_exists(configured.plus_file("masks/flower.hitmask")), "the configured run wrote no masks/flower.hitmask")
	check(not file.file_exists(configured.plus_file("sprites/flower.hitmask")), "the configured run wrote beside the sprite")

	# A Tool Path that names no file: named in the message, and the tool on PATH used.
	var misnamed: Dictionary = Generate.generate(plain, "/nonexistent/hitmask")
	check(misnamed.errors.size() >= 1 and misnamed.errors[0].find("/nonexistent/hitmask") >= 0,
		"the missing Tool Path is not named: %s" % str(misnamed.errors))
	check(misnamed.summary.find("0 generated") >= 0, "PATH was not tried after a missing Tool Path: %s" % str(misnamed))
	check(Generate.find_tool("").path != "", "the tool was not found on PATH")
	for failure in failures:
		print("FAIL ", failure)
	if failures.empty():
		print("ok: Generate Masks runs the hitmask tool (found on PATH, also after a Tool Path that names no file) over a project, with and without hitmask.json, and reports its errors in one line each")
	quit(0 if failures.empty() else 1)


# Run with a PATH that holds no hitmask (Godot 3 cannot change its own): one clear line for the Tool Path that names
# no file, one for PATH, and nothing run.
func no_tool(plain: String) -> void:
	var missing: Dictionary = Generate.generate(plain, "/nonexistent/hitmask")
	check(not missing.ok and missing.errors.size() == 2 and missing.errors[1].find("was not found") >= 0,
		"no tool: %s" % str(missing.errors))
	for error in missing.errors:
		check(error.find("\n") < 0, "not one line: " + error)
	for failure in failures:
		print("FAIL ", failure)
	if failures.empty():
		print("ok: without the tool, Generate Masks says so in one line for the Tool Path and one for PATH")
	quit(0 if failures.empty() else 1)
