// region: takeCount
extension ObservableType {
    /// The first `count` elements, then completion (at once after the last one, without waiting
    /// for the source). `take(0)` completes without subscribing to the source; a negative
    /// count stops the program.
    ///
    /// - Parameter count: How many elements to pass on.
    /// - Returns: An observable of at most `count` elements.
    public func take(_ count: Int) -> Observable<Element> {
        if count == 0 {
            return Observable.empty()
        }
        return TakeCount(source: asObservable(), count: count)
    }
}

final class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    // Per-subscription state: each subscriber counts down from the full count.
    var remaining: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if remaining > 0 {
                remaining -= 1
                forwardOn(.next(value))
                if remaining == 0 {
                    forwardOn(.completed)
                    dispose()
                }
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class TakeCount<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        if count < 0 {
            rxFatalError("take(_:) needs a count of zero or more, got \(count)")
        }
        self.source = source
        self.count = count
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: TakeCount.self)
            let sink = TakeCountSink(count: parent.count, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: takeCount

// region: takeWhile
/// Whether `take(while:)` also delivers the first element that fails the predicate.
public enum TakeBehavior {
    /// Deliver the element that fails the predicate, then complete.
    case inclusive
    /// Complete without delivering the element that fails the predicate.
    case exclusive
}

extension ObservableType {
    /// Elements while `predicate` holds, then completion. If `predicate` throws, the sequence
    /// ends with that error.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element until it first returns `false`.
    ///   - behavior: Whether the first failing element is delivered (`.inclusive`) or not.
    /// - Returns: An observable of the leading elements that pass.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public func take(while predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeWhile(source: asObservable(), behavior: behavior, predicate: predicate)
    }
}

final class TakeWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Predicate = (Element) throws -> Bool

    let predicate: Predicate
    let behavior: TakeBehavior
    var running = true

    init(predicate: @escaping Predicate, behavior: TakeBehavior, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if !running {
                return
            }
            do {
                running = try predicate(value)
            } catch let error {
                forwardOn(.error(error))
                dispose()
                return
            }
            if running {
                forwardOn(.next(value))
            } else {
                if behavior == .inclusive {
                    forwardOn(.next(value))
                }
                forwardOn(.completed)
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class TakeWhile<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let behavior: TakeBehavior
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: TakeWhile.self)
            let sink = TakeWhileSink(predicate: parent.predicate, behavior: parent.behavior, observer: observer, cancel: cancel)
            let subscription = parent.source.subscribe(sink)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: takeWhile
