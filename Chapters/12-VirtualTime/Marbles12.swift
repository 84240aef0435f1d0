#if CH12
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 12's diagrams: when `start()` does what, and a hot source against a cold one.
    static let chapter12: [MarbleDiagram] = [
        MarbleDiagram(chapter: 12, name: "start-times",
                      title: "start(created: 100, subscribed: 200, disposed: 400): the observer records only what the hot source sends between the subscription and the disposal") {
            let scheduler = TestScheduler(initialClock: 0)
            let values: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4]
            // `^` is tick 200: 1 at 150, 2 at 250, 3 at 330, 4 at 410, completed at 460.
            let source = try scheduler.createHotObservable("---------------1----^----2-------3-------4----|", values: values)
            let sketch = MarbleSketch(origin: 0, originNote: "tick 0: create runs at frame 10, the subscription at frame 20")
            sketch.events("the hot source sends", source.recordedEvents)
            let observer = scheduler.start(created: 100, subscribed: 200, disposed: 400) { source.asObservable() }
            sketch.subscriptions("start() subscribes, disposes", of: source)
            sketch.observer("the observer records", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 12, name: "hot-cold",
                      title: "the same recorded events, hot and cold, subscribed at 200: the hot source's times are the clock's, the cold one's count from the subscription") {
            let recorded: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)]
            let sketch = MarbleSketch(origin: 100, originNote: "tick 100: start() subscribes at frame 10")
            sketch.events("recorded: 150, 210, 240, 300", recorded)
            let hotScheduler = TestScheduler(initialClock: 0)
            let hot = hotScheduler.createHotObservable(recorded)
            sketch.observer("hot source's observer", hotScheduler.start { hot.asObservable() })
            let coldScheduler = TestScheduler(initialClock: 0)
            let cold = coldScheduler.createColdObservable(recorded)
            sketch.observer("cold source's observer", coldScheduler.start { cold.asObservable() })
            return sketch.drawing()
        },
    ]
}
#endif
