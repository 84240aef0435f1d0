/// The base of every operator's observable: `subscribe` is written once here, and each operator
/// only says how to `run` one subscription.
///
/// `subscribe` makes the subscription's `SinkDisposer`, lets `run` build the sink and subscribe
/// it to the source, and hands both halves to the disposer. From chapter 09 on, it first makes
/// sure it runs inside the current thread's trampoline, so that a chain subscribed from inside
/// another subscription queues its work instead of recursing.
///
/// In RxSwift, `run` is a generic method each operator overrides. In RxReading it is a closure
/// each operator hands to `init`: the closure is built where the operator is created (`map`
/// called on an `Observable<Int>`), where the optimizer knows the element types, so the sink it
/// creates, and the path every element takes through it, are compiled for those types. A method
/// override reached through the class's method table would be compiled once for all types, and
/// would look up type metadata at run time for every element (Appendix A measures both).
// region: Producer
// Sendable, unchecked: `run` is set once, at init.
@usableFromInline
class Producer<Element>: Observable<Element>, @unchecked Sendable {
    /// Builds the sink of one subscription and subscribes it to the source.
    ///
    /// - Parameters:
    ///   - producer: the producer being subscribed to (the operator's own object, so the
    ///     closure can read its fields without capturing them: a closure that captures nothing
    ///     costs no allocation).
    ///   - observer: where the sink sends its events.
    ///   - cancel: the subscription's disposer; the sink disposes it to end the subscription early.
    /// - Returns: the sink, and the disposable of whatever the sink subscribed to.
    @usableFromInline
    typealias Run = (_ producer: Producer<Element>, _ observer: AnyObserver<Element>, _ cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)

    let run: Run

    @usableFromInline
    init(run: @escaping Run) {
        self.run = run
        super.init()
    }

    override final func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        // region: ProducerTrampoline
        #if CH09
        if CurrentThreadScheduler.isScheduleRequired {
            // Nobody on this thread is running scheduled work yet: become the trampoline, so that
            // work scheduled during this subscription is queued and run in order (chapter 09).
            // This is what `CurrentThreadScheduler.instance.schedule` does when it finds no
            // trampoline, entered directly: a generic `schedule` with the producer and observer
            // as its state would look up their type metadata on every subscription.
            return CurrentThreadScheduler.runAsTrampoline { subscribeNow(observer) }
        }
        #endif
        // endregion: ProducerTrampoline
        return subscribeNow(observer)
    }

    func subscribeNow(_ observer: AnyObserver<Element>) -> Disposable {
        #if RXREADING_TRACE
        let traced = Trace.begin(.subscribe, "subscribe(\(Trace.name(of: observer)))", to: self)
        defer { Trace.end(traced) }
        #endif
        let disposer = SinkDisposer()
        // Taken apart at once and handed over: the pair as one tuple would be destroyed through
        // its run-time metadata, looked up on each subscription.
        let (sink, subscription) = run(self, observer, disposer)
        disposer.setSinkAndSubscription(sink: consume sink, subscription: consume subscription)
        return disposer
    }
}
// endregion: Producer
