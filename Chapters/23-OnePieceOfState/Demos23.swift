import RxReading

extension Demos {
    /// Chapter 23's demos: the last key, the order `take(until:)` subscribes in, where
    /// `startWith` parts from `concat`, and a sampler that ends first.
    static let chapter23: [Demo] = [
        Demo(chapter: 23, name: "last-key",
             title: "distinctUntilChanged with \"closer than 2\" as equality: each element is compared with the last one SENT, so 3 is compared with 1, not with the dropped 2") { log in
            _ = Observable.of(1, 2, 3, 4)
                .distinctUntilChanged { (last: Int, next: Int) -> Bool in
                    log.print("compare \(last) with \(next): \(abs(last - next) < 2 ? "same, drop" : "changed")")
                    return abs(last - next) < 2
                }
                .subscribe(onNext: { log.print("onNext(\($0))") }, onCompleted: { log.print("onCompleted") })
        },
        Demo(chapter: 23, name: "take-until-at-once",
             title: "source.take(until: other), other sending \"stop\" at once: other is subscribed first and completes the result before the source is subscribed; the source is subscribed all the same, sends to a disposed sink, and is disposed as soon as run returns",
             trace: DemoTrace(kinds: ["subscribe", "on", "dispose", "log"],
                              droppingMessages: ["disposed already"],
                              droppingParticipants: ["caller", "DeferredSink#1", "AnyObserver", "AnonymousObservableSink#1", "SinkDisposer#1", "SinkDisposer#2",
                                                     "SinkDisposer#3", "BinaryDisposable#1", "AnonymousDisposable#1", "create's closure"])) { log in
            let source = Observable<Int>.create { observer in
                log.print("source subscribed, and it sends 1")
                observer.onNext(1)
                return Disposables.create { log.print("source disposed") }
            }
            let other = Observable<String>.deferred {
                log.print("other subscribed")
                return Observable.just("stop")
            }
            _ = source.take(until: other)
                .subscribe(onNext: { log.print("onNext(\($0))") }, onCompleted: { log.print("onCompleted") })
        },
        Demo(chapter: 23, name: "start-with-is-not-concat",
             title: "startWith(\"a\", \"b\").take(1) against concat(from([\"a\", \"b\"]), source).take(1): startWith subscribes the source even though take(1) has already finished; concat never reaches it") { log in
            let source = Observable<String>.create { observer in
                log.print("  source subscribed")
                observer.onNext("c")
                observer.onCompleted()
                return Disposables.create { log.print("  source disposed") }
            }
            log.print("startWith:")
            _ = source.startWith("a", "b").take(1)
                .subscribe(onNext: { log.print("  onNext(\($0))") }, onCompleted: { log.print("  onCompleted") })
            log.print("concat:")
            _ = Observable.concat([Observable.from(["a", "b"]), source]).take(1)
                .subscribe(onNext: { log.print("  onNext(\($0))") }, onCompleted: { log.print("  onCompleted") })
        },
        Demo(chapter: 23, name: "sampler-ends-first",
             title: "source.sample(ticks) where the ticks end before the source: their completion is one last tick, and then nothing is ever sent, not even the source's completion") { log in
            let source = PublishSubject<Int>()
            let ticks = PublishSubject<Void>()
            _ = source.sample(ticks)
                .subscribe(onNext: { log.print("  onNext(\($0))") }, onCompleted: { log.print("  onCompleted") },
                           onDisposed: { log.print("  disposed") })
            for step in ["source 1", "tick", "tick", "source 2", "ticks complete", "source 3", "source completes"] {
                log.print(step)
                switch step {
                case "source 1": source.onNext(1)
                case "source 2": source.onNext(2)
                case "source 3": source.onNext(3)
                case "tick": ticks.onNext(())
                case "ticks complete": ticks.onCompleted()
                default: source.onCompleted()
                }
            }
            log.print("(the result never ended)")
        },
    ]
}
