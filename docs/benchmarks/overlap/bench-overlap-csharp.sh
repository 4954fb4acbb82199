#!/usr/bin/env bash
# Times HitMask.cs (Readers/CSharp) on the overlap benchmark's pairs in FOLDER under Mono (BenchOverlap.cs, built
# with mcs -optimize) and prints "AREA_SECONDS PLACED_SECONDS CHECKSUM" per call: `bash bench-overlap-csharp.sh
# FOLDER`. hitmask-benchmark --overlaps-only runs it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
for tool in mcs mono; do
    command -v "$tool" >/dev/null || { echo "$tool is not installed (apt-get install mono-mcs mono-runtime)" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mcs -langversion:7.2 -optimize -out:"$work/BenchOverlap.exe" "$here/BenchOverlap.cs" "$here/../../../Readers/CSharp/Runtime/HitMask.cs"
mono "$work/BenchOverlap.exe" "$1"
