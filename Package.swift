// swift-tools-version:6.0
import PackageDescription
import Foundation

// The book is additive: chapter NN's code uses only chapters 01...NN. A later chapter that has
// to change an earlier file fences the change with `#if CHNN`. The full build (the default)
// defines every chapter's condition. `RXREADING_CHAPTERS=4 swift test` builds the library
// exactly as it stands at the end of chapter 04 and runs chapters 01-04's tests: later chapters'
// folders and tests are left out and their conditions are not defined. `swift run rxbook
// snapshot 04` writes that state as a package of its own, and `swift run rxbook verify-snapshots`
// (in CI) builds and tests every chapter's snapshot, which is how CI proves the chapters are additive.
func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

/// Every chapter's slice folder (`Sources/RxReading/NN-Slug`), read from disk so that a new
/// chapter needs no edit here.
let chapterFolders: [(number: Int, folder: String)] = {
    let sources = "\(Context.packageDirectory)/Sources/RxReading"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
    return names.sorted().compactMap { name in
        guard name.count > 3, name.dropFirst(2).first == "-", let number = Int(name.prefix(2)) else { return nil }
        return (number, name)
    }
}()

/// The last chapter whose slice exists: the full build, the default.
let fullBuildChapter = chapterFolders.map(\.number).max() ?? 1
let lastChapter: Int = {
    if let text = Context.environment["RXREADING_CHAPTERS"], let value = Int(text) {
        return value
    }
    return fullBuildChapter
}()

let chapterConditions: [SwiftSetting] = chapterFolders
    .filter { $0.number <= lastChapter }
    .map { .define("CH\(twoDigits($0.number))") }

let excludedSources = chapterFolders.filter { $0.number > lastChapter }.map(\.folder)
    // Anything in an included slice folder that is not Swift (chapter 19's arity generator).
    + chapterFolders.filter { $0.number <= lastChapter }.flatMap { chapter in
        ((try? FileManager.default.contentsOfDirectory(
            atPath: "\(Context.packageDirectory)/Sources/RxReading/\(chapter.folder)")) ?? [])
            .filter { !$0.hasSuffix(".swift") }
            .map { "\(chapter.folder)/\($0)" }
    }
// Tests live in one folder per chapter (Tests/ChapterTests/ChapterNN/), so a chapter's tests
// can be left out with its sources.
let excludedTests = chapterFolders.filter { $0.number > lastChapter }
    .map { "Chapter\(twoDigits($0.number))" }
    .filter { FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/Tests/ChapterTests/\($0)") }
    // The reliability suite (stress, fuzzing, leaks, misuse) and the RxSwift-style compatibility
    // tests exercise the whole library.
    + ["Reliability", "Compatibility"].filter { folder in
        lastChapter < 15
            && FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/Tests/ChapterTests/\(folder)")
    }

// Chapters/ holds each chapter's prose and, beside it, its demo programs (`Demos.swift`), which
// `rxbook demo NN` runs. The demos are one target whose path is Chapters/: everything there
// that is not Swift (the prose) is excluded, and so are the folders of chapters after the last.
let chapterFolderEntries: [String] = {
    let chapters = "\(Context.packageDirectory)/Chapters"
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: chapters)) ?? []
    var excluded: [String] = []
    for folder in folders.sorted() {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: "\(chapters)/\(folder)", isDirectory: &isDirectory) else { continue }
        if !isDirectory.boolValue {
            if !folder.hasSuffix(".swift") { excluded.append(folder) }
            continue
        }
        if let number = Int(folder.prefix(2)), number > lastChapter {
            excluded.append(folder)
            continue
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(chapters)/\(folder)")) ?? []
        excluded += files.filter { !$0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
    }
    return excluded
}()

// Resource tracking (`Resources.total`) is compiled into debug builds only. RxSwift compiles it
// only when an app defines TRACE_RESOURCES itself (an opt-in, in no build by default); RxReading
// opts in for every debug build, so every test is also a leak test.
let traceResources: SwiftSetting = .define("TRACE_RESOURCES", .when(configuration: .debug))
// The trace that draws the book's sequence diagrams (`rxbook trace`), also debug builds only:
// release builds, and so rxbench, carry none of its hooks.
let traceSteps: SwiftSetting = .define("RXREADING_TRACE", .when(configuration: .debug))

