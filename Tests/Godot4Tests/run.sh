#!/usr/bin/env bash
# Runs the Godot 4 add-on's tests in headless Godot 4 (.ci/install-godot.sh installs it): assembles a project from
# Tests/Godot4Tests/project, the add-on (Readers/Godot4/addons/hitmask), masks freshly generated from Samples/Sprites
# by the CLI (outer outlines, inner ones, exact ones) and the conformance vectors; imports it as the editor does
# (--import, again until every mask is imported); runs the scripts of tests/; exports a pack and loads the imported
# masks from it in an empty project (.ci/prove-release.sh imports the release's zip in a fresh project). Every engine
# run has a timeout. Needs the CLI built (swift build --product hitmask).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cli="${HITMASK_CLI:-$repo/.build/debug/hitmask}"
godot4_binary="${GODOT4:-$(bash "$repo/.ci/install-godot.sh" 4)}"
work="$(mktemp -d)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
project="$work/project"
godot() { LANG=C.UTF-8 timeout "${GODOT_TIMEOUT:-300}" "$godot4_binary" --headless "$@"; }

cp -r "$repo/Tests/Godot4Tests/project" "$project"
mkdir -p "$project/addons" "$project/vectors"
cp -r "$repo/Readers/Godot4/addons/hitmask" "$project/addons/"
"$cli" generate "$repo/Samples/Sprites" --output "$project/masks" --outlines --quiet
"$cli" generate "$repo/Samples/Sprites" --output "$project/masks_inner" --outlines --outline-mode inner --quiet
"$cli" generate "$repo/Samples/Sprites" --output "$project/masks_exact" --outlines --outline-epsilon 0 --quiet
# The threshold the guide gives for answering as Sprite2D.is_pixel_opaque does, which engine.gd compares against.
opaque_threshold="$(sed -n 's/^| `Sprite2D.is_pixel_opaque` | `\([0-9]*\)` |$/\1/p' \
    "$repo/Sources/HitMask/HitMask.docc/UsingHitMaskInGodot.md")"
[ -n "$opaque_threshold" ] || { echo "FAIL: the Godot guide gives no threshold for is_pixel_opaque"; exit 1; }
"$cli" generate "$repo/Samples/Sprites" --output "$project/masks_godot" --threshold "$opaque_threshold" --quiet
cp "$repo/Samples/Sprites/"*.png "$project/masks/"
cp "$repo/Tests/Conformance/vectors/valid-frames.hitmask" "$repo/Tests/Conformance/vectors/valid-frame-outlines.hitmask" \
    "$project/masks/"
# Two atlas pages whose frames have the same names and other pixels, imported in the same session as the sprites;
# the second without frame BitMaps (each resource must hold only its own frames).
mkdir -p "$work/atlas"
cp "$repo/Tests/Godot4Tests/atlas/"*.json "$work/atlas/"
cp "$repo/Samples/Sprites/flower.png" "$work/atlas/page_a.png"
cp "$repo/Samples/Sprites/ring.png" "$work/atlas/page_b.png"
"$cli" generate "$work/atlas" --output "$project/atlas" --outlines --quiet
cp "$work/atlas/"*.png "$project/atlas/"
# The folder the add-on README's snippets name: the sample sprites with their masks, and page_a as the hero's atlas
# page (touching.gd runs the snippets as written).
mkdir -p "$project/sprites"
cp "$project/masks/"*.png "$project/masks/"*.hitmask "$project/sprites/"
cp "$project/atlas/page_a.png" "$project/sprites/hero.png"
cp "$project/atlas/page_a.hitmask" "$project/sprites/hero.hitmask"
printf '[remap]\n\nimporter="hitmask.mask"\ntype="BitMap"\n\n[params]\n\nframe_bitmaps=false\noutlines=true\ndistance_field=true\n' \
    > "$project/atlas/page_b.hitmask.import"
# The vectors are read by the reader at run time, not imported (.gdignore), invalid ones included.
cp "$repo/Tests/Conformance/vectors/"* "$project/vectors/"
touch "$project/vectors/.gdignore"
echo "$cli" > "$project/cli_path.txt"
# The add-on's README, whose table of import options engine.gd compares with the importer's own; its licence is the
# repository's.
cp "$repo/Readers/Godot4/addons/hitmask/README.md" "$project/addon_readme.txt"
cmp -s "$repo/LICENSE" "$repo/Readers/Godot4/addons/hitmask/LICENSE" || { echo "FAIL: addons/hitmask/LICENSE differs from LICENSE"; exit 1; }

# A script error does not fail a SceneTree script run: the scripts print this line last when they really pass, and
# any "SCRIPT ERROR" or "ERROR:" line fails the run.
run() {
    local log="$work/$1.log"
    shift
    godot "$@" 2>&1 | tee "$log" | grep -E "^(FAIL|ok|SCRIPT ERROR|ERROR)" || true
    grep -q "^ok:" "$log" && ! grep -qE "^(SCRIPT )?ERROR" "$log" || { echo "FAIL: $*"; tail -20 "$log"; exit 1; }
}

