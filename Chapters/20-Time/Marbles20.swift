#if CH20
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 20's diagrams: the same source through debounce and both throttles, delay against
    /// delaySubscription, and timeout switching to another source.
    static let chapter20: [MarbleDiagram] = [
        MarbleDiagram(chapter: 20, name: "debounce-throttle",
                      title: "One source, three operators, 30 ticks each: debounce waits for a quiet 30 ticks and sends the last element at once when the source completes; throttle sends the first at once and the newest of each window when it closes; throttle(latest: false) drops what falls inside a window") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createHotObservable("-abc-----d-e-|", values: ["a": "a", "b": "b", "c": "c", "d": "d", "e": "e"])
            let sketch = MarbleSketch()
            sketch.events("source", source.recordedEvents)
            let debounced = scheduler.createObserver(String.self)
            let notLatest = scheduler.createObserver(String.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(source.debounce(.seconds(30), scheduler: scheduler).subscribe(debounced))
                subscriptions.append(source.throttle(.seconds(30), latest: false, scheduler: scheduler).subscribe(notLatest))
            }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            let latest = scheduler.start { source.throttle(.seconds(30), scheduler: scheduler) }
            sketch.observer("debounce", debounced)
            sketch.observer("throttle", latest)
            sketch.observer("throttle(latest: false)", notLatest)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 20, name: "delay-delay-subscription",
                      title: "delay subscribes at once and sends every element and the completion 20 ticks late; delaySubscription subscribes 20 ticks late and misses what a hot source sent before") {
            let scheduler = TestScheduler(initialClock: 0)
            let source = try scheduler.createHotObservable("-a-b-c-|", values: ["a": "a", "b": "b", "c": "c"])
            let sketch = MarbleSketch()
            let late = scheduler.createObserver(String.self)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = source.delaySubscription(.seconds(20), scheduler: scheduler).subscribe(late)
            }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            let delayed = scheduler.start { sketch.tap("source", source.asObservable(), on: scheduler).delay(.seconds(20), scheduler: scheduler) }
            sketch.observer("delay", delayed)
            sketch.observer("delaySubscription", late)
            sketch.subscriptions("source", of: source)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 20, name: "timeout-other",
                      title: "timeout(20, other:): each element restarts the 20-tick timer; when it runs out the source is disposed and other subscribed, and the source's later elements go nowhere") {
            let scheduler = TestScheduler(initialClock: 0)
            let first = try scheduler.createHotObservable("-a---b-c-|", values: ["a": "a", "b": "b", "c": "c"])
            let other = try scheduler.createColdObservable("-x-y-|", values: ["x": "x", "y": "y"])
            let sketch = MarbleSketch()
            sketch.events("first", first.recordedEvents)
            let observer = scheduler.start { first.timeout(.seconds(20), other: other, scheduler: scheduler) }
            sketch.subscriptions("first", of: first)
            sketch.subscriptions("other", of: other)
            sketch.observer("timeout", observer)
            return sketch.drawing()
        },
    ]
}
#endif
