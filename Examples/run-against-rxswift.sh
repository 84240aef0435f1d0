#!/usr/bin/env bash
# Builds Examples/ twice, against RxReading and against RxSwift 6.5.0 itself (RxSwift, RxRelay
# and RxCocoa as RxSwift's manifest builds them on Linux, RxTest and RxBlocking from the same
# checkout), with only the imports changed back, and compares the two: SearchTimeline's output
# line for line, and which of RepositorySearchTests pass. Not run by CI, which cannot reach
# RxSwift; CI compares the library's timeline with the expected-output.txt this script writes
# from RxSwift's run (pass --update to write it).
#
#   Examples/run-against-rxswift.sh /path/to/RxSwift-6.5.0 [--update]
#
# The checkout is copied into a scratch package (in $TMPDIR, never into this repository) with the
# patches Probes/patch-rxswift-for-linux.py applies and explains (on Linux, Swift 6.3.1 cannot
# subclass Foundation's lock classes: `AtomicInt: NSLock`, in RxSwift's copy and RxBlocking's,
# and, because TRACE_RESOURCES is defined, `RecursiveLock: NSRecursiveLock`). RxCocoa is built without its Objective-C files, as
# RxSwift's manifest builds it on Linux. Every target defines TRACE_RESOURCES in debug builds, as
# an app that reads `Resources.total` does. Nothing else of RxSwift's is changed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
rxswift=${1:?"usage: $0 /path/to/RxSwift-6.5.0 [--update]  (a checkout of RxSwift's tag 6.5.0)"}
update=${2:-}
for folder in RxSwift/Observables RxRelay RxCocoa RxTest RxBlocking; do
    if [ ! -d "$rxswift/$folder" ] || [ ! -f "$rxswift/Platform/AtomicInt.swift" ]; then
        echo "$rxswift does not look like an RxSwift checkout (no Platform/AtomicInt.swift or $folder): give the path of RxSwift's tag 6.5.0" >&2
        exit 2
    fi
done
export SWIFT_BACKTRACE=enable=no

scratch=${RXSWIFT_SCRATCH:-${TMPDIR:-/tmp}/rxreading-examples}
libraries="RxSwift RxRelay RxCocoa RxTest RxBlocking"
mkdir -p "$scratch/Sources" "$scratch/Tests"
for library in $libraries; do
    rm -rf "${scratch:?}/Sources/$library"
    mkdir -p "$scratch/Sources/$library"
    cp -rL "$rxswift/$library/." "$scratch/Sources/$library/"
done
# RxSwift/Platform holds symlinks into ../Platform, which `cp -L` has resolved; a checkout
# without them gets the folder itself.
[ -f "$scratch/Sources/RxSwift/Platform/AtomicInt.swift" ] || cp -rL "$rxswift/Platform/." "$scratch/Sources/RxSwift/Platform/"
find "$scratch/Sources" \( -name '*.tt' -o -name 'Info.plist' -o -name '*.h' -o -name '*.m' -o -name '*.md' \) -delete

python3 "$here/../Probes/patch-rxswift-for-linux.py" "$scratch/Sources/RxSwift/Platform" "$scratch/Sources/RxBlocking/Platform"

cat > "$scratch/Package.swift" <<'MANIFEST'
// swift-tools-version:6.0
import PackageDescription
let settings: [SwiftSetting] = [.swiftLanguageMode(.v5), .define("TRACE_RESOURCES", .when(configuration: .debug))]
let rx: [Target.Dependency] = ["RxSwift", "RxRelay", "RxCocoa"]
let package = Package(name: "ExamplesOnRxSwift", platforms: [.macOS(.v15)], targets: [
    .target(name: "RxSwift", swiftSettings: settings),
    .target(name: "RxRelay", dependencies: ["RxSwift"], swiftSettings: settings),
    .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"], swiftSettings: settings),
    .target(name: "RxTest", dependencies: ["RxSwift"], swiftSettings: settings),
    .target(name: "RxBlocking", dependencies: ["RxSwift"], swiftSettings: settings),
    .target(name: "RepositorySearch", dependencies: rx, swiftSettings: settings),
    .executableTarget(name: "SearchTimeline", dependencies: ["RepositorySearch"] + rx, swiftSettings: settings),
    .testTarget(name: "RepositorySearchTests", dependencies: ["RepositorySearch", "RxTest", "RxBlocking"] + rx, swiftSettings: settings),
])
MANIFEST

