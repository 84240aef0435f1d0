import Foundation

/// What a public declaration of RxReading or RxReadingTest lacks in its doc comment.
struct DocumentationProblem: Equatable, CustomStringConvertible {
    let path: String
    let line: Int
    /// The symbol's path, `ObservableType.flatMapLatest(_:)`.
    let symbol: String
    let message: String

    var description: String { "\(path):\(line): \(symbol): \(message)" }
}

/// The reference's promise: every public declaration of the two libraries has a doc comment,
/// which documents each parameter (`- Parameter name:`, or `- name:` under `- Parameters:`)
/// and, unless it is an initializer or returns nothing, the result (`- Returns:`).
///
/// Each declaration is checked once, where it is written: the copies the compiler makes of a
/// protocol extension's members on each conforming type share its source location, and so do
/// the copies a re-exporting module's graph repeats.
func documentationProblems(in graphs: [SymbolGraphFile]) -> (checked: Int, problems: [DocumentationProblem]) {
    var seen = Set<String>()
    var problems: [DocumentationProblem] = []
    // An extension block (`extension AsyncSequence { ... }`) is not a declaration of its own.
    let symbols = graphs.flatMap(\.symbols).filter { $0.isPublic && $0.kind != "swift.extension" }
    // The declaration itself before the copies, so a problem is named as it is written
    // (`ObservableType.subscribe(_:)`, not `Observable.subscribe(_:)`).
    for symbol in symbols.filter({ !$0.isSynthesized }) + symbols.filter(\.isSynthesized) {
        guard let path = symbol.sourcePath else { continue }
        guard seen.insert("\(path):\(symbol.line)").inserted else { continue }
        problems += documentationProblems(of: symbol, path: path)
    }
    return (seen.count, problems.sorted { ($0.path, $0.line, $0.message) < ($1.path, $1.line, $1.message) })
}

func documentationProblems(of symbol: GraphSymbol, path: String) -> [DocumentationProblem] {
    let name = symbol.pathComponents.joined(separator: ".")
    func problem(_ message: String) -> DocumentationProblem {
        DocumentationProblem(path: path, line: symbol.line, symbol: name, message: message)
    }
    guard let lines = symbol.docLines, lines.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
        return [problem("no doc comment")]
    }
    let text = lines.joined(separator: "\n")
    var problems: [DocumentationProblem] = []
    let hasParametersList = matches(#"-\s+[Pp]arameters\s*:"#, text)
    for parameter in symbol.parameterNames {
        let escaped = NSRegularExpression.escapedPattern(for: parameter)
        let alone = matches(#"-\s+[Pp]arameter\s+"# + escaped + #"\s*:"#, text)
        let listed = hasParametersList && matches(#"(?m)^\s*-\s+"# + escaped + #"\s*:"#, text)
        if !alone && !listed {
            problems.append(problem("parameter `\(parameter)` not documented"))
        }
    }
    let result = symbol.returnType
    if symbol.kind != "swift.init", !["", "()", "Void"].contains(result), !matches(#"-\s+[Rr]eturns\s*:"#, text) {
        problems.append(problem("result (\(result)) not documented (`- Returns:`)"))
    }
    return problems
}

private func matches(_ pattern: String, _ text: String) -> Bool {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
    return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
}
