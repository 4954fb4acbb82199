tool
extends Reference
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence: LICENSE beside this file.
#
# Makes a project's masks with the hitmask tool, as Project > Tools > "HitMask: Generate Masks"
# does: with the project's hitmask.json when it has one (its inputs, outputs and settings), else
# every PNG of the project gets its mask beside it, with physics outlines. The editor then imports
# them (plugin.gd). The tool is the editor setting hit_mask/tool_path when it names a file, else
# `hitmask` on PATH; get it from the project's releases, or build it.

const TOOL_NAME = "hitmask"
const HOW_TO_GET = (
	"put it on PATH, or set its path in Editor > Editor Settings > Hit Mask > Tool Path (a Linux"
	+ " build is in each HitMask release)"
)


# The tool to run: {"path": the tool, or "" when there is none, "errors": lines saying what was not
# found}. A tool_path that names no file is reported, and PATH is tried.
static func find_tool(tool_path: String) -> Dictionary:
	var file := File.new()
	var problems := []
	if tool_path != "":
		if file.file_exists(tool_path):
			return {"path": tool_path, "errors": problems}
		problems.append(
			"HitMask: the Tool Path setting names %s, which does not exist; trying PATH" % tool_path
		)
	for folder in OS.get_environment("PATH").split(":", false):
		if file.file_exists(folder.plus_file(TOOL_NAME)):
			return {"path": folder.plus_file(TOOL_NAME), "errors": problems}
	problems.append("HitMask: the hitmask tool was not found: " + HOW_TO_GET)
	return {"path": "", "errors": problems}


# Runs the tool over the project in `project_folder` (a path of the file system). Returns {"ok":
# whether every mask is made, "errors": the tool's one-line errors, "summary": a line saying what
# was done}.
static func generate(project_folder: String, tool_path: String) -> Dictionary:
	var found := find_tool(tool_path)
	var tool: String = found.path
	if tool == "":
		return {"ok": false, "errors": found.errors, "summary": ""}
	var arguments := ["generate", "--json"]
	var config := project_folder.plus_file("hitmask.json")
	if File.new().file_exists(config):
		arguments += ["--config", config]
	else:
		arguments += [project_folder, "--beside-sources", "--outlines"]
	var output := []
	var status := OS.execute(tool, PoolStringArray(arguments), true, output, true)
	var text: String = output[0] if not output.empty() else ""
	var parsed := JSON.parse(text.substr(text.find("{"))) if text.find("{") >= 0 else null
	if parsed == null or parsed.error != OK or not parsed.result is Dictionary:
		# Not a report: the tool refused the command or its hitmask.json, and said why.
		var errors: Array = found.errors.duplicate()
		for line in text.split("\n", false):
			errors.append("HitMask: " + line)
		if errors.size() == found.errors.size():
			errors.append("HitMask: %s exited with status %d" % [tool, status])
		return {"ok": false, "errors": errors, "summary": ""}
	var report: Dictionary = parsed.result
	var errors: Array = found.errors.duplicate()
	for problem in report.inputErrors:
		errors.append("HitMask: %s" % problem)
	for entry in report.files:
		if entry.status == "failed":
			errors.append("HitMask: %s: %s" % [entry.source, entry.error])
		for warning in entry.warnings:
			errors.append("HitMask: %s: %s" % [entry.source, warning])
	var totals: Dictionary = report.totals
	var summary := (
		"HitMask: %d PNG files: %d generated, %d up to date, %d failed"
		% [totals.files, totals.generated, totals["up-to-date"], totals.failed]
	)
	return {"ok": status == 0 and report.succeeded, "errors": errors, "summary": summary}
