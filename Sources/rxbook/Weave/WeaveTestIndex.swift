import Foundation

/// Where one test is declared: what a cite in the prose links to.
struct TestLocation: Equatable {
    let name: String
    /// The class (or extension) the test is declared in.
    let className: String
    /// The file's path from the package root.
    let path: String
    let line: Int
}

/// Every `func testXxx(` under Tests/ChapterTests, so a cite can be resolved to a file and line.
struct TestIndex {
    static let folder = "Tests/ChapterTests"

    let tests: [TestLocation]

    init(tests: [TestLocation]) {
        self.tests = tests
    }

    init(root: URL) {
        tests = swiftFilesRecursively(root: root, folder: TestIndex.folder).flatMap { path in
            let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
            return TestIndex.scan(path: path, text: text)
        }
    }

    /// The tests declared in one file: each `func test…(` outside multi-line string literals,
    /// with the top-level class or extension it is declared in.
    static func scan(path: String, text: String) -> [TestLocation] {
        var found: [TestLocation] = []
        var className = ""
        var inStringLiteral = false
        for (index, raw) in splitLines(text).enumerated() {
            if raw.containsBytes("\"\"\""), raw.components(separatedBy: "\"\"\"").count % 2 == 0 {
                inStringLiteral.toggle()
                continue
            }
            if inStringLiteral {
                continue
            }
            if let name = topLevelTypeName(raw) {
                className = name
                continue
            }
            guard raw.containsBytes("func test") else { continue }
            let line = raw.trimmedSpaces
            guard let range = line.range(of: "func test") else { continue }
            let before = line[..<range.lowerBound]
            guard before.isEmpty || before.hasSuffix(" ") else { continue }
            let afterFunc = line[line.index(range.lowerBound, offsetBy: 5)...]
            let name = afterFunc.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard afterFunc.dropFirst(name.count).first == "(" else { continue }
            found.append(TestLocation(name: String(name), className: className, path: path, line: index + 1))
        }
        return found
    }

    /// `Name` for a line declaring a top-level `class Name`, `final class Name` or `extension Name`.
    private static func topLevelTypeName(_ line: String) -> String? {
        guard let first = line.first, !first.isWhitespace else { return nil }
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let modifiers: Set<String> = ["public", "open", "internal", "final", "private", "fileprivate", "@objc"]
        while let word = words.first, modifiers.contains(word) || word.hasPrefix("@") {
            words.removeFirst()
        }
        guard words.count >= 2, words[0] == "class" || words[0] == "extension" else { return nil }
        let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// The test a cite names: `testName`, or `ClassName.testName` when two classes share the name.
    func resolve(_ reference: String) -> Result<TestLocation, CiteFailure> {
        let parts = reference.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let matches: [TestLocation]
        if parts.count == 2 {
            matches = tests.filter { $0.className == parts[0] && $0.name == parts[1] }
        } else {
            matches = tests.filter { $0.name == reference }
        }
        switch matches.count {
        case 1:
            return .success(matches[0])
        case 0:
            return .failure(.missing)
        default:
            return .failure(.ambiguous(matches))
        }
    }

    enum CiteFailure: Error {
        case missing
        case ambiguous([TestLocation])
    }
}
