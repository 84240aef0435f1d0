// Exercise 26.2 (predict): late subscribers, and what a binding ends.
// Practises chapter 26, sections "`Signal`: the same promises, no replay" and "`bind(to:)`:
// `subscribe` with a destination".
//
// `note` appends its line to a log. Everything runs on the main thread, with nothing waiting in
// the main queue, so each driver and signal delivers at once. Predict the log, line by line:
//
//     let taps = PublishRelay<String>()
//     let driver = taps.asDriver(onErrorJustReturn: "")
//     let signal = taps.asSignal()
//     _ = driver.drive(onNext: { note("driver early \($0)") })
//     _ = signal.emit(onNext: { note("signal early \($0)") })
//     taps.accept("a")
//     _ = driver.drive(onNext: { note("driver late \($0)") })
//     _ = signal.emit(onNext: { note("signal late \($0)") })
//     taps.accept("b")
//
//     let subject = PublishSubject<String>()
//     _ = subject.subscribe(onNext: { note("subject \($0)") }, onCompleted: { note("subject completed") })
//     _ = Observable.of("c").bind(to: subject)
//     subject.onNext("d")
//
//     let relay = PublishRelay<String>()
//     _ = relay.subscribe(onNext: { note("relay \($0)") }, onCompleted: { note("relay completed") })
//     _ = Observable.of("e").bind(to: relay)
//     relay.accept("f")
//
// Write each line exactly as `note` writes it ("driver early a").
//
// Check it: swift run rxbook check 26.2     Stuck? swift run rxbook hint 26.2

let predictedLog: [String] = []
