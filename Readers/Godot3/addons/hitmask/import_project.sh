#!/bin/sh
# Imports a Godot 3 project headless, as CI needs it before running or exporting. Godot 3 has no import-and-quit option,
# and `--editor --quit` can quit before its first scan ends and import nothing, so the editor runs with
# HITMASK_QUIT_AFTER_IMPORT set and the add-on (plugin.gd) quits it when that scan's imports are done. The verdict is
# Godot's own record of each mask, not the editor's exit status (Godot 3.2.3 can abort, status 134, while it draws
# thumbnails after importing): the editor runs again, at most three times in all, while a mask is not imported; a script
# error fails it. Prints the editor's output; exits 1 naming each mask that is not imported or failed to import.
#   sh addons/hitmask/import_project.sh [PROJECT] [GODOT]    (defaults: ., godot3-server)
# HITMASK_IMPORT_TIMEOUT bounds each editor run in seconds (default 600).
# SPDX-FileCopyrightText: 2026 HitMask authors
# SPDX-License-Identifier: MIT
project="$(cd "${1:-.}" && pwd)" || exit 1
godot="${2:-godot3-server}"
# (Godot 3.2 names enabled add-ons by folder, later versions by plugin.cfg.)
grep -Eq '^enabled=.*"(hitmask|res://addons/hitmask/plugin\.cfg)"' "$project/project.godot" 2> /dev/null || {
    echo "import_project.sh: $project/project.godot does not enable the HitMask add-on (Project Settings > Plugins)"
    exit 1
}
# Godot keeps imports in .import, or in import when the project hides no folders (Godot 3.3 and later).
data="$project/.import"
grep -q '^config/use_hidden_project_data_directory=false' "$project/project.godot" && data="$project/import"

md5_of() { if command -v md5sum > /dev/null; then md5sum | cut -c1-32; else md5 -q; fi; }
masks() { # the masks Godot imports: not in hidden folders or those with a .gdignore
    find "$project" -mindepth 1 -type d \( -name '.*' -o -exec test -e '{}/.gdignore' \; \) -prune \
        -o -name '*.hitmask' -print
}
# A mask's state: imported, failed or pending. Godot writes MASK.import, then records the MD5 of the mask's bytes in
# DATA/NAME-HASH.md5 (HASH: the MD5 of its res:// path), so a record of the bytes as they are now means the import of
# this version is complete.
state() {
    record="$data/${1##*/}-$(printf 'res://%s' "${1#"$project"/}" | md5_of).md5"
    if ! grep -qx "source_md5=\"$(md5_of < "$1")\"" "$record" 2> /dev/null; then
        echo pending
    elif grep -qx 'valid=false' "$1.import"; then
        echo failed
    else
        resource=$(sed -n 's/^path="res:\/\/\(.*\)"$/\1/p' "$1.import" | head -n 1)
        if [ -n "$resource" ] && [ -f "$project/$resource" ]; then echo imported; else echo pending; fi
    fi
}
masks_in() { # STATE: the masks in that state, on one line
    masks | while IFS= read -r mask; do [ "$(state "$mask")" = "$1" ] && printf '%s ' "$mask"; done
}

log=$(mktemp)
for attempt in 1 2 3; do
    HITMASK_QUIT_AFTER_IMPORT=1 timeout "${HITMASK_IMPORT_TIMEOUT:-600}" "$godot" --path "$project" --editor \
        >> "$log" 2>&1
    [ -z "$(masks_in pending)" ] && break
done
cat "$log"
if grep -q "SCRIPT ERROR" "$log"; then rm -f "$log"; echo "import_project.sh: a script error while importing $project"; exit 1; fi
rm -f "$log"
failed="$(masks_in failed)"
pending="$(masks_in pending)"
[ -z "$failed" ] || echo "import_project.sh: failed to import: $failed"
[ -z "$pending" ] || echo "import_project.sh: not imported: $pending"
[ -z "$failed$pending" ]
