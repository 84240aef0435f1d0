// swift-tools-version:6.0
import PackageDescription

// The deadlocks Part III describes, as small programs written the way an RxSwift 6.5 user writes
// them: two threads ordered by semaphores, counted over many runs, each run in a child process so
// a deadlocked one cannot keep the program from ending. Only the import says which library it runs
// on. CI builds and runs it against the library and fails if any scenario deadlocks;
// `run-against-rxswift.sh`, given RxSwift checkouts, builds the same file against each and prints
// the counts side by side (CI cannot reach RxSwift). Appendix B quotes that table.
let package = Package(
    name: "Deadlocks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "RxReading", path: "../..")],
    targets: [
        // Chapter 16's emitter-loop prices, measured beside RxSwift's lock.
        .executableTarget(
            name: "EmitterCosts",
            dependencies: [.product(name: "RxReading", package: "RxReading")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "DeadlockProbe",
            dependencies: [.product(name: "RxReading", package: "RxReading")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
