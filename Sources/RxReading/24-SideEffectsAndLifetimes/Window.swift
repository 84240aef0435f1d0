#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// region: window
extension ObservableType {
    /// The elements split into windows, each an `Observable` sent as soon as it opens (the
    /// first at subscription): a window completes when it has had `count` elements or when
    /// `timeSpan` has passed since it opened, whichever comes first, and the next one opens at
    /// once. The source's completion or error ends the current window and the result.
    ///
    /// A window that someone still subscribes to keeps the source subscribed after the outer
    /// subscription is disposed.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The most elements a window sends.
    ///   - scheduler: The scheduler that runs the timers that close windows.
    /// - Returns: An observable of windows, each an observable of consecutive source elements.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>> {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}
// endregion: window

/// One subscription to `window`. Elements and timers may arrive on different threads, and each
/// decision sends events to two places, the current window's subject and the outer observer,
/// both the caller's code. `SerializingSink` orders events of the outer observer only, so this
/// sink keeps a queue of its own, of steps: it decides under `lock` (state, and the steps to
/// take), and takes the steps after releasing it, one thread at a time, in the order decided.
/// A thread that finds another one taking steps leaves its steps in the queue for it; the
/// thread that is taking steps and re-enters (a window's observer makes the source send again)
/// takes its new steps at once, nested, as RxSwift's recursive lock lets it.
// region: WindowTimeCountSink
final class WindowTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Observer.Element == Observable<Element> {
    /// What a decision asks to be done once `lock` is released.
    enum Step {
        /// Send an event to a window.
        case window(PublishSubject<Element>, Event<Element>)
        /// Send an event to the outer observer.
        case outer(Event<Observable<Element>>)
    }

    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType
    let lock = RecursiveLock()
    /// Holds the source's subscription and the timer; gone once the outer subscription and
    /// every window's subscription are.
    let group = CompositeDisposable()
    let refCount: RefCountDisposable

    // Under `lock`:
    var subject = PublishSubject<Element>()
    var elementsInWindow = 0
    var windowId = 0
    var terminated = false
    /// The current window's timer; nil once the subscription is disposed.
    var timer: SingleAssignmentDisposable? = SingleAssignmentDisposable()
    /// Steps decided while another thread was taking steps.
    var pending: [Step] = []
    /// The thread taking steps, if one is.
    var stepper: pthread_t?

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        refCount = RefCountDisposable(disposable: group)
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let (steps, first) = lock.performLocked { () -> ([Step], SingleAssignmentDisposable?) in
            (enqueue([.outer(.next(AddRef(source: subject.asObservable(), refCount: refCount)))]), timer)
        }
        take(steps)
        _ = group.insert(AnonymousDisposable { self.stopTimer() })
        if let first {
            startTimer(first, for: 0)
        }
        _ = group.insert(source.subscribe(self))
        return refCount
    }

    // region: WindowDecide
    func on(_ event: Event<Element>) {
        var next: (slot: SingleAssignmentDisposable, id: Int, previous: Disposable?)?
        let steps = lock.performLocked { () -> [Step] in
            guard !terminated else { return [] }
            switch event {
            case .next(let element):
                var steps: [Step] = [.window(subject, .next(element))]
                elementsInWindow += 1
                if elementsInWindow == count {
                    next = nextWindow(&steps)
                }
                return enqueue(steps)
            case .error, .completed:
                terminated = true
                let outer: Event<Observable<Element>> = event.error.map { .error($0) } ?? .completed
                return enqueue([.window(subject, event), .outer(outer)])
            }
        }
        take(steps)
        if let next {
            next.previous?.dispose()
            startTimer(next.slot, for: next.id)
        }
    }
    // endregion: WindowDecide

    /// The timer of window `id` has fired: if that window is still open, close it and open the next.
    func timerFired(_ id: Int) {
        var next: (slot: SingleAssignmentDisposable, id: Int, previous: Disposable?)?
        let steps = lock.performLocked { () -> [Step] in
            guard id == windowId, !terminated else { return [] }
            var steps: [Step] = []
            next = nextWindow(&steps)
            return enqueue(steps)
        }
        take(steps)
        if let next {
            next.previous?.dispose()
            startTimer(next.slot, for: next.id)
        }
    }

    /// Under `lock`: completes the current window and opens the next, with a timer slot of its
    /// own made current now, so the order of the timers is the order of the windows. Returns
    /// nil for the timer once the subscription is disposed.
    func nextWindow(_ steps: inout [Step]) -> (slot: SingleAssignmentDisposable, id: Int, previous: Disposable?)? {
        steps.append(.window(subject, .completed))
        subject = PublishSubject()
        steps.append(.outer(.next(AddRef(source: subject.asObservable(), refCount: refCount))))
        elementsInWindow = 0
        windowId &+= 1
        guard let previous = timer else { return nil }
        let slot = SingleAssignmentDisposable()
        timer = slot
        return (slot, windowId, previous)
    }

    // region: WindowSteps
    /// Under `lock`: the steps this thread takes now (it is the only one taking steps, or
    /// re-enters while taking them), or none, left in the queue for the thread taking steps.
    func enqueue(_ steps: [Step]) -> [Step] {
        guard !steps.isEmpty else { return [] }
        let me = pthread_self()
        if let stepper {
            if pthread_equal(stepper, me) != 0 {
                return steps
            }
            pending += steps
            return []
        }
        stepper = me
        return steps
    }

    /// Without `lock`: takes `steps`, then, unless this call is nested in another one of this
    /// thread's, whatever other threads queued meanwhile, until the queue is empty.
    func take(_ steps: [Step]) {
        guard !steps.isEmpty else { return }
        // Only the stepping thread gets here with steps, so `depth` is its alone; the lock
        // hands it from one stepping thread to the next.
        if depth > 0 {
            // Nested: the outer call, further up this thread's stack, takes what is queued.
            perform(steps)
            return
        }
        depth = 1
        var batch = steps
        while true {
            perform(batch)
            batch = lock.performLocked { () -> [Step] in
                let queued = pending
                pending = []
                if queued.isEmpty {
                    stepper = nil
                    depth = 0
                }
                return queued
            }
            if batch.isEmpty {
                return
            }
        }
    }

    func perform(_ steps: [Step]) {
        for step in steps {
            switch step {
            case .window(let window, let event):
                window.on(event)
            case .outer(let event):
                forwardOn(event)
                if event.isStopEvent {
                    dispose()
                }
            }
        }
    }

    /// Whether the stepping thread is inside `take` (1), so that a call of its own is nested.
    var depth = 0
    // endregion: WindowSteps

    /// Without `lock` (scheduling is a call to the scheduler): runs the timer of window `id`
    /// in `slot`. A slot disposed meanwhile disposes the scheduled timer at once.
    func startTimer(_ slot: SingleAssignmentDisposable, for id: Int) {
        slot.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
            self.timerFired(id)
            return Disposables.create()
        })
    }

    func stopTimer() {
        let last = lock.performLocked { () -> Disposable? in
            defer { timer = nil }
            return timer
        }
        last?.dispose()
    }
}
// endregion: WindowTimeCountSink

/// The observable of `window(timeSpan:count:scheduler:)`.
// region: WindowTimeCount
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class WindowTimeCount<Element>: Producer<Observable<Element>>, @unchecked Sendable {
    let source: Observable<Element>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init { producer, observer, cancel in
            let window = unsafeDowncast(producer, to: WindowTimeCount.self)
            let sink = WindowTimeCountSink(timeSpan: window.timeSpan, count: window.count,
                                           scheduler: window.scheduler, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(window.source))
        }
    }
}
// endregion: WindowTimeCount
