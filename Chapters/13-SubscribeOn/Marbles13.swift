#if CH13
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 13's diagram: subscribe(on:) moves the subscription, and so everything a cold
    /// source sends, to a later turn of the scheduler.
    static let chapter13: [MarbleDiagram] = [
        MarbleDiagram(chapter: 13, name: "subscribe-on",
                      title: "subscribe(on: scheduler) on a TestScheduler: the source is subscribed a tick later, in the scheduler's own turn, and its cold events move with it") {
            let values: [Character: Int] = ["1": 1, "2": 2]
            let sketch = MarbleSketch()

            let direct = TestScheduler(initialClock: 0)
            let directSource = try direct.createColdObservable("-1-2-|", values: values)
            let directObserver = direct.start { directSource.asObservable() }
            sketch.subscriptions("without: source subscribed", of: directSource)
            sketch.observer("without: observer", directObserver)

            let moved = TestScheduler(initialClock: 0)
            let movedSource = try moved.createColdObservable("-1-2-|", values: values)
            let movedObserver = moved.start { movedSource.subscribe(on: moved) }
            sketch.subscriptions("subscribe(on:): source subscribed", of: movedSource)
            sketch.observer("subscribe(on:): observer", movedObserver)
            return sketch.drawing()
        },
    ]
}
#endif
