// swift-tools-version:6.0
import PackageDescription

// rxbench's cases run against OpenCombine beside RxReading, in one process, for readers who know
// Combine. A package of its own so the root package keeps no dependencies: SwiftPM does not look
// inside a nested package, so `swift build` and `swift test` at the root never see this folder.
let package = Package(
    name: "RxReadingBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // The root package, for rxbench's harness and cases (and through them the library). A path
        // dependency's identity is its folder's name (the checkout's, which may be anything), so
        // name it explicitly.
        .package(name: "RxReading", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "combinebench",
            dependencies: [
                .product(name: "RxBenchKit", package: "RxReading"),
                // rxbench's cases: each comparison's RxReading side and baseline are a case's.
                .product(name: "RxBenchCases", package: "RxReading"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                // receive(on:) a DispatchQueue needs the queue's Scheduler conformance.
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
