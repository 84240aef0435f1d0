// The checks of exercise 15.2. Run them with: swift run rxbook check 15.2
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("15.2", "a subject that keeps its unsubscribed observers") { check in
    let subject = Broadcast<Int>()
    let stays = EventLog<Int>()
    let leaves = EventLog<Int>()
    let staying = subject.asObservable().subscribe(stays)
    let leaving = subject.asObservable().subscribe(leaves)
    subject.onNext(1)
    try check.equal(leaves.events, ["next(1)"], "a subscriber receives what is sent while it is subscribed")

    leaving.dispose()
    let before = subject.deliveries
    subject.onNext(2)
    try check.equal(subject.deliveries - before, 1,
                    "after one of two subscribers disposed its subscription, one element makes one call from the subject, to the subscriber still subscribed")
    try check.equal(leaves.events, ["next(1)"], "after disposing its subscription, a subscriber receives nothing more")
    try check.equal(stays.events, ["next(1)", "next(2)"], "disposing one subscription leaves the others subscribed")
    try check.equal(subject.observerCount, 1, "the subject holds only the subscriber that is still subscribed")

    subject.onCompleted()
    try check.equal(stays.events, ["next(1)", "next(2)", "completed"], "the subscriber still subscribed receives the completion")
    staying.dispose()

    try check.releasesEverything("a subscription that is disposed before the subject ends releases everything") {
        let another = Broadcast<Int>()
        let subscription = another.asObservable().subscribe(EventLog<Int>())
        subscription.dispose()
    }
}
