import RxBenchKit
import RxReading

/// The capstone's case: the search screen's chain (Examples/RepositorySearch), one keystroke at a
/// time. No target: RxSwift 6.5.0 has not been measured on it yet, and the other cases' targets
/// are a fifth of RxSwift's figure.
let capstoneCases: [BenchmarkCase] = [
    // One keystroke through what a search screen writes: a Driver of the text, `debounce`,
    // `distinctUntilChanged`, `flatMapLatest` into a `Single` request (made with `create`, as a
    // client makes it, answering at once), `asDriver(onErrorJustReturn:)` and `drive`. The
    // Drivers run on a HistoricalScheduler (`SharingScheduler.mock`), and each keystroke advances
    // it past the debounce, so every keystroke is searched for: the checksum is every answer.
    BenchmarkCase(
        name: "capstone/keystroke",
        unit: "keystroke",
        operations: 100_000,
        baselineDescription: "the keystroke's hop and the quiet period's timer as closures queued and run, the comparison with the last text, the request's call and its answer's hop and receive call",
        targetRatio: nil,
        library: { n in
            var sum = 0
            let clock = HistoricalScheduler()
            let text = PublishSubject<Int>()
            SharingScheduler.mock(scheduler: clock) {
                let subscription = text
                    .asDriver(onErrorJustReturn: -1)
                    .debounce(.milliseconds(300))
                    .distinctUntilChanged()
                    .flatMapLatest { query in
                        Single<Int>.create { single in
                            single(.success(query + 1))
                            return Disposables.create()
                        }
                        .asDriver(onErrorJustReturn: 0)
                    }
                    .drive(onNext: { sum &+= $0 })
                for keystroke in 0..<n {
                    text.onNext(keystroke)
                    clock.advanceTo(clock.now.addingTimeInterval(1))
                }
                subscription.dispose()
            }
            return sum
        },
        baseline: keystrokeBaseline),
]

/// Plain Swift doing what `capstone/keystroke` does per keystroke, each hop onto the clock a
/// closure queued and then run: the keystroke's hop; the quiet period's timer; the comparison
/// with the last text; the request, a call that answers with a call; the answer's hop; the
/// receive call.
func keystrokeBaseline(_ n: Int) -> Int {
    var sum = 0
    let search: (Int, (Int) -> Void) -> Void = opaque({ query, answer in answer(query + 1) })
    let receive: (Int) -> Void = opaque({ sum &+= $0 })
    var queue: [() -> Void] = []
    var last = Int.min
    for keystroke in 0..<n {
        queue.append {
            queue.append {
                guard keystroke != last else { return }
                last = keystroke
                search(keystroke) { result in queue.append { receive(result) } }
            }
        }
        while !queue.isEmpty {
            queue.removeFirst()()
        }
    }
    return sum
}
