#!/usr/bin/env bash
# Proves what .ci/release.sh put in dist/ where nothing else is installed, as a user meets it:
#   - the CLI archive, unpacked into a root that holds the binary, the libraries `ldd` lists and nothing else (no
#     Swift, no libpng, no zlib), with /proc mounted as in any system or container; there it generates, verifies
#     and queries masks, which must be byte for byte those of this checkout's own build;
#   - each Godot zip, unpacked into a fresh project of its Godot the way the Asset Library installs it, imported headless;
#   - the Unity tarball's layout: package/package.json, and a .meta with its own GUID beside every asset.
# Needs root (chroot, mount), or unprivileged user namespaces; godot3-server, node and the debug build of hitmask.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dist="$repo/dist"
dev_cli="${HITMASK_CLI:-$repo/.build/debug/hitmask}"
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$repo/Sources/HitMaskGenerator/HitMaskVersion.swift")
work="$(mktemp -d)"
root="$work/root"
cleanup() {
    mountpoint -q "$root/proc" 2>/dev/null && umount "$root/proc"
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }

# 1. The CLI in a bare root.
mkdir -p "$root/proc" "$root/tmp" "$work/unpacked"
tar -xzf "$dist/hitmask-$version-linux-x86_64.tar.gz" -C "$work/unpacked"
cp "$work/unpacked/hitmask-$version-linux-x86_64/hitmask" "$root/hitmask"
for library in $(ldd "$root/hitmask" | grep -oE '/[^ ]+'); do
    mkdir -p "$root$(dirname "$library")"
    cp -L "$library" "$root$library"
done
for forbidden in libswiftCore libpng libz.so libFoundation; do
    [ -z "$(find "$root" -name "$forbidden*")" ] || fail "the bare root holds $forbidden"
done
cp -R "$repo/Samples/Sprites" "$root/sprites"
rm -f "$root/sprites/"*.py
in_root() {
    if [ "$(id -u)" -eq 0 ]; then
        chroot "$root" "$@"
    else
        unshare --map-root-user --mount --pid --fork chroot "$root" "$@"
    fi
}
if [ "$(id -u)" -eq 0 ]; then mount -t proc proc "$root/proc"; fi
in_root /hitmask --version | grep -q "^$version " || fail "hitmask --version in the bare root"
in_root /hitmask generate /sprites --output /masks --outlines --tolerance-data --quiet || fail "generate in the bare root"
in_root /hitmask verify /masks > "$work/verify.txt" || { cat "$work/verify.txt"; fail "verify in the bare root"; }
in_root /hitmask query /masks/flower.hitmask 48 48 > "$work/query.txt" || fail "query in the bare root"
grep -q "solid" "$work/query.txt" || fail "query in the bare root: $(cat "$work/query.txt")"
in_root /hitmask generate /sprites --output /masks --outlines --tolerance-data --check --quiet \
    || fail "generate --check after generate, in the bare root"
"$dev_cli" generate "$repo/Samples/Sprites" --output "$work/dev-masks" --outlines --tolerance-data --quiet
diff -r "$root/masks" "$work/dev-masks" > /dev/null || fail "the release binary's masks differ from the development build's"
"$dev_cli" query "$work/dev-masks/flower.hitmask" 48 48 | cmp -s - "$work/query.txt" \
    || fail "the release binary's query answer differs from the development build's"
echo "ok: the release binary ($(du -h "$root/hitmask" | cut -f1)) runs in a root of $(ldd "$root/hitmask" | grep -c '/') libraries and no Swift, libpng or zlib: its masks and answers are the development build's"

