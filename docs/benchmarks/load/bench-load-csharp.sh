#!/usr/bin/env bash
# Times HitMask.cs (Readers/CSharp) loading every .hitmask in FOLDER under Mono (BenchLoad.cs, through
# ../mono/run-program.sh) and prints "SECONDS FILES WIDTHS": `bash bench-load-csharp.sh FOLDER`. hitmask-benchmark
# runs it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
exec bash "$here/../mono/run-program.sh" "$here/BenchLoad.cs" "$1"
