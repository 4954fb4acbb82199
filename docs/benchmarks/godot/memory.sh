#!/usr/bin/env bash
# Memory of an imported HitMask resource against Godot's own BitMap import of the same PNG, in headless Godot 3:
# `bash memory.sh SPRITE.png ...`. Makes a project with each PNG imported by Godot's BitMap importer (from its alpha,
# threshold 0.5) and its .hitmask imported by the add-on, without outlines and with them (`--outlines`), then prints
# per sprite the engine's static memory taken by loading each resource (OS.get_static_memory_usage() around load()),
# the ratios to the BitMap, and the imported .res files' sizes against the .hitmask files'; then the sums over all
# sprites, and over those whose BitMap takes 2 KiB or more (about 128 x 128 pixels and up). QUIET=1 prints the sums
# alone. Projects of 20 sprites at a time: `--editor --quit` quits before the editor's scan of a larger project ends
# ("Scan thread aborted"), importing nothing, and the editor left running until its imports end crashes making a
# thumbnail of one of Godot's own BitMaps (1575 x 17 pixels; "Image height must be greater than 0").
# Needs the CLI built (swift build --product hitmask) or HITMASK_CLI; HITMASK_GODOT_ADDON measures another copy of
# the add-on (an earlier version, say).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
cli="${HITMASK_CLI:-$repo/.build/debug/hitmask}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
godot() { LANG=C.UTF-8 timeout 600 godot3-server "$@"; }

# One project: the add-on, the sprites with Godot's BitMap import, and their masks.
measure() {
    local project="$work/project"
    rm -rf "$project"
    mkdir -p "$project/addons" "$project/sprites"
    cp -r "${HITMASK_GODOT_ADDON:-$repo/Readers/Godot3/addons/hitmask}" "$project/addons/"
    cp "$here/measure_memory.gd" "$project/"
    printf '%s\n' 'config_version=4' '[application]' 'config/name="HitMask memory"' '[editor_plugins]' \
        'enabled=PoolStringArray( "hitmask" )' > "$project/project.godot"
    for png in "$@"; do
        # Named by folder and file (pingus-data repeats file names across folders).
        local name
        name="$(basename "$(dirname "$png")")_$(basename "$png" .png)"
        cp "$png" "$project/sprites/$name.png"
        printf '[remap]\n\nimporter="bitmap"\ntype="BitMap"\n\n[params]\n\ncreate_from=1\nthreshold=0.5\n' \
            > "$project/sprites/$name.png.import"
    done
    "$cli" generate "$project/sprites" --output "$project/plain" --quiet
    "$cli" generate "$project/sprites" --output "$project/outlined" --outlines --quiet
    local attempt missing
    for attempt in 1 2 3 4 5; do
        godot --path "$project" --editor --quit > "$work/import.log" 2>&1 || { cat "$work/import.log"; exit 1; }
        missing=$(find "$project/sprites" "$project/plain" "$project/outlined" -name '*.png' -o -name '*.hitmask' |
            while read -r file; do grep -qs '^path=' "$file.import" || echo "$file"; done | wc -l)
        [ "$missing" -eq 0 ] && break
    done
    [ "$missing" -eq 0 ] || { echo "memory.sh: $missing files were not imported" >&2; exit 1; }
    godot --path "$project" --script res://measure_memory.gd 2>/dev/null >> "$work/rows.txt"
}

sprites=("$@")
for ((start = 0; start < ${#sprites[@]}; start += 20)); do
    measure "${sprites[@]:start:20}"
done
printf '%-28s %10s %10s %6s %10s %6s %15s %15s\n' sprite "BitMap B" "mask B" ratio "+outl. B" ratio ".res/.hitmask" "+outlines"
grep '^# ' "$work/rows.txt" | head -1
grep -E '^[^ ]+( -?[0-9]+){7}$' "$work/rows.txt" | awk -v quiet="${QUIET:-}" '
    function row(n, b, p, o, pr, or, pf, of) {
        printf "%-28s %10d %10d %6.2f %10d %6.2f %7d/%-7d %7d/%-7d\n", n, b, p, p / b, o, o / b, pr, pf, or, of }
    {
        if (!quiet) row($1, $2, $3, $4, $5, $6, $7, $8)
        for (i = 2; i <= 8; i++) all[i] += $i
        if ($2 >= 2048) { large++; for (i = 2; i <= 8; i++) big[i] += $i }
    }
    END {
        row("all " NR, all[2], all[3], all[4], all[5], all[6], all[7], all[8])
        if (large) row("BitMap 2 KiB+: " large, big[2], big[3], big[4], big[5], big[6], big[7], big[8])
    }'
