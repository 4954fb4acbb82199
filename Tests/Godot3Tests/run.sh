#!/usr/bin/env bash
# Runs the Godot 3 add-on's tests headless (Debian's godot3-server, Godot 3.2; GODOT3 names another, such as Godot 3.6
# from `bash .ci/install-godot.sh 3.6`): assembles a project from Tests/Godot3Tests/project,
# the add-on (Readers/Godot3/addons/hitmask), masks freshly generated from Samples/Sprites by the CLI (outer outlines,
# and inner ones) and the conformance vectors; imports it with the add-on's import_project.sh; runs the scripts of
# tests/; exports a pack (--export-pack) and loads the imported masks from it in an empty project. Every engine run
# has a timeout: a script error leaves Godot running. Needs the CLI built (swift build --product hitmask).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cli="${HITMASK_CLI:-$repo/.build/debug/hitmask}"
work="$(mktemp -d)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
project="$work/project"
godot3="${GODOT3:-godot3-server}"
godot() { LANG=C.UTF-8 timeout "${GODOT_TIMEOUT:-300}" "$godot3" "$@"; }

cp -r "$repo/Tests/Godot3Tests/project" "$project"
mkdir -p "$project/addons" "$project/vectors"
cp -r "$repo/Readers/Godot3/addons/hitmask" "$project/addons/"
"$cli" generate "$repo/Samples/Sprites" --output "$project/masks" --outlines --quiet
"$cli" generate "$repo/Samples/Sprites" --output "$project/masks_inner" --outlines --outline-mode inner --quiet
"$cli" generate "$repo/Samples/Sprites" --output "$project/masks_exact" --outlines --outline-epsilon 0 --quiet
cp "$repo/Tests/Conformance/vectors/valid-frames.hitmask" "$repo/Tests/Conformance/vectors/valid-frame-outlines.hitmask" \
    "$project/masks/"
# Two atlas pages whose frames have the same names and other pixels, imported in the same session as the sprites;
# the second without frame BitMaps (each resource must hold only its own frames).
mkdir -p "$work/atlas"
cp "$repo/Tests/Godot3Tests/atlas/"*.json "$work/atlas/"
cp "$repo/Samples/Sprites/flower.png" "$work/atlas/page_a.png"
cp "$repo/Samples/Sprites/ring.png" "$work/atlas/page_b.png"
"$cli" generate "$work/atlas" --output "$project/atlas" --outlines --quiet
printf '[remap]\n\nimporter="hitmask.mask"\ntype="Resource"\n\n[params]\n\nframe_bitmaps=false\n' \
    > "$project/atlas/page_b.hitmask.import"
# The vectors are read by the reader at run time, not imported (.gdignore), invalid ones included.
cp "$repo/Tests/Conformance/vectors/"* "$project/vectors/"
touch "$project/vectors/.gdignore"
echo "$cli" > "$project/cli_path.txt"
# The add-on's README, whose table of import options engine.gd compares with the importer's own; its licence is the
# repository's.
cp "$repo/Readers/Godot3/addons/hitmask/README.md" "$project/addon_readme.txt"
cmp -s "$repo/LICENSE" "$repo/Readers/Godot3/addons/hitmask/LICENSE" || { echo "FAIL: addons/hitmask/LICENSE differs from LICENSE"; exit 1; }

# A script error exits 0 in a SceneTree script run; the scripts print this line last when they really pass.
run() {
    local log="$work/$1.log"
    # (Variables before `run` reach Godot: HITMASK_PACK.)
    shift
    godot "$@" 2>&1 | grep -v "locale 'C'\|translation.cpp" | tee "$log" | grep -E "^(FAIL|ok|SCRIPT ERROR)" || true
    grep -q "^ok:" "$log" || { echo "FAIL: $*"; tail -20 "$log"; exit 1; }
}

