import RxReading

extension Demos {
    /// Chapter 06's demos: the two orders in which a subscription's `SinkDisposer` can be set
    /// and disposed, seen from outside through a `create` closure's disposable.
    static let chapter06: [Demo] = [
        Demo(chapter: 6, name: "dispose-before-set",
             title: "A source that completes inside subscribe: its disposable is disposed the moment it is returned",
             trace: DemoTrace(kinds: ["subscribe", "run", "set", "on", "dispose", "log"],
                              droppingMessages: ["disposed already: nothing"],
                              droppingParticipants: ["AnonymousObserver#1", "AnonymousDisposable#1"])) { log in
            let completesAtOnce = Observable<String>.create { observer in
                log.print("closure: onNext(A)")
                observer.onNext("A")
                log.print("closure: onCompleted()")
                observer.onCompleted()
                log.print("closure: returns its disposable")
                return Disposables.create {
                    log.print("closure's disposable: disposed")
                }
            }
            log.print("caller: subscribe")
            let subscription = completesAtOnce.subscribe { event in
                log.print("observer: \(event)")
            }
            log.print("caller: subscribe returned")
            log.print("caller: dispose()")
            subscription.dispose()
        },
        Demo(chapter: 6, name: "set-then-dispose",
             title: "A source that sends after subscribe returned: disposed once, from outside, and silent after") { log in
            var keptObserver: AnyObserver<String>?
            let sendsLater = Observable<String>.create { observer in
                log.print("closure: keeps its observer, returns its disposable")
                keptObserver = observer
                return Disposables.create {
                    log.print("closure's disposable: disposed")
                }
            }
            log.print("caller: subscribe")
            let subscription = sendsLater.subscribe { event in
                log.print("observer: \(event)")
            }
            log.print("caller: subscribe returned")
            log.print("source: onNext(B)")
            keptObserver?.onNext("B")
            log.print("caller: dispose()")
            subscription.dispose()
            log.print("caller: dispose() again")
            subscription.dispose()
            log.print("source: onNext(C), after dispose")
            keptObserver?.onNext("C")
            keptObserver = nil
        },
    ]
}
