#!/usr/bin/env bash
# Fuzzes the readers and the PNG path with libFuzzer and sanitizers.
#
#   Tests/Fuzz/run.sh [TARGET] [SECONDS]     TARGET: swift-reader (default), c-reader or png; SECONDS default 60
#
#   swift-reader  the Swift reader's own sources with Tests/Fuzz/FuzzEntry.swift (AddressSanitizer)
#   c-reader      hitmask.h with Tests/Fuzz/CReaderFuzz.c (AddressSanitizer + UndefinedBehaviorSanitizer)
#   png           the generator's libpng path with Tests/Fuzz/PNGFuzz.c (the same), seeded with the PngSuite
#
# Reader seeds: the conformance vectors, masks generated from the PngSuite fixtures, and every earlier finding;
# Tests/Fuzz/hitmask.dict guides the mutations. Reader findings (crash-*, leak-*, timeout-*, oom-*) land in
# Tests/HitMaskReaderTests/FuzzFindings, which the tests replay through both readers; PNG findings land in
# Tests/HitMaskGeneratorTests/PNGFuzzFindings, which the generator tests replay. Commit them with the fix.
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:-swift-reader}
if [[ "$target" =~ ^[0-9]+$ ]]; then seconds=$target; target=swift-reader; else seconds=${2:-60}; fi
work=${FUZZ_WORK:-/tmp/hitmask-fuzz}/$target
mkdir -p "$work/corpus" "$work/seeds"
findings=Tests/HitMaskReaderTests/FuzzFindings
options=(-max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1)

echo "Building the $target fuzzer"
case "$target" in
swift-reader)
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name HitMaskReader -package-name HitMask \
        $(find Sources/HitMaskReader -name '*.swift') Tests/Fuzz/FuzzEntry.swift -o "$work/fuzz" 2>&1 \
        | grep -v "Cannot export local symbol" || true
    ;;
c-reader)
    clang -std=c99 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
        -I Sources/CHitMask/include Tests/Fuzz/CReaderFuzz.c -o "$work/fuzz" 2>&1 | grep -v "Cannot export local symbol" || true
    ;;
png)
    findings=Tests/HitMaskGeneratorTests/PNGFuzzFindings
    clang -std=c99 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
        -I Sources/CHitMaskPNG/include $(pkg-config --cflags libpng) Sources/CHitMaskPNG/hitmask_png.c \
        Tests/Fuzz/PNGFuzz.c $(pkg-config --libs libpng) -o "$work/fuzz" 2>&1 | grep -v "Cannot export local symbol" || true
    cp Tests/HitMaskTestSupport/Fixtures/pngsuite/*.png "$work/corpus/"
    options+=(-max_len=65536 -rss_limit_mb=3072)
    ;;
*) echo "unknown target $target (swift-reader, c-reader or png)" >&2; exit 2 ;;
esac

if [ "$target" != png ]; then
    if [ -z "$(ls -A "$work/seeds")" ]; then
        echo "Generating seed masks from the PngSuite fixtures"
        # (HITMASK_CLI: a hitmask already built, as CI has one, instead of a release build of it.)
        ${HITMASK_CLI:-swift run -c release hitmask} generate Tests/HitMaskTestSupport/Fixtures/pngsuite \
            --output "$work/seeds" --threshold 50% >/dev/null 2>&1 || true
        find "$work/seeds" -name '*.hitmask' -exec sh -c 'cp "$1" "'"$work"'/corpus/$(basename "$1")"' _ {} \;
    fi
    cp Tests/Conformance/vectors/*.hitmask "$work/corpus/"
    options+=(-dict=Tests/Fuzz/hitmask.dict)
fi
mkdir -p "$findings"
find "$findings" -type f ! -name README.md -exec cp {} "$work/corpus/" \; 2>/dev/null || true

"$work/fuzz" "$work/corpus" "${options[@]}" -artifact_prefix="$findings/" </dev/null