# The app's own sources, with RxReading's one import made RxSwift's three and RxReadingTest's
# made RxTest and RxBlocking.
swap_imports() {
    sed -e 's/^import RxReading$/import RxSwift\nimport RxRelay\nimport RxCocoa/' \
        -e 's/^import RxReadingTest$/import RxTest\nimport RxBlocking/' "$1" > "$2"
}
for folder in Sources/RepositorySearch Sources/SearchTimeline Tests/RepositorySearchTests; do
    rm -rf "${scratch:?}/$folder"
    mkdir -p "$scratch/$folder"
    for file in "$here/$folder"/*.swift; do
        swap_imports "$file" "$scratch/$folder/$(basename "$file")"
    done
done

echo "building against RxSwift ($rxswift) in $scratch"
swift build --package-path "$scratch" --build-tests 2>&1 | grep -E 'error|Build complete' | grep -v '^\[' | tail -5
echo "building against RxReading ($(cd "$here/.." && pwd))"
swift build --package-path "$here" --build-tests 2>&1 | grep -E 'error|Build complete' | tail -5

status=0
theirs=$(mktemp); ours=$(mktemp)
"$scratch/.build/debug/SearchTimeline" > "$theirs" 2>&1
"$here/.build/debug/SearchTimeline" > "$ours" 2>&1
if diff -u --label "SearchTimeline on RxSwift 6.5.0" --label "SearchTimeline on RxReading" "$theirs" "$ours"; then
    echo "SearchTimeline: the same $(wc -l < "$ours") lines on both"
else
    echo "SearchTimeline: the outputs differ (above)"
    status=1
fi
if [ "$update" = "--update" ]; then
    cp "$theirs" "$here/Sources/SearchTimeline/expected-output.txt"
    echo "wrote Sources/SearchTimeline/expected-output.txt from RxSwift's run"
fi

# The tests: each test case's outcome, without its duration, in order.
outcomes() { grep -E "^Test Case '.*' (passed|failed)" | sed -E 's/ \([0-9.]+ seconds\)$//' | sort; }
swift test --package-path "$scratch" --skip-build > "$theirs.log" 2>&1 || true
swift test --package-path "$here" --skip-build > "$ours.log" 2>&1 || true
outcomes < "$theirs.log" > "$theirs"
outcomes < "$ours.log" > "$ours"
if diff -u --label "RepositorySearchTests on RxSwift 6.5.0" --label "RepositorySearchTests on RxReading" "$theirs" "$ours"; then
    echo "RepositorySearchTests: the same outcomes on both: $(grep -c passed "$ours") passed, $(grep -c failed "$ours" || true) failed"
else
    echo "RepositorySearchTests: the outcomes differ (above); the failures' assertions:"
    grep -h ': error: ' "$theirs.log" "$ours.log" | head -40 || true
    status=1
fi
if grep -q failed "$theirs" "$ours"; then
    echo "a test failed (on RxSwift 6.5.0: $(grep -c failed "$theirs" || true), on RxReading: $(grep -c failed "$ours" || true)); its assertions:"
    grep -h ': error: ' "$theirs.log" "$ours.log" | head -40 || true
    status=1
fi
rm -f "$theirs" "$ours" "$theirs.log" "$ours.log"
echo "run of $(date -u "+%Y-%m-%d %H:%M UTC"), RxSwift from $rxswift ($(git -C "$rxswift" describe --tags 2>/dev/null || echo "not a git checkout"))"
exit $status
