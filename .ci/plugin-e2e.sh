#!/usr/bin/env bash
# End-to-end check of both SwiftPM plugins on a fixture package made in a temporary folder,
# and of the Samples package's build with the build-tool plugin. Leaves the work tree untouched.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
check() { # check NAME COMMAND...: runs the command, counts the result
    local name="$1"; shift
    if "$@"; then passed=$((passed + 1)); echo "ok: $name"; else failed=$((failed + 1)); echo "FAILED: $name"; fi
}

fixture="$work/Fixture"
mkdir -p "$fixture/Sources/Fixture/Art/ui" "$fixture/Sources/Fixture/HitMasks"
cp "$repo/Samples/Sprites/ring.png" "$repo/Samples/Sprites/flower@2x.png" "$fixture/Sources/Fixture/Art/"
cp "$repo/Samples/Sprites/button.png" "$fixture/Sources/Fixture/Art/ui/"
cat > "$fixture/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Fixture",
    dependencies: [.package(name: "HitMask", path: "$repo")],
    targets: [
        .executableTarget(
            name: "Fixture",
            dependencies: [.product(name: "HitMask", package: "HitMask")],
            exclude: ["HitMasks"],
            resources: [.process("Art")],
            plugins: [.plugin(name: "HitMaskBuildPlugin", package: "HitMask")]
        ),
    ]
)
SWIFT
cat > "$fixture/Sources/Fixture/main.swift" <<'SWIFT'
// A client package in the Swift 6 language mode (tools 6.1): masks and scenes cross concurrency domains.
import Foundation
import HitMask
actor Hits {
    var scene = HitTestScene<String>()
    func add(_ layer: HitTestScene<String>.Layer) { scene.insert(layer) }
    func hit(_ point: Point2D) -> String? { scene.topmostLayerID(at: point) }
}
let url = Bundle.module.url(forResource: "ring", withExtension: "hitmask")!
let mask = try await Task.detached { try HitMask(contentsOf: url.path) }.value
let hits = Hits()
await hits.add(.init(id: "ring", mask: mask, placement: .transform(.identity)))
let button = try HitMask(contentsOf: Bundle.module.url(forResource: "button", withExtension: "hitmask")!.path)
print(await hits.hit(Point2D(x: 40, y: 40)) ?? "clear", await hits.hit(Point2D(x: 10, y: 40)) ?? "clear", button.threshold)
SWIFT
cat > "$fixture/hitmask.json" <<'JSON'
// Settings for the fixture: the ui folder gets a stricter threshold (globs are relative to this file's folder).
{ "overrides": [ { "match": "Sources/Fixture/Art/ui/**", "threshold": "33%" } ] }
JSON

cd "$fixture"
masks="Sources/Fixture/HitMasks/Art"
no_flag() { ! swift package generate-hitmasks </dev/null >"$work/noflag.txt" 2>&1 && grep -q -- "--allow-writing-to-package-directory" "$work/noflag.txt"; }
check "without the flag the command plugin fails and names it" no_flag
check "generate-hitmasks writes masks" swift package --allow-writing-to-package-directory generate-hitmasks
# Plugin tools are built for the host as hitmask-tool.
hitmask="$(find "$fixture/.build" -name 'hitmask-tool' -type f | head -n 1)"
check "the masks are valid" "$hitmask" verify "$masks/ring.hitmask" "$masks/flower@2x.hitmask" "$masks/ui/button.hitmask"
scale_is_2() { "$hitmask" inspect --json "$masks/flower@2x.hitmask" | grep -q '"scale" : 2'; }
check "the @2x sprite keeps its scale" scale_is_2
threshold_is_84() { "$hitmask" inspect --json "$masks/ui/button.hitmask" | grep -q '"threshold" : 84'; }
check "hitmask.json overrides apply" threshold_is_84
cli_agrees() { "$hitmask" generate Sources/Fixture --output "$work/cli" --config hitmask.json --quiet && \
    "$hitmask" inspect --json "$work/cli/Art/ui/button.hitmask" | grep -q '"threshold" : 84'; }
check "the CLI reads hitmask.json as the command plugin does" cli_agrees
check "--check passes right after a run" swift package --allow-writing-to-package-directory generate-hitmasks --check
# SwiftPM rebuilt a generator whose sources came from a build-tool plugin on every command-plugin run, with
# compile errors in its output (and once a crash): the generator now has no build-tool plugin of its own. (SwiftPM
# 6.3 still recompiles the one C file and relinks the tool each time: 2 s.)
no_rebuild() { swift package --allow-writing-to-package-directory generate-hitmasks --check >"$work/again.txt" 2>&1 && \
    ! grep -q -e "Compiling HitMaskGenerator" -e "error:" "$work/again.txt"; }
check "a second run compiles no Swift and prints no error" no_rebuild
cp "$repo/Samples/Sprites/sword.png" Sources/Fixture/Art/ring.png
stale() { ! swift package --allow-writing-to-package-directory generate-hitmasks --check >/dev/null 2>&1; }
check "--check fails after a source changes" stale
unknown_target() { ! swift package --allow-writing-to-package-directory generate-hitmasks --target Nope 2>"$work/target.txt" && grep -q "no target named 'Nope'" "$work/target.txt"; }
check "an unknown target is named" unknown_target
plugin_help() { swift package --allow-writing-to-package-directory generate-hitmasks --help >"$work/help.txt" 2>&1 \
    && grep -q -- "--outline-min-area" "$work/help.txt" && grep -q -- "--output-folder" "$work/help.txt"; }
check "the plugin's help works as documented and lists hitmask generate's options" plugin_help
cp "$repo/Samples/Sprites/ring.png" Sources/Fixture/Art/ring.png
runs() { [ "$(swift run Fixture 2>/dev/null | tail -n 1)" = "clear ring 84" ]; }
check "the Swift 6 fixture builds with the build-tool plugin, reads its masks from Bundle.module, and the build plugin applies hitmask.json" runs

demo() { swift build --package-path "$repo/Samples/HitMaskDemo" --scratch-path "$work/demo-build" >/dev/null 2>&1 && \
    [ "$("$work/demo-build/debug/HitMaskDemo" ring 10 40)" = "ring (10, 40): solid — the touch hits" ]; }
check "Samples/HitMaskDemo builds with the build-tool plugin and answers a query" demo
scene() { [ "$("$work/demo-build/debug/HitMaskDemo" scene 86 50)" = "tap at (86, 50) hits ring; under it: flower" ] && \
    [ "$("$work/demo-build/debug/HitMaskDemo" scene 100 60)" = "tap at (100, 60) hits flower; under it: nothing" ]; }
check "the demo scene passes taps through the ring's hole to the flower below" scene

echo "plugin end-to-end: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
