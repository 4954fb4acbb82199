tool
extends Reference
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
# The licence: LICENSE beside this file.
#
# Makes a project's masks with the hitmask tool, as Project > Tools > "HitMask: Generate Masks"
# does: with the project's hitmask.json when it has one (its inputs, outputs and settings), else
# every PNG of the project gets its mask beside it, with physics outlines. The editor then imports
# them (plugin.gd). The tool is the editor setting hitmask/tool_path when set, else `hitmask` on
# PATH; get it from the project's releases, or build it.

const TOOL_NAME = "hitmask"
const MISSING_TOOL = (
	"HitMask: the hitmask tool was not found: put it on PATH, or set its path in Editor > "
	+ "Editor Settings > HitMask > Tool Path (a Linux build is in each HitMask release)"
)


# The tool to run: `tool_path` when it is set (and there), else `hitmask` in a folder of PATH; ""
# when neither is.
static func find_tool(tool_path: String) -> String:
	var file := File.new()
	if tool_path != "":
		return tool_path if file.file_exists(tool_path) else ""
	for folder in OS.get_environment("PATH").split(":", false):
		if file.file_exists(folder.plus_file(TOOL_NAME)):
			return folder.plus_file(TOOL_NAME)
	return ""


# Runs the tool over the project in `project_folder` (a path of the file system). Returns {"ok":
# whether every mask is made, "errors": the tool's one-line errors, "summary": a line saying what
# was done}.
static func generate(project_folder: String, tool_path: String) -> Dictionary:
	var tool := find_tool(tool_path)
	if tool == "":
		return {"ok": false, "errors": [MISSING_TOOL], "summary": ""}
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
		var errors := []
		for line in text.split("\n", false):
			errors.append("HitMask: " + line)
		if errors.empty():
			errors.append("HitMask: %s exited with status %d" % [tool, status])
		return {"ok": false, "errors": errors, "summary": ""}
	var report: Dictionary = parsed.result
	var errors := []
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
