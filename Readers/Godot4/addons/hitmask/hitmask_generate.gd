@tool
extends RefCounted
## Makes a project's masks with the hitmask tool, as Project > Tools > "HitMask: Generate Masks"
## does: with the project's hitmask.json when it has one (its inputs, outputs and settings), else
## every PNG of the project (or the PNGs named) gets its mask beside it, with physics outlines.
##
## SPDX-FileCopyrightText: 2026 HitMask authors
## SPDX-License-Identifier: MIT
## The licence: LICENSE beside this file.
##
## The tool is the editor setting hit_mask/tool_path when it names a file, else `hitmask` in a
## folder of PATH; get it from the project's releases, or build it. The editor then imports what it
## made (plugin.gd).

const TOOL_NAME = "hitmask"
const HOW_TO_GET = (
	"put it on PATH, or set its path in Editor > Editor Settings > Hit Mask > Tool Path (a Linux"
	+ " build is in each HitMask release)"
)


## The tool to run: {"path": the tool, or "" when there is none, "errors": lines saying what was
## not found}. A tool_path that names no file is reported, and PATH is tried.
static func find_tool(tool_path: String) -> Dictionary:
	var problems: Array[String] = []
	if tool_path != "":
		if FileAccess.file_exists(tool_path):
			return {"path": tool_path, "errors": problems}
		problems.append(
			"HitMask: the Tool Path setting names %s, which does not exist; trying PATH" % tool_path
		)
	var separator := ";" if OS.get_name() == "Windows" else ":"
	var names := [TOOL_NAME + ".exe", TOOL_NAME] if OS.get_name() == "Windows" else [TOOL_NAME]
	for folder in OS.get_environment("PATH").split(separator, false):
		for name: String in names:
			if FileAccess.file_exists(folder.path_join(name)):
				return {"path": folder.path_join(name), "errors": problems}
	problems.append("HitMask: the hitmask tool was not found: " + HOW_TO_GET)
	return {"path": "", "errors": problems}


## Runs the tool over the project in `project_folder` (a path of the file system), or over the PNG
## files `only` (paths of the file system) when given and the project has no hitmask.json. Returns
## {"ok": whether every mask is made, "errors": one-line errors, "summary": a line saying what was
## done, "made": the masks it wrote, as paths of the file system}.
static func generate(
	project_folder: String, tool_path: String, only := PackedStringArray()
) -> Dictionary:
	var found := find_tool(tool_path)
	var errors: Array[String] = []
	errors.append_array(found.errors)
	if found.path == "":
		return {"ok": false, "errors": errors, "summary": "", "made": PackedStringArray()}
	var arguments := PackedStringArray(["generate", "--json"])
	var config := project_folder.path_join("hitmask.json")
	if FileAccess.file_exists(config):
		arguments.append_array(["--config", config])
	elif only.is_empty():
		arguments.append_array([project_folder, "--beside-sources", "--outlines"])
	else:
		arguments.append_array(only)
		arguments.append_array(["--beside-sources", "--outlines"])
	var output := []
	var status := OS.execute(found.path, arguments, output, true)
	var text: String = output[0] if not output.is_empty() else ""
	var report: Variant = null
	if text.find("{") >= 0:
		report = JSON.parse_string(text.substr(text.find("{")))
	if not report is Dictionary:
		# Not a report: the tool refused the command or its hitmask.json, and said why.
		for line in text.split("\n", false):
			errors.append("HitMask: " + line)
		if errors.size() == found.errors.size():
			errors.append("HitMask: %s exited with status %d" % [found.path, status])
		return {"ok": false, "errors": errors, "summary": "", "made": PackedStringArray()}
	for problem in report.inputErrors:
		errors.append("HitMask: %s" % problem)
	var made := PackedStringArray()
	for entry: Dictionary in report.files:
		if entry.status == "generated":
			made.append(entry.output)
		if entry.status == "failed":
			errors.append("HitMask: %s: %s" % [entry.source, entry.error])
		for warning in entry.warnings:
			errors.append("HitMask: %s: %s" % [entry.source, warning])
	var totals: Dictionary = report.totals
	var summary := (
		"HitMask: %d PNG files: %d generated, %d up to date, %d failed"
		% [totals.files, totals.generated, totals["up-to-date"], totals.failed]
	)
	return {
		"ok": status == 0 and report.succeeded, "errors": errors, "summary": summary, "made": made
	}