# Imports a project until every .hitmask in it is imported (a cut-short scan imports some of them), and fails on
# any error line the import prints.
import_project() { # PROJECT LOG
    local expected attempt
    expected=$(find "$1" -name '*.hitmask' -not -path '*/vectors/*' | wc -l)
    for attempt in 1 2 3; do
        godot --path "$1" --import >> "$2" 2>&1 || { cat "$2"; echo "FAIL: the import of $1 exited non-zero"; exit 1; }
        [ "$(ls "$1/.godot/imported/" 2>/dev/null | grep -c '\.hitmask-.*\.res$')" -ge "$expected" ] && break
    done
    if grep -E "ERROR|WARNING" "$2"; then echo "FAIL: the import of $1 printed the errors above"; exit 1; fi
    [ "$(ls "$1/.godot/imported/" | grep -c '\.hitmask-.*\.res$')" -ge "$expected" ] \
        || { cat "$2"; echo "FAIL: $1: not every mask was imported"; exit 1; }
}
import_project "$project" "$work/import.log"
echo "ok: the test project imports its $(find "$project" -name '*.hitmask' -not -path '*/vectors/*' | wc -l) masks without an error line"
run conformance --path "$project" --script res://tests/conformance.gd
run differential --path "$project" --script res://tests/differential.gd
run engine --path "$project" --script res://tests/engine.gd
run touching --path "$project" --script res://tests/touching.gd
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

# The imported masks travel in an exported pack, and load from it in a project that has nothing else.
godot --path "$project" --export-pack Pack "$work/game.pck" > "$work/export.log" 2>&1 || { cat "$work/export.log"; exit 1; }
mkdir "$work/player"
printf 'config_version=5\n\n[application]\n\nconfig/name="HitMask pack test"\n' > "$work/player/project.godot"
cp "$repo/Tests/Godot4Tests/project/tests/pack.gd" "$work/player/pack.gd"
HITMASK_PACK="$work/game.pck" run pack --path "$work/player" --script res://pack.gd


# The project setting hit_mask/regenerate_on_reimport: a PNG gets its mask when Godot imports it, and again when the
# PNG changes and Godot imports it again; off, nothing is made.
regenerate="$work/regenerate"
mkdir -p "$regenerate/addons" "$regenerate/sprites"
cp -r "$repo/Readers/Godot4/addons/hitmask" "$regenerate/addons/"
cp "$repo/Samples/Sprites/flower.png" "$regenerate/sprites/hero.png"
printf 'config_version=5\n\n[application]\n\nconfig/name="regenerate"\n\n[editor_plugins]\n\nenabled=PackedStringArray("res://addons/hitmask/plugin.cfg")\n' \
    > "$regenerate/project.godot"
PATH="$work/bin:$PATH" godot --path "$regenerate" --import > "$work/regenerate.log" 2>&1
[ ! -e "$regenerate/sprites/hero.hitmask" ] || { echo "FAIL: a mask was made with the setting off"; exit 1; }
printf '\n[hit_mask]\n\nregenerate_on_reimport=true\n' >> "$regenerate/project.godot"
cp "$repo/Samples/Sprites/ring.png" "$regenerate/sprites/hero.png"
PATH="$work/bin:$PATH" godot --path "$regenerate" --import >> "$work/regenerate.log" 2>&1
"$cli" generate "$regenerate/sprites" --beside-sources --outlines --check > /dev/null \
    || { cat "$work/regenerate.log"; echo "FAIL: no mask made on the PNG's import"; exit 1; }
cp "$repo/Samples/Sprites/sword.png" "$regenerate/sprites/hero.png"
"$cli" generate "$regenerate/sprites" --beside-sources --outlines --check > /dev/null 2>&1 \
    && { echo "FAIL: the changed PNG's mask is already up to date"; exit 1; }
PATH="$work/bin:$PATH" godot --path "$regenerate" --import >> "$work/regenerate.log" 2>&1
"$cli" generate "$regenerate/sprites" --beside-sources --outlines --check > /dev/null \
    || { cat "$work/regenerate.log"; echo "FAIL: the changed PNG's mask was not made again on its reimport"; exit 1; }
if grep -E "ERROR|WARNING" "$work/regenerate.log"; then echo "FAIL: the imports printed the errors above"; exit 1; fi
echo "ok: with hit_mask/regenerate_on_reimport on, a PNG's mask is made when Godot imports the PNG, and again when it changes"

# The sample project (Samples/Godot4Demo), assembled by its script and moved away from the repository as a user
# copies it, imports without an error line and runs 120 frames without one.
HITMASK_CLI="$cli" "$repo/Samples/assemble.sh" Godot4Demo "$work/assembled" > /dev/null
mv "$work/assembled" "$work/demo"
[ -z "$(find "$work/demo" -type l)" ] || { echo "FAIL: the assembled demo holds links"; exit 1; }
import_project "$work/demo" "$work/demo-import.log"
godot --path "$work/demo" --quit-after 120 > "$work/demo.log" 2>&1 || { cat "$work/demo.log"; echo "FAIL: Samples/Godot4Demo"; exit 1; }
if grep -E "ERROR|WARNING" "$work/demo.log"; then echo "FAIL: Samples/Godot4Demo printed the lines above"; exit 1; fi
echo "ok: Samples/Godot4Demo, assembled and moved, imports and runs without an error line"
