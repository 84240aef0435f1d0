import Foundation

/// The checked-out book on disk: finds the package root and reads what each chapter has.
struct Workspace {
    let root: URL

    /// Finds the package root: the nearest folder at or above `start` (the current directory)
    /// whose Package.swift declares the RxReading package, or else the folder this tool was built
    /// from. `Exercises/Package.swift` depends on RxReading and names it too, but declares a
    /// package of its own name, so from `Exercises/` the search goes on to the folder above.
    static func locate(from start: String = FileManager.default.currentDirectoryPath) -> Workspace? {
        var folder = URL(fileURLWithPath: start)
        while true {
            if isBookRoot(folder) {
                return Workspace(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path {
                break
            }
            folder = parent
        }
        // Sources/rxbook/Workspace.swift -> the package root, three levels up.
        let built = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return isBookRoot(built) ? Workspace(root: built) : nil
    }

    static func isBookRoot(_ folder: URL) -> Bool {
        let manifest = folder.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
        // The package's own name is the first argument of `Package(`; a dependency's name
        // (`.product(name: "RxReading", ...)`) does not count.
        guard let call = text.range(of: "Package(") else { return false }
        let rest = text[call.upperBound...].drop { $0.isWhitespace || $0.isNewline }
        return rest.hasPrefix("name: \"RxReading\"")
    }

    /// The Swift files of a folder below the root, sorted by name; empty if it does not exist.
    func swiftFiles(in relativeFolder: String) -> [String] {
        let folder = root.appendingPathComponent(relativeFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    func text(of relativePath: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)) ?? ""
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(relativePath).path)
    }

    /// The appendices: folders of Chapters/ named `X-Slug` with one capital letter, each with a
    /// README.md whose first heading is the appendix's title.
    func appendices() -> [Appendix] {
        let chapters = root.appendingPathComponent("Chapters")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: chapters.path)) ?? []
        return names.sorted().compactMap { name in
            guard name.count > 2, name.dropFirst().first == "-", let letter = name.first,
                  letter.isUppercase, letter.isLetter else { return nil }
            let path = "Chapters/\(name)/README.md"
            guard exists(path) else { return nil }
            let heading = text(of: path).split(separator: "\n").first { $0.hasPrefix("# ") }
            let title = heading.map { String($0.dropFirst(2)) } ?? name
            return Appendix(letter: letter, title: title, path: path)
        }
    }

    /// The tests of a chapter, each with the claim its doc comment states.
    func tests(of chapter: Chapter) -> [TestCase] {
        swiftFiles(in: chapter.testFolder).flatMap { file in
            TestCase.parse(text(of: "\(chapter.testFolder)/\(file)"))
        }
    }
}

/// One test method, and the claim of the chapter it proves (its doc comment).
struct TestCase {
    let name: String
    let claim: String

    /// Finds `func testXxx()` declarations and the `///` lines just above each.
    static func parse(_ source: String) -> [TestCase] {
        var found: [TestCase] = []
        var docLines: [String] = []
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("///") {
                docLines.append(line.dropFirst(3).trimmingCharacters(in: .whitespaces))
                continue
            }
            if line.hasPrefix("@") {
                continue // attributes between the doc comment and the declaration
            }
            if let range = line.range(of: "func test"), line.contains("(") {
                let afterFunc = line[line.index(range.lowerBound, offsetBy: 5)...]
                let name = String(afterFunc.prefix { $0 != "(" })
                found.append(TestCase(name: name, claim: docLines.joined(separator: " ")))
            }
            docLines = []
        }
        return found
    }
}

/// An appendix of the book: prose beside the chapters, with no code slice of its own.
struct Appendix {
    let letter: Character
    let title: String
    let path: String
}
