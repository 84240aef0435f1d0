import Foundation
import RxReadingDemos

/// `rxbook demo NN [NAME]`: runs chapter NN's demos, or one of them, and prints what they print.
func runDemos(_ arguments: [String], workspace: Workspace? = nil) -> Int32 {
    guard let first = arguments.first else {
        printError("`demo` takes a chapter number, for example `rxbook demo 07`; chapters with demos: \(chaptersWithDemos())")
        return 2
    }
    guard let number = Int(first), tableOfContents.contains(where: { $0.number == number }) else {
        printError("no chapter \"\(first)\"; chapters with demos: \(chaptersWithDemos())")
        return 2
    }
    var demos = Demos.of(chapter: number)
    if demos.isEmpty {
        printError("chapter \(first) has no demo; chapters with demos: \(chaptersWithDemos())")
        return 2
    }
    // Run by chapter, a demo that prints a predict exercise's answer is held back until it is
    // solved; named, it runs.
    let workbook = workspace.flatMap { try? Workbook.load($0).get() }
    if arguments.count > 1 {
        let name = arguments[1]
        demos = demos.filter { $0.name == name }
        if demos.isEmpty {
            let names = Demos.of(chapter: number).map(\.name).joined(separator: ", ")
            printError("chapter \(first) has no demo \"\(name)\"; its demos: \(names)")
            return 2
        }
    }
    for (index, demo) in demos.enumerated() {
        if index > 0 { print("") }
        if arguments.count == 1, let exercise = workbook?.exerciseAnswered(byDemo: demo.name) {
            print("# \(demo.name): held back, since it prints the answer to exercise \(exercise.id), which you have not")
            print("  solved; `swift run rxbook demo \(paddedChapter(demo.chapter)) \(demo.name)` runs it anyway")
            continue
        }
        print("# \(demo.name): \(demo.title)")
        for line in demo.run() {
            print(line)
        }
    }
    return 0
}

func chaptersWithDemos() -> String {
    let numbers = Set(Demos.all.map(\.chapter)).sorted()
    return numbers.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ", ")
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data("rxbook: \(message)\n".utf8))
}
