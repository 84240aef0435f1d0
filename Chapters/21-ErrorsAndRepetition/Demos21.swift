import RxReading

private struct RequestFailed: Error {}

extension Demos {
    /// Chapter 21's demos: what retry runs again, where catch has to sit, and #2298.
    static let chapter21: [Demo] = [
        Demo(chapter: 21, name: "retry-resubscribes",
             title: "retry(2) over a request that fails once: the failure disposes the first subscription and subscribes again, so the request's own work runs twice",
             trace: DemoTrace(kinds: ["subscribe", "on", "dispose", "log"],
                              droppingMessages: ["disposed already"],
                              droppingParticipants: ["SinkDisposer#1", "SinkDisposer#2", "SinkDisposer#3",
                                                     "SingleAssignmentDisposable#1", "SingleAssignmentDisposable#2",
                                                     "SerialDisposable#1", "AnonymousDisposable#1", "AnonymousDisposable#2",
                                                     "SubscribeClosuresObserver#1", "caller", "CatchSequence#1", "create's closure", "AnonymousObservableSink#2"])) { log in
            var attempts = 0
            let request = Observable<String>.create { observer in
                attempts += 1
                log.print("request runs: attempt \(attempts)")
                if attempts == 1 {
                    observer.onError(RequestFailed())
                } else {
                    observer.onNext("response")
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            _ = request.retry(2).subscribe(onNext: { log.print("onNext(\($0))") },
                                           onCompleted: { log.print("onCompleted") })
        },
        Demo(chapter: 21, name: "catch-placement",
             title: "catchAndReturn after flatMap ends the taps at the first failure; inside flatMap it replaces one request and the taps go on") { log in
            func request(_ tap: Int) -> Observable<String> {
                tap == 2 ? Observable.error(RequestFailed()) : Observable.just("ok \(tap)")
            }
            let taps = PublishSubject<Int>()
            log.print("catch after flatMap:")
            let outside = taps.flatMap { request($0) }
                .catchAndReturn("failed")
                .subscribe(onNext: { log.print("  onNext(\($0))") }, onCompleted: { log.print("  onCompleted") })
            for tap in 1...3 {
                log.print("  tap \(tap)")
                taps.onNext(tap)
            }
            outside.dispose()
            log.print("catch inside flatMap:")
            let inside = taps.flatMap { request($0).catchAndReturn("failed") }
                .subscribe(onNext: { log.print("  onNext(\($0))") }, onCompleted: { log.print("  onCompleted") })
            for tap in 1...3 {
                log.print("  tap \(tap)")
                taps.onNext(tap)
            }
            inside.dispose()
        },
        Demo(chapter: 21, name: "take-one-stops-retry",
             title: "just(0).concat(error).retry().take(1): one attempt, then the retry is disposed before it can subscribe again (RxSwift #2298 loops here forever)") { log in
            var attempts = 0
            let source = Observable<Int>.deferred {
                attempts += 1
                log.print("attempt \(attempts) subscribes")
                return attempts < 5
                    ? Observable.just(0).concat(Observable<Int>.error(RequestFailed()))
                    : Observable.empty()
            }
            _ = source.retry().take(1).subscribe(onNext: { log.print("onNext(\($0))") },
                                                 onCompleted: { log.print("onCompleted") },
                                                 onDisposed: { log.print("disposed") })
            log.print("attempts: \(attempts)")
        },
    ]
}
