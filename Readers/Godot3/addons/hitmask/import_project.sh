#!/bin/sh
# Imports a Godot 3 project headless, as CI needs it before running or exporting: Godot 3's `--editor --quit` can
# quit before its scan of the project ends (and import nothing), and Godot 3.2.3 can abort (status 134) while it
# draws thumbnails of many masks after importing them. So the editor runs until every .hitmask of the project has
# its imported resource (at most three times), and the verdict is that, not the editor's exit status; a script error
# fails it. Prints the editor's output; exits 1 when a mask is still not imported.
#   sh addons/hitmask/import_project.sh [PROJECT] [GODOT]    (defaults: ., godot3-server)
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
project="${1:-.}"
godot="${2:-godot3-server}"
missing() { # the masks Godot imports (not in hidden folders or those with a .gdignore) without an imported resource
    find "$project" -mindepth 1 -type d \( -name '.*' -o -exec test -e '{}/.gdignore' \; \) -prune \
        -o -name '*.hitmask' -print | while read -r mask; do
        resource=$(sed -n 's/^path="res:\/\/\(.*\)"$/\1/p' "$mask.import" 2>/dev/null | head -n 1)
        [ -n "$resource" ] && [ -f "$project/$resource" ] || echo "$mask"
    done
}
log=$(mktemp)
for attempt in 1 2 3; do
    timeout 600 "$godot" --path "$project" --editor --quit >> "$log" 2>&1
    [ -z "$(missing)" ] && break
done
cat "$log"
if grep -q "SCRIPT ERROR" "$log"; then rm -f "$log"; echo "import_project.sh: a script error while importing $project"; exit 1; fi
rm -f "$log"
[ -z "$(missing)" ] || { echo "import_project.sh: not imported: $(missing | tr '\n' ' ')"; exit 1; }
