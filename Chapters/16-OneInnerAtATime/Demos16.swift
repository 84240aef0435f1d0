import RxReading

/// A request made with `create`, as RxCocoa's `URLSession.rx.response` is: its disposable cancels
/// the task, and cancelling a task that has already answered does nothing.
private final class FakeTask: @unchecked Sendable {
    let query: String
    let log: DemoLog
    var answer: ((String) -> Void)?
    var running = true

    init(query: String, log: DemoLog) {
        self.query = query
        self.log = log
    }

    func cancel() {
        guard running else { return }
        running = false
        log.print("request \(query) cancelled")
    }

    /// The server answers, whether or not the request is still wanted.
    func respond() {
        running = false
        answer?("hits for \(query)")
        answer = nil
    }
}

extension Demos {
    /// Chapter 16's demos: what flatMapLatest's "cancel" is, and the window of RxSwift #1001.
    static let chapter16: [Demo] = [
        Demo(chapter: 16, name: "cancel-request",
             title: "flatMapLatest over create-based requests: the next search term disposes the previous request, whose disposable cancels it; its late answer reaches no one",
             trace: DemoTrace(kinds: ["on", "dispose", "log"],
                              droppingMessages: ["disposed already"],
                              droppingParticipants: ["AnonymousObservableSink#1", "AnonymousObservableSink#2", "SinkDisposer#1",
                                                     "SinkDisposer#2", "SinkDisposer#3", "BinaryDisposable#1", "SubscribeClosuresObserver#1",
                                                     "AnonymousDisposable#2"])) { log in
            var tasks: [String: FakeTask] = [:]
            func request(_ query: String) -> Observable<String> {
                Observable.create { observer in
                    let task = FakeTask(query: query, log: log)
                    tasks[query] = task
                    log.print("request \(query) started")
                    task.answer = { response in
                        observer.onNext(response)
                        observer.onCompleted()
                    }
                    return Disposables.create { task.cancel() }
                }
            }
            let search = PublishSubject<String>()
            let subscription = search
                .flatMapLatest { request($0) }
                .subscribe(onNext: { log.print("onNext(\($0))") })
            log.print("user types r")
            search.onNext("r")
            log.print("user types rx")
            search.onNext("rx")
            log.print("server answers r")
            tasks["r"]?.respond()
            log.print("server answers rx")
            tasks["rx"]?.respond()
            subscription.dispose()
        },
        Demo(chapter: 16, name: "the-window",
             title: "Between disposing the old inner and subscribing the new one, no inner of this chain listens: an element sent then is lost (RxSwift #1001)") { log in
            let shared = PublishSubject<String>()
            let outer = PublishSubject<Int>()
            let subscription = outer
                .flatMapLatest { value in
                    Observable<String>.create { observer in
                        log.print("inner \(value) subscribes to the subject")
                        let reading = shared.subscribe(observer)
                        return Disposables.create {
                            reading.dispose()
                            if value == 1 {
                                log.print("inner 1 is disposed; the subject sends x now")
                                shared.onNext("x")
                            }
                        }
                    }
                }
                .subscribe(onNext: { log.print("observer: next(\($0))") })
            outer.onNext(1)
            shared.onNext("a")
            log.print("the outer sends 2")
            outer.onNext(2)
            shared.onNext("b")
            subscription.dispose()
        },
    ]
}