# The CLI archive's README names every other file of the release, so that a user who has only it finds the readers.
tar -xzf "$dist/hitmask-$version-linux-x86_64.tar.gz" -O "hitmask-$version-linux-x86_64/README.md" > "$work/cli-readme.md"
for file in "$dist"/*; do
    name=$(basename "$file")
    case "$name" in "hitmask-$version-linux-x86_64.tar.gz"|SHA256SUMS) continue ;; esac
    grep -qF "\`$name\`" "$work/cli-readme.md" || fail "the CLI archive's README does not name $name"
done
echo "ok: the CLI archive's README names every reader and add-on of the release"

# 2. The Godot 4 zip in a fresh Godot 4 project, unpacked as the Asset Library installs it, with the release binary's
# masks, imported headless (until every mask is) without a single error or warning line.
godot4=$(bash "$repo/.ci/install-godot.sh" 4)
project4="$work/godot4"
mkdir -p "$project4/sprites"
printf '%s\n' 'config_version=5' '[application]' 'config/name="A fresh project"' '[editor_plugins]' \
    'enabled=PackedStringArray("res://addons/hitmask/plugin.cfg")' > "$project4/project.godot"
(cd "$project4" && unzip -q "$dist/hitmask-godot4-$version.zip")
for file in plugin.cfg README.md LICENSE; do
    [ -f "$project4/addons/hitmask/$file" ] || fail "the Godot 4 zip has no addons/hitmask/$file at its root"
done
grep -q "^version=\"$version\"" "$project4/addons/hitmask/plugin.cfg" || fail "the Godot 4 add-on's version is not $version"
grep -q "Godot 4" "$project4/addons/hitmask/plugin.cfg" || fail "the Godot 4 add-on's plugin.cfg does not name its Godot"
cp "$repo/Samples/Sprites/"*.png "$project4/sprites/"
"$root/hitmask" generate "$project4/sprites" --beside-sources --outlines --quiet
for attempt in 1 2 3; do
    LANG=C.UTF-8 timeout 300 "$godot4" --headless --path "$project4" --import >> "$work/godot4.log" 2>&1 || true
    [ "$(ls "$project4/.godot/imported" 2>/dev/null | grep -c '\.hitmask-.*\.res$')" -ge "$(ls "$project4/sprites/"*.hitmask | wc -l)" ] && break
done
if grep -E "ERROR|WARNING" "$work/godot4.log"; then fail "the Godot 4 add-on's import in a fresh project printed the lines above"; fi
imported4=$(ls "$project4/.godot/imported" | grep -c '\.hitmask-.*\.res$' || true)
[ "$imported4" -eq "$(ls "$project4/sprites/"*.hitmask | wc -l)" ] || fail "the fresh Godot 4 project imported $imported4 masks"
echo "ok: the Godot 4 zip installs addons/hitmask into a fresh Godot 4 project, which imports its $imported4 masks without an error line"

# 3. The Godot 3 zip in a fresh Godot 3 project, unpacked as the Asset Library installs it, then imported.
project="$work/godot"
mkdir -p "$project/sprites"
printf '%s\n' 'config_version=4' '[application]' 'config/name="A fresh project"' '[editor_plugins]' \
    'enabled=PoolStringArray( "hitmask" )' > "$project/project.godot"
(cd "$project" && unzip -q "$dist/hitmask-godot3-$version.zip")
[ -f "$project/addons/hitmask/plugin.cfg" ] || fail "the Godot 3 zip has no addons/hitmask/plugin.cfg at its root"
grep -q "^version=\"$version\"" "$project/addons/hitmask/plugin.cfg" || fail "the Godot add-on's version is not $version"
cp "$repo/Samples/Sprites/"*.png "$project/sprites/"
"$root/hitmask" generate "$project/sprites" --beside-sources --outlines --quiet
# Imported by the add-on's own CI script, as its README tells users to.
LANG=C.UTF-8 sh "$project/addons/hitmask/import_project.sh" "$project" godot3-server > "$work/godot.log" 2>&1 \
    || { cat "$work/godot.log"; fail "the Godot 3 add-on's import in a fresh project"; }
if grep -v "locale 'C'" "$work/godot.log" | grep -q "ERROR"; then
    grep -v "locale 'C'\|translation.cpp" "$work/godot.log" | grep -A1 ERROR
    fail "the Godot 3 add-on's import in a fresh project"
fi
imported=$(ls "$project/.import" | grep -c '\.hitmask-.*\.res$' || true)
[ "$imported" -eq "$(ls "$project/sprites/"*.hitmask | wc -l)" ] || fail "the fresh Godot project imported $imported masks"
echo "ok: the Godot 3 zip installs addons/hitmask into a fresh Godot 3 project, which imports its $imported masks cleanly"

# 4. The Unity tarball's layout.
mkdir -p "$work/unity"
tar -xzf "$dist/com.hitmask.runtime-$version.tgz" -C "$work/unity"
[ -f "$work/unity/package/package.json" ] || fail "the Unity tarball has no package/package.json"
node -e 'const p = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    if (p.version !== process.argv[2]) { console.log(`FAIL: the Unity package is ${p.version}`); process.exit(1) }' \
    "$work/unity/package/package.json" "$version"
node "$repo/Tests/CSharpTests/package_layout.mjs" "$work/unity/package" > "$work/unity.txt" \
    || { cat "$work/unity.txt"; fail "the Unity tarball's layout"; }
echo "ok: the Unity tarball holds package/package.json ($version) and a .meta beside each of its assets"

# 4. The archives are deterministic: built again, the same bytes.
cp "$dist/SHA256SUMS" "$work/SHA256SUMS.first"
bash "$repo/.ci/release.sh" > /dev/null
cmp -s "$dist/SHA256SUMS" "$work/SHA256SUMS.first" || fail "a second release build gives other bytes: $(diff "$work/SHA256SUMS.first" "$dist/SHA256SUMS")"
echo "ok: a second release build gives the same bytes"
