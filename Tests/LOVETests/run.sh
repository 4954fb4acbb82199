#!/usr/bin/env bash
# Runs the LÖVE tests headless (Debian's love 11.4): assembles a game from Tests/LOVETests, the sample's scene,
# hitmask.lua and masks freshly generated from Samples/Sprites by the CLI (outer outlines, and inner ones), then
# runs it with no window. Exits with the game's status. Needs the CLI built (swift build --product hitmask).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cli="${HITMASK_CLI:-$repo/.build/debug/hitmask}"
game="$(mktemp -d)"
trap 'rm -rf "$game"' EXIT
cp "$repo/Tests/LOVETests/main.lua" "$repo/Tests/LOVETests/conf.lua" "$repo/Samples/LOVEGame/scene.lua" \
    "$repo/Readers/LOVE/hitmask.lua" "$game/"
"$cli" generate "$repo/Samples/Sprites" --output "$game/masks" --outlines --quiet
"$cli" generate "$repo/Samples/Sprites" --output "$game/masks-inner" --outlines --outline-mode inner --quiet
# A script error leaves LÖVE's error screen waiting: the timeout ends it.
SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy timeout 120 love "$game"

# The sample game (Samples/LOVEGame), assembled by its script and moved away from the repository as a user copies
# it, played in LÖVE (offscreen, no audio device) by Tests/LOVETests/runner.lua: a grid of clicks over its window,
# with any error failing the run.
HITMASK_CLI="$cli" "$repo/Samples/assemble.sh" LOVEGame "$game/assembled" > /dev/null
mv "$game/assembled" "$game/sample"
[ -z "$(find "$game/sample" -type l)" ] || { echo "FAIL: the assembled LÖVE sample holds links"; exit 1; }
ls "$game/sample/masks/"*.hitmask > /dev/null || { echo "FAIL: the assembled LÖVE sample has no masks"; exit 1; }
mv "$game/sample/main.lua" "$game/sample/game_main.lua"
cp "$repo/Tests/LOVETests/runner.lua" "$game/sample/main.lua"
HITMASK_GAME_NAME=Samples/LOVEGame ALSOFT_DRIVERS=null SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
    timeout 60 love "$game/sample"

# Readers/LOVE/README.md's game, an @2x flower and a sword at the mouse: its clicks answer where its own drawing is
# solid, and it says the two touch where its drawing shows them overlapping (readme_test.lua).
mkdir -p "$game/readme/sprites"
awk '/^```lua[ \t]*$/ { inside = 1; next } /^```[ \t]*$/ && inside { exit } inside { print }' "$repo/Readers/LOVE/README.md" \
    > "$game/readme/readme_game.lua"
cp "$repo/Tests/LOVETests/readme_test.lua" "$game/readme/main.lua"
cp "$repo/Readers/LOVE/hitmask.lua" "$game/readme/"
cp "$repo/Samples/Sprites/"*.png "$game/readme/sprites/"
"$cli" generate "$game/readme/sprites" --output "$game/readme/masks" --quiet
ALSOFT_DRIVERS=null SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy timeout 60 love "$game/readme" | tee "$game/readme.log"
[ "$(grep -c "^ok:" "$game/readme.log")" -eq 2 ] || { echo "FAIL: Readers/LOVE/README.md's game"; exit 1; }
