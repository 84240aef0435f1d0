// region: subscribeEvent
extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// - Parameter on: Called with each event, terminal ones included.
    /// - Returns: The handle that ends the subscription.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let observer = AnonymousObserver { event in
            on(event)
        }
        return asObservable().subscribe(observer)
    }
}
// endregion: subscribeEvent

// region: subscribeClosures
extension ObservableType {
    /// Subscribes a closure per kind of event, and one that runs when the subscription ends.
    ///
    /// `onDisposed` runs once, after `onCompleted` or `onError` when the sequence ends, or when
    /// the returned disposable is disposed, whichever comes first. An error with no `onError`
    /// goes to `Hooks.defaultErrorHandler`.
    ///
    /// Without `onDisposed` the handle is the subscription itself; RxSwift 6.5 pairs it with a
    /// do-nothing disposable, so a cast of the handle to `Cancelable` reads differently
    /// (chapter 05).
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error that ends the sequence.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once when the subscription ends, by a terminal event or disposal.
    /// - Returns: The handle that ends the subscription.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// What `subscribe(onNext:onError:onCompleted:onDisposed:)` does, under a name both of its
    /// spellings call (chapter 22 adds the one Swift 6 callers see).
    @inlinable
    func subscribeClosures(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []

        guard let onDisposed else {
            // Nothing to run on disposal: the subscription alone is the handle. (RxSwift pairs it
            // with a do-nothing disposable in a BinaryDisposable: an allocation that disposes the
            // same, though a cast of the handle to Cancelable reads it differently; chapter 05.)
            let observer = SubscribeClosuresObserver(
                onNext: onNext, onError: onError, onCompleted: onCompleted,
                disposable: VacantDisposable(), callStack: callStack)
            return asObservable().subscribe(observer)
        }

        let disposable = AnonymousDisposable(disposeAction: onDisposed)
        let observer = SubscribeClosuresObserver(
            onNext: onNext, onError: onError, onCompleted: onCompleted, disposable: disposable, callStack: callStack)
        let subscription = asObservable().subscribe(observer)
        return Disposables.create(subscription, disposable)
    }

    /// Subscribes closures that receive `object` as their first argument, held weakly: once the
    /// object is gone, the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: The object handed to each closure; the subscription does not keep it alive.
    ///   - onNext: Called with the object and each element.
    ///   - onError: Called with the object and the error that ends the sequence.
    ///   - onCompleted: Called with the object when the sequence completes.
    ///   - onDisposed: Called with the object once when the subscription ends.
    /// - Returns: The handle that ends the subscription.
    #if CH22
    @available(swift, obsoleted: 6)  // Swift 6 has its own (chapter 22)
    #endif
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(with: object, onNext: onNext, onError: onError, onCompleted: onCompleted,
                          onDisposed: onDisposed)
    }

    /// What both spellings of `subscribe(with:onNext:onError:onCompleted:onDisposed:)` do.
    func subscribeClosures<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)?,
        onError: ((Object, Swift.Error) -> Void)?,
        onCompleted: ((Object) -> Void)?,
        onDisposed: ((Object) -> Void)?
    ) -> Disposable {
        subscribeClosures(
            onNext: { [weak object] in
                guard let object else { return }
                onNext?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
// endregion: subscribeClosures


/// The observer `subscribe(onNext:onError:onCompleted:onDisposed:)` builds: it calls the
/// closure for each kind of event, sends an error nobody handles to `Hooks.defaultErrorHandler`,
/// and after a terminal event disposes the `onDisposed` disposable (the terminal closure first).
/// `ObserverBase` stops it after the first terminal event, as it stops every observer.
///
/// RxSwift builds an `AnonymousObserver` around one closure that captures all of this: two
/// objects, the observer and the closure's context. Here the observer keeps the closures in
/// its own fields, one object per subscription, and one call less per event (Appendix A).
// region: SubscribeClosuresObserver
@usableFromInline
final class SubscribeClosuresObserver<Element>: ObserverBase<Element> {
    @usableFromInline
    let onNext: ((Element) -> Void)?
    @usableFromInline
    let onError: ((Swift.Error) -> Void)?
    @usableFromInline
    let onCompleted: (() -> Void)?
    /// `onDisposed`'s disposable, or a `VacantDisposable`: a plain existential, which calls
    /// straight through, where an optional one is checked through the runtime's witnesses.
    @usableFromInline
    let disposable: Disposable
    @usableFromInline
    let callStack: [String]

    #if DEBUG
    #if CH07
    // Chapter 07 brings the tracker; from then on it watches here too.
    // Debug builds check that the closures are called one event at a time (chapter 07's
    // tracker), as RxSwift's `subscribe(onNext:...)` does; release builds carry neither.
    @usableFromInline
    let synchronizationTracker = SynchronizationTracker()
    #endif
    #endif

    @inlinable
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        disposable: Disposable, callStack: [String]
    ) {
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposable = disposable
        self.callStack = callStack
    }

    /// `ObserverBase.on`'s rule, restated in this final class so the call to `handle` is direct
    /// and compiled for the element type (through the base class it would go by the method
    /// table to code compiled for every type).
    @inlinable
    override func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if load(isStopped) == 0 {
                handle(event)
            }
        case .error, .completed:
            if fetchOr(isStopped, 1) == 0 {
                handle(event)
            }
        }
    }

    @inlinable
    override func onCore(_ event: Event<Element>) {
        handle(event)
    }

    @inlinable
    func handle(_ event: Event<Element>) {
        #if DEBUG
        #if CH07
        // Chapter 07 brings the tracker; from then on it watches here too.
        let claimed = synchronizationTracker.register()
        defer { synchronizationTracker.unregister(claimed) }
        #endif
        #endif
        switch event {
        case .next(let value):
            onNext?(value)
        case .error(let error):
            if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler(callStack, error)
            }
            // The terminal closure runs first, then onDisposed: see chapter 05.
            disposable.dispose()
        case .completed:
            onCompleted?()
            disposable.dispose()
        }
    }

    #if TRACE_RESOURCES
    @inlinable
    deinit {
        _ = Resources.decrementTotal()
    }
    #endif
}
// endregion: SubscribeClosuresObserver
