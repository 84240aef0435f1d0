// region: subscribeOn
extension ObservableType {
    /// Subscribes to the source, and later unsubscribes from it, on `scheduler`.
    ///
    /// Only the work of subscribing and unsubscribing moves: whatever the source does when it is
    /// subscribed to (the closure of `Observable.create`, say) runs on `scheduler`, and so does
    /// the disposal of its subscription. Events are delivered on whichever thread the source
    /// sends them from; to choose the thread that observers run on, use `observe(on:)`.
    ///
    /// Subscription travels from the last operator of a chain up to the source, so of several
    /// `subscribe(on:)` in one chain, the one nearest the source is applied last and decides
    /// where the source is subscribed to (chapter 13).
    ///
    /// - Parameter scheduler: where to subscribe to the source and to dispose its subscription.
    /// - Returns: the source, subscribed to and unsubscribed from on `scheduler`.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source is kept as it is, not wrapped with `asObservable()`, as RxSwift keeps it: a
        // source that is not an `Observable` (RxReadingTest's hot observable, say) wrapped in
        // `create` would have its subscription disposed by `create`'s sink, inline, on the
        // thread that sent a terminal event, instead of on `scheduler`.
        SubscribeOn(source: self, scheduler: scheduler)
    }

    /// The name `subscribe(on:)` had before RxSwift 6.
    ///
    /// - Parameter scheduler: Where to subscribe to the source and to dispose its subscription.
    /// - Returns: The source, subscribed to and unsubscribed from on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}
// endregion: subscribeOn

/// One subscription through `subscribe(on:)`: it schedules the subscription to the source on
/// the scheduler and passes the source's events straight through, on the thread that sent them.
///
/// RxSwift's sink hands its stages to three helper objects: a `SerialDisposable` that holds
/// whichever stage is current, a `SingleAssignmentDisposable` for the scheduled action, and,
/// once subscribed, a `ScheduledDisposable` that moves the unsubscription onto the scheduler.
/// This sink plays all three parts itself, with one atomic set of flags, and does exactly what
/// they do, in the same order: disposing before the action ran cancels the action; disposing
/// after it subscribed schedules the unsubscription on the scheduler; an action that subscribes
/// after a dispose schedules the unsubscription at once; once subscribed, the action's handle
/// is disposed, as the serial slot disposes its previous stage. Both scheduled actions receive
/// the sink as their state, so their closures capture nothing. On chapter 11's own schedulers,
/// which cancel an action by a check when it starts, the sink skips the disposable as well: it
/// hands both pieces of work to `scheduleUncancellable` and makes that check itself, on its
/// `disposed` flag (`startUnlessDisposed`). And the sink is compiled for
/// the source type where `subscribe(on:)` is called (`@inlinable`), so none of this looks up
/// generic metadata at run time (Appendix A).
///
/// | flag | set by | meaning |
/// |---|---|---|
/// | `handleSet` | `run` | `handle` holds the scheduled action's disposable |
/// | `handleRetired` | `retireHandle` | that disposable is, or is to be, disposed |
/// | `subscribed` | the action | `subscription` holds the source's subscription |
/// | `disposed` | `endStages` | the subscription is over |
// region: SubscribeOnSink
@usableFromInline
enum SubscribeOnFlag {
    @inlinable static var handleSet: Int32 { 1 }
    @inlinable static var handleRetired: Int32 { 2 }
    @inlinable static var subscribed: Int32 { 4 }
    @inlinable static var disposed: Int32 { 8 }
}

@usableFromInline
final class SubscribeOnSink<Source: ObservableType>: Sink<AnyObserver<Source.Element>>, ObserverType {
    @usableFromInline
    typealias Element = Source.Element
    @usableFromInline
    typealias Flag = SubscribeOnFlag

    @usableFromInline
    let source: Source
    @usableFromInline
    let scheduler: ImmediateSchedulerType
    /// `scheduler` as one of chapter 11's, which can run work without making a disposable.
    @usableFromInline
    let uncancellable: UncancellableScheduling?
    @usableFromInline
    let flags = AtomicInt(0)
    // Each is written once, before its flag is set with `fetchOr`, and read only by whoever
    // sees that flag set; the flags already order every access, so Swift's run-time
    // exclusivity check is off. Empty, each holds a `VacantDisposable`, not nil, as chapter 06's
    // `SinkDisposer` does: an optional existential is checked and destroyed through outlined
    // helpers at every assignment and at the sink's end (Appendix A).
    @usableFromInline @exclusivity(unchecked)
    var handle: Disposable = VacantDisposable()
    @usableFromInline @exclusivity(unchecked)
    var subscription: Disposable = VacantDisposable()

