// region: startWith
extension ObservableType {
    /// Sends `elements`, then subscribes to this sequence and sends what it sends. Several
    /// `startWith`s stack outside in: the last one applied sends its elements first.
    ///
    /// - Parameter elements: The elements sent first, in order.
    /// - Returns: An observable of `elements`, then of this sequence's events.
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

/// The observable of `startWith`. It needs no sink: it has no state beyond the elements it was
/// given, sends them straight to the observer while it is being subscribed, and then hands the
/// same observer to the source, whose subscription is all there is to dispose.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class StartWith<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let elements: [Element]

    @inlinable
    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
        super.init { producer, observer, _ in
            let parent = unsafeDowncast(producer, to: StartWith.self)
            // Sent even if the observer is disposed meanwhile (a `take(1)` after it), and the
            // source is subscribed all the same, as in RxSwift 6.5: nothing here can tell.
            for element in parent.elements {
                observer.on(.next(element))
            }
            return (sink: Disposables.create(), subscription: parent.source.subscribe(observer))
        }
    }
}
// endregion: startWith
