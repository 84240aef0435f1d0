// region: buffer
extension ObservableType {
    /// The elements gathered into arrays: an array is sent when it holds `count` elements or
    /// when `timeSpan` has passed since the last one was sent (or since subscription), whichever
    /// comes first, even empty. Each array sent starts the time span again. On completion the
    /// array being gathered is sent, then completion; an error drops it.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time an array is gathered.
    ///   - count: The most elements an array holds.
    ///   - scheduler: The scheduler that runs the timers and sends the arrays they close.
    /// - Returns: An observable of arrays of the source's elements, in order.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<[Element]> {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

/// One subscription to `buffer`. Elements and timers may arrive on different threads: the
/// buffer and the id of the current chunk are kept under `lock`, and what to send is decided
/// under it and sent after it is released (chapter 16's `SerializingSink`). Every chunk gets its
/// own timer, numbered with the chunk's id, so a timer that fires after its chunk was closed by
/// count finds another id and does nothing.
final class BufferTimeCountSink<Element, Observer: ObserverType>: SerializingSink<Observer>, ObserverType
    where Observer.Element == [Element] {
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    // Under `lock`:
    var buffer: [Element] = []
    /// The id of the chunk being gathered.
    var chunkId = 0
    /// The current chunk's timer; nil once the subscription is disposed.
    var timer: SingleAssignmentDisposable? = SingleAssignmentDisposable()

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        if let first = lock.performLocked({ timer }) {
            startTimer(first, for: 0)
        }
        let subscription = source.subscribe(self)
        return Disposables.create(AnonymousDisposable { self.stopTimer() }, subscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            var next: (slot: SingleAssignmentDisposable, id: Int, previous: Disposable?)?
            let delivery = lock.performLocked { () -> Delivery in
                guard !isTerminated else { return .none }
                buffer.append(element)
                guard buffer.count == count else { return .none }
                next = closeChunk()
                return schedule(.next(takeBuffer()))
            }
            deliver(delivery)
            if let next {
                next.previous?.dispose()
                startTimer(next.slot, for: next.id)
            }
        case .error(let error):
            deliver(lock.performLocked { () -> Delivery in
                buffer = []
                return schedule(.error(error))
            })
        case .completed:
            deliver(lock.performLocked { () -> Delivery in
                schedule(.next(takeBuffer()), then: .completed)
            })
        }
    }

    /// The timer of chunk `id` has fired: if that chunk is still being gathered, send it.
    func timerFired(_ id: Int) {
        var next: (slot: SingleAssignmentDisposable, id: Int, previous: Disposable?)?
        let delivery = lock.performLocked { () -> Delivery in
            guard id == chunkId, !isTerminated else { return .none }
            next = closeChunk()
            return schedule(.next(takeBuffer()))
        }
        deliver(delivery)
        if let next {
            next.previous?.dispose()
            startTimer(next.slot, for: next.id)
        }
    }

    /// Under `lock`: the buffer, emptied.
    func takeBuffer() -> [Element] {
        let chunk = buffer
        buffer = []
        return chunk
    }

    /// Under `lock`: numbers the next chunk and makes the slot of its timer current, so that the
    /// order of the timers is the order the chunks were decided in, whichever thread starts its
    /// timer first. Returns nil once the subscription is disposed.
    func closeChunk() -> (slot: SingleAssignmentDisposable, id: Int, previous: Disposable?)? {
        chunkId &+= 1
        guard let previous = timer else { return nil }
        let slot = SingleAssignmentDisposable()
        timer = slot
        return (slot, chunkId, previous)
    }

    /// Without `lock` (scheduling is a call to the scheduler): runs the timer of chunk `id` in
    /// `slot`. A slot disposed meanwhile disposes the scheduled timer at once.
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

/// The observable of `buffer(timeSpan:count:scheduler:)`.
// Sendable, unchecked: immutable after init; each subscription builds its own sink.
final class BufferTimeCount<Element>: Producer<[Element]>, @unchecked Sendable {
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
            let buffer = unsafeDowncast(producer, to: BufferTimeCount.self)
            let sink = BufferTimeCountSink(timeSpan: buffer.timeSpan, count: buffer.count,
                                           scheduler: buffer.scheduler, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(buffer.source))
        }
    }
}
// endregion: buffer
