// A program written the way an RxSwift 6.5 user writes one, using Part IV's operators (issue 36):
// `scan`, `startWith`, `do`, `distinctUntilChanged`, `take(until:)`, `withUnretained`,
// `materialize` and `groupBy`. Only the import says which library it runs on:
// `run-against-rxswift.sh` builds this same file with `import RxSwift` and diffs what the two print,
// and CI compares what it prints against the library with `expected-output.txt`, which is what it
// printed against RxSwift 6.5.0.
import Foundation
import RxReading

let bag = DisposeBag()

// A store: actions folded into a state with `scan`, the initial state sent first with `startWith`.
enum Action { case increment, decrement, reset }
let actions = PublishSubject<Action>()
let state = actions
    .scan(0) { count, action in
        switch action {
        case .increment: return count + 1
        case .decrement: return count - 1
        case .reset: return 0
        }
    }
    .startWith(0)

// A screen that renders only when the state changes, logs what it renders with `do`, and stops
// listening when it goes away (`take(until:)`).
final class CounterScreen {
    let disappeared = PublishSubject<Void>()
    var rendered: [String] = []

    func bind(_ state: Observable<Int>, bag: DisposeBag) {
        state
            .distinctUntilChanged()
            .do(onNext: { print("will render \($0)") },
                onSubscribe: { print("screen subscribes") },
                onDispose: { print("screen's subscription disposed") })
            .take(until: disappeared)
            .withUnretained(self)
            .subscribe(onNext: { screen, count in
                screen.rendered.append("count: \(count)")
                print("rendered count: \(count)")
            }, onCompleted: {
                print("screen stops listening")
            })
            .disposed(by: bag)
    }
}

var screen: CounterScreen? = CounterScreen()
weak var weakScreen = screen
screen?.bind(state, bag: bag)
for action in [Action.increment, .increment, .reset, .reset, .decrement] {
    actions.onNext(action)
}
screen?.disappeared.onNext(())
actions.onNext(.increment)
print("rendered: \(screen?.rendered ?? [])")
screen = nil
print("screen released: \(weakScreen == nil)")

// Every event as a value, with `materialize`: an error becomes an element, then completion.
enum Failure: Error, CustomStringConvertible {
    case offline
    var description: String { "offline" }
}
Observable<Int>.create { observer in
    observer.onNext(1)
    observer.onNext(2)
    observer.onError(Failure.offline)
    return Disposables.create()
}
.materialize()
.subscribe(onNext: { event in print("materialized: \(event)") },
           onCompleted: { print("materialized sequence completed") })
.disposed(by: bag)

// Words grouped by their first letter, with `groupBy`; each group is counted with `scan`.
Observable.from(["apple", "avocado", "banana", "blueberry", "cherry", "apricot"])
    .groupBy { $0.prefix(1) }
    .flatMap { group in
        group.scan(0) { count, _ in count + 1 }
            .map { "\(group.key): \($0)" }
    }
    .subscribe(onNext: { print("group \($0)") })
    .disposed(by: bag)
