#!/usr/bin/env bash
# The dependency line a new user copies from the docs resolves: README's manifest, with its URL pointed at a local
# clone of this repository (as GitHub would serve it), is resolved by SwiftPM, and the Getting Started and Plugins
# articles give the same line. A `from:` a tag does not satisfy, or a branch that is not there, fails here.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

line() { grep -h -o '\.package(url: "https://github.com/<you>/HitMask", [^)]*)' "$@" | sort -u; }
readme_line="$(line "$repo/README.md")"
[ -n "$readme_line" ] || fail "README.md shows no .package(url: …HitMask…) line"
for article in GettingStarted Plugins; do
    [ "$(line "$repo/Sources/HitMask/HitMask.docc/$article.md")" = "$readme_line" ] \
        || fail "$article.md's dependency line differs from README's: $readme_line"
done

# The repository as a user's SwiftPM sees it: its commits and branches, nothing uncommitted.
git clone --quiet --bare "$repo" "$work/HitMask.git"
git -C "$work/HitMask.git" update-ref refs/heads/main HEAD
mkdir -p "$work/Game/Sources/Game/Sprites"
awk '/^```swift/ { inside = 1; block = ""; next } /^```/ && inside { inside = 0; if (block ~ /import PackageDescription/) { printf "%s", block; exit } } inside { block = block $0 "\n" }' \
    "$repo/README.md" | sed "s|https://github.com/<you>/HitMask|file://$work/HitMask.git|" > "$work/Game/Package.swift"
grep -q "file://$work/HitMask.git" "$work/Game/Package.swift" || fail "README's manifest does not use its dependency line"
printf 'import HitMask\n' > "$work/Game/Sources/Game/Game.swift"
cp "$repo/Samples/Sprites/flower.png" "$work/Game/Sources/Game/Sprites/"
(cd "$work/Game" && swift package resolve >"$work/resolve.log" 2>&1) \
    || { cat "$work/resolve.log"; fail "README's dependency line does not resolve: $readme_line"; }
echo "ok: README's dependency line ($readme_line) resolves against a clone of the repository"
