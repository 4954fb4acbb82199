#!/usr/bin/env bash
# Times the Godot 4 add-on's GDScript reader loading every .hitmask in FOLDER (bench_load_godot4.gd, in headless
# Godot 4) and prints "SECONDS FILES WIDTHS": `bash bench-load-godot4.sh FOLDER`. hitmask-benchmark runs it beside
# the C reader. Godot 4 is the one GODOT4 names, else `godot4` on PATH, else the one `bash .ci/install-godot.sh 4`
# installs; when there is none, the reason is the last line on standard error.
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
cp "$here/bench_load_godot4.gd" "$project/"
printf 'config_version=5\n\n[application]\n\nconfig/name="HitMask load benchmark"\n' > "$project/project.godot"
HITMASK_MASKS="$(cd "$1" && pwd)" LANG=C.UTF-8 timeout 1200 "$godot4" --headless --path "$project" \
    --script res://bench_load_godot4.gd 2>/dev/null | grep -E '^[0-9.]+ [0-9]+ [0-9]+$' \
    || { echo "Godot 4 ($godot4) printed no time: run bench_load_godot4.gd in it to see why" >&2; exit 1; }
