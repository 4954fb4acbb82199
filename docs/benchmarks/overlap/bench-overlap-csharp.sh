#!/usr/bin/env bash
# Times HitMask.cs (Readers/CSharp) on the overlap benchmark's pairs in FOLDER under Mono (BenchOverlap.cs, through
# ../mono/run-program.sh) and prints "AREA_SECONDS PLACED_SECONDS CHECKSUM" per call: `bash bench-overlap-csharp.sh
# FOLDER`. hitmask-benchmark --overlaps-only runs it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
exec bash "$here/../mono/run-program.sh" "$here/BenchOverlap.cs" "$1"
