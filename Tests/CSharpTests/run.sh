#!/usr/bin/env bash
# Builds HitMask.cs with Mono's compiler (Debian's mono-mcs; nothing from NuGet) and runs its tests: every
# conformance vector, and hitmask verify's verdicts on generated and mutated masks. Then type-checks the Unity
# package's scripts against stand-ins of the few UnityEngine and UnityEditor types they use (Unity cannot be
# installed here). Needs the CLI built (swift build --product hitmask).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cli="${HITMASK_CLI:-$repo/.build/debug/hitmask}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$cli" generate "$repo/Samples/Sprites" --output "$work/masks/plain" --quiet
"$cli" generate "$repo/Samples/Sprites" --output "$work/masks/outlines" --outlines --tolerance-data --quiet
"$cli" generate "$repo/Samples/Sprites" --output "$work/exact" --outlines --outline-epsilon 0 --quiet
cp "$repo/Tests/Conformance/vectors/"valid-frame*.hitmask "$work/masks/"
# C# 7.2: what Unity (2018.3 and later), MonoGame and Godot's C# all compile.
mcs -langversion:7.2 -warnaserror -out:"$work/ReaderTests.exe" "$repo/Tests/CSharpTests/ReaderTests.cs" \
    "$repo/Readers/CSharp/Runtime/HitMask.cs"
timeout 300 mono "$work/ReaderTests.exe" "$repo/Tests/Conformance/vectors" "$work/masks" "$cli"
# The README's "Sprites that touch" block, as written, answers as the README says (ReadmeSnippet.cs).
awk '/^## Sprites that touch/ { section = 1 } section && /^```csharp[ \t]*$/ { inside = 1; next }
    inside && /^```[ \t]*$/ { exit } inside { print }' "$repo/Readers/CSharp/README.md" > "$work/ReadmeBlock.cs"
mcs -langversion:7.2 -warnaserror -out:"$work/ReadmeSnippet.exe" "$repo/Tests/CSharpTests/ReadmeSnippet.cs" "$work/ReadmeBlock.cs" \
    "$repo/Readers/CSharp/Runtime/HitMask.cs"
mono "$work/ReadmeSnippet.exe" "$work/masks/plain/sword.hitmask" "$work/masks/plain/ring.hitmask"

# The Unity package, type-checked against the stand-ins (Tests/CSharpTests/UnityStandIns), each assembly as Unity
# builds it: UnityEngine, UnityEngine.UI (Unity's com.unity.ugui package) and UnityEditor apart, and each assembly
# definition's folder compiled against only what its .asmdef references (UnityEngine always, UnityEditor for an
# Editor-only one), so that a missing reference fails here as in Unity. Unity itself cannot be installed here.
stand_ins="$repo/Tests/CSharpTests/UnityStandIns"
package="$repo/Readers/CSharp"
mcs -langversion:7.2 -warnaserror -target:library -out:"$work/UnityEngine.dll" "$stand_ins/UnityEngine.cs"
mcs -langversion:7.2 -warnaserror -target:library -out:"$work/UnityEngine.UI.dll" -r:"$work/UnityEngine.dll" \
    "$stand_ins/UnityEngine.UI.cs"
mcs -langversion:7.2 -warnaserror -target:library -out:"$work/UnityEditor.dll" -r:"$work/UnityEngine.dll" \
    "$stand_ins/UnityEditor.cs"
for asmdef in "$package/Runtime/HitMask.Runtime.asmdef" "$package/Editor/HitMask.Editor.asmdef"; do
    references=("-r:$work/UnityEngine.dll")
    while read -r reference; do
        [ -f "$work/$reference.dll" ] || { echo "FAIL: $asmdef references $reference, which is not built before it"; exit 1; }
        references+=("-r:$work/$reference.dll")
    done < <(node -e 'const a = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
        for (const r of a.references) console.log(r);
        if ((a.includePlatforms || []).join() === "Editor") console.log("UnityEditor")' "$asmdef")
    name="$(basename "$asmdef" .asmdef)"
    # -doc: every public type and member carries an XML doc comment, or the build fails (CS1591).
    mcs -langversion:7.2 -warnaserror -target:library -doc:"$work/$name.xml" -out:"$work/$name.dll" "${references[@]}" \
        "$(dirname "$asmdef")/"*.cs
done
echo "ok: the Unity package's assemblies type-check against the stand-ins, each against what its .asmdef references, every public member documented"
# The Generate menu's code (Editor/HitMaskTool.cs, no Unity types) in Mono, on a project without hitmask.json (and a
# truncated PNG) and one with it, the tool found on PATH.
mkdir -p "$work/generate/plain/Assets/UI" "$work/generate/configured/Assets/Sprites" "$work/bin"
cp "$repo/Samples/Sprites/ring.png" "$repo/Samples/Sprites/flower.png" "$work/generate/plain/Assets/"
cp "$repo/Samples/Sprites/button.png" "$work/generate/plain/Assets/UI/"
head -c 60 "$repo/Samples/Sprites/sword.png" > "$work/generate/plain/Assets/bad.png"
cp "$repo/Samples/Sprites/flower.png" "$work/generate/configured/Assets/Sprites/"
printf '{"inputs": ["Assets/Sprites"], "output": "Assets/Masks", "outlines": true}\n' > "$work/generate/configured/hitmask.json"
ln -s "$cli" "$work/bin/hitmask"
mcs -langversion:7.2 -warnaserror -out:"$work/ToolTests.exe" "$repo/Tests/CSharpTests/ToolTests.cs" \
    "$package/Editor/HitMaskTool.cs" "$package/Runtime/HitMask.cs"
PATH="$work/bin:$PATH" timeout 120 mono "$work/ToolTests.exe" "$work/generate"
# The package sample's script, as Unity compiles an imported sample: into the project's assembly, which references
# the engine, UnityEngine.UI and the package's runtime assembly (autoReferenced).
mcs -langversion:7.2 -warnaserror -target:library -out:"$work/Sample.dll" -r:"$work/UnityEngine.dll" \
    -r:"$work/UnityEngine.UI.dll" -r:"$work/HitMask.Runtime.dll" "$package/Samples~/"*/*.cs
echo "ok: the package sample's script type-checks"
# What Unity needs of a git or tarball package (Tests/CSharpTests/package_layout.mjs): a .meta with its own GUID beside
# every file and folder, package.json's samples and dependencies, the licence.
node "$repo/Tests/CSharpTests/package_layout.mjs" "$package"
# The components' geometry on those stand-ins, which behave as a flat canvas: the raycast filter against the mask's
# pixels, the collider's paths against its solid pixels, the Sprites That Touch sample against the sampled rule.
mcs -langversion:7.2 -warnaserror -out:"$work/UnityComponentTests.exe" -r:"$work/UnityEngine.dll" -r:"$work/UnityEngine.UI.dll" \
    -r:"$work/HitMask.Runtime.dll" -r:"$work/Sample.dll" "$repo/Tests/CSharpTests/UnityComponentTests.cs"
(cd "$work" && MONO_PATH="$work" timeout 120 mono UnityComponentTests.exe "$work/masks/plain/flower.hitmask" "$work/exact/ring.hitmask" \
    "$repo/Tests/Conformance/vectors/valid-frames.hitmask")
