// swift-tools-version:6.0
import PackageDescription
import Foundation

// The workbook's exercises: a package of its own, so that the book's `swift test` stays green
// while exercises are unsolved. Each exercise is one executable target, `Sources/ExNN_K/`: the
// learner's `Exercise.swift` and the `main.swift` that checks it. One exercise per target means
// an exercise that does not compile yet breaks only its own check, never another's.
//
// The exercises use the library's internal types (Sink, Producer, SinkDisposer, ...) through
// `@testable import RxReading`, which works because debug builds compile RxReading for testing.
//
// RXREADING_ROOT names the book's checkout when this package is copied elsewhere (what
// `rxbook verify-exercises` does); by default it is the folder above this one.
let root = Context.environment["RXREADING_ROOT"] ?? ".."

let exerciseFolders: [String] = {
    let sources = "\(Context.packageDirectory)/Sources"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
    return names.filter { $0.hasPrefix("Ex") && $0 != "ExerciseKit" }.sorted()
}()

let library: [Target.Dependency] = [
    .product(name: "RxReading", package: "RxReading"),
    .product(name: "RxReadingTest", package: "RxReading"),
]

let package = Package(
    name: "RxReadingExercises",
    platforms: [.macOS(.v15)],
    products: exerciseFolders.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "RxReading", path: root)],
    targets: [.target(name: "ExerciseKit", dependencies: library)]
        + exerciseFolders.map { .executableTarget(name: $0, dependencies: ["ExerciseKit"] + library) },
    swiftLanguageModes: [.v5]
)
