// The checks of exercise 21.3. Run them with: swift run rxbook check 21.3
import ExerciseKit
@testable import RxReading

struct Failed: Error {}

@inline(never)
func stackAddress() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}

ExerciseCheck.run("21.3", "a concat that recurses") { check in
    let log = EventLog<Int>()
    let subject = PublishSubject<Int>()
    let subscription = concatAll([Observable.just(1), subject.asObservable(), Observable.just(3)]).subscribe(log)
    try check.equal(log.events, ["next(1)"], "the second source is subscribed when the first completes")
    subject.onNext(2)
    subject.onCompleted()
    try check.equal(log.events, ["next(1)", "next(2)", "next(3)", "completed"],
                    "a completion that comes later starts the next source too; the last one's completes the result")
    subscription.dispose()

    let failed = EventLog<Int>()
    _ = concatAll([Observable.just(1), Observable<Int>.error(Failed()), Observable.just(3)]).subscribe(failed)
    try check.equal(failed.events, ["next(1)", "error(Failed())"], "an error ends it all")

    var lowest = UInt.max, highest = UInt.min
    var received = 0
    _ = concatAll((0..<1_000).map { Observable.just($0) }).subscribe(onNext: { _ in
        received += 1
        let here = stackAddress()
        lowest = min(lowest, here)
        highest = max(highest, here)
    })
    try check.equal(received, 1_000, "1,000 justs, each element sent")
    try check.that(highest - lowest < 64 * 1024, "on one stack depth (a loop, not a recursion)",
                   expected: "less than 64 KB of stack between them", otherwise: "\(highest &- lowest) bytes")
}
