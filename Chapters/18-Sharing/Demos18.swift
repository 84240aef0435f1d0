import RxReading

extension Demos {
    /// Chapter 18's demos: the request that runs twice, share's subscription printed, and late
    /// subscribers under both scopes.
    static let chapter18: [Demo] = [
        Demo(chapter: 18, name: "request-runs-twice",
             title: "A fake request subscribed twice: it runs twice without share, once with it, and again when the second subscriber comes after the first response") { log in
            var runs = 0
            var waiting: [AnyObserver<String>] = []
            let request = Observable<String>.create { observer in
                runs += 1
                log.print("  request runs (run \(runs))")
                waiting.append(observer)
                return Disposables.create()
            }
            func respond() {
                let answering = waiting
                waiting = []
                for observer in answering {
                    observer.onNext("response")
                    observer.onCompleted()
                }
            }
            log.print("without share: two subscribers, then the response")
            _ = request.subscribe(onNext: { log.print("    first: \($0)") })
            _ = request.subscribe(onNext: { log.print("    second: \($0)") })
            respond()
            log.print("with share(): two subscribers, then the response")
            let shared = request.share()
            _ = shared.subscribe(onNext: { log.print("    first: \($0)") })
            _ = shared.subscribe(onNext: { log.print("    second: \($0)") })
            respond()
            log.print("with share(replay: 1): the first gets its response, then the second subscribes")
            let replayed = request.share(replay: 1)
            _ = replayed.subscribe(onNext: { log.print("    first: \($0)") })
            respond()
            _ = replayed.subscribe(onNext: { log.print("    second: \($0)") })
            respond()
            log.print("the same with scope: .forever")
            let forever = request.share(replay: 1, scope: .forever)
            _ = forever.subscribe(onNext: { log.print("    first: \($0)") })
            respond()
            _ = forever.subscribe(onNext: { log.print("    second: \($0)") })
            log.print("runs in all: \(runs)")
        },
        Demo(chapter: 18, name: "share-life",
             title: "share() subscribes to its source for the first subscriber and disposes it when the last one leaves; the next subscriber starts again") { log in
            let feed = PublishSubject<Int>()
            let source = Observable<Int>.create { observer in
                log.print("  source subscribed")
                let subscription = feed.subscribe(observer)
                return Disposables.create {
                    log.print("  source disposed")
                    subscription.dispose()
                }
            }
            let shared = source.share()
            log.print("share() made: nothing subscribed yet")
            log.print("A subscribes")
            let a = shared.subscribe(onNext: { log.print("    A: \($0)") })
            log.print("B subscribes")
            let b = shared.subscribe(onNext: { log.print("    B: \($0)") })
            feed.onNext(1)
            log.print("A leaves")
            a.dispose()
            feed.onNext(2)
            log.print("B leaves")
            b.dispose()
            log.print("C subscribes")
            let c = shared.subscribe(onNext: { log.print("    C: \($0)") })
            feed.onNext(3)
            log.print("the source completes")
            feed.onCompleted()
            c.dispose()
        },
        Demo(chapter: 18, name: "late-subscribers",
             title: "share(replay: 1) with a late subscriber before the source completes and another after, under .whileConnected and under .forever") { log in
            for scope in [SubjectLifetimeScope.whileConnected, .forever] {
                log.print(scope == .whileConnected ? "scope: .whileConnected" : "scope: .forever")
                let feed = PublishSubject<Int>()
                var run = 0
                let source = Observable<Int>.create { observer in
                    run += 1
                    log.print("  source subscribed (run \(run))")
                    return feed.subscribe(observer)
                }
                let shared = source.share(replay: 1, scope: scope)
                let first = shared.subscribe(onNext: { log.print("    first: \($0)") })
                feed.onNext(1)
                feed.onNext(2)
                log.print("  late subscriber, before the end")
                let before = shared.subscribe(onNext: { log.print("    before: \($0)") },
                                              onCompleted: { log.print("    before: completed") })
                feed.onNext(3)
                feed.onCompleted()
                log.print("  late subscriber, after the end")
                let after = shared.subscribe(onNext: { log.print("    after: \($0)") },
                                             onCompleted: { log.print("    after: completed") })
                [first, before, after].forEach { $0.dispose() }
            }
        },
    ]
}
