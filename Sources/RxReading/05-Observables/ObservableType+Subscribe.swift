// region: subscribeEvent
extension ObservableType {
    /// Subscribes a closure that receives every event.
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
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable = onDisposed.map { Disposables.create(with: $0) }

        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []

        #if DEBUG
        // Debug builds check that the closures are called one event at a time (chapter 07's
        // tracker), as RxSwift's `subscribe(onNext:...)` does.
        let synchronization = SynchronizationTrackerBox()
        #endif

        let observer = AnonymousObserver<Element> { event in
            #if DEBUG
            let claimed = synchronization.tracker.register()
            defer { synchronization.tracker.unregister(claimed) }
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
                disposable?.dispose()
            case .completed:
                onCompleted?()
                disposable?.dispose()
            }
        }
        let subscription = asObservable().subscribe(observer)
        guard let disposable else {
            // Nothing to run on disposal: the subscription alone is the handle. (RxSwift pairs it
            // with a do-nothing disposable in a BinaryDisposable, an allocation that changes
            // nothing.)
            return subscription
        }
        return Disposables.create(subscription, disposable)
    }

    /// Subscribes closures that receive `object` as their first argument, held weakly: once the
    /// object is gone, the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
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
