import RxReading

extension Demos {
    /// Chapter 17's demos: the life of flatMap's inners, and concatMap's waiting one.
    static let chapter17: [Demo] = [
        Demo(chapter: 17, name: "flat-map-life",
             title: "flatMap over two inners: each is subscribed as its element arrives, disposed as it completes, and the result completes only after the outer and both inners") { log in
            let outer = PublishSubject<String>()
            let inners = ["a": PublishSubject<Int>(), "b": PublishSubject<Int>()]
            let subscription = outer
                .flatMap { name -> Observable<Int> in
                    log.print("  selector runs for \(name)")
                    return Observable<Int>.create { observer in
                        log.print("  inner \(name) subscribed")
                        let inner = inners[name]!.subscribe(observer)
                        return Disposables.create {
                            log.print("  inner \(name) disposed")
                            inner.dispose()
                        }
                    }
                }
                .subscribe(onNext: { log.print("  observer: next(\($0))") },
                           onCompleted: { log.print("  observer: completed") })
            log.print("outer sends a, then b")
            outer.onNext("a")
            outer.onNext("b")
            log.print("a sends 1, b sends 2, a sends 3")
            inners["a"]!.onNext(1)
            inners["b"]!.onNext(2)
            inners["a"]!.onNext(3)
            log.print("a completes")
            inners["a"]!.onCompleted()
            log.print("outer completes")
            outer.onCompleted()
            log.print("b completes")
            inners["b"]!.onCompleted()
            subscription.dispose()
        },
        Demo(chapter: 17, name: "concat-map-waits",
             title: "concatMap: the selector runs as each element arrives, but the inner for b is subscribed only when the one for a has completed") { log in
            let outer = PublishSubject<String>()
            let first = PublishSubject<Int>()
            let subscription = outer
                .concatMap { name -> Observable<Int> in
                    log.print("  selector runs for \(name)")
                    return Observable<Int>.create { observer in
                        log.print("  inner \(name) subscribed")
                        if name == "a" {
                            return first.subscribe(observer)
                        }
                        observer.onNext(20)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
                .subscribe(onNext: { log.print("  observer: next(\($0))") })
            log.print("outer sends a, then b")
            outer.onNext("a")
            outer.onNext("b")
            log.print("a sends 10, then completes")
            first.onNext(10)
            first.onCompleted()
            subscription.dispose()
        },
    ]
}
