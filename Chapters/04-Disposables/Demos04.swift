import RxReading

extension Demos {
    /// Chapter 04's demos.
    static let chapter04: [Demo] = [
        Demo(chapter: 4, name: "single-assignment",
             title: "SingleAssignmentDisposable disposed before it is filled, then filled") { log in
            let single = SingleAssignmentDisposable()
            log.print("dispose() before anything is set")
            single.dispose()
            log.print("isDisposed: \(single.isDisposed)")
            log.print("setDisposable(late)")
            single.setDisposable(named("late", log))
            log.print("dispose() again")
            single.dispose()
            log.print("done")
        },
        Demo(chapter: 4, name: "serial",
             title: "SerialDisposable: each replacement disposes the previous one; after dispose, newcomers go at once") { log in
            let serial = SerialDisposable()
            log.print("put first")
            serial.disposable = named("first", log)
            log.print("put second")
            serial.disposable = named("second", log)
            log.print("dispose()")
            serial.dispose()
            log.print("put third")
            serial.disposable = named("third", log)
            log.print("done")
        },
        Demo(chapter: 4, name: "composite-and-refcount",
             title: "CompositeDisposable's keys and late inserts; RefCountDisposable waiting for its handles") { log in
            let composite = CompositeDisposable()
            let keyA = composite.insert(named("a", log))
            _ = composite.insert(named("b", log))
            log.print("count: \(composite.count)")
            log.print("remove(for: keyA)")
            if let keyA { composite.remove(for: keyA) }
            log.print("dispose()")
            composite.dispose()
            log.print("insert c after dispose")
            let keyC = composite.insert(named("c", log))
            log.print("key for c: \(keyC == nil ? "nil" : "a key")")

            let refCount = RefCountDisposable(disposable: named("shared resource", log))
            let handle = refCount.retain()
            log.print("dispose the primary reference")
            refCount.dispose()
            log.print("isDisposed: \(refCount.isDisposed)")
            log.print("dispose the last handle")
            handle.dispose()
            log.print("isDisposed: \(refCount.isDisposed)")
        },
        Demo(chapter: 4, name: "dispose-bag",
             title: "A screen's DisposeBag ends its subscription when the screen goes away") { log in
            var sendToScreen: AnyObserver<Int>?
            let source = Observable<Int>.create { observer in
                log.print("source: subscribed")
                sendToScreen = observer
                return Disposables.create { log.print("source: disposed") }
            }

            var screen: Screen? = Screen(source: source, log: log)
            sendToScreen?.onNext(1)
            log.print("screen = nil")
            screen = nil
            sendToScreen?.onNext(2)
            log.print("sent 2 (screen is \(screen == nil ? "gone" : "alive"))")
            sendToScreen = nil
        },
    ]
}

/// A disposable that prints its name when it is disposed.
private func named(_ name: String, _ log: DemoLog) -> Disposable {
    Disposables.create { log.print("\(name) disposed") }
}

/// An object that owns its subscriptions, as a view controller does.
private final class Screen {
    private let disposeBag = DisposeBag()
    private let log: DemoLog

    init(source: Observable<Int>, log: DemoLog) {
        self.log = log
        source
            .subscribe(
                onNext: { log.print("screen got \($0)") },
                onDisposed: { log.print("screen: onDisposed") })
            .disposed(by: disposeBag)
    }

    deinit {
        log.print("screen: deinit")
    }
}