// Chapter 27 adds no library code: its code is the example app in Examples/, a package of its own
// that depends on this one. Its demos run that app's screen, so from chapter 27 on the book builds
// the app's sources too, as a target named apart from the app's (`CapstoneApp`, not
// `RepositorySearch`) so that both packages can share one graph.
let capstoneApp = lastChapter >= 27
    && FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/Examples/Sources/RepositorySearch")
let capstoneDependency: [Target.Dependency] = capstoneApp ? ["CapstoneApp"] : []

let package = Package(
    name: "RxReading",
    // The Apple platforms whose releases have the standard library's `Synchronization` module
    // (`Atomic`, which `AtomicInt` is built on).
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "RxReading", targets: ["RxReading"]),
        .library(name: "RxReadingTest", targets: ["RxReadingTest"]),
        .executable(name: "rxbook", targets: ["rxbook"]),
    ],
    targets: [
        .target(
            name: "RxReading",
            exclude: excludedSources,
            swiftSettings: [.swiftLanguageMode(.v6), traceResources, traceSteps] + chapterConditions
        ),
        .target(
            name: "RxReadingTest",
            dependencies: ["RxReading"],
            swiftSettings: [.swiftLanguageMode(.v6), traceResources, traceSteps] + chapterConditions
        ),
        .target(
            name: "RxReadingDemos",
            // RxReadingTest too: chapter 12's demos and the marble diagrams (`MarblesNN.swift`) run on a TestScheduler.
            dependencies: ["RxReading", "RxReadingTest"] + capstoneDependency,
            path: "Chapters",
            exclude: chapterFolderEntries,
            swiftSettings: [traceResources, traceSteps] + chapterConditions
        ),
        .executableTarget(name: "rxbook", dependencies: ["RxReadingDemos"], swiftSettings: [traceSteps]),
        .testTarget(
            name: "ChapterTests",
            dependencies: ["RxReading", "RxReadingTest", "rxbook"],
            exclude: excludedTests,
            swiftSettings: [traceResources, traceSteps] + chapterConditions
        ),
    ],
    // RxReading and RxReadingTest compile in Swift 6 language mode (their own setting above).
    // Everything else stays in Swift 5 mode on purpose: the chapters' tests, demos and the
    // benchmarks are written as RxSwift 6.5 users write (closures that mutate captured vars,
    // observers captured in dispatch blocks), so building them against the library is the proof
    // that such code still moves over by changing the import. The Swift 6 side is proven by
    // Probes/Swift6App (chapter 22), which CI builds in Swift 6 mode.
    swiftLanguageModes: [.v5]
)

if capstoneApp {
    package.targets.append(.target(
        name: "CapstoneApp",
        dependencies: ["RxReading"],
        path: "Examples/Sources/RepositorySearch",
        swiftSettings: [traceResources, traceSteps]
    ))
}

// The benchmarks measure the whole library, so they exist only in the full build.
if lastChapter >= fullBuildChapter {
    package.products += [
        .executable(name: "rxbench", targets: ["rxbench"]),
        // The harness and rxbench's cases, for the Benchmarks/ package that runs the same cases
        // beside OpenCombine.
        .library(name: "RxBenchKit", targets: ["RxBenchKit"]),
        .library(name: "RxBenchCases", targets: ["RxBenchCases"]),
    ]
    package.targets += [
        // Counts heap allocations by interposing malloc; only benchmark executables link it.
        .target(name: "CAllocationCounter"),
        .target(name: "RxBenchKit", dependencies: ["CAllocationCounter"]),
        .target(name: "RxBenchCases", dependencies: ["RxReading", "RxBenchKit"]),
        .executableTarget(name: "rxbench", dependencies: ["RxBenchCases", "RxBenchKit"]),
    ]
}
