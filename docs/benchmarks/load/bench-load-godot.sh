#!/usr/bin/env bash
# Times the Godot 3 add-on's GDScript reader loading every .hitmask in FOLDER (bench_load.gd, in headless Godot 3) and
# prints "SECONDS FILES WIDTHS": `bash bench-load-godot.sh FOLDER`. hitmask-benchmark runs it beside the C reader.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
command -v godot3-server >/dev/null || { echo "godot3-server is not installed (apt-get install godot3-server)" >&2; exit 1; }
project="$(mktemp -d)"
trap 'rm -rf "$project"' EXIT
mkdir -p "$project/addons"
cp -r "$here/../../../Readers/Godot3/addons/hitmask" "$project/addons/"
cp "$here/bench_load.gd" "$project/"
printf 'config_version=4\n\n[application]\n\nconfig/name="HitMask load benchmark"\n' > "$project/project.godot"
HITMASK_MASKS="$(cd "$1" && pwd)" LANG=C.UTF-8 timeout 1200 godot3-server --path "$project" --script res://bench_load.gd \
    2>/dev/null | grep -E '^[0-9.]+ [0-9]+ [0-9]+$' \
    || { echo "godot3-server printed no time: run bench_load.gd in it to see why" >&2; exit 1; }
