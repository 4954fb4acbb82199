#!/usr/bin/env bash
# Compiles what the docs show, so that a renamed method or a wrong signature fails here and not on a user's Mac:
#  1. the Platform adapters (UIKit, SwiftUI, CoreGraphics) and the plugins' Xcode conformances, against stand-ins
#     for those Apple modules (Tests/AppleStubs: only the signatures used, from Apple's documentation), which make
#     canImport() true;
#  2. every ```swift block of README.md, CONTRIBUTING.md and the DocC articles: manifests (they import
#     PackageDescription) against the toolchain's PackageDescription, plugin code against PackagePlugin and the
#     XcodeProjectPlugin stand-in, everything else against the runtime built with the adapters
#     (Tests/DocSnippets/Prelude.swift names the values the fragments take as given);
#  3. README's C example and the overlap guide's, compiled and run on conformance vectors;
#  4. every link of the Markdown (.ci/check-links.mjs);
#  5. apt-get lines; 6. the Lua and GDScript blocks (the engine articles, the readers' READMEs); 7. the C# blocks;
#  8. what each engine's first page tells Windows and macOS users.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
modules="$work/modules"
mkdir -p "$modules"
pm="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/pm"
fail() { echo "FAIL: $*"; exit 1; }

module() { # module NAME FILE... : a module of the given sources, for the steps below
    local name="$1"; shift
    swiftc -emit-module -wmo -parse-as-library -swift-version 6 -package-name HitMask -module-name "$name" \
        -emit-module-path "$modules/$name.swiftmodule" -I "$modules" "$@" 2>"$work/$name.log" \
        || { cat "$work/$name.log"; fail "$name does not compile"; }
}

# 1. Stand-ins, then the runtime with its Platform adapters compiled in.
module CoreGraphics Tests/AppleStubs/CoreGraphics.swift
for stub in UIKit SwiftUI SpriteKit XcodeProjectPlugin; do
    module "$stub" "Tests/AppleStubs/$stub.swift" -I "$pm/PluginAPI" -package-description-version 6.1
