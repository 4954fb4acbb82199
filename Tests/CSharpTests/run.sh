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

# The Unity package, type-checked against the stand-ins (Tests/CSharpTests/UnityStandIns): its runtime assembly
# (the reader, the asset, the raycast filter, the collider) and its editor assembly (the importer). Unity itself
# cannot be installed here.
stand_ins="$repo/Tests/CSharpTests/UnityStandIns"
mcs -langversion:7.2 -warnaserror -target:library -out:"$work/UnityEngine.dll" "$stand_ins/UnityEngine.cs"
mcs -langversion:7.2 -warnaserror -target:library -out:"$work/UnityEditor.dll" -r:"$work/UnityEngine.dll" \
    "$stand_ins/UnityEditor.cs"
mcs -langversion:7.2 -warnaserror -target:library -out:"$work/HitMask.Runtime.dll" -r:"$work/UnityEngine.dll" \
    "$repo/Readers/CSharp/Runtime/"*.cs
mcs -langversion:7.2 -warnaserror -target:library -out:"$work/HitMask.Editor.dll" -r:"$work/UnityEngine.dll" \
    -r:"$work/UnityEditor.dll" -r:"$work/HitMask.Runtime.dll" "$repo/Readers/CSharp/Editor/"*.cs
echo "ok: the Unity package's runtime and editor scripts type-check against the UnityEngine and UnityEditor stand-ins"
# The components' geometry on those stand-ins, which behave as a flat canvas: the raycast filter against the mask's
# pixels, the collider's paths against its solid pixels.
mcs -langversion:7.2 -warnaserror -out:"$work/UnityComponentTests.exe" -r:"$work/UnityEngine.dll" \
    -r:"$work/HitMask.Runtime.dll" "$repo/Tests/CSharpTests/UnityComponentTests.cs"
(cd "$work" && timeout 120 mono UnityComponentTests.exe "$work/masks/plain/flower.hitmask" "$work/exact/ring.hitmask" \
    "$repo/Tests/Conformance/vectors/valid-frames.hitmask")
