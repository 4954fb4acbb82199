#!/usr/bin/env bash
# Times the Godot 4 add-on's GDScript reader loading every .hitmask in FOLDER (bench_load_godot4.gd, in headless
# Godot 4, through ../godot4/run-script.sh) and prints "SECONDS FILES WIDTHS": `bash bench-load-godot4.sh FOLDER`.
# hitmask-benchmark runs it beside the C reader.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
exec bash "$here/../godot4/run-script.sh" "$here/bench_load_godot4.gd" "$1"
