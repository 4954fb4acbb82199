#!/usr/bin/env bash
# Samples/GitHubActions/hitmask.yml, run here step by step (run_workflow.py) against the CLI archive .ci/release.sh
# put in dist/, served as its releases page would serve it, on a small game project:
#   - commit mode, on a push: the masks are made and committed, and pushed to the project's remote;
#   - check mode: passes with those masks, fails once a sprite changes, and passes on a pull request the same way;
#   - the workflow names the version the release has.
# Run .ci/release.sh first: `bash Tests/WorkflowTests/run.sh`.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$repo/Sources/HitMaskGenerator/HitMaskVersion.swift")
archive="$repo/dist/hitmask-$version-linux-x86_64.tar.gz"
workflow="$repo/Samples/GitHubActions/hitmask.yml"
[ -f "$archive" ] || { echo "FAIL: $archive is missing: run bash .ci/release.sh first"; exit 1; }
python3 -c "import yaml" 2>/dev/null || python3 -m pip install -q pyyaml 2>&1 | grep -v "WARNING: Running pip\|notice" || true
fail() { echo "FAIL: $*"; exit 1; }
grep -qx "  HITMASK_VERSION: \"$version\"" "$workflow" || fail "the workflow's HITMASK_VERSION is not $version"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/releases/v$version"
cp "$archive" "$work/releases/v$version/"
releases="file://$work/releases"
step() { python3 "$repo/Tests/WorkflowTests/run_workflow.py" "$workflow" --folder "$work/checkout" \
    --env HITMASK_RELEASES="$releases" "$@"; }

# A game project as a Windows user commits it: sprites, no masks, no tool; its remote a bare repository.
git init -q --bare "$work/remote.git"
git init -q "$work/game"
mkdir -p "$work/game/sprites"
cp "$repo/Samples/Sprites/"{flower,ring,sword}.png "$work/game/sprites/"
printf 'config_version=5\n\n[application]\n\nconfig/name="Game"\n' > "$work/game/project.godot"
git -C "$work/game" add -A
git -C "$work/game" -c user.name=dev -c user.email=dev@example.com commit -q -m "Sprites"
git -C "$work/game" push -q "$work/remote.git" HEAD:main
git clone -q -b main "$work/remote.git" "$work/checkout"

# Commit mode on a push: the masks are made, committed and pushed.
step --event push --env HITMASK_COMMIT=true > "$work/commit.txt" || { cat "$work/commit.txt"; fail "the commit mode failed"; }
committed=$(git -C "$work/remote.git" ls-tree -r --name-only main | grep -c '\.hitmask$' || true)
[ "$committed" -eq 3 ] || fail "the commit mode pushed $committed masks, not 3"
# The masks are the ones this checkout's tool makes, and the check passes on them.
step --event push > "$work/check.txt" || { cat "$work/check.txt"; fail "the check failed on the committed masks"; }
grep -q "^skipped: Make the masks" "$work/check.txt" || fail "the check mode also made masks"
step --event pull_request --env HITMASK_COMMIT=true > "$work/pull.txt" \
    || { cat "$work/pull.txt"; fail "a pull request in the commit mode did not pass the check"; }
# A sprite changed without its mask: the check fails, and names it.
cp "$repo/Samples/Sprites/ring.png" "$work/checkout/sprites/flower.png"
if step --event push > "$work/stale.txt" 2>&1; then fail "the check passed with a stale mask"; fi
grep -q "flower" "$work/stale.txt" || { cat "$work/stale.txt"; fail "the check did not name the stale mask"; }
# And a second commit-mode run with nothing to do commits nothing.
git -C "$work/checkout" checkout -q -- sprites/flower.png
before=$(git -C "$work/remote.git" rev-parse main)
step --event push --env HITMASK_COMMIT=true > /dev/null || fail "a second commit-mode run failed"
[ "$(git -C "$work/remote.git" rev-parse main)" = "$before" ] || fail "a run with nothing to do committed"
echo "ok: Samples/GitHubActions/hitmask.yml, run step by step against the release's CLI archive, commits the masks of a project without them and fails a push whose sprite outran its mask"
