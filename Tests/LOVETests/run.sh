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
