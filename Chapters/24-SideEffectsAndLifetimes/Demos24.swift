import Foundation
import RxReading

/// A screen's view model, as apps write one: it owns its `DisposeBag` and keeps what it saw.
private final class SearchModel {
    let bag = DisposeBag()
    var results: [String] = []
    let log: DemoLog

    init(log: DemoLog) {
        self.log = log
    }

    /// The closure captures `self` strongly: self → bag → subscription → closure → self.
    func bindStrongly(_ query: Observable<String>) {
        query.subscribe(onNext: { self.results.append($0) }).disposed(by: bag)
    }

    /// The same binding, with the chain holding `self` weakly.
    func bindUnretained(_ query: Observable<String>) {
        query.withUnretained(self)
            .subscribe(onNext: { model, text in model.results.append(text) })
            .disposed(by: bag)
    }

    deinit {
        log.print("  SearchModel deinit")
    }
}

extension Demos {
    /// Chapter 24's demos: the order of `do`'s hooks, `debug`'s lines against the sink's life, a
    /// view model's leak found, and a group that outlives the subscription that made it.
    static let chapter24: [Demo] = [
        Demo(chapter: 24, name: "do-order",
             title: "do with every hook, and a subscriber with every closure: who runs when, for a source that sends later and for one that sends while it is being subscribed",
             body: doOrder),
        Demo(chapter: 24, name: "debug-lines",
             title: "of(1).debug(\"one\").subscribe(): debug's four lines (time stamps cut), each printed by DebugSink at a step of chapter 06's life of a sink",
             trace: DemoTrace(kinds: ["subscribe", "run", "set", "on", "dispose"],
                              droppingMessages: ["disposed already"],
                              droppingParticipants: ["CurrentThreadScheduler#1", "AnonymousDisposable#1", "caller",
                                                     "ObservableSequence#1", "SinkDisposer#1"]),
             body: debugLines),
        Demo(chapter: 24, name: "leak-found",
             title: "A view model whose subscription captures self strongly outlives its owner; Resources.total and a weak reference show it, and withUnretained fixes it",
             body: leakFound),
        Demo(chapter: 24, name: "group-outlives",
             title: "groupBy: the outer subscription is disposed, yet a group still subscribed keeps the source subscribed and keeps receiving",
             body: groupOutlives),
    ]

    @Sendable private static func doOrder(_ log: DemoLog) {
        func hooked(_ source: Observable<Int>) -> Disposable {
            source
                .do(onNext: { log.print("  do onNext(\($0))") },
                    afterNext: { log.print("  do afterNext(\($0))") },
                    onError: { _ in log.print("  do onError") },
                    afterError: { _ in log.print("  do afterError") },
                    onCompleted: { log.print("  do onCompleted") },
                    afterCompleted: { log.print("  do afterCompleted") },
                    onSubscribe: { log.print("  do onSubscribe") },
                    onSubscribed: { log.print("  do onSubscribed") },
                    onDispose: { log.print("  do onDispose") })
                .subscribe(onNext: { log.print("  subscriber onNext(\($0))") },
                           onError: { _ in log.print("  subscriber onError") },
                           onCompleted: { log.print("  subscriber onCompleted") },
                           onDisposed: { log.print("  subscriber onDisposed") })
        }
        let subject = PublishSubject<Int>()
        let later = Observable<Int>.create { observer in
            log.print("  source subscribed")
            let subscription = subject.subscribe(observer)
            return Disposables.create {
                log.print("  source disposed")
                subscription.dispose()
            }
        }
        log.print("a source that sends later:")
        _ = hooked(later)
        log.print("  (subscribe has returned)")
        subject.onNext(1)
        subject.onCompleted()
        let atOnce = Observable<Int>.create { observer in
            log.print("  source subscribed, sends 1 and completes")
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.print("  source disposed") }
        }
        log.print("a source that sends while it is being subscribed:")
        _ = hooked(atOnce)
        log.print("  (subscribe has returned)")
    }

    @Sendable private static func debugLines(_ log: DemoLog) {
        // debug prints to standard output with a time stamp: catch its lines, cut the stamp
        // ("yyyy-MM-dd HH:mm:ss.SSS: ", 25 characters), and print them here.
        let lines = capturingStandardOutput {
            _ = Observable.of(1).debug("one").subscribe()
        }
        for line in lines {
            log.print(String(line.dropFirst(25)))
        }
    }

    @Sendable private static func leakFound(_ log: DemoLog) {
        let query = PublishSubject<String>()
        weak var weakModel: SearchModel?

        log.print("bindStrongly (self captured):")
        var before = liveObjects()
        do {
            let model = SearchModel(log: log)
            model.bindStrongly(query.asObservable())
            weakModel = model
        }
        log.print("  the owner let go; model alive: \(weakModel != nil), objects still alive: \(liveObjects() - before)")
        query.onNext("rx")
        log.print("  it still receives: \(weakModel?.results ?? [])")

        log.print("bindUnretained (withUnretained(self)):")
        before = liveObjects()
        do {
            let model = SearchModel(log: log)
            model.bindUnretained(query.asObservable())
            weakModel = model
        }
        log.print("  the owner let go; model alive: \(weakModel != nil), objects still alive: \(liveObjects() - before)")

        log.print("withUnretained(self), the subscription in someone else's bag:")
        var outsideBag: DisposeBag? = DisposeBag()
        before = liveObjects()
        do {
            let model = SearchModel(log: log)
            query.withUnretained(model)
                .subscribe(onNext: { model, text in model.results.append(text) },
                           onCompleted: { log.print("  subscriber onCompleted") })
                .disposed(by: outsideBag!)
        }
        log.print("  the model is gone; objects still alive: \(liveObjects() - before)")
        log.print("  the next element comes:")
        query.onNext("swift")
        log.print("  objects still alive: \(liveObjects() - before)")
        outsideBag = nil

        log.print("the first model, once the query completes:")
        query.onCompleted()
    }

    @Sendable private static func groupOutlives(_ log: DemoLog) {
        let words = PublishSubject<String>()
        let source = words.do(onSubscribe: { log.print("source subscribed") },
                              onDispose: { log.print("source disposed") })
        var groupA: Disposable?
        let outer = source.groupBy { $0.first! }.subscribe(onNext: { group in
            log.print("group \(group.key)")
            if group.key == "a" {
                groupA = group.subscribe(onNext: { log.print("  group a has \($0)") })
            }
        })
        words.onNext("apple")
        words.onNext("banana")
        log.print("outer subscription disposed")
        outer.dispose()
        words.onNext("avocado")
        words.onNext("blueberry")
        log.print("group a's subscription disposed")
        groupA?.dispose()
        words.onNext("apricot")
    }

    /// `Resources.total`, the library's count of its live objects (debug builds only).
    private static func liveObjects() -> Int {
        #if TRACE_RESOURCES
        Int(Resources.total)
        #else
        0
        #endif
    }

    /// Runs `body` with standard output sent to a pipe, and returns the lines it printed.
    private static func capturingStandardOutput(_ body: () -> Void) -> [String] {
        fflush(stdout)
        let pipe = Pipe()
        let saved = dup(STDOUT_FILENO)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
        body()
        fflush(stdout)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        pipe.fileHandleForWriting.closeFile()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.split(separator: "\n").map(String.init)
    }
}
