import Foundation
import RxReading

private struct RequestFailed: Error {}

/// Where a demo keeps the answer closure of a request still in flight, as a network client
/// keeps its completion handler.
private final class PendingAnswer<Answer> {
    var answer: ((Answer) -> Void)?
}

extension Demos {
    /// Chapter 25's demos: a request written as `Single.create` cancelled when its screen goes,
    /// `asSingle` checking its promise, when `andThen` builds and subscribes its argument, and an
    /// error getting into an `Infallible`.
    static let chapter25: [Demo] = [
        Demo(chapter: 25, name: "request-cancelled",
             title: "A request written as Single.create, subscribed into a screen's DisposeBag: the screen goes before the answer, the request is cancelled, and the late answer reaches nobody",
             trace: DemoTrace(kinds: ["dispose", "log"],
                              droppingMessages: ["disposed already"],
                              droppingParticipants: ["CurrentThreadScheduler#1", "create's closure",
                                                     "AnonymousObservableSink#1"]),
             body: requestCancelled),
        Demo(chapter: 25, name: "as-single",
             title: "asSingle on one element, on two, on none, and a Single.create that answers twice: what the subscriber of each sees",
             body: asSingleCases),
        Demo(chapter: 25, name: "and-then",
             title: "save.andThen(fetch()): fetch() runs when the chain is built; its Single is subscribed when save completes",
             body: andThenOrder),
        Demo(chapter: 25, name: "infallible-leak",
             title: "asInfallible keeps its promise; a do(onNext:) that throws, or a flatMap into a failing observable, gets an error into an Infallible, and subscribe(onNext:) hands it to Hooks.defaultErrorHandler",
             body: infallibleLeak),
    ]

    @Sendable private static func requestCancelled(_ log: DemoLog) {
        let pending = PendingAnswer<SingleEvent<String>>()
        let fetchProfile = Single<String>.create { single in
            log.print("request sent")
            pending.answer = single
            return Disposables.create { log.print("request cancelled") }
        }
        var screenBag: DisposeBag? = DisposeBag()
        fetchProfile
            .subscribe(onSuccess: { log.print("shown: \($0)") },
                       onDisposed: { log.print("onDisposed") })
            .disposed(by: screenBag!)
        log.print("the screen goes away")
        screenBag = nil
        log.print("the server answers, late")
        pending.answer?(.success("profile"))
    }

    @Sendable private static func asSingleCases(_ log: DemoLog) {
        func run(_ title: String, sends elements: [Int]) {
            log.print(title)
            let source = PublishSubject<Int>()
            _ = source.do(onDispose: { log.print("  source let go") })
                .asSingle()
                .subscribe(onSuccess: { log.print("  onSuccess(\($0))") },
                           onFailure: { log.print("  onFailure: \($0)") })
            for element in elements {
                log.print("  source sends \(element)")
                source.onNext(element)
            }
            log.print("  source completes")
            source.onCompleted()
        }
        run("one element:", sends: [1])
        run("two elements:", sends: [1, 2])
        run("no element:", sends: [])

        log.print("Single.create answering twice:")
        _ = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            return Disposables.create()
        }.subscribe(onSuccess: { log.print("  onSuccess(\($0))") }, onDisposed: { log.print("  onDisposed") })
    }

    @Sendable private static func andThenOrder(_ log: DemoLog) {
        let pending = PendingAnswer<CompletableEvent>()
        let save = Completable.create { completable in
            log.print("  save subscribed: writing")
            pending.answer = completable
            return Disposables.create()
        }
        func fetch() -> Single<String> {
            log.print("  fetch() called: its Single is built")
            return Single.create { single in
                log.print("  fetch's Single subscribed: request sent")
                single(.success("profile"))
                return Disposables.create()
            }
        }
        log.print("building save.andThen(fetch()):")
        let chain = save.andThen(fetch())
        log.print("subscribing:")
        _ = chain.subscribe(onSuccess: { log.print("  onSuccess(\($0))") })
        log.print("save completes:")
        pending.answer?(.completed)
    }

    @Sendable private static func infallibleLeak(_ log: DemoLog) {
        let original = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in log.print("  Hooks.defaultErrorHandler: \(error)") }
        defer { Hooks.defaultErrorHandler = original }

        func show(_ infallible: Infallible<Int>) {
            _ = infallible.subscribe(onNext: { log.print("  onNext(\($0))") },
                                     onCompleted: { log.print("  onCompleted") },
                                     onDisposed: { log.print("  onDisposed") })
        }
        log.print("asInfallible(onErrorJustReturn: 0) over a request that fails:")
        show(Observable<Int>.error(RequestFailed()).asInfallible(onErrorJustReturn: 0))

        log.print("do(onNext:) that throws at 2:")
        show(Infallible.of(1, 2, 3).do(onNext: { if $0 == 2 { throw RequestFailed() } }))

        log.print("flatMap into an observable that fails at 2:")
        show(Infallible.of(1, 2, 3).flatMap { number -> Observable<Int> in
            number == 2 ? .error(RequestFailed()) : .just(number * 10)
        })
    }
}
