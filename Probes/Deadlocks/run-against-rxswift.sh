#!/usr/bin/env bash
# Builds Probes/Deadlocks' program against each RxSwift checkout given and against RxReading, runs
# each, and prints one table of deadlock counts, dated. Not run by CI, which cannot reach RxSwift;
# CI runs the program against the library alone and fails if any scenario deadlocks.
#
#   Probes/Deadlocks/run-against-rxswift.sh RXSWIFT_CHECKOUT[=LABEL] [RXSWIFT_CHECKOUT[=LABEL] ...]
#
# It also runs EmitterCosts, chapter 16's emitter-loop prices, on each, and prints what each said.
#
# RUNS (default 10) and TIMEOUT (seconds, default 2) are passed to the program. A checkout is a
# directory holding RxSwift's RxSwift/ and Platform/ folders: a clone at a tag, or a tree from
# `git archive`. LABEL names its column (default: `git describe`, or the folder's name).
#
# As Probes/ImportSwap does, each checkout's RxSwift module is copied into a scratch package (in
# $TMPDIR, never into this repository), with one patch where it is needed: on Linux, Swift 6.3
# cannot subclass Foundation's NSLock, so an `AtomicInt` declared as an NSLock subclass becomes a
# class holding a pthread mutex of its own (Appendix A says why this keeps what the class does).
# The script says, for each checkout, whether it found that shape and patched it. Nothing else of
# RxSwift's is changed; the program's `import RxReading` becomes `import RxSwift`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { echo "usage: $0 RXSWIFT_CHECKOUT[=LABEL] ...  (e.g. a checkout of RxSwift's tag 6.5.0)" >&2; exit 2; }
runs=${RUNS:-10}
timeout=${TIMEOUT:-2}
export SWIFT_BACKTRACE=enable=no
scratch_root=${RXSWIFT_SCRATCH:-${TMPDIR:-/tmp}/rxreading-deadlocks}
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

labels=()
column=0
for argument in "$@"; do
    rxswift=${argument%%=*}
    label=${argument#*=}
    if [ "$label" = "$argument" ]; then
        label=$(git -C "$rxswift" describe --tags 2>/dev/null || basename "$rxswift")
    fi
    if [ ! -f "$rxswift/Platform/AtomicInt.swift" ] || [ ! -d "$rxswift/RxSwift/Observables" ]; then
        echo "$rxswift does not look like an RxSwift checkout (no Platform/AtomicInt.swift or RxSwift/Observables)" >&2
        exit 2
    fi
    column=$((column + 1))
    scratch="$scratch_root/$column"
    mkdir -p "$scratch/Sources/RxSwift" "$scratch/Sources/DeadlockProbe" "$scratch/Sources/EmitterCosts"
    rm -rf "$scratch/Sources/RxSwift"/*
    cp -rL "$rxswift/RxSwift/." "$scratch/Sources/RxSwift/"
    cp -rL "$rxswift/Platform" "$scratch/Sources/RxSwift/PlatformCopy"
    find "$scratch/Sources/RxSwift" \( -name '*.tt' -o -name 'Info.plist' -o -name '*.h' -o -name '*.m' -o -name '*.xcprivacy' \) -delete
    # RxSwift/Platform is a symlink to ../Platform in a clone: keep one copy.
    if [ -d "$scratch/Sources/RxSwift/Platform" ]; then rm -rf "$scratch/Sources/RxSwift/PlatformCopy"; else mv "$scratch/Sources/RxSwift/PlatformCopy" "$scratch/Sources/RxSwift/Platform"; fi
    patched=$(python3 "$here/../patch-rxswift-for-linux.py" "$scratch/Sources/RxSwift/Platform")
    {
        echo '// swift-tools-version:6.0'
        echo 'import PackageDescription'
        echo 'let package = Package(name: "DeadlocksOnRxSwift", platforms: [.macOS(.v15)], targets: ['
        echo '    .target(name: "RxSwift", swiftSettings: [.swiftLanguageMode(.v5)]),'
        echo '    .executableTarget(name: "DeadlockProbe", dependencies: ["RxSwift"], swiftSettings: [.swiftLanguageMode(.v5)]),'
        echo '    .executableTarget(name: "EmitterCosts", dependencies: ["RxSwift"], swiftSettings: [.swiftLanguageMode(.v5)]),'
        echo '])'
    } > "$scratch/Package.swift"
    sed -e 's/^import RxReading$/import RxSwift/' "$here/Sources/DeadlockProbe/main.swift" > "$scratch/Sources/DeadlockProbe/main.swift"
    sed -e 's/^import RxReading$/import RxSwift/' "$here/Sources/EmitterCosts/main.swift" > "$scratch/Sources/EmitterCosts/main.swift"
    commit=$(git -C "$rxswift" rev-parse HEAD 2>/dev/null || echo "not a git checkout")
    echo "building against $label ($rxswift, $commit) in $scratch; AtomicInt patch $patched"
    swift build --package-path "$scratch" 2>&1 | grep -E 'error:|Build complete' | head -5
    [ -x "$scratch/.build/debug/DeadlockProbe" ] || { echo "the build against $label failed" >&2; exit 1; }
    labels+=("$label")
    echo "running against $label"
    "$scratch/.build/debug/DeadlockProbe" --runs "$runs" --timeout "$timeout" --label "$label" | tee "$results/$column"
    echo "chapter 16's emitter-loop prices on $label:" > "$results/emitter-$column"
    "$scratch/.build/debug/EmitterCosts" >> "$results/emitter-$column"
done

echo "building against RxReading ($(cd "$here/../.." && pwd), $(git -C "$here" rev-parse --short HEAD))"
swift build --package-path "$here" 2>&1 | tail -1
column=$((column + 1))
labels+=("RxReading")
echo "running against RxReading"
"$here/.build/debug/DeadlockProbe" --runs "$runs" --timeout "$timeout" --label RxReading | tee "$results/$column"

echo
echo "run of $(date -u "+%Y-%m-%d %H:%M UTC"): deadlocked runs of $runs, a run deadlocked when both threads are still blocked after $timeout s"
header="| scenario"; rule="|---"
for label in "${labels[@]}"; do header="$header | $label"; rule="$rule|---"; done
echo "$header |"; echo "$rule|"
for name in $("$here/.build/debug/DeadlockProbe" --list | cut -f1); do
    row="| \`$name\`"
    for index in $(seq 1 "$column"); do
        cell=$(grep -E "^$name +deadlocked" "$results/$index" | sed -E 's/^[^ ]+ +deadlocked //')
        row="$row | ${cell:-not run}"
    done
    echo "$row |"
done
echo
"$here/.build/debug/EmitterCosts" > "$results/emitter-RxReading"
cat "$results"/emitter-[0-9]*
echo "chapter 16's emitter-loop prices on RxReading:"
cat "$results/emitter-RxReading"
