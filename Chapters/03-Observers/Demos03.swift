import RxReading

extension Demos {
    /// Chapter 03's demos.
    static let chapter03: [Demo] = [
        Demo(chapter: 3, name: "who-keeps-the-grammar",
             title: "One out-of-grammar source, heard by four observers") { log in
            // Each observer collects what it hears; the line is printed once the source is done.
            var heard: [String] = []

            let handWritten = PrintingObserver<Int> { heard.append(String(describing: $0)) }
            sendOutOfGrammar(to: handWritten)
            log.print("a hand-written ObserverType:      \(heard.joined(separator: ", "))")

            heard = []
            let erased = AnyObserver<Int> { heard.append(String(describing: $0)) }
            sendOutOfGrammar(to: erased)
            log.print("AnyObserver(eventHandler:):       \(heard.joined(separator: ", "))")

            heard = []
            let strings = AnyObserver<String> { heard.append(String(describing: $0)) }
            sendOutOfGrammar(to: strings.mapObserver { (value: Int) in "#\(value)" })
            log.print("an AnyObserver from mapObserver:  \(heard.joined(separator: ", "))")

            heard = []
            let subscription = Observable<Int>.create { observer in
                sendOutOfGrammar(to: observer)
                return Disposables.create()
            }
            .subscribe { event in heard.append(String(describing: event)) }
            subscription.dispose()
            log.print("subscribe { event in ... }:       \(heard.joined(separator: ", "))")
        },
    ]
}

/// Breaks the grammar on purpose: an element after `completed`, then a second terminal event.
private func sendOutOfGrammar<Observer: ObserverType>(to observer: Observer) where Observer.Element == Int {
    observer.onNext(1)
    observer.onCompleted()
    observer.onNext(2)
    observer.onError(LateError())
}

/// The error the out-of-grammar source sends too late.
private struct LateError: Error, CustomStringConvertible {
    var description: String { "late" }
}

/// The smallest observer a user can write: one `on(_:)`, and no rules of its own.
private struct PrintingObserver<Element>: ObserverType {
    let record: (Event<Element>) -> Void

    func on(_ event: Event<Element>) {
        record(event)
    }
}
