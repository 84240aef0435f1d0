/// An observable that holds a handle on a `RefCountDisposable` for as long as a subscription to
/// it lasts: `window` hands these out, so the source stays subscribed while someone still
/// watches a window, even after the outer subscription has gone.
// region: AddRef
final class AddRefSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

// Sendable, unchecked: immutable after init (its source and the RefCountDisposable are
// Sendable); each subscription builds its own sink.
final class AddRef<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let refCount: RefCountDisposable

    init(source: Observable<Element>, refCount: RefCountDisposable) {
        self.source = source
        self.refCount = refCount
        super.init { producer, observer, cancel in
            let addRef = unsafeDowncast(producer, to: AddRef.self)
            let release = addRef.refCount.retain()
            let sink = AddRefSink(observer: observer, cancel: cancel)
            let subscription = Disposables.create(release, addRef.source.subscribe(sink))
            return (sink: sink, subscription: subscription)
        }
    }
}
// endregion: AddRef
