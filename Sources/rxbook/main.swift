import Foundation

/// `rxbook`: the workbook's command line. With no verb it prints the table of contents.

let usage = """
usage: swift run rxbook [verb]

verbs:
  toc            the table of contents: each chapter's code slice and how many tests prove it
                 (what `swift run rxbook` prints with no verb)
  chapter NN     one chapter: its files, and every claim its tests prove, test by test
  demo NN [NAME] run chapter NN's demo programs (or one of them) and print what they print
\(snapshotUsage)
  help           this list
"""

func printTableOfContents(_ workspace: Workspace) {
    print("RxReading: how RxSwift works inside, rebuilt and annotated")
    print("")
    var currentPart: Chapter.Part?
    var totalTests = 0
    for chapter in tableOfContents {
        if chapter.part != currentPart {
            currentPart = chapter.part
            print(chapter.part.rawValue)
        }
        let files = workspace.swiftFiles(in: chapter.sourceFolder)
        let testCount = workspace.tests(of: chapter).count
        totalTests += testCount
        print("  \(chapter.numberText)  \(chapter.title)")
        print("      \(chapter.summary)")
        if files.isEmpty {
            print("      code:  (not written yet: \(chapter.sourceFolder) is empty)")
        } else {
            print("      code:  \(chapter.sourceFolder)/ \(files.joined(separator: ", "))")
        }
        print("      tests: \(testCount) (swift test --filter \(chapter.testFilter))")
    }
    let appendices = workspace.appendices()
    if !appendices.isEmpty {
        print("Appendices")
        for appendix in appendices {
            print("  \(appendix.letter)   \(appendix.title)")
            print("      read:  \(appendix.path)")
        }
    }
    print("")
    print("\(totalTests) chapter tests in all.")
    print("Start with chapter 01: `swift run rxbook chapter 01`, then `swift test --filter Chapter01`.")
}

func printChapter(_ workspace: Workspace, _ argument: String) -> Bool {
    guard let number = Int(argument), let chapter = tableOfContents.first(where: { $0.number == number }) else {
        let known = tableOfContents.map(\.numberText).joined(separator: ", ")
        FileHandle.standardError.write(Data("rxbook: no chapter \"\(argument)\"; the chapters are \(known)\n".utf8))
        return false
    }
    print("Chapter \(chapter.numberText): \(chapter.title)")
    print("\(chapter.part.rawValue)")
    print("")
    print("Code (\(chapter.sourceFolder)/):")
    for file in workspace.swiftFiles(in: chapter.sourceFolder) {
        print("  \(file)")
    }
    let tests = workspace.tests(of: chapter)
    print("")
    print("What its \(tests.count) tests prove (swift test --filter \(chapter.testFilter)):")
    for test in tests {
        let claim = test.claim.isEmpty ? "(no doc comment)" : test.claim
        print("  \(test.name)")
        print("      \(claim)")
    }
    return true
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let workspace = Workspace.locate() else {
    FileHandle.standardError.write(Data("rxbook: run me inside the RxReading checkout (no Package.swift of RxReading found above \(FileManager.default.currentDirectoryPath))\n".utf8))
    exit(2)
}

switch arguments.first {
case nil, "toc":
    printTableOfContents(workspace)
case "chapter":
    guard arguments.count == 2 else {
        FileHandle.standardError.write(Data("rxbook: `chapter` takes one chapter number, for example `rxbook chapter 06`\n".utf8))
        exit(2)
    }
    exit(printChapter(workspace, arguments[1]) ? 0 : 2)
case "demo":
    exit(runDemos(Array(arguments.dropFirst())))
case "snapshot":
    exit(runSnapshot(Array(arguments.dropFirst()), workspace: workspace))
case "diff":
    exit(runDiff(Array(arguments.dropFirst()), workspace: workspace))
case "verify-snapshots":
    exit(runVerifySnapshots(Array(arguments.dropFirst()), workspace: workspace))
case "help", "--help", "-h":
    print(usage)
default:
    FileHandle.standardError.write(Data("rxbook: unknown verb \"\(arguments[0])\"\n\n\(usage)\n".utf8))
    exit(2)
}