done
module HitMaskReader $(find Sources/HitMaskReader -name '*.swift' | sort)
module HitMaskGeometry $(find Sources/HitMaskGeometry -name '*.swift' | sort)
module HitMaskScene $(find Sources/HitMaskScene -name '*.swift' | sort)
module HitMask Sources/HitMask/*.swift
echo "ok: the Platform adapters type-check against the UIKit, SwiftUI and CoreGraphics stand-ins"
# Both plugins, with their Xcode conformances compiled in.
for plugin in Plugins/GenerateHitMasks Plugins/HitMaskBuildPlugin; do
    swiftc -typecheck -parse-as-library -swift-version 6 -package-description-version 6.1 -I "$pm/PluginAPI" \
        -I "$modules" "$plugin"/*.swift \
        2>"$work/plugin.log" || { cat "$work/plugin.log"; fail "$plugin does not compile with its Xcode conformance"; }
done
echo "ok: both plugins type-check with their Xcode conformances, against the XcodeProjectPlugin stand-in"

# 2. The docs' Swift blocks, one file each.
snippets="$work/snippets"
mkdir -p "$snippets"
docs=(README.md CONTRIBUTING.md Sources/HitMask/HitMask.docc/*.md)
awk -v out="$snippets" '
    FNR == 1 { n = 0; name = FILENAME; gsub(/[^A-Za-z0-9]/, "_", name) }
    /^```swift[ \t]*$/ { inside = 1; n++; file = out "/" name "_" n ".swift"; printf "" > file; next }
    /^```[ \t]*$/ && inside { inside = 0; close(file); next }
    inside { print >> file }
' "${docs[@]}"
count=0
app=()
for snippet in "$snippets"/*.swift; do
    count=$((count + 1))
    id="$(basename "$snippet" .swift)"
    if grep -q '^import PackageDescription' "$snippet"; then
        swiftc -typecheck -I "$pm/ManifestAPI" -package-description-version 6.1 "$snippet" 2>"$work/$id.log" \
            || { cat "$work/$id.log"; fail "the manifest in $id does not compile"; }
    elif grep -q '^import \(PackagePlugin\|XcodeProjectPlugin\)' "$snippet"; then
        swiftc -typecheck -parse-as-library -I "$pm/PluginAPI" -I "$modules" "$snippet" 2>"$work/$id.log" \
            || { cat "$work/$id.log"; fail "the plugin code in $id does not compile"; }
    else
        # Imports stay at the top; declarations stay as they are, in an enum of their own; statements go in a function.
        wrapped="$work/app/$id.swift"
        mkdir -p "$work/app"
        # A block that shows its imports must be complete; a fragment without any gets those of an app.
        { grep '^import ' "$snippet" || printf 'import Foundation\nimport HitMask\nimport SpriteKit\nimport SwiftUI\nimport UIKit\n'
          if grep -qE '^(final class|class|struct|enum|extension|func|@main|@MainActor) ' "$snippet"; then
              if grep -qE '^(extension|@main) ' "$snippet"; then grep -v '^import ' "$snippet"
              else echo "enum Snippet_$id {"; grep -v '^import ' "$snippet"; echo "}"; fi
          else
              echo "@MainActor func snippet_$id() async throws {"; grep -v '^import ' "$snippet"; echo "}"
          fi
        } > "$wrapped"
        app+=("$wrapped")
    fi
done
swiftc -typecheck -swift-version 6 -module-name DocSnippets -I "$modules" Tests/DocSnippets/Prelude.swift "${app[@]}" \
    2>"$work/app.log" || { grep -E "error:" -A3 "$work/app.log" | head -60; fail "a Swift block of the docs does not compile (files: $work/app)"; }
echo "ok: all $count Swift blocks of the docs compile"

# JavaScript blocks (hitmask.js in web engines) are parsed as modules: their syntax, not the engines' APIs.
awk -v out="$work/js" '
    FNR == 1 { n = 0; name = FILENAME; gsub(/[^A-Za-z0-9]/, "_", name) }
    /^```js[ \t]*$/ { inside = 1; n++; file = out "_" name "_" n ".mjs"; printf "" > file; next }
    /^```[ \t]*$/ && inside { inside = 0; close(file); next }
    inside { print >> file }
' "${docs[@]}" Readers/JavaScript/README.md
js=0
for block in "$work"/js_*.mjs; do
    [ -e "$block" ] || continue
    node --check "$block" 2>"$work/js.log" || { cat "$work/js.log"; fail "a JavaScript block of the docs does not parse: $block"; }
    js=$((js + 1))
done
echo "ok: all $js JavaScript blocks of the docs parse"

# 3. README's C example.
awk '/^```c[ \t]*$/ { inside = 1; next } /^```[ \t]*$/ && inside { exit } inside { print }' README.md > "$work/example.c"
[ -s "$work/example.c" ] || fail "README.md has no C example"
c_compiler=$(command -v cc || command -v clang)
"$c_compiler" -std=c99 -Wall -Wextra -Werror -I Sources/CHitMask/include "$work/example.c" -o "$work/example" \
    || fail "README's C example does not compile"
"$work/example" Tests/Conformance/vectors/valid-disc-transitions.hitmask | grep -q "solid" \
    || fail "README's C example does not answer"
echo "ok: README's C example compiles and answers"
# The overlap guide's C program, compiled and run on two conformance vectors that touch at its offset.
awk '/^```c[ \t]*$/ { inside = 1; next } /^```[ \t]*$/ && inside { exit } inside { print }' \
    Sources/HitMask/HitMask.docc/SpritesThatTouch.md > "$work/overlap.c"
[ -s "$work/overlap.c" ] || fail "SpritesThatTouch.md has no C example"
"$c_compiler" -std=c99 -Wall -Wextra -Werror -I Sources/CHitMask/include "$work/overlap.c" -o "$work/overlap" \
    || fail "SpritesThatTouch.md's C example does not compile"
overlap="$("$work/overlap" Tests/Conformance/vectors/valid-disc-runs.hitmask Tests/Conformance/vectors/valid-overlaps.hitmask)"
area="$(sed -n 's/^they touch: \([0-9]*\) pixels, the first at.*/\1/p' <<< "$overlap")"
[ -n "$area" ] || fail "SpritesThatTouch.md's C example does not answer: $overlap"
grep -qx "kept in columns: $area pixels" <<< "$overlap" \
    || fail "SpritesThatTouch.md's C example gives another area kept in columns: $overlap"
echo "ok: SpritesThatTouch.md's C example compiles and answers, the same area kept in columns"

