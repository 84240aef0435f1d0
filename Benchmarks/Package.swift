// swift-tools-version:6.0
import PackageDescription

// rxbench's cases run against OpenCombine beside RxReading, in one process, for readers who know
// Combine. A package of its own so the root package keeps no dependencies: SwiftPM does not look
// inside a nested package, so `swift build` and `swift test` at the root never see this folder.
let package = Package(
    name: "RxReadingBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // The root package, for the library and rxbench's harness. A path dependency's identity
        // is its folder's name (the checkout's, which may be anything), so name it explicitly.
        .package(name: "RxReading", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "combinebench",
            dependencies: [
                .product(name: "RxReading", package: "RxReading"),
                .product(name: "RxBenchKit", package: "RxReading"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                // receive(on:) a DispatchQueue needs the queue's Scheduler conformance.
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
