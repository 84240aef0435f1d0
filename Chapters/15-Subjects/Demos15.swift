import RxReading

extension Demos {
    /// Chapter 15's demos: a cold observable and a hot subject, side by side.
    static let chapter15: [Demo] = [
        Demo(chapter: 15, name: "cold-create",
             title: "A create observable with two subscribers: the closure runs once for each, and each gets its own elements",
             trace: DemoTrace(kinds: ["subscribe", "run", "on", "log"], droppingMessages: ["subscriber subscribes"],
                              droppingParticipants: ["caller", "SubscribeClosuresObserver#1", "SubscribeClosuresObserver#2"])) { log in
            var runs = 0
            let cold = Observable<Int>.create { observer in
                runs += 1
                let run = runs
                log.print("create's closure runs (run \(run))")
                observer.onNext(run * 10)
                observer.onNext(run * 10 + 1)
                observer.onCompleted()
                return Disposables.create()
            }
            log.print("first subscriber subscribes")
            let first = cold.subscribe(onNext: { log.print("  first: next(\($0))") })
            log.print("second subscriber subscribes")
            let second = cold.subscribe(onNext: { log.print("  second: next(\($0))") })
            first.dispose()
            second.dispose()
        },
        Demo(chapter: 15, name: "hot-subject",
             title: "A PublishSubject with two subscribers: one onNext reaches everyone subscribed at that moment, and a late subscriber misses what came before") { log in
            let subject = PublishSubject<Int>()
            log.print("first subscriber subscribes")
            let first = subject.subscribe(onNext: { log.print("  first: next(\($0))") })
            log.print("the subject sends 1")
            subject.onNext(1)
            log.print("second subscriber subscribes")
            let second = subject.subscribe(onNext: { log.print("  second: next(\($0))") },
                                           onCompleted: { log.print("  second: completed") })
            log.print("the subject sends 2, then completes")
            subject.onNext(2)
            subject.onCompleted()
            log.print("a third subscriber comes after the end")
            let third = subject.subscribe(onNext: { log.print("  third: next(\($0))") },
                                          onCompleted: { log.print("  third: completed") })
            first.dispose()
            second.dispose()
            third.dispose()
        },
        Demo(chapter: 15, name: "disposed-during-delivery",
             title: "An observer disposed by another while an event is being delivered still receives that event, and nothing after it") { log in
            let subject = PublishSubject<Int>()
            var secondSubscription: Disposable?
            let first = subject.subscribe(onNext: { element in
                log.print("  first: next(\(element))")
                if element == 1 {
                    log.print("  first disposes the second subscription")
                    secondSubscription?.dispose()
                }
            })
            secondSubscription = subject.subscribe(onNext: { log.print("  second: next(\($0))") })
            log.print("the subject sends 1")
            subject.onNext(1)
            log.print("the subject sends 2")
            subject.onNext(2)
            first.dispose()
        },
        Demo(chapter: 15, name: "behavior-replay",
             title: "A BehaviorSubject hands each new subscriber its current value first, then what follows") { log in
            let subject = BehaviorSubject(value: "initial")
            let first = subject.subscribe(onNext: { log.print("  first: next(\($0))") })
            log.print("the subject sends a")
            subject.onNext("a")
            log.print("second subscriber subscribes")
            let second = subject.subscribe(onNext: { log.print("  second: next(\($0))") })
            log.print("the subject sends b")
            subject.onNext("b")
            if let current = try? subject.value() {
                log.print("value() returns \(current)")
            }
            first.dispose()
            second.dispose()
        },
    ]
}
