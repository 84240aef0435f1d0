// swift-tools-version:6.0
import PackageDescription

// Four programs written against RxReading, built by CI (chapter 22):
// - Swift6App, in Swift 6 language mode: an app's view model, a subject handed to an actor,
//   RxSwift #2638's background `map`, both async bridges, and a scheduler on an actor proven
//   with RxReadingTest's conformance kit, and a Driver driven into a @MainActor screen
//   (chapter 26). It must build without a warning and
//   run to its last line without an isolation trap.
// - Swift6Refused, in Swift 6 language mode: two closures that would race and a non-Sendable
//   subscription leaving the main actor, which must NOT build.
// - Swift5Client, in Swift 5 language mode: code written for RxSwift 6.5 (closures that mutate a
//   captured var) must still build, without a warning.
// - Swift5Captures, in Swift 5 language mode: a subscription captured in a dispatch block builds,
//   with the one warning a Swift 6 module's non-Sendable protocol costs.
let package = Package(
    name: "Swift6App",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "RxReading", path: "../..")],
    targets: [
        .executableTarget(
            name: "Swift6App",
            dependencies: [
                .product(name: "RxReading", package: "RxReading"),
                .product(name: "RxReadingTest", package: "RxReading"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Must not compile: CI checks that it fails with the three errors its file names.
        .executableTarget(
            name: "Swift6Refused",
            dependencies: [.product(name: "RxReading", package: "RxReading")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Builds with one warning, which CI requires word for word (the cost of a Swift 6 module).
        .executableTarget(
            name: "Swift5Captures",
            dependencies: [.product(name: "RxReading", package: "RxReading")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Swift5Client",
            dependencies: [.product(name: "RxReading", package: "RxReading")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
