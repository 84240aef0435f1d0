// Chapter 10's marble diagrams run on RxReadingTest's TestScheduler (chapter 12): they exist in
// the builds that include it.
#if CH12
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 10's diagrams: interval and timer on virtual time, where a TestScheduler tick is
    /// one second, so `.seconds(20)` is two frames.
    static let chapter10: [MarbleDiagram] = [
        MarbleDiagram(chapter: 10, name: "interval",
                      title: "interval(.seconds(20)) counts 0, 1, 2, ... one period apart, the first a period after the subscription, and never completes") {
            let scheduler = TestScheduler(initialClock: 0)
            let sketch = MarbleSketch()
            let observer = scheduler.start(disposed: 310) { Observable<Int>.interval(.seconds(20), scheduler: scheduler) }
            sketch.observer("interval(.seconds(20))", observer)
            return sketch.drawing(frames: 11)
        },
        MarbleDiagram(chapter: 10, name: "timer",
                      title: "timer(.seconds(30)) sends 0 once and completes; with a period of 20 seconds it goes on counting like interval") {
            let sketch = MarbleSketch()
            let once = TestScheduler(initialClock: 0)
            sketch.observer("timer(.seconds(30))", once.start(disposed: 310) {
                Observable<Int>.timer(.seconds(30), scheduler: once)
            })
            let periodic = TestScheduler(initialClock: 0)
            sketch.observer("timer(.seconds(30), period: .seconds(20))", periodic.start(disposed: 310) {
                Observable<Int>.timer(.seconds(30), period: .seconds(20), scheduler: periodic)
            })
            return sketch.drawing(frames: 11)
        },
    ]
}
#endif
