// The checks of exercise 07.2. Run them with: swift run rxbook check 07.2
import ExerciseKit
import RxReading

ExerciseCheck.run("07.2", "Hello World, line by line") { check in
    var lines: [String] = []
    func log(_ line: String) { lines.append(line) }

    let subscription = Observable<String>.create { observer in
        log("create sends Hello World")
        observer.onNext("Hello World")
        log("create sends completed")
        observer.onCompleted()
        log("create sends Hello again")
        observer.onNext("Hello again")
        log("create returns its disposable")
        return Disposables.create { log("create's disposable disposed") }
    }
    .map { text -> String in
        log("map sees \(text)")
        return text.uppercased()
    }
    .subscribe { event in log("subscriber gets \(event)") }
    log("subscribe returned")
    subscription.dispose()
    log("dispose returned")

    try check.prediction(prediction, matches: lines, "your prediction lists every logged line, in order")
}
