#!/usr/bin/env bash
# Fuzzes the .hitmask reader with libFuzzer and AddressSanitizer.
#
#   Tests/Fuzz/run.sh [SECONDS]   (default 60; the reader's own sources, no package build needed)
#
# Seeds: masks generated from the PngSuite fixtures and every earlier finding. New findings (crash-*, leak-*,
# timeout-*, oom-*) land in Tests/HitMaskReaderTests/FuzzFindings, which the tests replay: commit them with the fix.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
work=${FUZZ_WORK:-/tmp/hitmask-fuzz}
mkdir -p "$work/corpus" "$work/seeds"

echo "Building the fuzzer"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name HitMaskReader -package-name HitMask \
    $(find Sources/HitMaskReader -name '*.swift') Tests/Fuzz/FuzzEntry.swift -o "$work/hitmask-fuzz" 2>&1 \
    | grep -v "Cannot export local symbol" || true

if [ -z "$(ls -A "$work/seeds")" ]; then
    echo "Generating seed masks from the PngSuite fixtures"
    swift run -c release hitmask generate Tests/HitMaskTestSupport/Fixtures/pngsuite --output "$work/seeds" \
        --threshold 50% >/dev/null 2>&1 || true
    find "$work/seeds" -name '*.hitmask' -exec sh -c 'cp "$1" "'"$work"'/corpus/$(basename "$1")"' _ {} \;
fi
cp Tests/HitMaskReaderTests/FuzzFindings/* "$work/corpus/" 2>/dev/null || true

"$work/hitmask-fuzz" "$work/corpus" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix=Tests/HitMaskReaderTests/FuzzFindings/ -print_final_stats=1 </dev/null
