// region: ifEmptySwitchTo
extension ObservableType {
    /// Sends this sequence's events, but if it completes without having sent an element,
    /// subscribes to `other` at that moment and sends its events instead of the completion. An
    /// error from this sequence goes through as it is, and `other` is never subscribed.
    ///
    /// - Parameter other: The sequence to continue with if this one completes empty.
    /// - Returns: An observable of this sequence's events, or of `other`'s if it was empty.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), other: other)
    }
}

/// One subscription to `ifEmpty(switchTo:)`: whether an element has gone by, and the
/// subscription to the other sequence once there is one. Only one source sends at a time (the
/// other is subscribed after the first has ended), so it needs no lock.
final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    let other: Observable<Element>
    var isEmpty = true
    let otherSubscription = SingleAssignmentDisposable()

    init(other: Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.other = other
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = source.subscribe(self)
        return Disposables.create(subscription, otherSubscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if isEmpty {
                otherSubscription.setDisposable(other.subscribe(SwitchIfEmptyOtherObserver(sink: self)))
            } else {
                forwardOn(.completed)
                dispose()
            }
        }
    }
}

/// What the other sequence is subscribed with: its events go straight to the sink's observer.
final class SwitchIfEmptyOtherObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    let sink: SwitchIfEmptySink<Observer>

    init(sink: SwitchIfEmptySink<Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        sink.forwardOn(event)
        if event.isStopEvent {
            sink.dispose()
        }
    }
}

// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class SwitchIfEmpty<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: SwitchIfEmpty.self)
            let sink = SwitchIfEmptySink(other: parent.other, observer: observer, cancel: cancel)
            let subscription = sink.run(parent.source)
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: ifEmptySwitchTo
