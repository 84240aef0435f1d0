#!/usr/bin/env bash
# Runs each program of Probes/ImportSwap twice, against RxReading and against RxSwift 6.5.0
# itself (RxSwift, RxRelay and RxCocoa, as RxSwift's manifest builds them on Linux), with only its
# import changed, and diffs what the two print. Not run by CI, which
# cannot reach RxSwift; CI compares the library's output with the expected-output.txt this
# script writes from RxSwift's run (pass --update to write it).
#
#   Probes/ImportSwap/run-against-rxswift.sh /path/to/RxSwift-6.5.0 [--update]
#
# The RxSwift checkout is copied into a scratch package (in $TMPDIR, never into this repository)
# with one patch: on Linux, Swift 6.3.1 cannot subclass Foundation's NSLock, so RxSwift's
# `AtomicInt: NSLock` becomes a class holding a pthread mutex of its own (Appendix A says why
# this keeps what the class does). Nothing else of RxSwift's is changed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
rxswift=${1:?"usage: $0 /path/to/RxSwift-6.5.0 [--update]  (a checkout of RxSwift's tag 6.5.0)"}
update=${2:-}
if [ ! -f "$rxswift/Platform/AtomicInt.swift" ] || [ ! -d "$rxswift/RxSwift/Observables" ]; then
    echo "$rxswift does not look like an RxSwift checkout (no Platform/AtomicInt.swift or RxSwift/Observables): give the path of RxSwift's tag 6.5.0" >&2
    exit 2
fi
export SWIFT_BACKTRACE=enable=no

scratch=${RXSWIFT_SCRATCH:-${TMPDIR:-/tmp}/rxreading-importswap}
mkdir -p "$scratch/Sources/RxSwift" "$scratch/Sources/RxRelay" "$scratch/Sources/RxCocoa"
rm -rf "$scratch/Sources/RxSwift"/* "$scratch/Sources/RxRelay"/* "$scratch/Sources/RxCocoa"/*
cp -rL "$rxswift/RxSwift/." "$scratch/Sources/RxSwift/"
cp -rL "$rxswift/RxRelay/." "$scratch/Sources/RxRelay/"
# RxCocoa as RxSwift's own manifest builds it on Linux: without its Objective-C runtime.
cp -rL "$rxswift/RxCocoa/." "$scratch/Sources/RxCocoa/"
cp -rL "$rxswift/Platform" "$scratch/Sources/RxSwift/PlatformCopy"
find "$scratch/Sources/RxSwift" "$scratch/Sources/RxRelay" "$scratch/Sources/RxCocoa" \( -name '*.tt' -o -name 'Info.plist' -o -name '*.h' -o -name '*.m' \) -delete
# RxSwift/Platform is a symlink to ../Platform in the checkout: keep one copy.
if [ -d "$scratch/Sources/RxSwift/Platform" ]; then rm -rf "$scratch/Sources/RxSwift/PlatformCopy"; else mv "$scratch/Sources/RxSwift/PlatformCopy" "$scratch/Sources/RxSwift/Platform"; fi
python3 "$here/../patch-rxswift-for-linux.py" "$scratch/Sources/RxSwift/Platform"

# RxSwift 6.5.0 builds the traits' async bridges (`value`, `values`) everywhere but Linux; the
# fence is the condition's last clause, and lifting it is the only change to those files.
for bridge in RxSwift/Traits/PrimitiveSequence/PrimitiveSequence+Concurrency.swift RxSwift/Traits/Infallible/Infallible+Concurrency.swift; do
    file="$scratch/Sources/$bridge"
    grep -qF '&& !os(Linux)' "$file" || { echo "$file: no Linux fence to lift; is this tag 6.5.0?" >&2; exit 2; }
    sed -i 's/ && !os(Linux)$//' "$file"
done

programs=$(cd "$here/Sources" && ls)
{
    echo '// swift-tools-version:6.0'
    echo 'import PackageDescription'
    echo 'let package = Package(name: "ImportSwapOnRxSwift", platforms: [.macOS(.v15)], targets: ['
    echo '    .target(name: "RxSwift", exclude: [], swiftSettings: [.swiftLanguageMode(.v5)]),'
    echo '    .target(name: "RxRelay", dependencies: ["RxSwift"], swiftSettings: [.swiftLanguageMode(.v5)]),'
    echo '    .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"], swiftSettings: [.swiftLanguageMode(.v5)]),'
    for program in $programs; do
        echo "    .executableTarget(name: \"$program\", dependencies: [\"RxSwift\", \"RxRelay\", \"RxCocoa\"], swiftSettings: [.swiftLanguageMode(.v5)]),"
    done
    echo '])'
} > "$scratch/Package.swift"
for program in $programs; do
    mkdir -p "$scratch/Sources/$program"
    # RxReading is one module where RxSwift is three: the one import becomes the three.
    sed -e 's/^import RxReading$/import RxSwift\nimport RxRelay\nimport RxCocoa/' "$here/Sources/$program/main.swift" > "$scratch/Sources/$program/main.swift"
done

echo "building against RxSwift ($rxswift) in $scratch"
swift build --package-path "$scratch" 2>&1 | grep -E 'error|Compiling|Build complete' | grep -v '^\[' | tail -5
echo "building against RxReading ($(cd "$here/../.." && pwd))"
swift build --package-path "$here" 2>&1 | tail -1

status=0
for program in $programs; do
    theirs=$(mktemp); ours=$(mktemp)
    "$scratch/.build/debug/$program" > "$theirs" 2>&1
    "$here/.build/debug/$program" > "$ours" 2>&1
    if diff -u --label "$program on RxSwift 6.5.0" --label "$program on RxReading" "$theirs" "$ours"; then
        echo "$program: the same $(wc -l < "$ours") lines on both"
    else
        echo "$program: the outputs differ (above)"
        status=1
    fi
    if [ "$update" = "--update" ]; then
        cp "$theirs" "$here/Sources/$program/expected-output.txt"
        echo "wrote Sources/$program/expected-output.txt from RxSwift's run"
    fi
    rm -f "$theirs" "$ours"
done
echo "run of $(date -u "+%Y-%m-%d %H:%M UTC"), RxSwift from $rxswift ($(git -C "$rxswift" describe --tags 2>/dev/null || echo "not a git checkout"))"
exit $status
