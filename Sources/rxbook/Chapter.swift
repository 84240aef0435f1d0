/// One chapter of the book: where its prose, code slice and tests live.
struct Chapter {
    let number: Int
    let title: String
    /// The folder name after the number: `Events` for `01-Events`.
    let slug: String
    let part: Part
    /// What the chapter's slice contains, in a phrase.
    let summary: String
    /// Where the chapter's code lives when it adds none to the library (the capstone's example
    /// app, `Examples/`); its slice folder then holds only a note, and `toc` points here.
    var codeElsewhere: String? = nil

    enum Part: String {
        case one = "Part I: Observable and Observer"
        case two = "Part II: Schedulers"
        case beyond = "Beyond the readings"
        case three = "Part III: Combining sources"
        case four = "Part IV: The rest of the library"
    }

    var numberText: String { number < 10 ? "0\(number)" : "\(number)" }
    var sourceFolder: String { "Sources/RxReading/\(numberText)-\(slug)" }
    var testFolder: String { "Tests/ChapterTests/Chapter\(numberText)" }
    var chapterFolder: String { "Chapters/\(numberText)-\(slug)" }
    var testFilter: String { "Chapter\(numberText)" }
}

/// The table of contents, in reading order (DESIGN.md's chapter plan).
let tableOfContents: [Chapter] = [
    Chapter(number: 1, title: "Events", slug: "Events", part: .one,
            summary: "Event, EventConvertible, isStopEvent, element, error, map"),
    Chapter(number: 2, title: "Atomics and locks", slug: "AtomicsAndLocks", part: .one,
            summary: "AtomicInt and its old-value operations, RecursiveLock, Resources, misuse messages"),
    Chapter(number: 3, title: "Observers", slug: "Observers", part: .one,
            summary: "ObserverType, ObserverBase/onCore, AnonymousObserver, AnyObserver"),
    Chapter(number: 4, title: "Disposables", slug: "Disposables", part: .one,
            summary: "Disposable, Cancelable, Disposables.create, the disposable family, Bag, DisposeBag"),
    Chapter(number: 5, title: "Observables", slug: "Observables", part: .one,
            summary: "ObservableType, Observable, subscribe(onNext:onError:onCompleted:onDisposed:), Hooks"),
    Chapter(number: 6, title: "Sink, Producer, SinkDisposer", slug: "SinkProducerSinkDisposer", part: .one,
            summary: "Sink and forwardOn, Producer's subscribe/run, SinkDisposer's state machine"),
    Chapter(number: 7, title: "From points to a line", slug: "FromPointsToALine", part: .one,
            summary: "create, just, of, from, empty, never, error, deferred, range, map, filter, take"),
    Chapter(number: 8, title: "Immediate schedulers and recursion", slug: "ImmediateSchedulers", part: .two,
            summary: "ImmediateSchedulerType, scheduleRecursive, RecursiveImmediateScheduler"),
    Chapter(number: 9, title: "CurrentThreadScheduler", slug: "CurrentThreadScheduler", part: .two,
            summary: "the trampoline, its thread-local state, Queue, ScheduledItem"),
    Chapter(number: 10, title: "Time and periodic work", slug: "TimeAndPeriodicWork", part: .two,
            summary: "SchedulerType, SchedulePeriodicRecursive, AnyRecursiveScheduler, interval, timer"),
    Chapter(number: 11, title: "Dispatch schedulers", slug: "DispatchSchedulers", part: .two,
            summary: "serial and concurrent dispatch schedulers, OperationQueueScheduler, MainScheduler"),
    Chapter(number: 12, title: "Virtual time", slug: "VirtualTime", part: .two,
            summary: "VirtualTimeScheduler, HistoricalScheduler; RxReadingTest's TestScheduler"),
    Chapter(number: 13, title: "subscribe(on:)", slug: "SubscribeOn", part: .two,
            summary: "SubscribeOn, SubscribeOnSink, ScheduledDisposable; what moves to the scheduler, and what does not"),
    Chapter(number: 14, title: "observe(on:)", slug: "ObserveOn", part: .two,
            summary: "ObserveOn, ObserveOnSerialDispatchQueue; which thread runs each closure"),
    Chapter(number: 15, title: "Subjects: hot sources", slug: "Subjects", part: .beyond,
            summary: "PublishSubject, BehaviorSubject; hot versus cold"),
    Chapter(number: 16, title: "One inner at a time", slug: "OneInnerAtATime", part: .three,
            summary: "switchLatest, flatMapLatest; the switch sink's latest id; delivering without holding a lock"),
    Chapter(number: 17, title: "Many inners", slug: "ManyInners", part: .three,
            summary: "flatMap, flatMapFirst, merge, merge(maxConcurrent:), concat, concatMap; the deadlocks of calling out under a lock"),
    Chapter(number: 18, title: "Sharing", slug: "Sharing", part: .three,
            summary: "share(replay:scope:), multicast, publish, replay, refCount; ReplaySubject, AsyncSubject"),
    Chapter(number: 19, title: "Combining", slug: "Combining", part: .three,
            summary: "combineLatest, zip (2-8 sources and collections), withLatestFrom; completion rules, and results in the order decided"),
    Chapter(number: 20, title: "Time", slug: "Time", part: .three,
            summary: "debounce, throttle, delay, delaySubscription, timeout; a timer per element, cancelled by disposing, and the id that tells a stale timer from the current one"),
    Chapter(number: 21, title: "Errors and repetition", slug: "ErrorsAndRepetition", part: .three,
            summary: "catch, catchAndReturn, retry, retry(when:), concat of a sequence; subscribing again in a loop, not a recursion"),
    Chapter(number: 22, title: "Rx meets Swift concurrency", slug: "SwiftConcurrency", part: .three,
            summary: "values and asObservable(); what Sendable means for observables, subjects, observers, disposables and schedulers; Swift 6 language mode; a scheduler on an actor, proven by the conformance kit"),
    Chapter(number: 23, title: "One piece of state", slug: "OnePieceOfState", part: .four,
            summary: "distinctUntilChanged, skip and take by count, time, predicate and other source, takeLast, element(at:), single, ignoreElements, sample, scan, reduce, compactMap, enumerated, startWith, ifEmpty, amb, generate, repeatElement"),
    Chapter(number: 24, title: "Side effects, lifetimes, groups", slug: "SideEffectsAndLifetimes", part: .four,
            summary: "do, debug, materialize/dematerialize, withUnretained and [weak self], using, buffer, window, groupBy/GroupedObservable, decode; finding a leak with Resources.total"),
    Chapter(number: 25, title: "Traits", slug: "Traits", part: .four,
            summary: "PrimitiveSequence (Single, Maybe, Completable), Infallible, asSingle/first/toArray, andThen, trait zip, value/values"),
    Chapter(number: 26, title: "Relays and Driver", slug: "RelaysAndDriver", part: .four,
            summary: "BehaviorRelay, PublishRelay, ReplayRelay; SharedSequence, Driver, Signal, ControlProperty/ControlEvent; Binder, Reactive/.rx; bind(to:), drive, emit"),
    Chapter(number: 27, title: "One screen, the whole library", slug: "TheCapstone", part: .four,
            summary: "a repository-search screen as an RxSwift 6.5 app writes it: one keystroke's journey, leaving the screen, three bugs and the lines that prevent them, the price of a keystroke",
            codeElsewhere: "Examples/"),
]