# 4. Every link of the Markdown leads somewhere (files that exist, anchors that name headings, no file links in DocC).
node .ci/check-links.mjs README.md CONTRIBUTING.md CHANGELOG.md docs/*.md docs/benchmarks/*.md Samples/*/README.md \
    Tests/*/README.md Sources/*/*.docc/*.md || fail "a link of the docs leads nowhere"

# 5. Every apt-get line that installs libpng names README's packages (the list .ci/run installs), so that no guide
#    gives a set that does not build.
readme_packages=$(grep -m1 -oE 'apt-get install -y [a-z0-9.+ -]+' README.md | sed 's/apt-get install -y //' | xargs)
while IFS= read -r found; do
    packages=$(echo "$found" | sed -E 's/.*apt-get install (-y )?//' | xargs)
    [ "$packages" = "$readme_packages" ] || fail "an apt-get line installs \"$packages\", README installs \"$readme_packages\""
done < <(grep -rhoE 'apt-get install (-y )?libpng-dev[a-z0-9.+ -]*' README.md CONTRIBUTING.md Sources/*/*.docc/*.md Samples)
echo "ok: every apt-get line of the docs installs README's packages ($readme_packages)"

# 6. Lua blocks compile with LuaJIT; GDScript blocks parse in headless Godot 4 (--check-only), in a project holding
#    the Godot 4 add-on and the sample sprites with their masks, imported; those of the Godot 3 add-on's README and
#    demo (files named Godot3) parse in headless Godot 3 against the Godot 3 add-on, imported twice (the second run
#    registers its class names).
engine_docs=("${docs[@]}" Readers/*/README.md Readers/*/addons/*/README.md Samples/*/README.md)
awk -v out="$work/lua" '
    FNR == 1 { n = 0; name = FILENAME; gsub(/[^A-Za-z0-9]/, "_", name) }
    /^```lua[ \t]*$/ { inside = 1; n++; file = out "_" name "_" n ".lua"; printf "" > file; next }
    /^```[ \t]*$/ && inside { inside = 0; close(file); next }
    inside { print >> file }
' "${engine_docs[@]}"
lua_blocks=0
for block in "$work"/lua_*.lua; do
    [ -e "$block" ] || continue
    luajit -b "$block" /dev/null 2>"$work/lua.log" || { cat "$work/lua.log"; fail "a Lua block of the docs does not compile: $block"; }
    lua_blocks=$((lua_blocks + 1))
done
echo "ok: all $lua_blocks Lua blocks of the docs compile (LuaJIT)"
# Each Lua block that is a LÖVE game (it defines love callbacks) also runs in LÖVE, headless, beside hitmask.lua,
# the sample sprites and their masks, played by Tests/LOVETests/runner.lua (a grid of clicks; an error fails).
swift build -q --product hitmask
lua_games=0
for block in "$work"/lua_*.lua; do
    [ -e "$block" ] && grep -q "^function love\." "$block" || continue
    game="$work/game_$(basename "$block" .lua)"
    mkdir -p "$game/sprites"
    cp "$block" "$game/game_main.lua"
    cp Tests/LOVETests/runner.lua "$game/main.lua"
    cp Readers/LOVE/hitmask.lua "$game/"
    cp Samples/Sprites/*.png "$game/sprites/"
    .build/debug/hitmask generate "$game/sprites" --output "$game/masks" --outlines --quiet
    HITMASK_GAME_NAME="$block" ALSOFT_DRIVERS=null SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy timeout 60 love "$game" \
        > "$work/love.log" 2>&1 || { cat "$work/love.log"; fail "a Lua block of the docs fails in LÖVE: $block"; }
    lua_games=$((lua_games + 1))
done
[ "$lua_games" -gt 0 ] || fail "no Lua block of the docs is a LÖVE game"
echo "ok: all $lua_games Lua blocks of the docs that are LÖVE games run in LÖVE, clicked, without an error"
godot_project="$work/godot"
mkdir -p "$godot_project/addons" "$godot_project/Sprites"
cp -r Readers/Godot3/addons/hitmask "$godot_project/addons/"
cp Samples/Sprites/*.png "$godot_project/Sprites/"
printf 'config_version=4\n\n[application]\n\nconfig/name="docs"\n\n[editor_plugins]\n\nenabled=PoolStringArray( "hitmask" )\n' \
    > "$godot_project/project.godot"
swift run -q hitmask generate "$godot_project/Sprites" --beside-sources --outlines --quiet
LANG=C.UTF-8 sh Readers/Godot3/addons/hitmask/import_project.sh "$godot_project" > "$work/godot-import.log" 2>&1 ||
    { cat "$work/godot-import.log"; fail "the docs' Godot 3 project was not imported"; }
awk -v out="$godot_project/block" '
    FNR == 1 { n = 0; name = FILENAME; gsub(/[^A-Za-z0-9]/, "_", name) }
    /^```gdscript[ \t]*$/ { inside = 1; n++; file = out "_" name "_" n ".gd"; printf "" > file; next }
    /^```[ \t]*$/ && inside { inside = 0; close(file); next }
    inside { print >> file }
' "${engine_docs[@]}"
gd_blocks=0
for block in "$godot_project"/block_*.gd; do
    [ -e "$block" ] || continue
    case "$block" in *Godot3*) ;; *) continue ;; esac  # the Godot 3 add-on's and demo's; the rest are Godot 4's, below
    LANG=C.UTF-8 timeout 60 godot3-server --path "$godot_project" --check-only --script "res://$(basename "$block")" \
        >"$work/gd.log" 2>&1 || { grep "SCRIPT ERROR" -A1 "$work/gd.log"; fail "a GDScript block of the docs does not parse: $block"; }
    gd_blocks=$((gd_blocks + 1))
done
echo "ok: all $gd_blocks GDScript blocks of the Godot 3 docs parse (Godot 3, against its add-on)"
# The Godot 4 add-on's blocks parse in headless Godot 4 (--check-only), in a project holding that add-on, imported.
godot4=$(bash .ci/install-godot.sh 4)
godot4_project="$work/godot4"
mkdir -p "$godot4_project/addons" "$godot4_project/sprites"
cp -r Readers/Godot4/addons/hitmask "$godot4_project/addons/"
cp Samples/Sprites/*.png "$godot4_project/sprites/"
printf 'config_version=5\n\n[application]\n\nconfig/name="docs"\n\n[editor_plugins]\n\nenabled=PackedStringArray("res://addons/hitmask/plugin.cfg")\n' \
    > "$godot4_project/project.godot"
.build/debug/hitmask generate "$godot4_project/sprites" --beside-sources --outlines --quiet
LANG=C.UTF-8 timeout 300 "$godot4" --headless --path "$godot4_project" --import >/dev/null 2>&1
gd4_blocks=0
for block in "$godot_project"/block_*.gd; do
    [ -e "$block" ] || continue
    case "$block" in *Godot3*) continue ;; esac
    cp "$block" "$godot4_project/"
    LANG=C.UTF-8 timeout 60 "$godot4" --headless --path "$godot4_project" --check-only --script "res://$(basename "$block")" \
        >"$work/gd4.log" 2>&1 && ! grep -q "ERROR" "$work/gd4.log" \
        || { grep "ERROR" -A1 "$work/gd4.log"; fail "a GDScript block of the docs does not parse in Godot 4: $block"; }
    gd4_blocks=$((gd4_blocks + 1))
done
[ "$gd4_blocks" -gt 0 ] || fail "no GDScript block of the Godot 4 docs was checked"
echo "ok: all $gd4_blocks GDScript blocks of the Godot 4 docs parse (Godot 4, against its add-on)"

# 7. C# blocks compile with Mono against HitMask.cs, the Unity package and stand-ins of the engines' types
#    (Tests/CSharpTests/UnityStandIns: UnityEngine, MonoGame, Godot's C#).
stand_ins=Tests/CSharpTests/UnityStandIns
mcs -langversion:7.2 -target:library -out:"$work/UnityEngine.dll" "$stand_ins/UnityEngine.cs" >/dev/null
mcs -langversion:7.2 -target:library -out:"$work/UnityEngine.UI.dll" -r:"$work/UnityEngine.dll" "$stand_ins/UnityEngine.UI.cs" \
    >/dev/null
mcs -langversion:7.2 -target:library -out:"$work/Engines.dll" "$stand_ins/EngineStandIns.cs" >/dev/null
mcs -langversion:7.2 -target:library -out:"$work/HitMask.Runtime.dll" -r:"$work/UnityEngine.dll" -r:"$work/UnityEngine.UI.dll" \
    Readers/CSharp/Runtime/*.cs >/dev/null
awk -v out="$work/cs" '
    FNR == 1 { n = 0; name = FILENAME; gsub(/[^A-Za-z0-9]/, "_", name) }
    /^```csharp[ \t]*$/ { inside = 1; n++; file = out "_" name "_" n ".cs"; printf "" > file; next }
    /^```[ \t]*$/ && inside { inside = 0; close(file); next }
    inside { print >> file }
' "${engine_docs[@]}"
cs_blocks=0
for block in "$work"/cs_*.cs; do
    [ -e "$block" ] || continue
    mcs -langversion:7.2 -target:library -out:"$work/block.dll" -r:"$work/HitMask.Runtime.dll" -r:"$work/UnityEngine.dll" \
        -r:"$work/UnityEngine.UI.dll" -r:"$work/Engines.dll" "$block" >"$work/cs.log" 2>&1 || { cat "$work/cs.log"; fail "a C# block of the docs does not compile: $block"; }
    cs_blocks=$((cs_blocks + 1))
done
echo "ok: all $cs_blocks C# blocks of the docs compile (Mono, against the Unity, MonoGame and Godot stand-ins)"
# 8. Where each engine's user first reads, what works on Windows and macOS, and the CI workflow that makes the masks
# without the tool (Tests/WorkflowTests runs it).
for doc in Readers/Godot4/addons/hitmask/README.md Readers/Godot3/addons/hitmask/README.md Readers/LOVE/README.md \
    Readers/CSharp/README.md Readers/CSharp/Documentation~/index.md docs/release/README.md README.md; do
    for phrase in "Windows" "WSL" "Samples/GitHubActions/hitmask.yml" "macOS"; do
        grep -qF "$phrase" "$doc" || fail "$doc does not say \"$phrase\" (what Windows and macOS users do)"
    done
done
echo "ok: every engine's first page says what works on Windows and macOS, and names the CI workflow"

