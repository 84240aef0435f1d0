#if CH14
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 14's diagram: observe(on:) leaves the subscription where it was and moves each
    /// delivery to a later turn of the scheduler.
    static let chapter14: [MarbleDiagram] = [
        MarbleDiagram(chapter: 14, name: "observe-on",
                      title: "observe(on: scheduler) on a TestScheduler: the source is subscribed at once, and each event reaches the observer a tick after the source sent it") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createColdObservable("-1-2-|", values: ["1": 1, "2": 2])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                sketch.tap("source sends", source.asObservable(), on: scheduler).observe(on: scheduler)
            }
            sketch.subscriptions("source subscribed", of: source)
            sketch.observer("observe(on:): observer", observer)
            return sketch.drawing()
        },
    ]
}
#endif
