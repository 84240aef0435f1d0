#if CH18
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 18's diagrams: share(replay: 1) with a late subscriber, and publish with connect
    /// called by hand.
    static let chapter18: [MarbleDiagram] = [
        MarbleDiagram(chapter: 18, name: "share-replay-1",
                      title: "share(replay: 1): the source is subscribed once, at 200; the subscriber that comes at 240 gets the latest element, 2, at once, then the live ones") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable("-1-2-3-4-|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
            let sketch = MarbleSketch(originNote: "tick 200, where the first subscriber subscribes")
            let shared = source.asObservable().share(replay: 1)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(early)) }
            scheduler.scheduleAt(240) { subscriptions.append(shared.subscribe(late)) }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            sketch.subscriptions("source", of: source)
            sketch.observer("subscribed at 200", early)
            sketch.observer("subscribed at 240", late)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 18, name: "publish-connect",
                      title: "publish(): both observers subscribe at 200, but the source is subscribed only by connect() at 220, and unsubscribed when the connection is disposed at 270") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable("-1-2-3-4-5-6-|", values: ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6])
            let sketch = MarbleSketch(originNote: "tick 200, where both observers subscribe")
            let published = source.asObservable().publish()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            var connection: Disposable?
            scheduler.scheduleAt(200) {
                subscriptions.append(published.subscribe(first))
                subscriptions.append(published.subscribe(second))
            }
            scheduler.scheduleAt(220) { connection = published.connect() }
            scheduler.scheduleAt(270) { connection?.dispose() }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            sketch.subscriptions("source", of: source)
            sketch.observer("first observer", first)
            sketch.observer("second observer", second)
            return sketch.drawing()
        },
    ]
}
#endif
