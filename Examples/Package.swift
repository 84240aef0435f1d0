// swift-tools-version:6.0
import PackageDescription

// The capstone's example app, minus its UIKit: a repository-search screen written exactly as an
// RxSwift 6.5 user writes one, with `import RxReading` where RxSwift, RxRelay and RxCocoa were
// (and `import RxReadingTest` where RxTest and RxBlocking were). A package of its own, like
// Exercises/, depending on the book's library by path.
//
// `run-against-rxswift.sh` builds these same sources against RxSwift 6.5.0 with the imports
// changed back; CI compares `SearchTimeline`'s output with what that run printed
// (`expected-output.txt`).
let library: Target.Dependency = .product(name: "RxReading", package: "RxReading")

// An app that wants `Resources.total` defines TRACE_RESOURCES itself, in debug builds, as RxSwift
// asks; the library's own debug builds already count.
let traceResources: SwiftSetting = .define("TRACE_RESOURCES", .when(configuration: .debug))

let package = Package(
    name: "Examples",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RepositorySearch", targets: ["RepositorySearch"]),
        .executable(name: "SearchTimeline", targets: ["SearchTimeline"]),
    ],
    dependencies: [.package(name: "RxReading", path: "..")],
    targets: [
        // The screen's core: view model, fake client, activity indicator, the headless view's `.rx`.
        .target(name: "RepositorySearch", dependencies: [library], swiftSettings: [traceResources]),
        // Runs the screen on a virtual clock with scripted keystrokes and prints a timeline.
        .executableTarget(
            name: "SearchTimeline",
            dependencies: ["RepositorySearch", library],
            exclude: ["expected-output.txt"],
            swiftSettings: [traceResources]
        ),
        .testTarget(
            name: "RepositorySearchTests",
            dependencies: ["RepositorySearch", library, .product(name: "RxReadingTest", package: "RxReading")],
            swiftSettings: [traceResources]
        ),
    ],
    // Written as RxSwift 6.5 apps are: Swift 5 language mode.
    swiftLanguageModes: [.v5]
)
