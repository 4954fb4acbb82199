#!/usr/bin/env bash
# The benchmark's reader rows say why a reader was not measured, in its script's words, and the Godot 4 script finds
# Godot 4 as the other scripts find their engines (on PATH): `bash Tests/BenchmarkScriptTests/run.sh`, from the
# repository, with Godot 4 installed (.ci/install-godot.sh 4).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
godot4="$(bash .ci/install-godot.sh 4)"

# godot4 on PATH, GODOT4 unset: the script runs that one.
mkdir -p "$work/bin" "$work/masks"
printf '#!/bin/sh\ntouch "%s/ran"\nexec "%s" "$@"\n' "$work" "$godot4" > "$work/bin/godot4"
chmod +x "$work/bin/godot4"
cp Tests/Conformance/vectors/valid-disc-transitions.hitmask "$work/masks/"
timing="$(env -u GODOT4 PATH="$work/bin:$PATH" bash docs/benchmarks/load/bench-load-godot4.sh "$work/masks")"
[[ "$timing" =~ ^[0-9.]+\ 1\  ]] && [ -f "$work/ran" ] \
    || { echo "FAIL: bench-load-godot4.sh did not run the godot4 on PATH (it printed: $timing)"; exit 1; }

# A Godot 4 that is not there: the row gives the script's own reason, not a guess about bash.
swift build -q --product hitmask-benchmark
rows="$(GODOT4=/nonexistent/godot4 .build/debug/hitmask-benchmark Samples/Sprites --readers-only)"
expected="Godot 4 add-on: HitMask.load_bytes (GDScript): not measured: GODOT4 names /nonexistent/godot4, which is not an executable file"
grep -qxF "$expected" <<< "$rows" || { echo "FAIL: the benchmark's Godot 4 row is not the script's reason:"; echo "$rows"; exit 1; }
echo "ok: bench-load-godot4.sh finds godot4 on PATH, and a reader not measured is shown with its script's reason"

# The overlap rows: Swift and C on the sample sprites, and pygame's row either timed (its script checked every
# area against HitMask's) or not measured with the script's reason; a wrong area from pygame is a failure.
rows="$(.build/debug/hitmask-benchmark Samples/Sprites --overlaps-only)"
for row in "hm_overlap_area (C)" "HitMask.overlapArea (Swift)" "hm_columns_overlap_area (C)" "OverlapMask.overlapArea (Swift)"; do
    grep -qF "  $row, " <<< "$rows" && grep -F "  $row, " <<< "$rows" | grep -qE " [0-9]+ ns$" \
        || { echo "FAIL: the overlap row of $row is missing:"; echo "$rows"; exit 1; }
done
grep -qE "^  pygame Mask.overlap_area, its call cost taken off +[0-9]+ ns$|^pygame Mask.overlap_area: not measured: pygame is not installed" <<< "$rows" \
    || { echo "FAIL: pygame's overlap row is neither timed nor explained:"; echo "$rows"; exit 1; }
# The other readers' rows: each timed by its script (which checked every answer against the Swift reader's first), with
# its ratio to C's, for the overlap area and the placed test.
for reader in "hitmask.js (node)" "hitmask.lua (LuaJIT)" "HitMask.cs (Mono)" "Godot 4 add-on (GDScript)"; do
    grep -F "  $reader" <<< "$rows" | grep -qE " [0-9]+ ns \( *[0-9.]+×\); +[0-9]+ ns \( *[0-9.]+×\)$" \
        || { echo "FAIL: the overlap row of $reader is missing or not timed:"; echo "$rows"; exit 1; }
done
echo "ok: the overlap rows time Swift and C, masks as read and kept in columns, pygame's on the same pairs (or say why not), and the other four readers"
