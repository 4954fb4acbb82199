#!/usr/bin/env bash
# Memory and load time of imported masks in headless Godot 4, against Godot 4's own BitMap import of the same PNGs
# (the "bitmap" importer, from alpha), and import time per megapixel against Godot's own Image.load +
# BitMap.create_from_image_alpha:
#   bash docs/benchmarks/godot4/memory.sh PNG...          (e.g. $(find /tmp/pingus -name '*.png'))
# One project holds each PNG three times: imported by Godot as a BitMap, and its .hitmask (made with --outlines)
# imported by the add-on with the outlines option off and on. Each kind is loaded in its own Godot process
# (measure_memory.gd: OS.get_static_memory_usage() before and after load() of every file, which keeps them all; the
# best of three processes for the time). Needs Godot 4 (.ci/install-godot.sh) and the CLI built.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../../.." && pwd)"
cli="${HITMASK_CLI:-$repo/.build/debug/hitmask}"
godot4="${GODOT4:-$(bash "$repo/.ci/install-godot.sh" 4)}"
project="$(mktemp -d)"
trap 'rm -rf "$project"' EXIT
mkdir -p "$project/addons" "$project/native" "$project/sprites"
cp -r "${HITMASK_GODOT_ADDON:-$repo/Readers/Godot4/addons/hitmask}" "$project/addons/"
cp "$repo/docs/benchmarks/godot4/measure_memory.gd" "$project/"
printf 'config_version=5\n\n[application]\n\nconfig/name="memory"\n\n[editor_plugins]\n\nenabled=PackedStringArray("res://addons/hitmask/plugin.cfg")\n' \
    > "$project/project.godot"
index=0
for png in "$@"; do
    name=$(printf '%05d' "$index")
    cp "$png" "$project/native/$name.png"
    printf '[remap]\n\nimporter="bitmap"\ntype="BitMap"\n\n[params]\n\ncreate_from=1\nthreshold=0.5\n' \
        > "$project/native/$name.png.import"
    cp "$png" "$project/sprites/$name.png"
    index=$((index + 1))
done
"$cli" generate "$project/sprites" --output "$project/outlines" --outlines --quiet
cp -r "$project/outlines" "$project/masks"
for mask in "$project/masks/"*.hitmask; do
    printf '[remap]\n\nimporter="hitmask.mask"\ntype="BitMap"\n\n[params]\n\nframe_bitmaps=true\noutlines=false\ndistance_field=true\n' \
        > "$mask.import"
done
rm -rf "$project/sprites"
for attempt in 1 2 3; do
    LANG=C.UTF-8 timeout 1200 "$godot4" --headless --path "$project" --import > /dev/null 2>&1 || true
    [ "$(ls "$project/.godot/imported" | grep -c '\.res$')" -ge $((3 * index)) ] && break
done
measure() { LANG=C.UTF-8 timeout 600 "$godot4" --headless --path "$project" --script res://measure_memory.gd -- "$@" 2>/dev/null \
    | grep -E '^(memory|import)'; }
for kind in native masks outlines; do
    for run in 1 2 3; do measure "$kind"; done
done | awk '
    $1 == "memory" { bytes[$2] = $3; if (!($2 in best) || $4 < best[$2]) best[$2] = $4; files[$2] = $5 }
    END {
        printf "%d files\n", files["native"]
        printf "Godot BitMap import: %.2f MB, loaded in %.1f ms\n", bytes["native"] / 1e6, best["native"] / 1e3
        printf "HitMask, no outlines: %.2f MB (%.2fx), loaded in %.1f ms (%.2fx)\n", bytes["masks"] / 1e6,
            bytes["masks"] / bytes["native"], best["masks"] / 1e3, best["masks"] / best["native"]
        printf "HitMask, outlines: %.2f MB (%.2fx), loaded in %.1f ms (%.2fx)\n", bytes["outlines"] / 1e6,
            bytes["outlines"] / bytes["native"], best["outlines"] / 1e3, best["outlines"] / best["native"]
    }'
measure import
