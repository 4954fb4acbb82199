#!/usr/bin/env bash
# Runs a benchmark's GDScript (a SceneTree script) in headless Godot 4, in a fresh project holding the Godot 4 add-on,
# with HITMASK_FOLDER naming FOLDER, and prints the lines of numbers it prints: `bash run-script.sh SCRIPT.gd FOLDER`.
# The load and overlap benchmarks' Godot 4 rows run through it. Godot 4 is the one GODOT4 names, else `godot4` on
# PATH, else the one `bash .ci/install-godot.sh 4` installs; when there is none, or the script prints no numbers, the
# reason is the last line on standard error.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
godot4="${GODOT4:-$(command -v godot4 || echo /opt/hitmask-godot4/godot4)}"
if [ -n "${GODOT4:-}" ] && [ ! -x "$godot4" ]; then
    echo "GODOT4 names $godot4, which is not an executable file" >&2; exit 1
fi
[ -x "$godot4" ] || { echo "Godot 4 was not found (GODOT4 unset, no godot4 on PATH): bash .ci/install-godot.sh 4" >&2; exit 1; }
project="$(mktemp -d)"
trap 'rm -rf "$project"' EXIT
mkdir -p "$project/addons"
cp -r "$here/../../../Readers/Godot4/addons/hitmask" "$project/addons/"
cp "$1" "$project/benchmark.gd"
printf 'config_version=5\n\n[application]\n\nconfig/name="HitMask benchmark"\n' > "$project/project.godot"
HITMASK_FOLDER="$(cd "$2" && pwd)" LANG=C.UTF-8 timeout 1200 "$godot4" --headless --path "$project" \
    --script res://benchmark.gd 2>/dev/null | grep -E '^[0-9][0-9.e+-]* ' \
    || { echo "Godot 4 ($godot4) printed no numbers: run $(basename "$1") in it to see why" >&2; exit 1; }
