#!/usr/bin/env bash
# Times the Godot 4 add-on's overlap_area and placed_overlaps on the overlap benchmark's pairs in FOLDER
# (bench_overlap_godot4.gd, in headless Godot 4, through ../godot4/run-script.sh) and prints "AREA_SECONDS
# PLACED_SECONDS CHECKSUM" per call: `bash bench-overlap-godot4.sh FOLDER`. hitmask-benchmark --overlaps-only runs it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
exec bash "$here/../godot4/run-script.sh" "$here/bench_overlap_godot4.gd" "$1"