import_project() { # PROJECT LOG: the add-on's own CI import (import_project.sh), as its README gives it to users
    LANG=C.UTF-8 sh "$repo/Readers/Godot3/addons/hitmask/import_project.sh" "$1" "$godot3" >> "$2" 2>&1 \
        || { cat "$2"; echo "FAIL: $1 was not imported"; exit 1; }
}
import_project "$project" "$work/import.log"
ls "$project/.import/" | grep -q '^flower.hitmask-.*\.res$' || { cat "$work/import.log"; echo "FAIL: nothing imported"; exit 1; }
run conformance --path "$project" --script res://tests/conformance.gd
run differential --path "$project" --script res://tests/differential.gd
run engine --path "$project" --script res://tests/engine.gd
# The Generate Masks menu's code, on a folder without hitmask.json (and a truncated PNG) and one with it, the tool
# found on PATH.
mkdir -p "$work/generate/plain/ui" "$work/generate/configured/sprites"
cp "$repo/Samples/Sprites/ring.png" "$repo/Samples/Sprites/flower.png" "$work/generate/plain/"
cp "$repo/Samples/Sprites/button.png" "$work/generate/plain/ui/"
head -c 60 "$repo/Samples/Sprites/sword.png" > "$work/generate/plain/bad.png"
cp "$repo/Samples/Sprites/flower.png" "$work/generate/configured/sprites/"
printf '{"inputs": ["sprites"], "output": "masks", "outlines": true}\n' > "$work/generate/configured/hitmask.json"
mkdir -p "$work/bin" && ln -s "$cli" "$work/bin/hitmask"
PATH="$work/bin:$PATH" HITMASK_GENERATE="$work/generate" run generate --path "$project" --script res://tests/generate.gd
PATH="/usr/bin:/bin" HITMASK_NO_TOOL=1 HITMASK_GENERATE="$work/generate" run generate-without-tool --path "$project" \
    --script res://tests/generate.gd

# The imported masks travel in an exported pack, and load from it in a project that has nothing else.
godot --path "$project" --export-pack Pack "$work/game.pck" > "$work/export.log" 2>&1 || { cat "$work/export.log"; exit 1; }
mkdir "$work/player"
printf 'config_version=4\n\n[application]\n\nconfig/name="HitMask pack test"\n' > "$work/player/project.godot"
cp "$repo/Tests/Godot3Tests/project/tests/pack.gd" "$work/player/pack.gd"
HITMASK_PACK="$work/game.pck" run pack --path "$work/player" --script res://pack.gd

# The sample project (Samples/Godot3Demo), assembled by its script and moved away from the repository as a user
# copies it, imports with no script error from the first import on, and starts.
HITMASK_CLI="$cli" "$repo/Samples/assemble.sh" Godot3Demo "$work/assembled" > /dev/null
mv "$work/assembled" "$work/demo"
[ -z "$(find "$work/demo" -type l)" ] || { echo "FAIL: the assembled demo holds links"; exit 1; }
import_project "$work/demo" "$work/demo-import.log"
godot --path "$work/demo" --quit > "$work/demo.log" 2>&1
# The error lines the same Godot prints for an empty project (Godot 3.6's headless editor frees a NULL RID hundreds
# of times, and complains of the C locale) are the engine's: the demo must print no other.
mkdir -p "$work/empty"
printf 'config_version=4\n\n[application]\n\nconfig/name="empty"\n' > "$work/empty/project.godot"
godot --path "$work/empty" --editor --quit > "$work/empty.log" 2>&1 || true
godot --path "$work/empty" --quit >> "$work/empty.log" 2>&1 || true
grep "ERROR" "$work/empty.log" | sort -u > "$work/engine-errors.txt" || true
if cat "$work/demo.log" "$work/demo-import.log" | grep "ERROR" | grep -v "locale 'C'" | grep -vxF -f "$work/engine-errors.txt" | grep -q .; then
    cat "$work/demo.log" "$work/demo-import.log" | grep -v "locale 'C'\|translation.cpp" | grep -A1 "ERROR" \
        | grep -vxF -f "$work/engine-errors.txt"
    echo "FAIL: Samples/Godot3Demo"
    exit 1
fi
ls "$work/demo/.import/" | grep -q '^ring.hitmask-.*\.res$' || { echo "FAIL: the demo's masks were not imported"; exit 1; }
echo "ok: Samples/Godot3Demo, assembled and moved, imports cleanly on its first import and starts"
