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
	var file := File.new()

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
		check(file.file_exists(plain.path_join(name + ".hitmask")), "no mask beside %s.png" % name)
	check(result.summary.find("generated") >= 0, "no summary: %s" % result.summary)
	var ring = load("res://addons/hitmask/hitmask.gd").new()
	check(ring.load_path(plain.path_join("ring.hitmask")) == OK and not ring.outline_regions().is_empty(),
		"the ring's mask has no outlines")
	# Again: nothing to do, and the same answer about the broken file.
	var again: Dictionary = Generate.generate(plain, "")
	check(again.summary.find("0 generated") >= 0, "a second run generated again: %s" % again.summary)

	# A hitmask.json: its inputs, output folder and settings.
	var configured := folder.path_join("configured")
	var by_config: Dictionary = Generate.generate(configured, "")
	check(by_config.ok, "the configured run failed: %s" % str(by_config.errors))
	check(file.file_exists(configured.path_join("masks/flower.hitmask")), "the configured run wrote no masks/flower.hitmask")
	check(not file.file_exists(configured.path_join("sprites/flower.hitmask")), "the configured run wrote beside the sprite")

	# No tool: one clear line, and nothing run.
	var missing: Dictionary = Generate.generate(plain, "/nonexistent/hitmask")
	check(not missing.ok and missing.errors == [Generate.MISSING_TOOL], "no tool: %s" % str(missing.errors))
	check(Generate.find_tool("") != "", "the tool was not found on PATH")

	for failure in failures:
		print("FAIL ", failure)
	if failures.is_empty():
		print("ok: Generate Masks runs the hitmask tool (found on PATH) over a project, with and without hitmask.json, and reports its errors in one line each")
	quit(0 if failures.is_empty() else 1)
