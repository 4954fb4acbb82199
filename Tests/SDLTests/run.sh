#!/usr/bin/env bash
# Builds the SDL sample's scene with Tests/SDLTests/clicks.c and runs it headless (SDL's offscreen video driver), on
# masks freshly generated from Samples/Sprites by the CLI. Needs libsdl2-dev, libpng-dev, pkg-config and the CLI
# (swift build --product hitmask).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cli="${HITMASK_CLI:-$repo/.build/debug/hitmask}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$cli" generate "$repo/Samples/Sprites" --output "$work/masks" --quiet
c_compiler=$(command -v cc || command -v clang)
# shellcheck disable=SC2046 # pkg-config's flags are separate words
"$c_compiler" -std=c99 -Wall -Wextra -Werror -O2 -I "$repo/Sources/CHitMask/include" -I "$repo/Samples/SDLGame" \
    "$repo/Tests/SDLTests/clicks.c" "$repo/Samples/SDLGame/scene.c" $(pkg-config --cflags --libs sdl2 libpng) \
    -o "$work/clicks"
# The sample itself builds as its README says.
"$c_compiler" -std=c99 -Wall -Wextra -Werror -O2 -I "$repo/Sources/CHitMask/include" "$repo/Samples/SDLGame/main.c" \
    "$repo/Samples/SDLGame/scene.c" $(pkg-config --cflags --libs sdl2 libpng) -o "$work/sdl-game"
SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy timeout 60 "$work/clicks" "$work/masks" "$repo/Samples/Sprites"
