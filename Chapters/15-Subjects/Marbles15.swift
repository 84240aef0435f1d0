#if CH15
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 15's diagram: a PublishSubject is hot; a late subscriber gets only what comes after.
    static let chapter15: [MarbleDiagram] = [
        MarbleDiagram(chapter: 15, name: "publish-subject",
                      title: "a PublishSubject passes each event to whoever is subscribed at that moment: the subscriber that comes at 240 never sees 1 or 2, but sees the end") {
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            let feed = try scheduler.createHotObservable("-1-2-3-4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
            let sketch = MarbleSketch(originNote: "tick 200, where the first subscriber subscribes")
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(sketch.tap("onNext into the subject", feed.asObservable(), on: scheduler).subscribe(subject))
                subscriptions.append(subject.subscribe(early))
            }
            scheduler.scheduleAt(240) { subscriptions.append(subject.subscribe(late)) }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            sketch.observer("subscribed at 200", early)
            sketch.observer("subscribed at 240", late)
            return sketch.drawing()
        },
    ]
}
#endif
