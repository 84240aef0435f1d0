import Foundation

// region: debug
extension ObservableType {
    /// Prints a line for each subscription, event and disposal of this sequence, with a time
    /// stamp and `identifier` (by default the file, line and function of the call). With
    /// `trimOutput`, an event whose description is longer than 40 characters is cut to its first
    /// and last 20, joined by "...".
    ///
    /// - Parameters:
    ///   - identifier: The name each line starts with; `nil` uses the place of the call.
    ///   - trimOutput: Whether long event descriptions are cut.
    ///   - file: The file of the call, for the default identifier.
    ///   - line: The line of the call, for the default identifier.
    ///   - function: The function of the call, for the default identifier.
    /// - Returns: An observable of the source's events, unchanged.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function)
        -> Observable<Element> {
        Debug(source: asObservable(),
              identifier: identifier ?? debugIdentifier(file: file, line: line, function: function),
              trimOutput: trimOutput)
    }
}

/// `debug`'s default identifier: the file's last path component, the line and the function.
func debugIdentifier(file: String, line: UInt, function: String) -> String {
    let fileName = file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file
    return "\(fileName):\(line) (\(function))"
}

/// What `debug` prints after "Event " for `event`: its description, cut to its first and last
/// 20 characters around "..." when `trim` is set and it is longer than 40.
func debugEventText<Element>(_ event: Event<Element>, trim: Bool) -> String {
    let limit = 40
    let text = "\(event)"
    guard trim, text.count > limit else { return text }
    return String(text.prefix(limit / 2)) + "..." + String(text.suffix(limit / 2))
}

/// One line of `debug`'s output: the time stamp (`yyyy-MM-dd HH:mm:ss.SSS`, local time), the
/// identifier, an arrow and what happened.
func debugLine(_ identifier: String, _ content: String, at date: Date, formatter: DateFormatter) -> String {
    "\(formatter.string(from: date)): \(identifier) -> \(content)"
}
// endregion: debug

// region: DebugSink

/// One subscription to `debug`: it prints "subscribed" when it is built, "Event ..." for each
/// event before passing it on, and "isDisposed" the first time it is disposed.
final class DebugSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let identifier: String
    let trimOutput: Bool
    // One formatter per subscription, as RxSwift has: a DateFormatter is not safe to share
    // between threads, and a sink's events arrive one at a time.
    let formatter: DateFormatter

    init(identifier: String, trimOutput: Bool, observer: Observer, cancel: Cancelable) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        super.init(observer: observer, cancel: cancel)
        log("subscribed")
    }

    func log(_ content: String) {
        print(debugLine(identifier, content, at: Date(), formatter: formatter))
    }

    func on(_ event: Event<Element>) {
        log("Event \(debugEventText(event, trim: trimOutput))")
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    override func dispose() {
        if !isDisposed {
            log("isDisposed")
        }
        super.dispose()
    }
}
// endregion: DebugSink

// region: DebugProducer

/// The observable of `debug`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class Debug<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let identifier: String
    let trimOutput: Bool

    init(source: Observable<Element>, identifier: String, trimOutput: Bool) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
        super.init { producer, observer, cancel in
            let debug = unsafeDowncast(producer, to: Debug.self)
            let sink = DebugSink(identifier: debug.identifier, trimOutput: debug.trimOutput,
                                 observer: observer, cancel: cancel)
            let subscription = debug.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: DebugProducer
