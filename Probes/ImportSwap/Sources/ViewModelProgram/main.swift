// A program written the way an RxSwift 6.5 app writes a view model (chapter 26, issue 38): inputs
// as a `ControlProperty` and a `ControlEvent`, state in a `BehaviorRelay`, outputs as `Driver`s and
// a `Signal`, one-off events through a `PublishRelay`, a `Binder` on its own type through `.rx`,
// `bind(to:)` and `drive`. Only the import says which library it runs on (RxSwift, RxRelay and
// RxCocoa against RxSwift 6.5.0; see UserProgram's header). Everything runs on the main thread,
// where a Driver delivers at once; the run loop is spun at the end for anything queued.
import Foundation
import RxReading

final class LoginViewModel {
    // Outputs.
    let isLoginEnabled: Driver<Bool>
    let greeting: Driver<String>
    let alerts: Signal<String>

    // State.
    let attempts = BehaviorRelay<Int>(value: 0)
    private let alertRelay = PublishRelay<String>()
    private let bag = DisposeBag()

    init(name: ControlProperty<String?>, loginTaps: ControlEvent<Void>) {
        let trimmedName = name.orEmpty
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .asDriver(onErrorJustReturn: "")
        isLoginEnabled = trimmedName
            .map { !$0.isEmpty }
            .distinctUntilChanged()
        greeting = trimmedName
            .map { $0.isEmpty ? "Who are you?" : "Hello, \($0)" }
        alerts = alertRelay.asSignal()

        loginTaps
            .withLatestFrom(trimmedName)
            .subscribe(onNext: { [weak self] name in
                guard let self = self else { return }
                self.attempts.accept(self.attempts.value + 1)
                if name == "admin" {
                    self.alertRelay.accept("admin may not log in here")
                }
            })
            .disposed(by: bag)
    }
}

/// A screen of our own, extended through `.rx` with a `Binder`, as apps extend their views.
final class Screen: ReactiveCompatible {
    var lines: [String] = []
}

extension Reactive where Base: Screen {
    var line: Binder<String> {
        Binder(base) { screen, text in
            screen.lines.append(text)
            print("screen shows: \(text)")
        }
    }
}

let bag = DisposeBag()
let nameSubject = BehaviorSubject<String?>(value: nil)
let typedName = ControlProperty(values: nameSubject.asObservable(), valueSink: nameSubject.asObserver())
let taps = PublishSubject<Void>()
let viewModel = LoginViewModel(name: typedName, loginTaps: ControlEvent(events: taps))
let screen = Screen()

viewModel.isLoginEnabled
    .drive(onNext: { print("login enabled: \($0)") })
    .disposed(by: bag)
viewModel.greeting
    .drive(screen.rx.line)
    .disposed(by: bag)
viewModel.alerts
    .emit(onNext: { print("alert: \($0)") })
    .disposed(by: bag)
viewModel.attempts
    .asDriver()
    .drive(onNext: { print("attempts: \($0)") })
    .disposed(by: bag)

let attemptsSeen = BehaviorRelay<Int>(value: -1)
viewModel.attempts.bind(to: attemptsSeen).disposed(by: bag)

for typed in [" ", "ann", "ann ", "admin"] {
    print("typed \"\(typed)\"")
    nameSubject.onNext(typed)
}
taps.onNext(())
nameSubject.onNext("bob")
taps.onNext(())

RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("screen lines: \(screen.lines.count), attempts seen through bind(to:): \(attemptsSeen.value)")