    @inlinable
    init(
        source: Source, scheduler: ImmediateSchedulerType, uncancellable: UncancellableScheduling?,
        observer: AnyObserver<Element>, cancel: Cancelable
    ) {
        self.source = source
        self.scheduler = scheduler
        self.uncancellable = uncancellable
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    /// Schedules the subscription to the source, and keeps the scheduled action's disposable so
    /// that a dispose before it runs cancels it.
    @inlinable
    func run() {
        if let uncancellable {
            // Chapter 11's schedulers cancel an action by a check when it starts, so the sink
            // checks its own flag there instead (`startUnlessDisposed`): no disposable, and a
            // closure that captures only the sink, so no allocation but the queue's own.
            uncancellable.scheduleUncancellable { self.startUnlessDisposed() }
            return
        }
        let scheduled = scheduler.schedule(self) { sink in
            sink.subscribeToSource()
            return Disposables.create()
        }
        handle = scheduled
        let previous = fetchOr(flags, Flag.handleSet)
        // Retired before it arrived (disposed, or already subscribed): dispose it now.
        if previous & Flag.handleRetired != 0 {
            scheduled.dispose()
            handle = VacantDisposable()
        }
    }

    /// The work `run` hands an uncancellable scheduler: what the scheduled action's disposable
    /// would have done, then the action. `endStages` sets `disposed` before it would have
    /// disposed that disposable, so a dispose that would have cancelled the action stops it here.
    @inlinable
    func startUnlessDisposed() {
        if load(flags) & Flag.disposed != 0 {
            return
        }
        subscribeToSource()
    }

    /// The scheduled action: subscribes to the source, on the scheduler.
    @inlinable
    func subscribeToSource() {
        subscription = source.subscribe(AnyObserver(self))
        let previous = fetchOr(flags, Flag.subscribed)
        if previous & Flag.disposed != 0 {
            // Disposed while the action ran: unsubscribe, on the scheduler.
            scheduleUnsubscription()
        } else {
            // The subscription replaces the scheduled action as what a dispose ends.
            retireHandle()
        }
    }

    /// Disposes the scheduled action's disposable once, as soon as `run` has stored it.
    @inlinable
    func retireHandle() {
        let previous = fetchOr(flags, Flag.handleRetired)
        if previous & (Flag.handleRetired | Flag.handleSet) == Flag.handleSet {
            handle.dispose()
            handle = VacantDisposable()
        }
    }

    /// Schedules the disposal of the source's subscription on the scheduler. Runs once: only the
    /// second of `subscribeToSource` and `dispose` to set its flag calls it.
    @inlinable
    func scheduleUnsubscription() {
        // Nobody disposes what `schedule` would return for it, so an uncancellable scheduler
        // runs it the same way, without making that disposable.
        if let uncancellable {
            uncancellable.scheduleUncancellable { self.unsubscribe() }
            return
        }
        _ = scheduler.schedule(self) { sink in
            sink.unsubscribe()
            return Disposables.create()
        }
    }

    /// The scheduled unsubscription: disposes the source's subscription, on the scheduler.
    @inlinable
    func unsubscribe() {
        subscription.dispose()
        subscription = VacantDisposable()
    }

    /// Ends whichever stage the subscription is in: cancels the scheduled action, or schedules
    /// the unsubscription from the source. The subscription's `SinkDisposer` calls it, through
    /// `SubscribeOnStages`, right after disposing the sink, where RxSwift's disposer disposes
    /// the serial slot.
    @inlinable
    func endStages() {
        let previous = fetchOr(flags, Flag.disposed)
        if previous & Flag.disposed != 0 {
            return
        }
        if previous & Flag.subscribed != 0 {
            scheduleUnsubscription()
        } else {
            retireHandle()
        }
    }
}

/// The subscription half that `subscribe(on:)`'s producer hands to the `SinkDisposer`: disposing
/// it ends the sink's stages. A struct holding one reference fits in a `Disposable`'s inline
/// storage, so it costs no allocation, where RxSwift's `SerialDisposable` is an object.
@usableFromInline
struct SubscribeOnStages<Source: ObservableType>: Disposable {
    @usableFromInline
    let sink: SubscribeOnSink<Source>

    @inlinable
    init(sink: SubscribeOnSink<Source>) {
        self.sink = sink
    }

    @inlinable
    func dispose() {
        sink.endStages()
    }
}
// endregion: SubscribeOnSink

/// The observable `subscribe(on:)` returns: a source and the scheduler to subscribe to it on.
///
/// Like RxSwift's, it keeps the source's own type rather than an `Observable` made from it, so
/// that whatever the source is, only this sink decides where its subscription is disposed.
// region: SubscribeOnProducer
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
@usableFromInline
final class SubscribeOn<Source: ObservableType>: Producer<Source.Element>, @unchecked Sendable {
    @usableFromInline
    let source: Source
    @usableFromInline
    let scheduler: ImmediateSchedulerType
    /// `scheduler` as one of chapter 11's, looked up once here rather than per subscription.
    @usableFromInline
    let uncancellable: UncancellableScheduling?

    @inlinable
    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        self.uncancellable = uncancellableScheduling(scheduler)
        super.init { producer, observer, cancel in
            let parent = unsafeDowncast(producer, to: SubscribeOn.self)
            let sink = SubscribeOnSink(
                source: parent.source, scheduler: parent.scheduler, uncancellable: parent.uncancellable,
                observer: observer, cancel: cancel)
            sink.run()
            return (sink: sink, subscription: SubscribeOnStages(sink: sink))
        }
    }
}
// endregion: SubscribeOnProducer
