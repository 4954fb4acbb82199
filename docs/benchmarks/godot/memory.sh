#!/usr/bin/env bash
# Memory of an imported HitMask resource against Godot's own BitMap import of the same PNG, in headless Godot 3:
# `bash memory.sh SPRITE.png ...`. Makes a project with each PNG imported by Godot's BitMap importer (from its alpha,
# threshold 0.5) and its .hitmask imported by the add-on, without outlines and with them (`--outlines`), then prints
# per sprite the engine's static memory taken by loading each resource (OS.get_static_memory_usage() around load()),
# the ratios to the BitMap, and the imported .res files' sizes against the .hitmask files'.
# Needs the CLI built (swift build --product hitmask) or HITMASK_CLI.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
cli="${HITMASK_CLI:-$repo/.build/debug/hitmask}"
project="$(mktemp -d)"
trap 'rm -rf "$project"' EXIT
mkdir -p "$project/addons" "$project/sprites"
cp -r "$repo/Readers/Godot/addons/hitmask" "$project/addons/"
cp "$here/measure_memory.gd" "$project/"
printf 'config_version=4\n\n[application]\n\nconfig/name="HitMask memory"\n\n[editor_plugins]\n\nenabled=PoolStringArray( "hitmask" )\n' \
    > "$project/project.godot"
for png in "$@"; do
    name="$(basename "$png")"
    cp "$png" "$project/sprites/$name"
    # Godot's own click-mask import: a BitMap from the PNG's alpha.
    printf '[remap]\n\nimporter="bitmap"\ntype="BitMap"\n\n[params]\n\ncreate_from=1\nthreshold=0.5\n' \
        > "$project/sprites/$name.import"
done
"$cli" generate "$project/sprites" --output "$project/plain" --quiet
"$cli" generate "$project/sprites" --output "$project/outlined" --outlines --quiet
godot() { LANG=C.UTF-8 timeout 600 godot3-server "$@"; }
godot --path "$project" --editor --quit > "$project/import.log" 2>&1 || { cat "$project/import.log"; exit 1; }
printf '%-28s %10s %10s %6s %10s %6s %12s %12s\n' sprite "BitMap B" "mask B" ratio "+outl. B" ratio ".res/.hm" "+outl."
godot --path "$project" --script res://measure_memory.gd 2>/dev/null > "$project/rows.txt"
grep '^# ' "$project/rows.txt"
grep -E '^[^ ]+( -?[0-9]+){7}$' "$project/rows.txt" |
    while read -r name bitmap plain outlined plain_res outlined_res plain_file outlined_file; do
        awk -v n="$name" -v b="$bitmap" -v p="$plain" -v o="$outlined" -v pr="$plain_res" -v or="$outlined_res" \
            -v pf="$plain_file" -v of="$outlined_file" 'BEGIN {
                printf "%-28s %10d %10d %6.2f %10d %6.2f %5d/%-6d %5d/%-6d\n", n, b, p, p / b, o, o / b, pr, pf, or, of }'
    done
