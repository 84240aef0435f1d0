// swift-tools-version:6.0
import PackageDescription

// Programs written as an RxSwift 6.5 user writes them, with only their import pointing at
// RxReading. CI builds and runs each one against the library and compares what it prints with
// the `expected-output.txt` beside its source, which is what the same file printed against
// RxSwift 6.5.0 itself (`run-against-rxswift.sh`, given an RxSwift checkout, makes that run: CI
// cannot reach RxSwift).
let package = Package(
    name: "ImportSwap",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "RxReading", path: "../..")],
    targets: [
        // Part IV's operators (chapters 23 and 24), issue 36.
        .executableTarget(
            name: "UserProgram",
            dependencies: [.product(name: "RxReading", package: "RxReading")],
            exclude: ["expected-output.txt"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A view model in relays, Drivers, a Signal, a Binder and .rx (chapter 26), issue 38.
        .executableTarget(
            name: "ViewModelProgram",
            dependencies: [.product(name: "RxReading", package: "RxReading")],
            exclude: ["expected-output.txt"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The traits (chapter 25), issue 37.
        .executableTarget(
            name: "TraitsProgram",
            dependencies: [.product(name: "RxReading", package: "RxReading")],
            exclude: ["expected-output.txt"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The traits awaited: `value` and `values` (chapter 25), issue 37.
        .executableTarget(
            name: "AsyncProgram",
            dependencies: [.product(name: "RxReading", package: "RxReading")],
            exclude: ["expected-output.txt"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
