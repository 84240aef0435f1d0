// The checks of exercise 15.2, run under ThreadSanitizer. Run them with: swift run rxbook check 15.2
import Foundation
import Synchronization
import ExerciseKit
@testable import RxReading

/// Counts the threads that have arrived, with relaxed ordering: the two threads wait for each
/// other without the wait itself ordering their accesses, so ThreadSanitizer still sees them.
let arrived = Atomic<Int>(0)

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

    // Subscribers come and go on one thread while another sends elements: both threads touch
    // the subject's observers. ThreadSanitizer sees a race only when it watches the two meet,
    // which one round can miss; twenty rounds make a miss unlikely.
    var leftBehind: [Int] = []
    for _ in 1...20 {
        let shared = Broadcast<Int>()
        arrived.store(0, ordering: .relaxed)
        let done = DispatchGroup()
        done.enter()
        let churner = Thread {
            arrived.add(1, ordering: .relaxed)
            while arrived.load(ordering: .relaxed) < 2 {}
            for _ in 0..<500 {
                shared.asObservable().subscribe(AnyObserver<Int> { _ in }).dispose()
            }
            done.leave()
        }
        churner.name = "subscriber"
        churner.start()
        arrived.add(1, ordering: .relaxed)
        while arrived.load(ordering: .relaxed) < 2 {}
        for element in 0..<500 {
            shared.onNext(element)
        }
        done.wait()
        leftBehind.append(shared.observerCount)
    }
    try check.equal(leftBehind, Array(repeating: 0, count: 20),
                    "in each of 20 rounds, subscribers that come and go on one thread while another sends 500 elements leave none behind")
}
