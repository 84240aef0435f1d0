// The checks of exercise 26.2. Run them with: swift run rxbook check 26.2
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("26.2", "late subscribers, and what a binding ends") { check in
    var log: [String] = []
    func note(_ line: String) {
        log.append(line)
    }
    let taps = PublishRelay<String>()
    let driver = taps.asDriver(onErrorJustReturn: "")
    let signal = taps.asSignal()
    _ = driver.drive(onNext: { note("driver early \($0)") })
    _ = signal.emit(onNext: { note("signal early \($0)") })
    taps.accept("a")
    _ = driver.drive(onNext: { note("driver late \($0)") })
    _ = signal.emit(onNext: { note("signal late \($0)") })
    taps.accept("b")

    let subject = PublishSubject<String>()
    _ = subject.subscribe(onNext: { note("subject \($0)") }, onCompleted: { note("subject completed") })
    _ = Observable.of("c").bind(to: subject)
    subject.onNext("d")

    let relay = PublishRelay<String>()
    _ = relay.subscribe(onNext: { note("relay \($0)") }, onCompleted: { note("relay completed") })
    _ = Observable.of("e").bind(to: relay)
    relay.accept("f")

    try check.prediction(predictedLog, matches: log, "what each subscriber sees, in the order it sees it")
}
