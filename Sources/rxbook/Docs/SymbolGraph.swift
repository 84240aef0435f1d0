import Foundation

/// The symbol graphs the compiler writes (`-emit-symbol-graph`), read as plain JSON objects so
/// that `rxbook docs` can check them and rewrite them before DocC reads them: only the few
/// fields it needs are interpreted, everything else passes through untouched.
struct SymbolGraphFile {
    /// The file's name, `RxReading.symbols.json` or `RxReading@Foundation.symbols.json`.
    let name: String
    /// The rest of the file (its metadata and module), written back as it was read.
    var json: [String: Any]
    var symbols: [GraphSymbol]
    var relationships: [[String: Any]]

    init(name: String, json: [String: Any]) {
        self.name = name
        symbols = ((json["symbols"] as? [[String: Any]]) ?? []).map { GraphSymbol(json: $0) }
        relationships = (json["relationships"] as? [[String: Any]]) ?? []
        var rest = json
        rest["symbols"] = nil
        rest["relationships"] = nil
        self.json = rest
    }

    /// The module the symbols belong to: the part of the file name before `@` or `.symbols`.
    var module: String { String(name.prefix { $0 != "@" && $0 != "." }) }

    static func read(_ url: URL) throws -> SymbolGraphFile {
        let data = try Data(contentsOf: url)
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw DocsFailure("\(url.path) is not a symbol graph (no JSON object at its top)")
        }
        return SymbolGraphFile(name: url.lastPathComponent, json: json)
    }

    func write(to folder: URL) throws {
        var whole = json
        whole["symbols"] = symbols.map(\.json)
        whole["relationships"] = relationships
        let data = try JSONSerialization.data(withJSONObject: whole)
        try data.write(to: folder.appendingPathComponent(name))
    }
}

/// One symbol of a graph. What every step asks of it is read once, when it is made.
struct GraphSymbol {
    var json: [String: Any]

    /// The compiler's unique name for the symbol (a USR). A protocol extension's member copied
    /// onto a conforming type has the member's USR, `::SYNTHESIZED::`, and the type's.
    let precise: String
    let pathComponents: [String]
    let kind: String
    let accessLevel: String
    /// Where the symbol is declared, from the package root (`Sources/RxReading/16-OneInnerAtATime/Switch.swift`),
    /// when that is one of the two library targets; nil for anything else.
    let sourcePath: String?

    init(json: [String: Any]) {
        self.json = json
        precise = (json["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        pathComponents = (json["pathComponents"] as? [String]) ?? []
        kind = (json["kind"] as? [String: Any])?["identifier"] as? String ?? ""
        accessLevel = json["accessLevel"] as? String ?? ""
        sourcePath = Self.sourcePath(json)
    }

    var isSynthesized: Bool { precise.contains("::SYNTHESIZED::") }
    var isPublic: Bool { accessLevel == "public" || accessLevel == "open" }

    private static func sourcePath(_ json: [String: Any]) -> String? {
        guard let location = json["location"] as? [String: Any],
              let uri = location["uri"] as? String else { return nil }
        let path = uri.removingPercentEncoding ?? uri
        guard let sources = path.range(of: "/Sources/", options: .backwards) else { return nil }
        let inside = path[sources.upperBound...]
        guard inside.hasPrefix("RxReading/") || inside.hasPrefix("RxReadingTest/") else { return nil }
        return "Sources/" + inside
    }

    /// The declaration's line, counted from 1.
    var line: Int {
        let position = (json["location"] as? [String: Any])?["position"] as? [String: Any]
        return ((position?["line"] as? Int) ?? 0) + 1
    }

    /// The doc comment's lines, nil when there is none.
    var docLines: [String]? {
        guard let comment = json["docComment"] as? [String: Any],
              let lines = comment["lines"] as? [[String: Any]] else { return nil }
        return lines.map { $0["text"] as? String ?? "" }
    }

    /// Adds lines at the end of the doc comment (a blank line first, so they start a paragraph
    /// of their own even after a `- Returns:` list), or makes one of them.
    mutating func appendDocLines(_ added: [String]) {
        var comment = (json["docComment"] as? [String: Any]) ?? [:]
        var lines = (comment["lines"] as? [[String: Any]]) ?? []
        if !lines.isEmpty { lines.append(["text": ""]) }
        lines += added.map { ["text": $0] }
        comment["lines"] = lines
        json["docComment"] = comment
    }

    /// 5 for a spelling `@available(swift, obsoleted: 6)` keeps to Swift 5 callers, 6 for one
    /// `@available(swift, introduced: 6)` gives Swift 6 callers only (chapter 22's twins), else nil.
    var swiftLanguageMode: Int? {
        for entry in (json["availability"] as? [[String: Any]]) ?? [] where entry["domain"] as? String == "Swift" {
            if entry["obsoleted"] != nil { return 5 }
            if entry["introduced"] != nil { return 6 }
        }
        return nil
    }

    /// Forgets the `Swift` language-version availability (the page shows the one spelling left).
    mutating func removeLanguageModeAvailability() {
        guard let entries = json["availability"] as? [[String: Any]] else { return }
        let kept = entries.filter { $0["domain"] as? String != "Swift" }
        json["availability"] = kept.isEmpty ? nil : kept
    }

    /// The declaration as one line of text.
    var declaration: String {
        let fragments = (json["declarationFragments"] as? [[String: Any]]) ?? []
        return fragments.map { $0["spelling"] as? String ?? "" }.joined()
    }

    /// What tells a Swift 5 spelling and its Swift 6 twin to be the same declaration: the same
    /// path and kind, and the same declaration once `@Sendable` is taken out.
    var twinKey: String {
        let withoutSendable = declaration.replacingOccurrences(of: "@Sendable ", with: "")
        let oneLine = withoutSendable.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return "\(kind) \(pathComponents.joined(separator: "/")) \(oneLine)"
    }

    /// The parameters' names as the doc comment must give them (the internal name when the
    /// declaration has one), and the result's type as written.
    var parameterNames: [String] {
        let signature = json["functionSignature"] as? [String: Any]
        let parameters = (signature?["parameters"] as? [[String: Any]]) ?? []
        return parameters.compactMap { ($0["internalName"] as? String) ?? ($0["name"] as? String) }
    }

    var returnType: String {
        let signature = json["functionSignature"] as? [String: Any]
        let returns = (signature?["returns"] as? [[String: Any]]) ?? []
        return returns.map { $0["spelling"] as? String ?? "" }.joined()
    }
}

/// Something `rxbook docs` cannot go on from, said in one line.
struct DocsFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// DocC's name for an overload: the suffix it gives a page (`flatMapLatest(_:)-1u0pr`) and
/// accepts in a link. It is swift-docc's `stableHashString` of the symbol's precise identifier:
/// the 32-bit FNV-1 hash of its UTF-8 bytes, folded to 24 bits, in base 36.
func docCDisambiguationHash(_ preciseIdentifier: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in preciseIdentifier.utf8 {
        hash = hash &* 16_777_619
        hash ^= UInt32(byte)
    }
    return String((hash >> 24) ^ (hash & 0xff_ffff), radix: 36, uppercase: false)
}
