import Foundation

/// `rxbook`: the workbook's command line. With no verb it prints the table of contents.

let usage = """
usage: swift run rxbook [verb]

verbs:
  toc            the table of contents: each chapter's code slice and how many tests prove it
                 (what `swift run rxbook` prints with no verb)
  chapter NN     one chapter: its files in the order its prose shows them, what it revisits,
                 and every claim its tests prove, each marked cited or not by the prose
                 (--all: also the tests that answer exercises you have not solved)
  chapter A|B    an appendix: where it is, its title and its sections
  list           every exercise: its kind, chapter, title and your status; the next one marked
  check [NN[.K]|NN|all]
                 check an exercise (default: the next unsolved one), a chapter's, or all
  hint [NN.K]    show the next hint of an exercise (default: the next unsolved one)
  reset NN.K     put an exercise back as it started (--force discards your changes)
  watch          check again each time an exercise's file changes; keys h, l, n, q
  verify-exercises
                 prove every starter fails its checks and every reference solution passes
  demo NN [NAME] run chapter NN's demo programs (or one of them) and print what they print
  trace [NAME]   list the demos the book draws, or print one's traced sequence diagram (--text: as a list)
  marbles [NAME] list the book's marble diagrams, or run one on a TestScheduler and print it
                 (--svg: as the SVG picture the book shows)
  weave          rewrite every chapter's listings, test cites and demo outputs in place
                 (Chapters/NN-Slug/README.md), then write book.md; see Chapters/AUTHORING.md
  weave --check  write nothing; fail, naming the file, when any of them is out of date
\(snapshotUsage)
\(docsUsage)
  help           this list
"""

func printTableOfContents(_ workspace: Workspace) {
    // Progress comes from the exercises' last checks (Exercises/.progress.json), never from a
    // file the learner edits by hand.
    let workbook = try? Workbook.load(workspace).get()
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
        if files.isEmpty, let elsewhere = chapter.codeElsewhere {
            print("      code:  \(elsewhere) (no library code of its own)")
        } else if files.isEmpty {
            print("      code:  (not written yet: \(chapter.sourceFolder) is empty)")
        } else {
            print("      code:  \(chapter.sourceFolder)/ \(files.joined(separator: ", "))")
        }
        print("      tests: \(testCount) (swift test --filter \(chapter.testFilter))")
        if workspace.exists("\(chapter.chapterFolder)/README.md") {
            print("      read:  \(chapter.chapterFolder)/README.md")
        }
        if let workbook {
            let exercises = workbook.exercises(ofChapter: chapter.number)
            let solved = exercises.filter(workbook.isSolved).count
            print("      exercises: \(progressBar(solved, exercises.count)) \(solved)/\(exercises.count) solved")
        }
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
    if let workbook {
        let solved = workbook.exercises.filter(workbook.isSolved).count
        print("Exercises: \(progressBar(solved, workbook.exercises.count, width: 30)) \(solved)/\(workbook.exercises.count) solved")
        if let next = workbook.next {
            print("Next exercise: \(next.id) (\(next.kind)) \(next.title)")
            print("  open \(next.file), then `swift run rxbook check \(next.id)`; stuck? `swift run rxbook hint \(next.id)`")
        } else {
            print("Every exercise is solved.")
        }
    }
    if workspace.exists("Chapters/00-Preface/README.md") {
        print("Start reading with the preface, Chapters/00-Preface/README.md (or the whole book, book.md);")
        print("then chapter 01: `swift run rxbook chapter 01`, then `swift test --filter Chapter01`.")
    } else {
        print("Start with chapter 01: `swift run rxbook chapter 01`, then `swift test --filter Chapter01`.")
    }
}

// Every line reaches a pipe or a file as it is printed (`watch` runs until stopped).
setvbuf(stdout, nil, _IOLBF, 0)
let arguments = Array(CommandLine.arguments.dropFirst())
guard let workspace = Workspace.locate() else {
    FileHandle.standardError.write(Data("rxbook: run me inside the RxReading checkout (no Package.swift of RxReading found above \(FileManager.default.currentDirectoryPath))\n".utf8))
    exit(2)
}

switch arguments.first {
case nil, "toc":
    printTableOfContents(workspace)
case "chapter":
    let showAll = arguments.contains("--all")
    let chapterArguments = arguments.dropFirst().filter { $0 != "--all" }
    guard chapterArguments.count == 1 else {
        FileHandle.standardError.write(Data("rxbook: `chapter` takes one chapter number or appendix letter, for example `rxbook chapter 06` or `rxbook chapter A` (--all: show tests that answer exercises you have not solved)\n".utf8))
        exit(2)
    }
    exit(runChapter(workspace, chapterArguments[0], showAll: showAll))
case "list":
    exit(ExerciseCommands.list(Array(arguments.dropFirst()), workspace))
case "check":
    exit(ExerciseCommands.check(Array(arguments.dropFirst()), workspace))
case "hint":
    exit(ExerciseCommands.hint(Array(arguments.dropFirst()), workspace))
case "reset":
    exit(ExerciseCommands.reset(Array(arguments.dropFirst()), workspace))
case "watch":
    exit(ExerciseCommands.watch(Array(arguments.dropFirst()), workspace))
case "verify-exercises":
    exit(VerifyExercises.run(Array(arguments.dropFirst()), workspace))
case "demo":
    exit(runDemos(Array(arguments.dropFirst()), workspace: workspace))
case "trace":
    exit(runTrace(Array(arguments.dropFirst())))
case "marbles":
    exit(runMarbles(Array(arguments.dropFirst())))
case "weave":
    exit(runWeave(workspace, Array(arguments.dropFirst())))
case "snapshot":
    exit(runSnapshot(Array(arguments.dropFirst()), workspace: workspace))
case "diff":
    exit(runDiff(Array(arguments.dropFirst()), workspace: workspace))
case "verify-snapshots":
    exit(runVerifySnapshots(Array(arguments.dropFirst()), workspace: workspace))
case "docs":
    exit(runDocs(Array(arguments.dropFirst()), workspace: workspace))
case "help", "--help", "-h":
    print(usage)
default:
    FileHandle.standardError.write(Data("rxbook: unknown verb \"\(arguments[0])\"\n\n\(usage)\n".utf8))
    exit(2)
}
