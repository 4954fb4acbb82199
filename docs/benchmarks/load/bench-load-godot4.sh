#!/usr/bin/env bash
# Times the Godot 4 add-on's GDScript reader loading every .hitmask in FOLDER (bench_load_godot4.gd, in headless
# Godot 4: `bash .ci/install-godot.sh 4` installs it, GODOT4 names another) and prints "SECONDS FILES WIDTHS":
# `bash bench-load-godot4.sh FOLDER`. hitmask-benchmark runs it beside the C reader.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
godot4="${GODOT4:-/opt/hitmask-godot4/godot4}"
[ -x "$godot4" ] || { echo "Godot 4 is not installed: bash .ci/install-godot.sh 4" >&2; exit 1; }
project="$(mktemp -d)"
trap 'rm -rf "$project"' EXIT
mkdir -p "$project/addons"
cp -r "$here/../../../Readers/Godot4/addons/hitmask" "$project/addons/"
cp "$here/bench_load_godot4.gd" "$project/"
printf 'config_version=5\n\n[application]\n\nconfig/name="HitMask load benchmark"\n' > "$project/project.godot"
HITMASK_MASKS="$(cd "$1" && pwd)" LANG=C.UTF-8 timeout 1200 "$godot4" --headless --path "$project" \
    --script res://bench_load_godot4.gd 2>/dev/null | grep -E '^[0-9.]+ [0-9]+ [0-9]+$'
