#!/usr/bin/env bash
# Makes a sample a whole project of its own, as a user copies it out of the repository: the sample's own files, the
# add-on or reader it uses, the sprites, and their masks with outlines, made by the hitmask tool.
#
#   Samples/assemble.sh Godot4Demo ~/hitmask-demo      # then: godot --path ~/hitmask-demo
#   Samples/assemble.sh Godot3Demo ~/hitmask-demo3     # then: sh ~/hitmask-demo3/addons/hitmask/import_project.sh ~/hitmask-demo3; godot3 --path ~/hitmask-demo3
#   Samples/assemble.sh LOVEGame ~/hitmask-love        # then: love ~/hitmask-love
#
# The tool is $HITMASK_CLI, else `hitmask` on PATH, else this checkout's build (swift build --product hitmask).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
usage() { echo "usage: Samples/assemble.sh Godot4Demo|Godot3Demo|LOVEGame DESTINATION" >&2; exit 64; }
[ $# -eq 2 ] || usage
sample="$1"
destination="$2"
if [ -e "$destination" ] && [ -n "$(ls -A "$destination" 2>/dev/null)" ]; then
    echo "assemble.sh: $destination: already exists and is not empty" >&2
    exit 2
fi
cli="${HITMASK_CLI:-}"
for candidate in "$(command -v hitmask || true)" "$repo/.build/release/hitmask" "$repo/.build/debug/hitmask"; do
    [ -z "$cli" ] && [ -x "$candidate" ] && cli="$candidate"
done
[ -n "$cli" ] || { echo "assemble.sh: no hitmask tool: put it on PATH, or build it (swift build --product hitmask)" >&2; exit 2; }

case "$sample" in
    Godot4Demo) add_reader() { cp -R "$repo/Readers/Godot4/addons" "$1/addons"; } ;;
    Godot3Demo) add_reader() { cp -R "$repo/Readers/Godot3/addons" "$1/addons"; } ;;
    LOVEGame) add_reader() { cp "$repo/Readers/LOVE/hitmask.lua" "$1/"; } ;;
    *) usage ;;
esac
mkdir -p "$destination"
# The sample's own files (none of them a link), then what it uses.
cp -R "$repo/Samples/$sample/." "$destination/"
add_reader "$destination"
mkdir -p "$destination/sprites"
cp "$repo/Samples/Sprites/"*.png "$destination/sprites/"
"$cli" generate "$destination/sprites" --output "$destination/masks" --outlines --quiet
echo "$sample assembled in $destination"
